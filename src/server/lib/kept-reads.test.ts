import { describe, expect, it } from 'vitest';
import { keptReads } from './kept-reads.ts';

function counted<V>(answer: (key: string, n: number) => Promise<V>) {
  const calls: string[] = [];
  const read = (key: string) => {
    calls.push(key);
    return answer(key, calls.length);
  };
  return { calls, read };
}

describe('keptReads', () => {
  it('shares one read in flight and keeps it until it is maxAgeMs old', async () => {
    let clock = 0;
    const { calls, read } = counted(async (key, n) => `${key}#${n}`);
    const kept = keptReads(read, () => clock);
    const [a, b] = await Promise.all([kept.get('m', 30), kept.get('m', 30)]);
    expect([a, b, calls]).toEqual(['m#1', 'm#1', ['m']]);
    clock = 29;
    expect(await kept.get('m', 30)).toBe('m#1');
    // a caller that wants it fresher reads again; so does anyone once it reaches the age
    expect(await kept.get('m', 10)).toBe('m#2');
    clock = 29 + 30;
    expect(await kept.get('m', 30)).toBe('m#3');
    expect(await kept.get('other')).toBe('other#4');
    expect(await kept.get('m')).toBe('m#3');
  });

  it('keeps neither a failed read nor one that found nothing, and forgets on request', async () => {
    const { calls, read } = counted(async (key, n) => {
      if (n === 1) throw new Error('connection lost');
      return n === 2 ? null : `${key}#${n}`;
    });
    const kept = keptReads(read, () => 0);
    await expect(kept.get('m')).rejects.toThrow('connection lost');
    expect(await kept.get('m')).toBeNull();
    expect(await kept.get('m')).toBe('m#3');
    expect(await kept.get('m')).toBe('m#3');
    kept.forget('m');
    expect(await kept.get('m')).toBe('m#4');
    expect(calls).toHaveLength(4);
  });
});

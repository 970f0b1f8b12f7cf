import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batcher } from './batcher.ts';

describe('batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands each key its items in order, once, when the window after the first item ends', () => {
    const sent: Array<[string, number[]]> = [];
    const b = batcher<number>(20, (key, items) => sent.push([key, items]));
    b.add('a', 1);
    vi.advanceTimersByTime(10);
    b.add('a', 2);
    b.add('b', 9);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(sent).toEqual([['a', [1, 2]]]);
    b.add('a', 3);
    vi.advanceTimersByTime(10);
    expect(sent).toEqual([
      ['a', [1, 2]],
      ['b', [9]],
    ]);
    vi.advanceTimersByTime(10);
    expect(sent).toEqual([
      ['a', [1, 2]],
      ['b', [9]],
      ['a', [3]],
    ]);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
  });

  it('flushAll sends what waits at once and nothing twice', () => {
    const sent: Array<[string, string[]]> = [];
    const b = batcher<string>(1000, (key, items) => sent.push([key, items]));
    b.add('x', 'one');
    b.add('y', 'two');
    b.flushAll();
    expect(sent).toEqual([
      ['x', ['one']],
      ['y', ['two']],
    ]);
    vi.advanceTimersByTime(2000);
    expect(sent).toHaveLength(2);
  });
});

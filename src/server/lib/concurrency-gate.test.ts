import { describe, expect, it } from 'vitest';
import { concurrencyGate } from './concurrency-gate.ts';

/** A promise with its resolve and reject in hand. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyGate', () => {
  it('runs at most `limit` calls at once and the rest in arrival order', async () => {
    const gate = concurrencyGate(2);
    const started: number[] = [];
    const finish = Array.from({ length: 5 }, () => deferred());
    const results = finish.map((d, i) =>
      gate.run(async () => {
        started.push(i);
        await d.promise;
        return i * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 3]);
    finish[1]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    finish[0]?.resolve();
    finish[2]?.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    finish[3]?.resolve();
    finish[4]?.resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a call that failed and passes its error on', async () => {
    const gate = concurrencyGate(1);
    const failing = gate.run(async () => {
      throw new Error('refused');
    });
    const next = gate.run(async () => 'ran');
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('ran');
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('never has more than `limit` under way through a long queue', async () => {
    const gate = concurrencyGate(3);
    let now = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 2000 }, (_, i) =>
        gate.run(async () => {
          now++;
          most = Math.max(most, now);
          if (i % 7 === 0) await tick();
          now--;
        }),
      ),
    );
    expect(most).toBe(3);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses a limit that is not a whole number of at least 1', () => {
    expect(() => concurrencyGate(0)).toThrow(/limit/);
    expect(() => concurrencyGate(1.5)).toThrow(/limit/);
  });
});

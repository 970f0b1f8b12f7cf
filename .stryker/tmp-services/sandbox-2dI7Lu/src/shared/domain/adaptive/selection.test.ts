// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createRng } from '../random.ts';
import { selectQuestions, weaknessWeights } from './selection.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

interface Q {
  id: number;
  b: number;
  topic: string;
  seenAt?: Date | null;
}

/** `perTopic` items in each topic, difficulties evenly spread over −3..3. */
function bank(topics: string[], perTopic: number): Q[] {
  const out: Q[] = [];
  topics.forEach((topic, t) => {
    for (let i = 0; i < perTopic; i++) {
      out.push({ id: t * 1000 + i, b: -3 + (6 * i) / (perTopic - 1), topic });
    }
  });
  return out;
}

function counts(qs: Q[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const q of qs) out[q.topic] = (out[q.topic] ?? 0) + 1;
  return out;
}

describe('selectQuestions', () => {
  it('returns exactly `count` distinct items near a well-measured ability', () => {
    const picked = selectQuestions({
      candidates: bank(['A', 'B', 'C'], 61),
      ability: { theta: 1.2, uncertainty: 0.1 },
      count: 6,
      now: NOW,
      rng: createRng(1),
    });
    expect(picked).toHaveLength(6);
    expect(new Set(picked.map((q) => q.id)).size).toBe(6);
    for (const q of picked) expect(Math.abs(q.b - 1.2)).toBeLessThan(0.5);
  });

  it('skips items seen in the last 30 days but not older ones', () => {
    const candidates: Q[] = [
      { id: 1, b: 0, topic: 'A', seenAt: daysAgo(1) },
      { id: 2, b: 0, topic: 'A', seenAt: daysAgo(29.9) },
      { id: 3, b: 2.5, topic: 'A', seenAt: daysAgo(30) },
      { id: 4, b: -2.5, topic: 'B', seenAt: daysAgo(400) },
      { id: 5, b: 3, topic: 'B', seenAt: null },
    ];
    const picked = selectQuestions({
      candidates,
      ability: { theta: 0, uncertainty: 0.2 },
      count: 5,
      now: NOW,
      rng: createRng(2),
    });
    expect(picked.map((q) => q.id).sort()).toEqual([3, 4, 5]);
  });

  it('tops up with the least recently seen items only when asked', () => {
    const candidates: Q[] = [
      { id: 1, b: 0, topic: 'A', seenAt: daysAgo(2) },
      { id: 2, b: 0, topic: 'A', seenAt: daysAgo(20) },
      { id: 3, b: 0, topic: 'A' },
    ];
    const input = { candidates, ability: { theta: 0, uncertainty: 0.3 }, count: 2, now: NOW, rng: createRng(3) };
    expect(selectQuestions(input).map((q) => q.id)).toEqual([3]);
    expect(selectQuestions({ ...input, fillWithSeen: true }).map((q) => q.id)).toEqual([3, 2]);
  });

  it('keeps every topic at or under ⌈count/2⌉ while others have items', () => {
    // Topic A holds the informative items; B and C only far ones.
    const candidates: Q[] = [
      ...Array.from({ length: 20 }, (_, i) => ({ id: i, b: 0.01 * i, topic: 'A' })),
      ...Array.from({ length: 20 }, (_, i) => ({ id: 100 + i, b: 3 + 0.01 * i, topic: 'B' })),
      ...Array.from({ length: 20 }, (_, i) => ({ id: 200 + i, b: -3 - 0.01 * i, topic: 'C' })),
    ];
    for (const count of [3, 5, 8]) {
      const picked = selectQuestions({
        candidates,
        ability: { theta: 0, uncertainty: 0.1 },
        count,
        now: NOW,
        rng: createRng(count),
      });
      expect(picked).toHaveLength(count);
      for (const n of Object.values(counts(picked))) expect(n).toBeLessThanOrEqual(Math.ceil(count / 2));
    }
  });

  it('goes over the cap only when no other topic has items left', () => {
    const candidates: Q[] = [
      ...Array.from({ length: 10 }, (_, i) => ({ id: i, b: 0, topic: 'A' })),
      { id: 99, b: 0, topic: 'B' },
    ];
    const picked = selectQuestions({
      candidates,
      ability: { theta: 0, uncertainty: 0.1 },
      count: 6,
      now: NOW,
      rng: createRng(9),
    });
    expect(counts(picked)).toEqual({ A: 5, B: 1 });
  });

  it('spreads a set over many topics before repeating one', () => {
    const picked = selectQuestions({
      candidates: bank(['A', 'B', 'C', 'D', 'E', 'F'], 31),
      ability: { theta: 0, uncertainty: 0.1 },
      count: 6,
      now: NOW,
      rng: createRng(4),
    });
    expect(Object.keys(counts(picked))).toHaveLength(6);
  });

  it('leans toward weak topics', () => {
    const candidates = bank(['Strong', 'Weak', 'Other'], 41);
    let weak = 0;
    let strong = 0;
    for (let seed = 0; seed < 20; seed++) {
      const picked = selectQuestions({
        candidates,
        ability: { theta: 0, uncertainty: 0.2 },
        count: 4,
        weakTopics: ['Weak'],
        now: NOW,
        rng: createRng(seed),
      });
      const c = counts(picked);
      weak += c.Weak ?? 0;
      strong += c.Strong ?? 0;
    }
    expect(weak).toBeGreaterThan(strong);
  });

  it('gives a guest a calibrated mix from easy to hard', () => {
    const picked = selectQuestions({
      candidates: bank(['A', 'B', 'C'], 61),
      ability: null,
      count: 9,
      now: NOW,
      rng: createRng(5),
    });
    expect(picked).toHaveLength(9);
    expect(Math.min(...picked.map((q) => q.b))).toBeLessThan(-1);
    expect(Math.max(...picked.map((q) => q.b))).toBeGreaterThan(1);
    expect(picked[0]?.b).toBeLessThan(picked[8]?.b ?? Number.NaN);
  });

  it('is deterministic for a seed and varies across seeds', () => {
    const input = { candidates: bank(['A', 'B'], 101), ability: { theta: 0.3, uncertainty: 0.4 }, count: 5, now: NOW };
    const a = selectQuestions({ ...input, rng: createRng(42) }).map((q) => q.id);
    const b = selectQuestions({ ...input, rng: createRng(42) }).map((q) => q.id);
    expect(a).toEqual(b);
    const others = [1, 2, 3, 4, 5].map((s) =>
      selectQuestions({ ...input, rng: createRng(s) })
        .map((q) => q.id)
        .join(),
    );
    expect(new Set([a.join(), ...others]).size).toBeGreaterThan(1);
  });

  it('returns nothing for count 0 or an empty bank', () => {
    expect(selectQuestions({ candidates: bank(['A'], 5), count: 0, now: NOW, rng: createRng(1) })).toEqual([]);
    expect(selectQuestions({ candidates: [] as Q[], count: 5, now: NOW, rng: createRng(1) })).toEqual([]);
  });
});

describe('weaknessWeights', () => {
  it('weights topics by how far they sit below the section, capped at one logit', () => {
    const w = weaknessWeights(
      { Percentages: { theta: 0.9 }, Probability: { theta: -0.5 }, Geometry: { theta: 0.5 }, Algebra: { theta: -2 } },
      { theta: 0.5 },
    );
    expect(w).toEqual({ Percentages: 0, Probability: 1, Geometry: 0, Algebra: 1 });
    expect(weaknessWeights({ Ratios: { theta: 0.25 } }, { theta: 0.5 }).Ratios).toBeCloseTo(0.25, 12);
  });
});

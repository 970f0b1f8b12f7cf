// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { EXAM_PATTERNS, sectionalPattern } from '#shared/domain/exam/patterns';
import { handItems, type PickedFact } from './hand-paper.ts';

// The hand-picked paper's checks without a database: counts, and a set's questions kept together in set order.

const dilr = sectionalPattern(EXAM_PATTERNS.CAT2024, 'DILR');
const fact = (id: number, setId: number | null = null, setOrder: number | null = null): PickedFact => ({
  id,
  section: 'DILR',
  type: 'MCQ',
  status: 'published',
  isPremium: false,
  setId,
  setOrder,
  optionCount: 4,
});

describe('handItems', () => {
  it("gathers a set's questions, in set order, where its first picked question stands", () => {
    const count = dilr.sections[0]?.questions ?? 0;
    // Set 7 is picked as 3, 1 (its order 3 then 1) with a single in between; then singles fill the section.
    const facts = [fact(1, 7, 1), fact(2, 7, 2), fact(3, 7, 3), fact(100)];
    const singles = Array.from({ length: count - 4 }, (_, i) => fact(200 + i));
    const ids = [3, 100, 1, 2, ...singles.map((s) => s.id)];
    const items = handItems(dilr, [{ key: 'DILR', questionIds: ids }], [...facts, ...singles], false);
    expect(items.map((i) => i.questionId).slice(0, 4)).toEqual([1, 2, 3, 100]);
    expect(items).toHaveLength(count);
  });

  it('names the section and its count when short', () => {
    expect(() => handItems(dilr, [{ key: 'DILR', questionIds: [1] }], [fact(1)], false)).toThrow(
      /^sections\.DILR: 1 question chosen; .* takes 22\.$/,
    );
  });
});

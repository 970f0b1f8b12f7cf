// @ts-nocheck
import { expect } from 'vitest';
import { type QuestionDraft, type SetDraft, setDraft } from '#shared/contracts/questions';

/** Test helpers shared by the DILR generator tests: shape checks every generated set must pass. */

export const SEEDS = Array.from({ length: 50 }, (_, i) => i + 1);

/** Schema, question count, times, difficulty, exams and chart consistency. */
export function checkShape(draft: SetDraft, setType: string, area: string) {
  const parsed = setDraft.parse(draft);
  expect(parsed.kind).toBe('dilr_set');
  expect(parsed.setType).toBe(setType);
  expect(parsed.section).toBe('DILR');
  expect(parsed.questions.length).toBeGreaterThanOrEqual(4);
  expect(parsed.questions.length).toBeLessThanOrEqual(5);
  const minutes = parsed.questions.reduce((sum, q) => sum + q.estimatedTime, 0);
  expect(minutes).toBeGreaterThanOrEqual(8);
  expect(minutes).toBeLessThanOrEqual(12);
  for (const q of parsed.questions) {
    expect(q.area).toBe(area);
    expect(q.difficulty).toBeGreaterThanOrEqual(2);
    expect(q.difficulty).toBeLessThanOrEqual(5);
    expect(q.exams).toContain('CAT');
    expect(q.explanation.length).toBeGreaterThanOrEqual(1);
    if (q.type === 'MCQ') {
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size, q.stem).toBe(4);
    }
  }
  expect(new Set(parsed.questions.map((q) => q.stem)).size, 'no repeated question').toBe(parsed.questions.length);
  for (const block of parsed.data?.blocks ?? []) {
    if (block.kind === 'table') {
      for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
    } else if (block.kind === 'scatter') {
      expect(block.points?.length ?? 0).toBeGreaterThan(0);
    } else {
      expect(block.series.length).toBeGreaterThan(0);
      for (const s of block.series)
        expect(s.values, `${block.title} / ${s.name}`).toHaveLength(block.categories.length);
    }
  }
  return parsed;
}

/**
 * The question's key matches the independently derived answer: for an MCQ, the keyed option reads `expected` and
 * no other option does; for a TITA, the numeric value equals it.
 */
export function checkAnswer(q: QuestionDraft, expected: string | number) {
  if (q.type === 'MCQ') {
    expect(q.answer.kind).toBe('option');
    const index = q.answer.kind === 'option' ? q.answer.index : -1;
    expect(q.options?.[index], q.stem).toBe(String(expected));
    expect(
      q.options?.filter((o) => o === String(expected)),
      q.stem,
    ).toHaveLength(1);
  } else {
    expect(q.answer.kind, q.stem).toBe('numeric');
    if (q.answer.kind === 'numeric') expect(q.answer.value, q.stem).toBeCloseTo(Number(expected), 6);
  }
}

/** Reads the number in an option such as "12.5%", "54°" or "1,250". */
export const optionNumber = (option: string) => Number(option.replace(/[%°,\s]/g, '').replace('−', '-'));

/**
 * For numeric MCQs: the keyed option is within `tolerance` of the independently computed value and every other
 * option is further away than that.
 */
export function checkNumericOption(q: QuestionDraft, expected: number, tolerance = 0.05 + 1e-9) {
  expect(q.type, q.stem).toBe('MCQ');
  const index = q.answer.kind === 'option' ? q.answer.index : -1;
  q.options?.forEach((option, i) => {
    const close = Math.abs(optionNumber(option) - expected) <= tolerance;
    expect(close, `${q.stem} — option ${option}, expected ${expected}`).toBe(i === index);
  });
}

/** For MCQs whose options are statements: exactly the keyed option satisfies the predicate. */
export function checkOnlyKeyedOption(q: QuestionDraft, isTrue: (option: string) => boolean) {
  expect(q.type).toBe('MCQ');
  const index = q.answer.kind === 'option' ? q.answer.index : -1;
  q.options?.forEach((option, i) => {
    expect(isTrue(option), `${q.stem} — ${option}`).toBe(i === index);
  });
}

/** How many distinct sets (title, body, data, stems) the drafts contain. */
export function distinctCount(drafts: readonly SetDraft[]): number {
  return new Set(drafts.map((d) => JSON.stringify([d.title, d.body, d.data, d.questions.map((q) => q.stem)]))).size;
}

/** The seeds in chunks of 10, one test each, so no single test holds a worker for long (vitest's RPC times out). */
export const SEED_CHUNKS = Array.from({ length: SEEDS.length / 10 }, (_, i) => {
  const seeds = SEEDS.slice(i * 10, i * 10 + 10);
  return { from: seeds[0], to: seeds[seeds.length - 1], seeds };
});

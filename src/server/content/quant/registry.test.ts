import katex from 'katex';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepSize } from '#server/test/sweep';
import { yieldToEventLoop } from '#server/test/yield';
import { type QuestionDraft, questionDraft } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import type { QuestionGenerator } from '../types.ts';
import { group, numText } from './format.ts';
import { quantGenerators } from './registry.ts';

const AREAS = ['Arithmetic', 'Algebra', 'Number System', 'Geometry & Mensuration', 'Modern Maths'];
const ALL_SEEDS = Array.from({ length: 1000 }, (_, i) => i + 1);

/**
 * Every rule a drawn question breaks, in words ([] when it keeps them all). Collected and asserted once per template:
 * 86,000 drafts × 15 checks each as separate expect() calls cost more than drawing them.
 */
function draftProblems(d: QuestionDraft, g: QuestionGenerator): string[] {
  const result = questionDraft.safeParse(d);
  if (!result.success) return [`schema: ${result.error.message}`];
  const parsed = result.data;
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  check(parsed.area === g.area, `area ${parsed.area}`);
  check(parsed.topic === g.topic, `topic ${parsed.topic}`);
  check(parsed.exams.includes('CAT'), `exams ${parsed.exams}`);
  check(parsed.explanation.length >= 2 && parsed.explanation.length <= 6, `${parsed.explanation.length} steps`);
  check(parsed.estimatedTime >= 1.5 && parsed.estimatedTime <= 4, `estimated time ${parsed.estimatedTime}`);
  const all = [parsed.stem, ...(parsed.options ?? []), ...parsed.explanation].join('\n');
  check(!/undefined|NaN|Infinity|\[object|null/.test(all), `stray value in: ${all}`);
  const steps = parsed.explanation.join('\n');
  if (parsed.type === 'MCQ') {
    const options = parsed.options ?? [];
    check(options.length === 4 && new Set(options).size === 4, `options ${JSON.stringify(options)}`);
    if (parsed.answer.kind !== 'option') return [...problems, 'MCQ without option key'];
    const key = options[parsed.answer.index];
    check(options.filter((o) => o === key).length === 1, `key ${key} is not exactly one option`);
    check(steps.includes(key), `explanation lacks ${key}`);
  } else {
    if (parsed.answer.kind !== 'numeric') return [...problems, 'TITA without numeric key'];
    const v = parsed.answer.value;
    check(Number.isFinite(v), `key ${v}`);
    const forms = [String(v), group(v), ...(Number.isInteger(v) ? [numText(v)] : [])];
    check(
      forms.some((f) => steps.includes(f)),
      `explanation lacks ${v}`,
    );
  }
  return problems;
}

/** Each formula that KaTeX refuses, with its error, and each text whose $ do not pair up. */
function formulaProblems(drafts: readonly QuestionDraft[]): string[] {
  const problems: string[] = [];
  const formulas = new Set<string>();
  for (const d of drafts) {
    for (const text of [d.stem, ...(d.options ?? []), ...d.explanation]) {
      if ((text.match(/\$/g) ?? []).length % 2 !== 0) problems.push(`unbalanced $ in: ${text}`);
      for (const m of text.matchAll(/\$([^$]+)\$/g)) formulas.add(m[1]);
    }
  }
  // Each distinct formula once: the same one recurs across seeds, and KaTeX's answer depends on the formula alone.
  for (const formula of formulas) {
    try {
      katex.renderToString(formula, { throwOnError: true });
    } catch (error) {
      problems.push(`${formula}: ${(error as Error).message}`);
    }
  }
  return problems;
}

describe('quant generator registry', () => {
  it('covers the five areas and enough topics with unique ids', () => {
    expect(quantGenerators.length).toBeGreaterThanOrEqual(40);
    expect(new Set(quantGenerators.map((g) => g.id)).size).toBe(quantGenerators.length);
    expect(new Set(quantGenerators.map((g) => g.area))).toEqual(new Set(AREAS));
    expect(new Set(quantGenerators.map((g) => g.topic)).size).toBeGreaterThanOrEqual(25);
    for (const g of quantGenerators) expect(g.section).toBe('QA');
  });

  it('draws about a third TITA', () => {
    let tita = 0;
    let total = 0;
    for (const g of quantGenerators) {
      for (let seed = 1; seed <= 100; seed++) {
        total++;
        if (g.generate(createRng(seed)).type === 'TITA') tita++;
      }
    }
    expect(tita / total).toBeGreaterThan(0.28);
    expect(tita / total).toBeLessThan(0.42);
  });

  it('keeps drawing valid questions far beyond the first thousand seeds', async () => {
    // the benchmark bank draws tens of thousands of seeds; every one must render
    const step = 5000 / sweepSize(1000);
    const problems: string[] = [];
    for (const g of quantGenerators) {
      await yieldToEventLoop();
      for (let seed = 1001; seed <= 6000; seed += step) {
        const d = g.generate(createRng(seed));
        if (d.type === 'MCQ' && new Set(d.options).size !== 4) problems.push(`${g.id} seed ${seed}: ${d.options}`);
      }
    }
    expect(problems).toEqual([]);
    // 86 templates × 1,000 seeds (500 under CI), each re-drawn until its wrong options are possible values: 15–30 s
    // on 2 shared cores.
  }, 120_000);
});

describe.each(quantGenerators.map((g) => [g.id, g] as const))('%s', (_id, g) => {
  // Drawn before the group's tests rather than at collection, so the worker can answer the runner in between.
  let drafts: QuestionDraft[] = [];
  beforeAll(async () => {
    await yieldToEventLoop();
    drafts = ALL_SEEDS.map((seed) => g.generate(createRng(seed)));
  });

  it('is reproducible from its seed', () => {
    expect(g.generate(createRng(42))).toEqual(g.generate(createRng(42)));
  });

  it('yields valid drafts with a consistent key', () => {
    expect(drafts.flatMap((d, i) => draftProblems(d, g).map((problem) => `seed ${i + 1}: ${problem}`))).toEqual([]);
  });

  it('has at least 60 distinct stems over seeds 1..1000', () => {
    expect(new Set(drafts.map((d) => d.stem)).size).toBeGreaterThanOrEqual(60);
  });

  it('renders every formula with KaTeX', () => {
    expect(formulaProblems(drafts.slice(0, 150))).toEqual([]);
  });
});

// @ts-nocheck
import katex from 'katex';
import { beforeAll, describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import { questionDraft } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { group, numText } from './format.ts';
import { quantGenerators } from './registry.ts';

const AREAS = ['Arithmetic', 'Algebra', 'Number System', 'Geometry & Mensuration', 'Modern Maths'];
const ALL_SEEDS = Array.from({ length: 1000 }, (_, i) => i + 1);

function mathSegments(text: string): string[] {
  const dollars = (text.match(/\$/g) ?? []).length;
  expect(dollars % 2, `unbalanced $ in: ${text}`).toBe(0);
  return [...text.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]);
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
    for (const g of quantGenerators) {
      await yieldToEventLoop();
      for (let seed = 1001; seed <= 6000; seed += 5) {
        const d = g.generate(createRng(seed));
        if (d.type === 'MCQ') expect(new Set(d.options).size).toBe(4);
      }
    }
    // 86 templates × 1,000 seeds, each re-drawn until its wrong options are possible values: 40–80 s on 2 shared cores.
  }, 120_000);
});

describe.each(quantGenerators.map((g) => [g.id, g] as const))('%s', (_id, g) => {
  // Drawn before the group's tests rather than at collection, so the worker can answer the runner in between.
  let drafts: ReturnType<typeof g.generate>[] = [];
  beforeAll(async () => {
    await yieldToEventLoop();
    drafts = ALL_SEEDS.map((seed) => g.generate(createRng(seed)));
  });

  it('is reproducible from its seed', () => {
    expect(g.generate(createRng(42))).toEqual(g.generate(createRng(42)));
  });

  it('yields valid drafts with a consistent key', () => {
    for (const d of drafts) {
      const parsed = questionDraft.parse(d);
      expect(parsed.area).toBe(g.area);
      expect(parsed.topic).toBe(g.topic);
      expect(parsed.exams).toContain('CAT');
      expect(parsed.explanation.length).toBeGreaterThanOrEqual(2);
      expect(parsed.explanation.length).toBeLessThanOrEqual(6);
      expect(parsed.estimatedTime).toBeGreaterThanOrEqual(1.5);
      expect(parsed.estimatedTime).toBeLessThanOrEqual(4);
      const all = [parsed.stem, ...(parsed.options ?? []), ...parsed.explanation].join('\n');
      expect(all).not.toMatch(/undefined|NaN|Infinity|\[object|null/);
      const steps = parsed.explanation.join('\n');
      if (parsed.type === 'MCQ') {
        const options = parsed.options!;
        expect(options).toHaveLength(4);
        expect(new Set(options).size).toBe(4);
        if (parsed.answer.kind !== 'option') throw new Error('MCQ without option key');
        const key = options[parsed.answer.index];
        expect(options.filter((o) => o === key)).toHaveLength(1);
        expect(steps, `explanation lacks ${key}`).toContain(key);
      } else {
        if (parsed.answer.kind !== 'numeric') throw new Error('TITA without numeric key');
        const v = parsed.answer.value;
        expect(Number.isFinite(v)).toBe(true);
        const forms = [String(v), group(v), ...(Number.isInteger(v) ? [numText(v)] : [])];
        expect(
          forms.some((f) => steps.includes(f)),
          `explanation lacks ${v}`,
        ).toBe(true);
      }
    }
  });

  it('has at least 60 distinct stems over seeds 1..1000', () => {
    expect(new Set(drafts.map((d) => d.stem)).size).toBeGreaterThanOrEqual(60);
  });

  it('renders every formula with KaTeX', () => {
    for (const d of drafts.slice(0, 150)) {
      for (const text of [d.stem, ...(d.options ?? []), ...d.explanation]) {
        for (const seg of mathSegments(text)) {
          expect(() => katex.renderToString(seg, { throwOnError: true }), seg).not.toThrow();
        }
      }
    }
  });
});

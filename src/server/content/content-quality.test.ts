// Quality gates over every template and seed: the text linter, option validity, named mistakes, plausibility.
import { beforeAll, describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import { createRng } from '#shared/domain/random';
import { dilrGenerators } from './dilr/registry.ts';
import { ages } from './quant/algebra-equations.ts';
import { ELECTORATES, election } from './quant/arithmetic-percent.ts';
import { boats } from './quant/arithmetic-speed.ts';
import { boatRoundTrip } from './quant/hard-arithmetic.ts';
import { optionProblem, optionProblems } from './quant/option-validity.ts';
import { quantGenerators } from './quant/registry.ts';
import { sample } from './quant/test-support.ts';
import { lintText, questionTexts } from './text-lint.ts';
import { tidyText } from './typeset.ts';
import { loadWrittenSection } from './written/load.ts';

const SEEDS = Array.from({ length: 150 }, (_, i) => i + 1);

describe('text linter', () => {
  it('flags the slips an expert reader notices', () => {
    const rules = (t: string) => lintText(t).map((p) => p.rule);
    expect(rules('The average rises by 1 years.')).toEqual(['singular count with a plural noun ("1 years")']);
    expect(rules('$8x + -12$')[0]).toMatch(/sign followed by a minus/);
    expect(rules('$1x = 32$')[0]).toMatch(/coefficient 1/);
    expect(rules('$x^{1} + 2$')[0]).toMatch(/exponent 1/);
    expect(rules('$(4x + 0)°$')[0]).toMatch(/zero/);
    expect(rules('costs $₹1200$')[0]).toMatch(/rupee/);
    expect(rules('the smallest is -4.')[0]).toMatch(/hyphen/);
    expect(rules('an odd $ sign')[0]).toMatch(/unbalanced/);
  });

  it('lets good text through', () => {
    for (const t of [
      'A pays ₹1 coins and 1 unit of work; $4 \\times 6^{1} + 0 \\times 6^{0} = 24$.',
      '$\\frac{h}{\\sqrt{3}}$ and $x^{12} - 10$; the smallest is −4.',
      'Shoelace: $\\frac{1}{2}|9(5) + 0(5)|$.',
    ]) {
      expect(lintText(t)).toEqual([]);
    }
  });

  it('the typesetting pass fixes signs, ones and zeros and keeps the value', () => {
    expect(tidyText('$20 - -13 = 33$ and $2 + -5 = -3$')).toBe('$20 + 13 = 33$ and $2 - 5 = -3$');
    expect(tidyText('$1p + q$, $x^{1}$, $(x - 0)(x - 9)$, $2k + 0$')).toBe('$p + q$, $x$, $x(x - 9)$, $2k$');
    expect(tidyText('The terms run -8, 15.')).toBe('The terms run −8, 15.');
  });
});

describe.each(quantGenerators.map((g) => [g.id, g] as const))('%s', (id, g) => {
  // Drawn before the group's tests rather than at collection, so the worker can answer the runner in between.
  let drafts: ReturnType<typeof g.generate>[] = [];
  beforeAll(async () => {
    await yieldToEventLoop();
    drafts = SEEDS.map((seed) => g.generate(createRng(seed)));
  });

  it('reads clean and offers only possible values', () => {
    for (const d of drafts) {
      for (const text of questionTexts(d)) expect(lintText(text), text).toEqual([]);
      expect(optionProblems(d), d.stem).toEqual([]);
    }
  });

  // Only the level 4–5 templates are held to named wrong steps (registered, not skipped, elsewhere: CI fails on a
  // test skipped in every pass).
  if (!id.startsWith('qa-hard-')) return;
  it('sits at level 4–5 and names the wrong step behind every wrong option', () => {
    for (const d of drafts) {
      expect(d.difficulty).toBeGreaterThanOrEqual(4);
      if (d.type !== 'MCQ' || d.answer.kind !== 'option' || !d.options) continue;
      const why = d.explanation.at(-1) ?? '';
      expect(why).toMatch(/^Why the other options are wrong — /);
      const key = d.options[d.answer.index];
      for (const o of d.options) if (o !== key) expect(why).toContain(`${o}: `);
    }
  });
});

describe('option validity rules', () => {
  const context = { stem: 'What is the probability?', topic: 'Probability', key: '$\\frac{1}{3}$' };
  it('rejects impossible values for the asked quantity', () => {
    expect(optionProblem(context, '$\\frac{16}{15}$')).toMatch(/outside \[0, 1\]/);
    expect(optionProblem({ stem: 'Find the length.', topic: 'Circles', key: '5 cm' }, '−5 cm')).toMatch(/cannot/);
    expect(optionProblem({ stem: 'Pay ₹100 now.', topic: 'SI & CI', key: '₹1,200' }, '₹1,200.50')).toMatch(/paise/);
    expect(
      optionProblem({ stem: 'In an infinite GP, find the common ratio.', topic: 'Progressions', key: '0.5' }, '1.25'),
    ).toMatch(/convergent/);
    expect(optionProblem({ stem: 'How many integers?', topic: 'Logarithms', key: '7' }, '7.5')).toMatch(/count/);
    expect(optionProblem({ stem: 'Find the time.', topic: 'Time & Work', key: '4 hours' }, '4 km')).toMatch(/kind/);
  });
  it('accepts possible ones', () => {
    expect(optionProblem(context, '$\\frac{2}{3}$')).toBeNull();
    expect(optionProblem({ stem: 'x', topic: 'Percentages', key: '12% increase' }, '3% decrease')).toBeNull();
    expect(optionProblem({ stem: 'x', topic: 'Time & Work', key: '4 hours' }, '4 hours 30 minutes')).toBeNull();
  });
});

describe('plausible people, prices and speeds', () => {
  it('ages: the elder was at least 20 and at least 18 years older; nobody reaches 100', () => {
    for (const seed of SEEDS) {
      const { p } = sample(ages, seed);
      expect((p.m - 1) * p.young).toBeGreaterThanOrEqual(18);
      expect(p.m * p.young).toBeGreaterThanOrEqual(20);
      expect(p.m * p.young + p.ago + p.ahead).toBeLessThan(100);
    }
  });

  it('rivers flow at most 8 km/h and at most half the boat speed', () => {
    for (const seed of SEEDS) {
      const { p } = sample(boats, seed);
      expect(p.s).toBeLessThanOrEqual(8);
      expect(2 * p.s).toBeLessThanOrEqual(p.b);
      const r = sample(boatRoundTrip, seed).p;
      expect(3 * r.stream).toBeLessThanOrEqual(r.boat);
    }
  });

  it('elections have as many votes as such an electorate can cast', () => {
    for (const seed of SEEDS) {
      const { p } = sample(election, seed);
      expect(p.total).toBeLessThanOrEqual(ELECTORATES[p.place]);
    }
  });
});

describe('written VARC and generated DILR text', () => {
  it('VARC passages and items pass the linter', () => {
    const varc = loadWrittenSection('VARC');
    for (const q of [...varc.items, ...varc.sets.flatMap((s) => s.questions)]) {
      for (const text of questionTexts(q)) expect(lintText(text), text).toEqual([]);
    }
    for (const s of varc.sets) expect(lintText(s.body), s.title).toEqual([]);
  });

  it('para summaries: the key is the longest option no more often than a fair share allows', () => {
    const items = loadWrittenSection('VARC').items.filter((q) => q.topic === 'Para Summary');
    const keyLongest = items.filter((q) => {
      if (q.answer.kind !== 'option' || !q.options) return false;
      const lengths = q.options.map((o) => o.length);
      return lengths[q.answer.index] === Math.max(...lengths);
    }).length;
    // With four options a fair share is one in four; a little slack for ties of meaning over length.
    expect(keyLongest / items.length).toBeLessThanOrEqual(0.3);
  });

  it('one set of every DILR generator passes the linter', () => {
    for (const g of dilrGenerators) {
      const set = g.generate(createRng(7));
      for (const text of [set.body, ...set.questions.flatMap(questionTexts)]) expect(lintText(text), text).toEqual([]);
    }
  });
});

// @ts-nocheck
// Level 4–5 algebra: greatest-integer counting, functional equations and log inequalities with their domain traps.
import { tex } from './format.ts';
import { div, mul, neg, type Q, q, sub } from './rational.ts';
import { CAT_XAT, CAT_XAT_NMAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

/** Positive integers x with ⌊x/a⌋ = ⌊x/b⌋ (a < b), counted by brute force: the set is finite. */
export function floorMatches(a: number, b: number): number {
  let n = 0;
  for (let x = 1; x <= a * b + b; x++) if (Math.floor(x / a) === Math.floor(x / b)) n++;
  return n;
}

export const greatestInteger = defineTemplate({
  id: 'qa-hard-greatest-integer',
  area: 'Algebra',
  topic: 'Functions & Graphs',
  exams: CAT_XAT,
  draw: (rng) => {
    const a = rng.int(3, 9);
    return { a, b: a + rng.int(1, 5), ask: rng.pick(['positive integers x', 'natural numbers x'] as const) };
  },
  body: ({ a, b, ask }) => {
    const total = floorMatches(a, b);
    const blocks: string[] = [];
    for (let k = 1; b * k < a * (k + 1); k++) {
      const hi = Math.min(a * (k + 1), b * (k + 1)) - 1;
      blocks.push(hi === b * k ? `k = ${k}: x = ${hi} (1)` : `k = ${k}: x from ${b * k} to ${hi} (${hi - b * k + 1})`);
    }
    return {
      type: 'TITA',
      stem: phrasing(
        variant([a, b, ask]),
        [
          `$\\lfloor t \\rfloor$ denotes the greatest integer not exceeding t.`,
          `For a real number t, $\\lfloor t \\rfloor$ is the largest integer less than or equal to t.`,
          `Here $\\lfloor t \\rfloor$ stands for the integer part (floor) of t.`,
        ],
        [
          `For how many ${ask} is $\\left\\lfloor \\frac{x}{${a}} \\right\\rfloor = \\left\\lfloor \\frac{x}{${b}} \\right\\rfloor$?`,
          `How many ${ask} satisfy $\\left\\lfloor \\frac{x}{${a}} \\right\\rfloor = \\left\\lfloor \\frac{x}{${b}} \\right\\rfloor$?`,
          `Find the number of ${ask} for which $\\left\\lfloor \\frac{x}{${a}} \\right\\rfloor$ and $\\left\\lfloor \\frac{x}{${b}} \\right\\rfloor$ are equal.`,
        ],
      ).join(' '),
      value: total,
      steps: [
        `Both sides equal some k. For k = 0: $1 \\le x \\le ${a - 1}$, which gives ${a - 1} values.`,
        `For k ≥ 1 we need $${b}k \\le x < ${a}(k + 1)$, possible only while $${b}k < ${a}(k + 1)$, i.e. $k < ${tex(q(a, b - a))}$.`,
        blocks.length > 0 ? `${blocks.join('; ')}.` : `No k ≥ 1 works, since $${b} \\ge ${2 * a}$.`,
        `In all ${total} values.`,
      ],
      difficulty: 5,
      time: 3.5,
    };
  },
});

/** f(x) + k·f(1 − x) = ax + c, solved by substituting 1 − x and eliminating. */
export const functionalEquation = defineTemplate({
  id: 'qa-hard-functional-equation',
  area: 'Algebra',
  topic: 'Functions & Graphs',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ k: r.pick([2, 3, 4]), a: r.int(2, 12), c: r.int(-9, 9), m: r.int(-4, 6) }),
      (p) => p.c !== 0 && 2 * p.m !== 1,
    ),
  body: ({ k, a, c, m }) => {
    const g = (x: number): Q => q(a * x + c);
    const f = (x: number): Q => div(sub(g(x), mul(k, g(1 - x))), 1 - k * k);
    const rhs = c < 0 ? `${a}x - ${-c}` : `${a}x + ${c}`;
    return {
      type: 'MCQ',
      stem: `A function f satisfies $f(x) + ${k}f(1 - x) = ${rhs}$ for every real x. What is $f(${m})$?`,
      correct: `$${tex(f(m))}$`,
      distractors: [
        { value: `$${tex(f(1 - m))}$`, why: `solved for $f(${1 - m})$ instead of $f(${m})$` },
        { value: `$${tex(neg(f(m)))}$`, why: `divided by $${k * k} - 1$ instead of $1 - ${k * k}$` },
        {
          value: `$${tex(div(g(m), 1 + k))}$`,
          why: `assumed $f(x) = f(1 - x)$, so that $${1 + k}f(${m}) = ${tex(g(m))}$`,
        },
        { value: `$${tex(g(m))}$`, why: 'ignored the second term' },
      ],
      steps: [
        `Put $x = ${m}$: $f(${m}) + ${k}f(${1 - m}) = ${tex(g(m))}$.`,
        `Put $x = ${1 - m}$: $f(${1 - m}) + ${k}f(${m}) = ${tex(g(1 - m))}$.`,
        `Multiply the second by ${k} and subtract it from the first: $(1 - ${k * k})f(${m}) = ${tex(g(m))} ${minus(mul(k, g(1 - m)))}$, so $f(${m})$ is $${tex(f(m))}$.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

/** "− 27" or "+ 27" for subtracting x inside TeX, never "- −27". */
function minus(x: Q): string {
  return x.n < 0 ? `+ ${tex(neg(x))}` : `- ${tex(x)}`;
}

/** Integers x with log_b(x − p) + log_b(x + s) ≤ n: the product bound, then the domain x > p. */
export function logCounts(b: number, p: number, s: number, n: number) {
  const bound = b ** n;
  let correct = 0;
  let bothBranches = 0;
  let noDomain = 0;
  for (let x = -p - s - bound - 5; x <= p + bound + 5; x++) {
    const product = (x - p) * (x + s);
    if (product > bound) continue;
    noDomain++;
    if (product > 0) bothBranches++;
    if (x > p) correct++;
  }
  return { correct, bothBranches, noDomain, withZero: correct + 1 };
}

export const logInequality = defineTemplate({
  id: 'qa-hard-log-inequality',
  area: 'Algebra',
  topic: 'Logarithms',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ b: r.pick([2, 3, 5]), p: r.int(1, 8), s: r.int(1, 8), n: r.int(2, 5) }),
      (p) => {
        if (p.b ** p.n > 200 || p.b ** p.n < 8) return false;
        const c = logCounts(p.b, p.p, p.s, p.n);
        return c.correct >= 2 && new Set([c.correct, c.bothBranches, c.noDomain, c.withZero]).size === 4;
      },
    ),
  body: ({ b, p, s, n }) => {
    const c = logCounts(b, p, s, n);
    const count = (k: number) => String(k);
    const last = p + c.correct;
    return {
      type: 'MCQ',
      stem: phrasing(variant([b, p, s, n]), [
        `How many integers x satisfy $\\log_{${b}}(x - ${p}) + \\log_{${b}}(x + ${s}) \\le ${n}$?`,
        `Find the number of integer values of x for which $\\log_{${b}}(x - ${p}) + \\log_{${b}}(x + ${s}) \\le ${n}$.`,
        `For how many integers x is $\\log_{${b}}(x - ${p}) + \\log_{${b}}(x + ${s})$ defined and at most ${n}?`,
        `The inequality $\\log_{${b}}[(x - ${p})] + \\log_{${b}}[(x + ${s})] \\le ${n}$ holds for how many integers x?`,
        `How many integer solutions does $\\log_{${b}}(x - ${p}) \\le ${n} - \\log_{${b}}(x + ${s})$ have?`,
      ])[0],
      correct: count(c.correct),
      distractors: [
        { value: count(c.bothBranches), why: `kept the integers below $-${s}$, where neither logarithm exists` },
        { value: count(c.noDomain), why: 'solved the product inequality and never applied the domain' },
        { value: count(c.withZero), why: `included x = ${p}, where $\\log_{${b}} 0$ does not exist` },
      ],
      steps: [
        `Both logarithms need x > ${p} (then x + ${s} > 0 too).`,
        `The sum is $\\log_{${b}}[(x - ${p})(x + ${s})] \\le ${n}$, i.e. $(x - ${p})(x + ${s}) \\le ${b ** n}$.`,
        `For x > ${p} the product increases with x; it stays within ${b ** n} from x = ${p + 1} to x = ${last}.`,
        `So ${c.correct} integers.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

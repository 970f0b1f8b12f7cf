// @ts-nocheck
import { group } from './format.ts';
import { choose } from './rational.ts';
import { CAT_XAT, defineTemplate, drawUntil } from './template.ts';

const MODERN = 'Modern Maths' as const;

export const binomialTerm = defineTemplate({
  id: 'qa-binomial-coefficient',
  area: MODERN,
  topic: 'Binomial Theorem',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        constantTerm: r.next() < 0.5,
        n: r.int(4, 12),
        k: r.int(1, 8),
        a: r.pick([1, 2, 3]),
        b: r.pick([-3, -2, -1, 1, 2, 3]),
        p: r.int(1, 3),
        qq: r.int(1, 3),
      }),
      (p) =>
        p.constantTerm
          ? (p.p * p.n) % (p.p + p.qq) === 0 &&
            Math.abs(p.b) ** ((p.p * p.n) / (p.p + p.qq)) * choose(p.n, (p.p * p.n) / (p.p + p.qq)) < 5e6
          : p.n <= 9 &&
            p.k < p.n &&
            choose(p.n, p.k) * p.a ** p.k * Math.abs(p.b) ** (p.n - p.k) < 5e6 &&
            (p.a !== 1 || Math.abs(p.b) !== 1),
    ),
  body: ({ constantTerm, n, k, a, b, p, qq }) => {
    if (constantTerm) {
      const r = (p * n) / (p + qq);
      const value = choose(n, r) * b ** r;
      const xp = p === 1 ? 'x' : `x^{${p}}`;
      const xq = qq === 1 ? 'x' : `x^{${qq}}`;
      const term = `\\left(${xp} ${b < 0 ? '-' : '+'} \\frac{${Math.abs(b)}}{${xq}}\\right)^{${n}}`;
      return {
        type: 'MCQ',
        stem: `What is the term independent of $x$ in the expansion of $${term}$?`,
        correct: group(value),
        distractors: [choose(n, r), -value, choose(n, r + 1) * b ** (r + 1), choose(n, r - 1) * b ** (r - 1), value * 2]
          .filter((v) => v !== value)
          .map((v) => group(v)),
        steps: [
          `General term: $\\binom{${n}}{r}(${xp})^{${n} - r}\\left(\\frac{${b}}{${xq}}\\right)^{r}$, with power of $x$ equal to $${p}(${n} - r) - ${qq}r$.`,
          `Setting $${p * n} - ${p + qq}r = 0$ gives $r = ${r}$.`,
          `Term $= \\binom{${n}}{${r}}(${b})^{${r}} = ${choose(n, r)} \\times ${b ** r} = ${value}$, i.e. ${group(value)}.`,
        ],
        difficulty: 4,
        time: 2.5,
      };
    }
    const value = choose(n, k) * a ** k * b ** (n - k);
    const ax = a === 1 ? 'x' : `${a}x`;
    return {
      type: 'MCQ',
      stem: `What is the coefficient of $x^{${k}}$ in the expansion of $(${ax} ${b < 0 ? '-' : '+'} ${Math.abs(b)})^{${n}}$?`,
      correct: group(value),
      distractors: [choose(n, k), choose(n, k) * a ** k, -value, choose(n, k) * a ** (n - k) * b ** k, value * 2]
        .filter((v) => v !== value)
        .map((v) => group(v)),
      steps: [
        `The term with $x^{${k}}$ is $\\binom{${n}}{${k}}(${ax})^{${k}}(${b})^{${n - k}}$.`,
        `Coefficient $= ${choose(n, k)} \\times ${a ** k} \\times ${b ** (n - k)} = ${value}$, i.e. ${group(value)}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

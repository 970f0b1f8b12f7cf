// @ts-nocheck
import { group, polyTex } from './format.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, CAT_XAT_SNAP, defineTemplate, drawUntil } from './template.ts';

/** |x − a| written the way a paper would: |x + 3| for a = −3. */
export function absTerm(a: number): string {
  if (a === 0) return '|x|';
  return a < 0 ? `|x + ${-a}|` : `|x - ${a}|`;
}

export const modulus = defineTemplate({
  id: 'qa-algebra-modulus',
  area: 'Algebra',
  topic: 'Modulus',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['min', 'count', 'solutions'] as const),
        pts: [r.int(-15, 20), r.int(-15, 20), r.int(-15, 20), r.int(-15, 20)],
        four: r.next() < 0.4,
        a: r.int(-10, 10),
        d: r.int(3, 15),
        b: r.int(-10, 10),
        e: r.int(1, 6),
        k: r.int(1, 25),
      }),
      (p) => {
        if (p.kind === 'min') return new Set(p.pts.slice(0, p.four ? 4 : 3)).size === (p.four ? 4 : 3);
        if (p.kind === 'count') return Math.abs(p.a - p.b) < p.d + p.e && p.a !== p.b;
        return p.a !== p.b;
      },
    ),
  body: ({ kind, pts, four, a, d, b, e, k }) => {
    if (kind === 'min') {
      const used = pts.slice(0, four ? 4 : 3);
      const sorted = [...used].sort((x, y) => x - y);
      const value = four ? sorted[3] - sorted[0] + (sorted[2] - sorted[1]) : sorted[2] - sorted[0];
      const at = (x: number) => used.reduce((s, p) => s + Math.abs(x - p), 0);
      const expr = used.map(absTerm).join(' + ');
      return {
        type: 'MCQ',
        stem: `What is the minimum value of $f(x) = ${expr}$ over all real $x$?`,
        correct: group(value),
        distractors: [at(0), four ? sorted[3] - sorted[0] : at(sorted[0]), value + 1, value + 2, value - 1]
          .filter((v) => v >= 0)
          .map((v) => group(v)),
        steps: [
          `A sum of distances from fixed points is smallest at a median point; the points in order are ${sorted.join(', ')}.`,
          four
            ? `Any $x$ between ${sorted[1]} and ${sorted[2]} gives $(${sorted[3]} - ${sorted[0]}) + (${sorted[2]} - ${sorted[1]}) = ${value}$.`
            : `At $x = ${sorted[1]}$: $f = (${sorted[2]} - ${sorted[0]}) + 0 = ${value}$.`,
          `So the minimum value is ${group(value)}.`,
        ],
        difficulty: four ? 3 : 2,
        time: 1.5,
      };
    }
    if (kind === 'count') {
      const lo = Math.max(a - d, b - e);
      const hi = Math.min(a + d, b + e);
      const overlap = Math.max(0, hi - lo + 1);
      const count = 2 * d + 1 - overlap;
      return {
        type: 'MCQ',
        stem: `How many integers $x$ satisfy both $${absTerm(a)} \\le ${d}$ and $${absTerm(b)} > ${e}$?`,
        correct: group(count),
        distractors: [count + 1, count - 1, 2 * d + 1, 2 * d + 1 - (2 * e + 1), count + 2]
          .filter((v) => v >= 0)
          .map((v) => group(v)),
        steps: [
          `$${absTerm(a)} \\le ${d}$ means $${a - d} \\le x \\le ${a + d}$: ${2 * d + 1} integers.`,
          `$${absTerm(b)} > ${e}$ excludes $${b - e} \\le x \\le ${b + e}$; of those, ${overlap} lie in the first range${overlap > 0 ? ` (${group(lo)} to ${group(hi)})` : ''}.`,
          `Count $= ${2 * d + 1} - ${overlap} = ${count}$, so the answer is ${group(count)}.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    const gap = Math.abs(a - b);
    const correct = k > gap ? '2' : k === gap ? 'Infinitely many' : '0';
    return {
      type: 'MCQ',
      stem: `How many real solutions does the equation $${absTerm(a)} + ${absTerm(b)} = ${k}$ have?`,
      correct,
      distractors: ['0', '1', '2', 'Infinitely many'],
      steps: [
        `$${absTerm(a)} + ${absTerm(b)}$ is the sum of the distances from $x$ to ${a} and ${b}; it is never less than their gap, ${gap}.`,
        `It equals ${gap} for every $x$ between ${Math.min(a, b)} and ${Math.max(a, b)} and grows on either side, taking each larger value exactly twice.`,
        k > gap
          ? `Since ${k} > ${gap}, there is one solution on each side: 2 solutions.`
          : k === gap
            ? `Since ${k} equals the gap, every $x$ in the interval works: Infinitely many solutions.`
            : `Since ${k} < ${gap}, the equation has 0 solutions.`,
      ],
      difficulty: 3,
      time: 1.5,
    };
  },
});

type Lin = { a: number; b: number };

export const composition = defineTemplate({
  id: 'qa-algebra-function-composition',
  area: 'Algebra',
  topic: 'Functions & Graphs',
  exams: CAT_XAT_SNAP,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        f: { a: r.pick([-3, -2, 2, 3, 4, 5]), b: r.int(-9, 9) } as Lin,
        c: r.pick([1, 1, 2, -1]),
        e: r.int(-9, 9),
        k: r.int(-5, 5),
        ask: r.pick(['fg', 'gf', 'ff', 'inverse'] as const),
        n: r.int(-10, 12),
      }),
      (p) => p.f.b !== 0 && p.k !== 0,
    ),
  body: ({ f, c, e, k, ask, n }) => {
    const fOf = (x: number) => f.a * x + f.b;
    const gOf = (x: number) => c * x * x + e;
    const defs = `$f(x) = ${polyTex([f.a, f.b])}$ and $g(x) = ${polyTex([c, 0, e])}$`;
    if (ask === 'inverse') {
      const m = fOf(n);
      return {
        type: 'MCQ',
        stem: `Let ${defs}. What is the value of $f^{-1}(${m}) + g(1)$?`,
        correct: group(n + gOf(1)),
        distractors: [fOf(m) + gOf(1), -n + gOf(1), n - gOf(1), n + gOf(1) + 1, n + gOf(1) - 2, n + gOf(1) + 3].map(
          (v) => group(v),
        ),
        steps: [
          `$f^{-1}(${m})$ is the $x$ with $${polyTex([f.a, f.b])} = ${m}$: $x = \\frac{${m} ${f.b < 0 ? '+' : '-'} ${Math.abs(f.b)}}{${f.a}} = ${n}$.`,
          `$g(1) = ${c} + ${e} = ${gOf(1)}$.`,
          `Sum $= ${n} + (${gOf(1)}) = ${n + gOf(1)}$, so the answer is ${group(n + gOf(1))}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    // expand the composite symbolically so the explanation shows the general form
    const coeffs =
      ask === 'fg'
        ? [f.a * c, 0, f.a * e + f.b]
        : ask === 'gf'
          ? [c * f.a * f.a, 2 * c * f.a * f.b, c * f.b * f.b + e]
          : [f.a * f.a, f.a * f.b + f.b];
    const value = coeffs.reduce((acc, co) => acc * k + co, 0);
    const label = ask === 'fg' ? 'f(g(x))' : ask === 'gf' ? 'g(f(x))' : 'f(f(x))';
    const other = ask === 'fg' ? gOf(fOf(k)) : fOf(gOf(k));
    return {
      type: 'MCQ',
      stem: `Let ${defs}. What is the value of $${label.replace(/x/g, String(k))}$?`,
      correct: group(value),
      distractors: [other, fOf(k) * gOf(k), fOf(k) + gOf(k), value + 2, value - 3, value + 5, value - 7].map((v) =>
        group(v),
      ),
      steps: [
        `$${label} = ${polyTex(coeffs)}$ after substituting one function into the other.`,
        `At $x = ${k}$: $${polyTex(coeffs).replace(/x/g, `(${k})`)} = ${value}$.`,
        `So $${label.replace(/x/g, String(k))} = ${value}$, i.e. ${group(value)}.`,
      ],
      difficulty: ask === 'gf' ? 3 : 2,
      time: 1.5,
    };
  },
});

export const polyRemainder = defineTemplate({
  id: 'qa-algebra-polynomial-remainder',
  area: 'Algebra',
  topic: 'Polynomials',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ m: r.int(-9, 9), n: r.int(-12, 12), a: r.int(-5, 6), b: r.int(-5, 6), poly: r.pick(['P', 'Q', 'f']) }),
      (p) => p.m !== 0 && p.n !== 0 && p.a !== p.b && p.a !== 0 && p.b !== 0 && Math.abs(p.m) !== Math.abs(p.n),
    ),
  body: ({ m, n, a, b, poly }) => {
    const r1 = m * a + n;
    const r2 = m * b + n;
    const factor = (v: number) => `(x ${v < 0 ? '+' : '-'} ${Math.abs(v)})`;
    const correct = `$${polyTex([m, n])}$`;
    return {
      type: 'MCQ',
      stem: `When a polynomial $${poly}(x)$ is divided by $${factor(a)}$ the remainder is ${group(r1)}, and when it is divided by $${factor(b)}$ the remainder is ${group(r2)}. What is the remainder when $${poly}(x)$ is divided by $${factor(a)}${factor(b)}$?`,
      correct,
      distractors: [
        `$${polyTex([n, m])}$`,
        `$${polyTex([-m, n])}$`,
        `$${polyTex([m, -n])}$`,
        `$${polyTex([r1 + r2])}$`,
        `$${polyTex([m + 1, n])}$`,
      ],
      steps: [
        `Dividing by a quadratic leaves a remainder of degree at most 1: write $${poly}(x) = ${factor(a)}${factor(b)}Q(x) + px + q$.`,
        `Remainder theorem: $${poly}(${a}) = ${a}p + q = ${r1}$ and $${poly}(${b}) = ${b}p + q = ${r2}$.`,
        `Subtracting: $${a - b}p = ${r1 - r2}$, so $p = ${m}$ and $q = ${r1} - (${a * m}) = ${n}$.`,
        `The remainder is ${correct}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

export const exponentEquation = defineTemplate({
  id: 'qa-algebra-exponent-equation',
  area: 'Algebra',
  topic: 'Indices & Surds',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        base: r.pick([2, 3, 4, 5]),
        x: r.int(1, 7),
        p: r.int(1, 3),
        qq: r.int(0, 2),
        plus: r.next() < 0.5,
        askSquare: r.next() < 0.3,
      }),
      (p) => p.p > p.qq && p.base ** (p.x + p.p) <= 2_000_000,
    ),
  body: ({ base, x, p, qq, plus, askSquare }) => {
    const total = base ** (x + p) + (plus ? 1 : -1) * base ** (x + qq);
    const factor = base ** (p - qq) + (plus ? 1 : -1);
    const pow = (k: number) => (k === 0 ? 'x' : `x + ${k}`);
    const answer = askSquare ? x * x : x;
    const steps = [
      `Factor out $${base}^{${pow(qq)}}$: $${base}^{${pow(qq)}}(${base}^{${p - qq}} ${plus ? '+' : '-'} 1) = ${base}^{${pow(qq)}} \\times ${factor} = ${total}$.`,
      `So $${base}^{${pow(qq)}} = ${total / factor} = ${base}^{${x + qq}}$, giving ${qq === 0 ? `$x = ${x}$` : `$${pow(qq)} = ${x + qq}$ and $x = ${x}$`}.`,
    ];
    if (askSquare) steps.push(`Then $x^2 = ${x * x}$.`);
    steps[steps.length - 1] += ` The answer is ${group(answer)}.`;
    const near = askSquare
      ? [(x + 1) ** 2, (x - 1) ** 2, x, (x + qq) ** 2, x * x + 1, (x + 2) ** 2]
      : [x + 1, x - 1, x + qq, x + p, x + 2, x + 3, x + 4];
    return {
      type: 'MCQ',
      stem: `If $${base}^{${pow(p)}} ${plus ? '+' : '-'} ${base}^{${pow(qq)}} = ${total}$, what is the value of $${askSquare ? 'x^2' : 'x'}$?`,
      correct: group(answer),
      distractors: near.filter((v) => v > 0).map((v) => group(v)),
      steps,
      difficulty: 2,
      time: 1.5,
    };
  },
});

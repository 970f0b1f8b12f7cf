// Level 4–5 items for two gaps issue 13 named in the syllabus: surds (rationalising and denesting) and triangle
// centres (the incentre and circumcentre, joined by Euler's relation).
import { surdTex, texFrac } from './format.ts';
import { add, mul, type Q, q, sub } from './rational.ts';
import { CAT_XAT, CAT_XAT_NMAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));

/** 1/(√k + √(k+1)) summed from k = m² to n² − 1 telescopes to n − m once each term is rationalised. */
export const surdTelescoping = defineTemplate({
  id: 'qa-hard-surd-telescoping',
  area: 'Algebra',
  topic: 'Indices & Surds',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ m: r.int(1, 6), n: r.int(3, 15) }),
      (p) => p.n - p.m >= 2,
    ),
  body: ({ m, n }) => {
    const first = m * m;
    const last = n * n - 1;
    const term = (k: number) => `\\frac{1}{\\sqrt{${k}} + \\sqrt{${k + 1}}}`;
    const sum = `${term(first)} + ${term(first + 1)} + \\cdots + ${term(last)}`;
    const [lead] = phrasing(variant([m, n]), [
      `What is the value of $${sum}$?`,
      `Find the sum $${sum}$.`,
      `The sum $${sum}$ equals which of the following?`,
    ]);
    return {
      type: 'MCQ',
      stem: lead,
      correct: String(n - m),
      distractors: [
        {
          value: String(n + m),
          why: `added the end roots, ${n} + ${m}, instead of subtracting the first from the last`,
        },
        { value: String(n - m + 1), why: 'an off-by-one in the cancelling: kept one root too many' },
        { value: String(last - first + 1), why: 'took every term as 1, counting the terms instead of summing them' },
        { value: String(n - m - 1), why: 'an off-by-one in the cancelling: lost the last root' },
      ],
      steps: [
        `Rationalise one term: $\\frac{1}{\\sqrt{k} + \\sqrt{k + 1}} = \\frac{\\sqrt{k + 1} - \\sqrt{k}}{(k + 1) - k} = \\sqrt{k + 1} - \\sqrt{k}$.`,
        `Summed from $k = ${first}$ to $k = ${last}$, each root cancels with the next term's: only $\\sqrt{${last + 1}} - \\sqrt{${first}}$ remains.`,
        `$\\sqrt{${last + 1}} - \\sqrt{${first}} = ${n} - ${m} = ${n - m}$.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

/** √(a + 2√b) − √(a − 2√b) with a = x + y, b = xy: the roots denest to √x ± √y, leaving 2√y. */
export const nestedSurd = defineTemplate({
  id: 'qa-hard-nested-surd',
  area: 'Algebra',
  topic: 'Indices & Surds',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ x: r.int(3, 20), y: r.int(2, 12) }),
      (p) => p.x > p.y && !isSquare(p.x) && !isSquare(p.y) && !isSquare(p.x * p.y),
    ),
  body: ({ x, y }) => {
    const a = x + y;
    const inner = surdTex(2, x * y);
    const expr = `\\sqrt{${a} + ${inner}} - \\sqrt{${a} - ${inner}}`;
    const opt = (coef: number, radicand: number) => `$${surdTex(coef, radicand)}$`;
    const [lead] = phrasing(variant([x, y]), [
      `What is the value of $${expr}$?`,
      `Simplify $${expr}$.`,
      `The expression $${expr}$ is equal to`,
    ]);
    return {
      type: 'MCQ',
      stem: lead,
      correct: opt(2, y),
      distractors: [
        {
          value: opt(2, x),
          why: `took $\\sqrt{${a} - ${inner}}$ as $\\sqrt{${y}} - \\sqrt{${x}}$, which is negative, so the wrong root cancelled`,
        },
        {
          value: opt(1, 2 * a),
          why: `squared the difference but dropped the cross term, so its square came out as 2 × ${a} = ${2 * a}`,
        },
        { value: opt(1, y), why: `counted $\\sqrt{${y}}$ once, though both roots contribute it` },
        { value: `$${4 * y}$`, why: `stopped at the square of the difference, ${4 * y}, without taking the root` },
      ],
      steps: [
        `Look for $\\sqrt{a + 2\\sqrt{b}} = \\sqrt{x} + \\sqrt{y}$: squaring gives $x + y + 2\\sqrt{xy}$, so $x + y = ${a}$ and $xy = ${x * y}$${inner === `2\\sqrt{${x * y}}` ? '' : ` (the inner term is $${inner} = 2\\sqrt{${x * y}}$)`}.`,
        `The pair is $x = ${x}$, $y = ${y}$: $\\sqrt{${a} + ${inner}} = \\sqrt{${x}} + \\sqrt{${y}}$, and, as $${x} > ${y}$, $\\sqrt{${a} - ${inner}} = \\sqrt{${x}} - \\sqrt{${y}}$.`,
        `The difference is $(\\sqrt{${x}} + \\sqrt{${y}}) - (\\sqrt{${x}} - \\sqrt{${y}}) = ${surdTex(2, y)}$. The answer is ${opt(2, y)}.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

/** Integer-sided triangles with whole-number area (Heron), sides up to 45, not equilateral. */
export const HERONIAN = (() => {
  const out: [number, number, number][] = [];
  for (let a = 3; a <= 45; a++)
    for (let b = a; b <= 45; b++)
      for (let c = b; c < a + b && c <= 45; c++) {
        const s2 = a + b + c;
        const k16 = s2 * (s2 - 2 * a) * (s2 - 2 * b) * (s2 - 2 * c); // 16·area²
        const k4 = Math.sqrt(k16);
        if (Number.isInteger(k4) && k4 % 4 === 0 && !(a === b && b === c)) out.push([a, b, c]);
      }
  return out;
})();

/** Circumradius R = abc / 4K, inradius r = K / s and Euler's OI² = R² − 2Rr for a Heronian triangle. */
export function centres([a, b, c]: readonly number[]): { area: number; R: Q; r: Q; oi2: Q } {
  const s2 = a + b + c;
  const area = Math.sqrt(s2 * (s2 - 2 * a) * (s2 - 2 * b) * (s2 - 2 * c)) / 4;
  const R = q(a * b * c, 4 * area);
  const r = q(2 * area, s2);
  return { area, R, r, oi2: sub(mul(R, R), mul(2, mul(R, r))) };
}

export const triangleCentres = defineTemplate({
  id: 'qa-hard-triangle-centres',
  area: 'Geometry & Mensuration',
  topic: 'Triangles',
  exams: CAT_XAT,
  draw: (rng) => ({ i: rng.int(0, HERONIAN.length - 1), w: rng.int(0, 3) }),
  body: ({ i, w }) => {
    const [a, b, c] = HERONIAN[i];
    const { area, R, r, oi2 } = centres([a, b, c]);
    const opt = (x: Q) => `$${texFrac(x, false)}$`;
    const [lead, ask] = phrasing(
      w,
      [`A triangle has sides ${a}, ${b} and ${c} units.`, `The sides of a triangle measure ${a}, ${b} and ${c} units.`],
      [
        'What is the square of the distance between its incentre and its circumcentre?',
        'Find the square of the distance between the centre of its inscribed circle and the centre of its circumscribed circle.',
      ],
    );
    return {
      type: 'MCQ',
      stem: `${lead} ${ask}`,
      correct: opt(oi2),
      distractors: [
        {
          value: opt(add(mul(R, R), mul(2, mul(R, r)))),
          why: 'used $R^2 + 2Rr$: the sign in Euler’s relation is minus',
        },
        { value: opt(sub(mul(R, R), mul(r, r))), why: 'took the centres as the legs of a right triangle, $R^2 - r^2$' },
        { value: opt(mul(sub(R, r), sub(R, r))), why: 'took the distance as the difference of the radii, $(R - r)^2$' },
        { value: opt(sub(mul(R, R), mul(R, r))), why: 'wrote Euler’s relation as $R^2 - Rr$, dropping the factor 2' },
      ],
      steps: [
        `Heron: $s = ${texFrac(q(a + b + c, 2), false)}$ and the area is $K = ${area}$.`,
        `Circumradius $R = \\frac{abc}{4K} = \\frac{${a * b * c}}{${4 * area}} = ${texFrac(R, false)}$; inradius $r = \\frac{K}{s} = ${texFrac(r, false)}$.`,
        `Euler's relation: $OI^2 = R^2 - 2Rr = ${texFrac(mul(R, R), false)} - ${texFrac(mul(2, mul(R, r)), false)} = ${texFrac(oi2, false)}$. The answer is ${opt(oi2)}.`,
      ],
      difficulty: 5,
      time: 3.5,
    };
  },
});

// @ts-nocheck
import { group, numText, tex } from './format.ts';
import { q } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const GEO = 'Geometry & Mensuration' as const;

/** Every integer right triangle (a < b, hypotenuse c) with c ≤ limit. */
export function rightTriangles(limit: number): Array<[number, number, number]> {
  const out: Array<[number, number, number]> = [];
  for (let c = 5; c <= limit; c++) {
    for (let a = 3; a * a * 2 < c * c; a++) {
      const b = Math.round(Math.sqrt(c * c - a * a));
      if (a * a + b * b === c * c) out.push([a, b, c]);
    }
  }
  return out;
}

const TRIPLES = rightTriangles(85);
const POLY_SIDES = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90];

export const polygonAngles = defineTemplate({
  id: 'qa-geometry-polygon-angles',
  area: GEO,
  topic: 'Quadrilaterals & Polygons',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['interior', 'ratio', 'sum'] as const),
        n: r.pick(POLY_SIDES),
        m: r.int(5, 40),
        askAngleSum: r.next() < 0.4,
      }),
      (p) => p.kind !== 'ratio' || p.n % 2 === 0,
    ),
  body: ({ kind, n, m, askAngleSum }) => {
    if (kind === 'ratio') {
      const k = (n - 2) / 2;
      return {
        type: 'TITA',
        stem: `Each interior angle of a regular polygon is ${k === 1 ? 'equal to' : `${k} times`} each of its exterior angles. How many sides does the polygon have?`,
        value: n,
        steps: [
          `Interior + exterior = 180°, so the exterior angle is $\\frac{180}{${k} + 1} = ${tex(q(180, k + 1))}$°.`,
          `Exterior angles of a polygon add up to 360°, so it has $360 \\div ${tex(q(180, k + 1))} = ${n}$ sides.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'interior' && askAngleSum) {
      const total = (n - 2) * 180;
      return {
        type: 'TITA',
        stem: `Each exterior angle of a regular polygon measures ${360 / n}°. What is the sum of its interior angles (in degrees)?`,
        value: total,
        steps: [
          `Exterior angles add up to 360°, so the polygon has $360 \\div ${360 / n} = ${n}$ sides.`,
          `Sum of interior angles $= (${n} - 2) \\times 180 = ${total}$°, i.e. ${group(total)}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    const sides = kind === 'interior' ? n : m;
    const diagonals = (sides * (sides - 3)) / 2;
    const given =
      kind === 'interior'
        ? `Each interior angle of a regular polygon measures ${180 - 360 / n}°.`
        : `The interior angles of a convex polygon add up to ${group((m - 2) * 180)}°.`;
    return {
      type: 'TITA',
      stem: `${given} How many diagonals does the polygon have?`,
      value: diagonals,
      steps: [
        kind === 'interior'
          ? `Each exterior angle is $180 - ${180 - 360 / n} = ${360 / n}$°, and exterior angles total 360°, so there are $360 \\div ${360 / n} = ${n}$ sides.`
          : `$(n - 2) \\times 180 = ${(m - 2) * 180}$ gives $n = ${m}$ sides.`,
        `Diagonals $= \\frac{n(n - 3)}{2} = \\frac{${sides} \\times ${sides - 3}}{2} = ${diagonals}$.`,
      ],
      difficulty: kind === 'interior' ? 2 : 1,
      time: 1.5,
    };
  },
});

const RELATIONS = [
  { name: 'alternate interior angles', sum: false },
  { name: 'corresponding angles', sum: false },
  { name: 'co-interior angles (on the same side of the transversal)', sum: true },
  { name: 'alternate exterior angles', sum: false },
] as const;

export const linesAngles = defineTemplate({
  id: 'qa-geometry-lines-angles',
  area: GEO,
  topic: 'Lines & Angles',
  exams: ['CAT', 'SNAP', 'CMAT', 'NMAT'],
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        rel: r.int(0, RELATIONS.length - 1),
        x: r.int(5, 40),
        a: r.int(1, 6),
        b: r.int(-20, 40),
        c: r.int(1, 6),
        askAngle: r.next() < 0.5,
      }),
      (p) => {
        const first = p.a * p.x + p.b;
        const second = RELATIONS[p.rel].sum ? 180 - first : first;
        const d = second - p.c * p.x;
        return p.a !== p.c && first > 15 && first < 165 && first !== 90 && d !== 0 && Math.abs(d) < 120;
      },
    ),
  body: ({ rel, x, a, b, c, askAngle }) => {
    const r = RELATIONS[rel];
    const first = a * x + b;
    const second = r.sum ? 180 - first : first;
    const d = second - c * x;
    const term = (k: number, s: number) => `${k === 1 ? '' : k}x ${s < 0 ? '-' : '+'} ${Math.abs(s)}`;
    // the usual slip: treating a co-interior pair as equal, or an equal pair as supplementary
    const slipX = r.sum ? q(d - b, a - c) : q(180 - b - d, a + c);
    const slipOk = slipX.d === 1 && slipX.n > 0;
    const correct = askAngle ? `${first}°` : String(x);
    const distractors = askAngle
      ? [`${180 - first}°`, `${x}°`, `${first + 10}°`, `${first - 5}°`]
      : [...(slipOk ? [String(slipX.n)] : []), String(x + 2), String(x - 1), String(x + 5), String(first)];
    return {
      type: 'MCQ',
      stem: `Two parallel lines are cut by a transversal. A pair of ${r.name} measure $(${term(a, b)})°$ and $(${term(c, d)})°$. What is ${askAngle ? 'the measure of the first angle' : 'the value of $x$'}?`,
      correct,
      distractors,
      steps: [
        r.sum
          ? `Co-interior angles between parallel lines are supplementary: $(${term(a, b)}) + (${term(c, d)}) = 180$.`
          : `These angles are equal for parallel lines: $${term(a, b)} = ${term(c, d)}$.`,
        r.sum ? `$${a + c}x + ${b + d} = 180 \\Rightarrow x = ${x}$.` : `$${a - c}x = ${d - b} \\Rightarrow x = ${x}$.`,
        askAngle
          ? `First angle $= ${a} \\times ${x} ${b < 0 ? '-' : '+'} ${Math.abs(b)} = ${first}$, i.e. ${correct}.`
          : `So $x = ${x}$.`,
      ],
      difficulty: r.sum ? 2 : 1,
      time: 1.5,
    };
  },
});

export const rightTriangle = defineTemplate({
  id: 'qa-geometry-right-triangle',
  area: GEO,
  topic: 'Triangles',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    t: rng.int(0, 11),
    k: rng.int(1, 3),
    ask: rng.pick(['altitude', 'inradius', 'circumradius', 'segment'] as const),
  }),
  body: ({ t, k, ask }) => {
    const [a0, b0, c0] = TRIPLES[t];
    const [a, b, c] = [a0 * k, b0 * k, c0 * k];
    const values = {
      altitude: q(a * b, c),
      inradius: q(a + b - c, 2),
      circumradius: q(c, 2),
      segment: q(a * a, c),
    };
    const what = {
      altitude: 'the length of the altitude drawn to the hypotenuse',
      inradius: 'the radius of its inscribed circle',
      circumradius: 'the radius of its circumscribed circle',
      segment: `the length of the part of the hypotenuse adjacent to the ${a} cm side, cut off by the altitude from the right angle`,
    }[ask];
    const cm = (v: ReturnType<typeof q>) => `${numText(v, { mixed: true })} cm`;
    const value = values[ask];
    const why = {
      altitude: `Area $= \\frac{1}{2} \\times ${a} \\times ${b} = \\frac{1}{2} \\times ${c} \\times h$, so $h = \\frac{${a} \\times ${b}}{${c}} = ${tex(value)}$.`,
      inradius: `For a right triangle $r = \\frac{a + b - c}{2} = \\frac{${a} + ${b} - ${c}}{2} = ${tex(value)}$.`,
      circumradius: `The hypotenuse is a diameter of the circumcircle, so $R = \\frac{${c}}{2} = ${tex(value)}$.`,
      segment: `The altitude splits the hypotenuse so that the part next to leg $a$ is $\\frac{a^2}{c} = \\frac{${a * a}}{${c}} = ${tex(value)}$.`,
    }[ask];
    return {
      type: 'MCQ',
      stem: phrasing(variant([a, b, what]), [
        `A right-angled triangle has legs ${a} cm and ${b} cm. What is ${what}?`,
        `In triangle ABC, angle B is 90°, AB = ${a} cm and BC = ${b} cm. What is ${what}?`,
        `The two shorter sides of a right triangle are ${a} cm and ${b} cm. Find ${what}.`,
        `A set square has perpendicular edges of ${a} cm and ${b} cm. What is ${what}?`,
      ])[0],
      correct: cm(value),
      distractors: [...Object.values(values).map(cm), cm(q(a * b, 2)), cm(q(a + b, 2)), cm(q(b * b, c))],
      steps: [`The hypotenuse is $\\sqrt{${a}^2 + ${b}^2} = ${c}$ cm.`, why, `So the answer is ${cm(value)}.`],
      difficulty: ask === 'circumradius' ? 1 : ask === 'segment' ? 3 : 2,
      time: 1.5,
    };
  },
});

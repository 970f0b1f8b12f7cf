// @ts-nocheck
import { numText, ratio } from './format.ts';
import { rightTriangles } from './geometry-shapes.ts';
import { div, mul, q } from './rational.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const GEO = 'Geometry & Mensuration' as const;

/** Heronian triangles made of two right triangles sharing the leg h: sides c1, c2 and base p + q. */
const HERON_PAIRS = (() => {
  const legs = new Map<number, Array<[number, number]>>();
  for (const [a, b, c] of rightTriangles(70)) {
    for (const [leg, other] of [
      [a, b],
      [b, a],
    ]) {
      if (!legs.has(leg)) legs.set(leg, []);
      legs.get(leg)!.push([other, c]);
    }
  }
  const out: Array<{ h: number; p: number; c1: number; q: number; c2: number }> = [];
  for (const [h, list] of legs) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i; j < list.length; j++) {
        const [p, c1] = list[i];
        const [qq, c2] = list[j];
        if ((h * (p + qq)) % 2 === 0) out.push({ h, p, c1, q: qq, c2 });
      }
    }
  }
  return out;
})();

export const heronArea = defineTemplate({
  id: 'qa-geometry-heron-area',
  area: GEO,
  topic: 'Triangles',
  exams: CAT_XAT_NMAT,
  draw: (rng) => ({ i: rng.int(0, HERON_PAIRS.length - 1), order: rng.int(0, 2) }),
  body: ({ i, order }) => {
    const t = HERON_PAIRS[i];
    const sides = [t.c1, t.c2, t.p + t.q];
    const shown = [sides[order], sides[(order + 1) % 3], sides[(order + 2) % 3]];
    const s = (sides[0] + sides[1] + sides[2]) / 2;
    const area = (t.h * (t.p + t.q)) / 2;
    const factors = sides.map((x) => s - x);
    const [a, b, c] = shown;
    // Card and drawings are measured in cm, plots and fields in m.
    const [stemText, unit] = phrasing(variant([i, order]), [
      `What is the area (in cm²) of a triangle whose sides are ${a} cm, ${b} cm and ${c} cm?|cm`,
      `A triangular plot has sides ${a} m, ${b} m and ${c} m. What is its area (in m²)?|m`,
      `A triangle has sides of ${a} cm, ${b} cm and ${c} cm. Find its area in cm².|cm`,
      `A piece of card is cut into a triangle with sides ${a} cm, ${b} cm and ${c} cm. How much card (in cm²) does it use?|cm`,
      `Three straight fences of lengths ${a} m, ${b} m and ${c} m enclose a triangular field. What is the field's area (in m²)?|m`,
    ])[0].split('|');
    return {
      type: 'TITA',
      stem: stemText,
      value: area,
      steps: [
        `Semi-perimeter $s = \\frac{${sides.join(' + ')}}{2} = ${s}$.`,
        `Heron's formula: area $= \\sqrt{s(s - a)(s - b)(s - c)} = \\sqrt{${s} \\times ${factors.join(' \\times ')}}$.`,
        `$= \\sqrt{${s * factors[0] * factors[1] * factors[2]}} = ${area}$ ${unit}².`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});

export const similarTriangles = defineTemplate({
  id: 'qa-geometry-similar-triangles',
  area: GEO,
  topic: 'Triangles',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        m: r.int(1, 6),
        n: r.int(1, 6),
        ask: r.pick(['ratio', 'area', 'side'] as const),
        unit: r.int(1, 12),
        bc: r.int(2, 30),
      }),
      (p) => p.m !== p.n && (p.ask !== 'side' || (p.bc * p.m) % (p.m + p.n) === 0),
    ),
  body: ({ m, n, ask, unit, bc }) => {
    const t = m + n;
    const small = m * m;
    const trap = t * t - m * m;
    const intro = `In triangle ABC, D lies on AB and E on AC with DE parallel to BC, and AD : DB = ${ratio([m, n])}.`;
    const sim = `Triangles ADE and ABC are similar with ratio AD : AB = ${m} : ${t}.`;
    if (ask === 'side') {
      const de = (bc * m) / t;
      return {
        type: 'MCQ',
        stem: `${intro} If BC = ${bc} cm, what is the length of DE?`,
        correct: `${de} cm`,
        distractors: [q(bc * m, n), q(bc * n, t), q(bc * m * m, t * t), q(de + 1), q(de + 2)]
          .filter((v) => v.n > 0)
          .map((v) => `${numText(v, { mixed: true })} cm`),
        steps: [sim, `$DE = BC \\times \\frac{${m}}{${t}} = ${bc} \\times \\frac{${m}}{${t}} = ${de}$, i.e. ${de} cm.`],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (ask === 'ratio') {
      const [x, y] = [small, trap];
      return {
        type: 'MCQ',
        stem: `${intro} What is the ratio of the area of triangle ADE to the area of quadrilateral DBCE?`,
        correct: ratio(reduce2(x, y)),
        distractors: [
          ratio(reduce2(m, n)),
          ratio(reduce2(m * m, n * n)),
          ratio(reduce2(m * m, t * t)),
          ratio(reduce2(m, t)),
        ],
        steps: [
          sim,
          `Areas of similar triangles go as the square of the ratio: ADE : ABC = $${m}^2 : ${t}^2 = ${small} : ${t * t}$.`,
          `DBCE = ABC − ADE, so ADE : DBCE = $${small} : ${trap}$ = ${ratio(reduce2(x, y))}.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    const abc = unit * t * t;
    const value = unit * trap;
    return {
      type: 'MCQ',
      stem: `${intro} If the area of triangle ABC is ${abc} cm², what is the area of quadrilateral DBCE?`,
      correct: `${value} cm²`,
      distractors: [mul(abc, q(n, t)), q(unit * m * m), mul(abc, q(n * n, t * t)), div(abc, 2), q(value + unit)]
        .filter((v) => v.n > 0)
        .map((v) => `${numText(v, { mixed: true })} cm²`),
      steps: [
        sim,
        `Area of ADE $= ${abc} \\times \\left(\\frac{${m}}{${t}}\\right)^2 = ${unit * m * m}$ cm².`,
        `Area of DBCE $= ${abc} - ${unit * m * m} = ${value}$ cm², i.e. ${value} cm².`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

function reduce2(x: number, y: number): [number, number] {
  const r = q(x, y);
  return [r.n, r.d];
}

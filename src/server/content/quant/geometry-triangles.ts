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
      `The sides of a triangle measure ${a} cm, ${b} cm and ${c} cm. What is its area, in cm²?|cm`,
      `A farmer owns a triangular field whose sides are ${a} m, ${b} m and ${c} m long. How many square metres does it cover?|m`,
      `Find the area, in m², of a triangular park bounded by straight paths of length ${a} m, ${b} m and ${c} m.|m`,
      `A triangular glass panel has edges of ${a} cm, ${b} cm and ${c} cm. What is its area in cm²?|cm`,
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
    // One of four ways to set up the figure, then one of three asks; the ratio always comes before any area.
    const [intro, ask1, ask2, ask3] = phrasing(
      variant([m, n, ask, unit, bc]),
      [
        `In triangle ABC, D lies on AB and E on AC with DE parallel to BC, and AD : DB = ${ratio([m, n])}.`,
        `A line parallel to side BC of triangle ABC cuts AB at D and AC at E, so that AD : DB = ${ratio([m, n])}.`,
        `Points D and E are taken on the sides AB and AC of triangle ABC such that DE is parallel to BC and AD : DB = ${ratio([m, n])}.`,
        `Triangle ABC is cut by a segment DE parallel to BC, with D on AB, E on AC and AD : DB = ${ratio([m, n])}.`,
      ],
      [
        `If BC = ${bc} cm, what is the length of DE?`,
        `Given that BC is ${bc} cm long, find the length of DE.`,
        `BC measures ${bc} cm. How long is DE?`,
      ],
      [
        'What is the ratio of the area of triangle ADE to the area of quadrilateral DBCE?',
        'Find the ratio in which DE divides the area of the triangle, that is, area of ADE : area of DBCE.',
        'In what ratio do the areas of triangle ADE and quadrilateral DBCE stand?',
      ],
      [
        `If the area of triangle ABC is ${unit * t * t} cm², what is the area of quadrilateral DBCE?`,
        `Triangle ABC has an area of ${unit * t * t} cm². Find the area of the quadrilateral DBCE.`,
        `Given that triangle ABC encloses ${unit * t * t} cm², how much of that area lies in quadrilateral DBCE?`,
      ],
    );
    const sim = `Triangles ADE and ABC are similar with ratio AD : AB = ${m} : ${t}.`;
    if (ask === 'side') {
      const de = (bc * m) / t;
      return {
        type: 'MCQ',
        stem: `${intro} ${ask1}`,
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
        stem: `${intro} ${ask2}`,
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
      stem: `${intro} ${ask3}`,
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

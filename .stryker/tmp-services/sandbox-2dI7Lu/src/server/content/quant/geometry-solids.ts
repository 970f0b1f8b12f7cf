// @ts-nocheck
import { group, inr, tex } from './format.ts';
import { rightTriangles } from './geometry-shapes.ts';
import { isInt, q } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const GEO = 'Geometry & Mensuration' as const;
const MENSURATION = '2D/3D Mensuration';

export const gardenPath = defineTemplate({
  id: 'qa-mensuration-garden-path',
  area: GEO,
  topic: MENSURATION,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['outside', 'inside', 'cross'] as const),
        L: r.int(12, 70),
        B: r.int(8, 50),
        w: r.int(1, 4),
        rate: r.pick([0, 0, 8, 12, 15, 20, 25, 40]),
        place: r.pick(['lawn', 'park', 'garden', 'playground']),
      }),
      (p) => p.B < p.L && p.B > 2 * p.w + 2,
    ),
  body: ({ kind, L, B, w, rate, place }) => {
    const area =
      kind === 'outside'
        ? (L + 2 * w) * (B + 2 * w) - L * B
        : kind === 'inside'
          ? L * B - (L - 2 * w) * (B - 2 * w)
          : w * (L + B - w);
    const desc =
      kind === 'outside'
        ? `A path ${w} m wide runs all around the outside of a rectangular ${place} ${L} m by ${B} m.`
        : kind === 'inside'
          ? `A path ${w} m wide runs all around the inside edge of a rectangular ${place} ${L} m by ${B} m.`
          : `Two roads, each ${w} m wide, cross at the middle of a rectangular ${place} ${L} m by ${B} m, one parallel to each side.`;
    const ask =
      rate > 0
        ? `What is the cost of paving ${kind === 'cross' ? 'the roads' : 'the path'} at ₹${rate} per m²?`
        : `What is the area of ${kind === 'cross' ? 'the roads' : 'the path'}?`;
    const steps =
      kind === 'cross'
        ? [
            `Road areas: $${L} \\times ${w} + ${B} \\times ${w}$, but the ${w} × ${w} crossing is counted twice.`,
            `Area $= ${w}(${L} + ${B} - ${w}) = ${area}$ m².`,
          ]
        : kind === 'outside'
          ? [
              `With the path, the outer rectangle is $${L + 2 * w} \\times ${B + 2 * w}$.`,
              `Path area $= ${(L + 2 * w) * (B + 2 * w)} - ${L * B} = ${area}$ m².`,
            ]
          : [
              `Inside the path the rectangle is $${L - 2 * w} \\times ${B - 2 * w}$.`,
              `Path area $= ${L * B} - ${(L - 2 * w) * (B - 2 * w)} = ${area}$ m².`,
            ];
    // slips: forgetting the corner squares, counting the crossing twice, adding the width on one side only
    const slips =
      kind === 'cross'
        ? [w * (L + B), w * (L + B - 2 * w), w * L]
        : kind === 'outside'
          ? [2 * w * (L + B), (L + w) * (B + w) - L * B, 2 * w * (L + B) + 2 * w * w]
          : [2 * w * (L + B), L * B - (L - w) * (B - w), 2 * w * (L + B) - 2 * w * w];
    const show = (a: number) => (rate > 0 ? inr(a * rate) : `${group(a)} m²`);
    const correct = show(area);
    steps.push(
      rate > 0 ? `Cost $= ${area} \\times ${rate} = ${area * rate}$, i.e. ${correct}.` : `So the area is ${correct}.`,
    );
    return {
      type: 'MCQ',
      stem: `${desc} ${ask}`,
      correct,
      distractors: [...slips, area + 2 * w, area - w].filter((a) => a > 0 && a !== area).map(show),
      steps,
      difficulty: kind === 'cross' ? 2 : 1,
      time: 1.5,
    };
  },
});

export const meltRecast = defineTemplate({
  id: 'qa-mensuration-melt-recast',
  area: GEO,
  topic: MENSURATION,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['spheres', 'cylinder', 'cone'] as const),
        r: r.int(1, 6),
        R: r.int(2, 24),
        H: r.int(2, 40),
        metal: r.pick(['lead', 'copper', 'silver', 'wax', 'iron']),
      }),
      (p) => {
        if (p.kind === 'spheres') return p.R > p.r && p.R % p.r === 0 && p.R / p.r <= 8;
        if (p.kind === 'cylinder') {
          const count = q(3 * p.R * p.R * p.H, 4 * p.r ** 3);
          return isInt(count) && count.n >= 2 && count.n <= 2000;
        }
        return p.R !== p.r && isInt(q(p.R * p.R * p.H, 3 * p.r * p.r));
      },
    ),
  body: ({ kind, r, R, H, metal }) => {
    if (kind === 'spheres') {
      const n = (R / r) ** 3;
      return {
        type: 'TITA',
        stem: `A solid ${metal} sphere of radius ${R} cm is melted and recast into small solid spheres of radius ${r} cm each. How many small spheres are made?`,
        value: n,
        steps: [
          `Volume is preserved: $n \\times \\frac{4}{3}\\pi (${r})^3 = \\frac{4}{3}\\pi (${R})^3$.`,
          `$n = \\left(\\frac{${R}}{${r}}\\right)^3 = ${R / r}^3 = ${n}$.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'cylinder') {
      const n = (3 * R * R * H) / (4 * r ** 3);
      return {
        type: 'TITA',
        stem: `A solid ${metal} cylinder of radius ${R} cm and height ${H} cm is melted and recast into solid spheres of radius ${r} cm each. How many spheres are made?`,
        value: n,
        steps: [
          `Cylinder volume $= \\pi (${R})^2 (${H}) = ${R * R * H}\\pi$; each sphere is $\\frac{4}{3}\\pi (${r})^3 = ${tex(q(4 * r ** 3, 3))}\\pi$.`,
          `Number of spheres $= \\frac{${R * R * H}}{${tex(q(4 * r ** 3, 3))}} = ${n}$.`,
        ],
        difficulty: 2,
        time: 2,
      };
    }
    const h = (R * R * H) / (3 * r * r);
    return {
      type: 'TITA',
      stem: `A solid ${metal} cone of base radius ${R} cm and height ${H} cm is melted and recast into a solid cylinder of base radius ${r} cm. What is the height (in cm) of the cylinder?`,
      value: h,
      steps: [
        `Cone volume $= \\frac{1}{3}\\pi (${R})^2 (${H}) = ${tex(q(R * R * H, 3))}\\pi$.`,
        `Cylinder: $\\pi (${r})^2 h = ${tex(q(R * R * H, 3))}\\pi$, so $h = ${tex(q(R * R * H, 3))} \\div ${r * r} = ${h}$ cm.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

export const paintedCube = defineTemplate({
  id: 'qa-mensuration-painted-cube',
  area: GEO,
  topic: MENSURATION,
  exams: ALL_EXAMS,
  draw: (rng) => ({
    n: rng.int(3, 12),
    s: rng.int(1, 5),
    faces: rng.int(0, 3),
    colour: rng.pick(['red', 'blue', 'green', 'yellow']),
  }),
  body: ({ n, s, faces, colour }) => {
    const counts = [(n - 2) ** 3, 6 * (n - 2) ** 2, 12 * (n - 2), 8];
    const value = counts[faces];
    const what = faces === 0 ? 'no painted face' : `exactly ${faces} painted face${faces === 1 ? '' : 's'}`;
    const reason = [
      `Unpainted cubes form the inner core: $(${n} - 2)^3 = ${counts[0]}$.`,
      `One painted face: the inner part of each face, $6 \\times (${n} - 2)^2 = ${counts[1]}$.`,
      `Two painted faces: the cubes along edges, excluding corners, $12 \\times (${n} - 2) = ${counts[2]}$.`,
      'Three painted faces: only the 8 corner cubes.',
    ][faces];
    return {
      type: 'MCQ',
      stem: `A wooden cube of side ${n * s} cm is painted ${colour} on all its faces and then cut into small cubes of side ${s} cm each. How many of the small cubes have ${what}?`,
      correct: group(value),
      distractors: [...counts, n ** 3, 6 * n * n, 12 * n, (n - 1) ** 3].filter((v) => v !== value).map((v) => group(v)),
      steps: [
        `Each edge is cut into $${n * s} \\div ${s} = ${n}$ small cubes, giving $${n}^3 = ${n ** 3}$ cubes.`,
        reason,
        `So ${group(value)} cubes have ${what}.`,
      ],
      difficulty: faces === 1 || faces === 2 ? 2 : 1,
      time: 1.5,
    };
  },
});

const RHOMBI = rightTriangles(40);

export const rhombus = defineTemplate({
  id: 'qa-geometry-rhombus',
  area: GEO,
  topic: 'Quadrilaterals & Polygons',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    t: rng.int(0, RHOMBI.length - 1),
    ask: rng.pick(['side', 'perimeter', 'area'] as const),
    swap: rng.next() < 0.5,
  }),
  body: ({ t, ask, swap }) => {
    const [a0, b0, c] = RHOMBI[t];
    const [a, b] = swap ? [b0, a0] : [a0, b0];
    const area = 2 * a * b;
    if (ask === 'area') {
      return {
        type: 'MCQ',
        stem: phrasing(variant([a, c]), [
          `Each side of a rhombus is ${c} cm and one of its diagonals is ${2 * a} cm. What is the area of the rhombus?`,
          `A rhombus has sides of ${c} cm and a diagonal of ${2 * a} cm. Find its area.`,
          `A kite-shaped tile is a rhombus with side ${c} cm; one of its diagonals measures ${2 * a} cm. What is the tile's area?`,
          `What is the area of a rhombus whose side is ${c} cm and whose shorter or longer diagonal is ${2 * a} cm?`,
        ])[0],
        correct: `${area} cm²`,
        distractors: [2 * area, a * b, c * c, 2 * a * c, area + 2 * c].filter((v) => v !== area).map((v) => `${v} cm²`),
        steps: [
          `The diagonals bisect each other at right angles: half-diagonals ${a} and $\\sqrt{${c}^2 - ${a}^2} = ${b}$.`,
          `The other diagonal is ${2 * b} cm; area $= \\frac{1}{2} \\times ${2 * a} \\times ${2 * b} = ${area}$, i.e. ${area} cm².`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const value = ask === 'side' ? c : 4 * c;
    return {
      type: 'MCQ',
      stem: phrasing(variant([a, b, ask]), [
        `The diagonals of a rhombus are ${2 * a} cm and ${2 * b} cm. What is its ${ask === 'side' ? 'side length' : 'perimeter'}?`,
        `A rhombus has diagonals of ${2 * a} cm and ${2 * b} cm. Find its ${ask === 'side' ? 'side' : 'perimeter'}.`,
        `A rhombus-shaped table mat has diagonals ${2 * a} cm and ${2 * b} cm long. ${ask === 'side' ? 'How long is each side' : 'How much lace is needed to edge it all round'}?`,
        `The two diagonals of a rhombus measure ${2 * a} cm and ${2 * b} cm. What is the ${ask === 'side' ? 'length of a side' : 'perimeter'}?`,
      ])[0],
      correct: `${value} cm`,
      distractors: (ask === 'side'
        ? [a + b, 2 * c, c + 1, c - 1]
        : [c, 4 * (a + b), 2 * (2 * a + 2 * b), 4 * c + 4]
      ).map((v) => `${v} cm`),
      steps: [
        `The diagonals bisect each other at right angles, making right triangles with legs ${a} and ${b}.`,
        `Side $= \\sqrt{${a}^2 + ${b}^2} = ${c}$ cm${ask === 'perimeter' ? `, so the perimeter is $4 \\times ${c} = ${value}$ cm` : ''}. Answer: ${value} cm.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

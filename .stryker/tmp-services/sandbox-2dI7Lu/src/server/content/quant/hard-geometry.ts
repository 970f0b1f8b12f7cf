// @ts-nocheck
// Level 4–5 geometry: tangent–secant with a diameter, a cyclic quadrilateral on a diameter (Ptolemy), a frustum.
import { numText, tex } from './format.ts';
import { type Q, q } from './rational.ts';
import { CAT_XAT, CAT_XAT_NMAT, defineTemplate, drawUntil } from './template.ts';

const cm = (x: number | Q) => `${numText(x)} cm`;

/** PT² = PA·PB with the secant through the centre: PB − PA is the diameter. */
export const tangentSecant = defineTemplate({
  id: 'qa-hard-tangent-secant',
  area: 'Geometry & Mensuration',
  topic: 'Circles',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ a: r.int(2, 20), t: r.int(4, 40), setting: r.int(0, 1) }),
      (p) => {
        const pb = (p.t * p.t) / p.a;
        return Number.isInteger(pb) && pb > p.a && Number.isInteger((pb - p.a) / 2) && (pb - p.a) / 2 <= 60;
      },
    ),
  body: ({ a, t, setting }) => {
    const pb = (t * t) / a;
    const r = (pb - a) / 2;
    const stem =
      setting === 0
        ? `From a point P outside a circle, a tangent touches the circle at T with PT = ${t} cm. A line from P through the centre O meets the circle at A and B, with PA = ${a} cm and A between P and O. What is the radius of the circle?`
        : `A straight fence runs from a post P towards the centre of a circular pond and crosses its edge first at A, ${a} m from P, and again at B on the far side. A rope from P, pulled tight, just touches the pond's edge at T, and PT = ${t} m. What is the radius of the pond?`;
    const unit = setting === 0 ? cm : (x: number | Q) => `${numText(x)} m`;
    return {
      type: 'MCQ',
      stem,
      correct: unit(r),
      distractors: [
        { value: unit(pb - a), why: 'gave the diameter AB, not the radius' },
        { value: unit(q(pb, 2)), why: 'took PB as the diameter' },
        { value: unit(a + r), why: 'gave the distance from P to the centre' },
        { value: unit(Math.abs(t - a)), why: 'subtracted PA from PT' },
      ],
      steps: [
        `Tangent–secant theorem: $PT^2 = PA \\cdot PB$, so $PB = ${t * t} \\div ${a} = ${pb}$.`,
        `The secant passes through the centre, so AB is a diameter: $AB = PB - PA = ${pb - a}$.`,
        `The radius is ${unit(r)}. (Check: $OP = ${a + r}$ and $OP^2 = PT^2 + r^2$ gives $${(a + r) ** 2} = ${t * t} + ${r * r}$.)`,
      ],
      difficulty: 4,
      time: 2,
    };
  },
});

// Pairs (leg, leg) on the same hypotenuse, so both triangles on diameter AC are right-angled with whole sides.
const DIAMETERS: Record<number, [number, number][]> = {
  25: [
    [7, 24],
    [15, 20],
  ],
  65: [
    [16, 63],
    [33, 56],
    [25, 60],
    [39, 52],
  ],
  85: [
    [13, 84],
    [36, 77],
    [40, 75],
    [51, 68],
  ],
  50: [
    [14, 48],
    [30, 40],
  ],
  125: [
    [35, 120],
    [44, 117],
    [75, 100],
  ],
};

/** ABCD inscribed with AC a diameter: angles B and D are right (inscribed angle), then Ptolemy gives BD. */
export const cyclicDiameter = defineTemplate({
  id: 'qa-hard-cyclic-quadrilateral',
  area: 'Geometry & Mensuration',
  topic: 'Quadrilaterals & Polygons',
  exams: CAT_XAT,
  draw: (rng) => {
    const c = rng.pick(Object.keys(DIAMETERS).map(Number));
    const [p1, p2] = rng.shuffle(DIAMETERS[c]).concat(DIAMETERS[c]);
    const [a, b] = rng.shuffle(p1);
    const [e, f] = rng.shuffle(p2);
    return { c, a, b, e, f, askArea: rng.next() < 0.5 };
  },
  body: ({ c, a, b, e, f, askArea }) => {
    const bd = q(a * e + b * f, c);
    const given = `ABCD is a quadrilateral inscribed in a circle of diameter ${c} cm, with AC a diameter. AB = ${a} cm, BC = ${b} cm and CD = ${e} cm.`;
    const steps = [
      `AC is a diameter, so the angles at B and D are right angles (angle in a semicircle).`,
      `In triangle ACD: $DA = \\sqrt{${c}^2 - ${e}^2} = ${f}$ cm.`,
    ];
    if (askArea) {
      return {
        type: 'MCQ',
        stem: `${given} What is the area of ABCD (in cm²)?`,
        correct: numText(q(a * b + e * f, 2)),
        distractors: [
          { value: numText(a * b + e * f), why: 'added the products of the legs without halving' },
          { value: numText(q(a * b + c * e, 2)), why: 'used AC instead of DA as the second leg of triangle ACD' },
          { value: numText(q((a + e) * (b + f), 4)), why: 'treated ABCD as a rectangle with averaged sides' },
          { value: numText(q(c * c, 2)), why: 'used the area of a square on the diagonal' },
        ],
        steps: [
          ...steps,
          `Area $= \\frac{1}{2}(${a} \\times ${b}) + \\frac{1}{2}(${e} \\times ${f})$, i.e. ${numText(q(a * b + e * f, 2))} cm².`,
        ],
        difficulty: 4,
        time: 2.5,
      };
    }
    return {
      type: 'MCQ',
      stem: `${given} What is the length of the diagonal BD?`,
      correct: cm(bd),
      distractors: [
        { value: cm(q(a * b + e * f, c)), why: 'paired adjacent sides in Ptolemy’s theorem' },
        { value: cm(q(a * f + b * e, c)), why: 'paired AB with DA and BC with CD' },
        { value: cm(c), why: 'assumed BD is also a diameter' },
        { value: cm(q(a + e, 1)), why: 'added AB and CD' },
      ],
      steps: [
        ...steps,
        `Ptolemy's theorem: $AC \\cdot BD = AB \\cdot CD + BC \\cdot DA = ${a} \\times ${e} + ${b} \\times ${f} = ${a * e + b * f}$.`,
        `$BD = ${a * e + b * f} \\div ${c} = ${tex(bd)}$, so BD is ${cm(bd)}.`,
      ],
      difficulty: 5,
      time: 3.5,
    };
  },
});

const TRIPLES: [number, number, number][] = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [9, 12, 15],
  [8, 15, 17],
  [12, 16, 20],
  [7, 24, 25],
  [15, 20, 25],
];

const VESSELS = [
  { what: 'An open metal bucket (no lid)', job: 'the metal sheet needed for the bucket' },
  { what: 'A flower pot open at the top', job: 'the outer surface to be painted, base included' },
  { what: 'A lampshade frame closed at its narrow end', job: 'the fabric needed to cover it' },
] as const;

/** Open frustum: curved surface with the slant height, plus the smaller circle as its base. */
export const frustumSurface = defineTemplate({
  id: 'qa-hard-frustum-surface',
  area: 'Geometry & Mensuration',
  topic: '3D Mensuration',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const [d, h, l] = r.pick(TRIPLES);
        const small = r.int(3, 20);
        return { r: small, big: small + d, h, l, vessel: r.int(0, VESSELS.length - 1) };
      },
      (p) => p.h >= 4 && p.big <= 40,
    ),
  body: ({ r, big, h, l, vessel }) => {
    const v = VESSELS[vessel];
    const curved = (big + r) * l;
    const total = curved + r * r;
    const pi = (k: number) => `$${k}\\pi$ cm²`;
    return {
      type: 'MCQ',
      stem: `${v.what} is a frustum of a cone with radii ${r} cm and ${big} cm and height ${h} cm, the smaller circle at the bottom. What is the area of ${v.job}?`,
      correct: pi(total),
      distractors: [
        { value: pi(curved), why: 'left out the base' },
        { value: pi(curved + big * big), why: 'used the larger circle as the base' },
        { value: pi((big + r) * h + r * r), why: 'used the height instead of the slant height' },
        { value: pi(curved + r * r + big * big), why: 'closed both ends' },
      ],
      steps: [
        `Slant height $l = \\sqrt{${h}^2 + (${big} - ${r})^2} = ${l}$ cm.`,
        `Curved surface $= \\pi(R + r)l = \\pi(${big} + ${r}) \\times ${l} = ${curved}\\pi$; the base adds $\\pi r^2 = ${r * r}\\pi$.`,
        `Total: $${total}\\pi$ cm².`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

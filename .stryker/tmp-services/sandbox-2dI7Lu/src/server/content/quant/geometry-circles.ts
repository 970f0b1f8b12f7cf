// @ts-nocheck
import { surdTex } from './format.ts';
import { rightTriangles } from './geometry-shapes.ts';
import { ALL_EXAMS, CAT_XAT_SNAP, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const GEO = 'Geometry & Mensuration' as const;
const SMALL = rightTriangles(50);

/** Right triangles keyed by hypotenuse, legs in both orders: the chords of one circle. */
const BY_HYP = (() => {
  const map = new Map<number, Array<[number, number]>>();
  for (const [a, b, c] of SMALL) {
    if (!map.has(c)) map.set(c, []);
    map.get(c)!.push([a, b], [b, a]);
  }
  return map;
})();
const HYPS = [...BY_HYP.keys()];

export const circleChord = defineTemplate({
  id: 'qa-geometry-circle-chord',
  area: GEO,
  topic: 'Circles',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    kind: rng.pick(['chord', 'distance', 'radius', 'two'] as const),
    t: rng.int(0, SMALL.length - 1),
    swap: rng.next() < 0.5,
    hyp: rng.pick(HYPS),
    i: rng.int(0, 100),
    j: rng.int(0, 100),
    opposite: rng.next() < 0.5,
  }),
  body: ({ kind, t, swap, hyp, i, j, opposite }) => {
    if (kind === 'two') {
      const list = BY_HYP.get(hyp)!;
      const [d1, h1] = list[i % list.length];
      let [d2, h2] = list[j % list.length];
      if (d2 === d1) [d2, h2] = [h1, d1];
      const gap = opposite ? d1 + d2 : Math.abs(d1 - d2);
      return {
        type: 'TITA',
        subtopic: 'Chords',
        stem: `Two parallel chords of a circle of radius ${hyp} cm have lengths ${2 * h1} cm and ${2 * h2} cm and lie on ${opposite ? 'opposite sides' : 'the same side'} of the centre. What is the distance (in cm) between the chords?`,
        value: gap,
        steps: [
          `The perpendicular from the centre bisects a chord: distance $= \\sqrt{r^2 - (\\text{half chord})^2}$.`,
          `First chord: $\\sqrt{${hyp}^2 - ${h1}^2} = ${d1}$; second chord: $\\sqrt{${hyp}^2 - ${h2}^2} = ${d2}$.`,
          opposite
            ? `On opposite sides the distances add: $${d1} + ${d2} = ${gap}$ cm.`
            : `On the same side they subtract: $|${d1} - ${d2}| = ${gap}$ cm.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    const [a, b, r] = SMALL[t];
    const [d, h] = swap ? [b, a] : [a, b];
    if (kind === 'chord') {
      return {
        type: 'TITA',
        subtopic: 'Chords',
        stem: phrasing(variant([r, d, 'length']), [
          `A chord of a circle of radius ${r} cm is ${d} cm from the centre. What is the length (in cm) of the chord?`,
          `In a circle of radius ${r} cm, a chord lies ${d} cm from the centre. How long (in cm) is the chord?`,
          `A straight cut across a circular glass plate of radius ${r} cm passes ${d} cm from its centre. How long (in cm) is the cut?`,
          `The perpendicular from the centre of a circle of radius ${r} cm to a chord is ${d} cm long. Find the chord's length in cm.`,
        ])[0],
        value: 2 * h,
        steps: [
          `The perpendicular from the centre bisects the chord, so half the chord is $\\sqrt{${r}^2 - ${d}^2} = ${h}$.`,
          `The chord is $2 \\times ${h} = ${2 * h}$ cm.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'distance') {
      return {
        type: 'TITA',
        subtopic: 'Chords',
        stem: phrasing(variant([h, r, 'distance']), [
          `A chord of length ${2 * h} cm is drawn in a circle of radius ${r} cm. How far (in cm) is the chord from the centre?`,
          `In a circle of radius ${r} cm, a chord measures ${2 * h} cm. What is its distance (in cm) from the centre?`,
          `A circular table top of radius ${r} cm has a straight edge-to-edge crack ${2 * h} cm long. How far (in cm) from the centre does the crack pass?`,
          `Find the perpendicular distance (in cm) from the centre of a circle of radius ${r} cm to a chord of length ${2 * h} cm.`,
        ])[0],
        value: d,
        steps: [
          `Half the chord is ${h} cm; with the radius and the perpendicular from the centre it forms a right triangle.`,
          `Distance $= \\sqrt{${r}^2 - ${h}^2} = ${d}$ cm.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    return {
      type: 'TITA',
      subtopic: 'Chords',
      stem: phrasing(variant([h, d, 'radius']), [
        `A chord of length ${2 * h} cm is at a distance of ${d} cm from the centre of a circle. What is the radius (in cm) of the circle?`,
        `A circle has a chord ${2 * h} cm long, ${d} cm from its centre. Find the radius in cm.`,
        `A round window has a straight glazing bar ${2 * h} cm long whose midpoint is ${d} cm from the window's centre. What is the window's radius (in cm)?`,
        `The perpendicular from a circle's centre to a ${2 * h} cm chord is ${d} cm long. What is the radius (in cm)?`,
      ])[0],
      value: r,
      steps: [
        `Half the chord (${h}), the distance (${d}) and the radius form a right triangle.`,
        `Radius $= \\sqrt{${h}^2 + ${d}^2} = ${r}$ cm.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

const lengthText = (square: number) => {
  const root = Math.round(Math.sqrt(square));
  return root * root === square ? `${root} cm` : `$${surdTex(1, square)}$ cm`;
};

export const circleTangents = defineTemplate({
  id: 'qa-geometry-common-tangents',
  area: GEO,
  topic: 'Circles',
  exams: CAT_XAT_SNAP,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ t: r.int(0, SMALL.length - 1), swap: r.next() < 0.5, direct: r.next() < 0.5, r2: r.int(1, 12) }),
      (p) => {
        const [a, b, c] = SMALL[p.t];
        const u = p.swap ? b : a;
        if (p.direct) return u + 2 * p.r2 < c;
        return p.r2 < u && 2 * p.r2 !== u;
      },
    ),
  body: ({ t, swap, direct, r2 }) => {
    const [a, b, d] = SMALL[t];
    const [u, len] = swap ? [b, a] : [a, b];
    const r1 = direct ? r2 + u : u - r2;
    const other = direct ? d * d - (r1 + r2) ** 2 : d * d - (r1 - r2) ** 2;
    const correct = `${len} cm`;
    const distractors = [lengthText(other), `${d - r1 - r2} cm`, `${len + 2} cm`, `${len - 1} cm`].filter(
      (s) => !s.startsWith('0') && !s.startsWith('-'),
    );
    if (d * d - r1 * r1 - r2 * r2 > 0) distractors.splice(1, 0, lengthText(d * d - r1 * r1 - r2 * r2));
    return {
      type: 'MCQ',
      stem: `Two circles of radii ${Math.max(r1, r2)} cm and ${Math.min(r1, r2)} cm have their centres ${d} cm apart. What is the length of a ${direct ? 'direct (external)' : 'transverse (internal)'} common tangent between the points of contact?`,
      correct,
      distractors,
      steps: [
        direct
          ? `Shift the tangent parallel to itself through the smaller centre: it forms a right triangle with hypotenuse ${d} and one leg $r_1 - r_2 = ${u}$.`
          : `Shift the tangent parallel to itself through one centre: it forms a right triangle with hypotenuse ${d} and one leg $r_1 + r_2 = ${u}$.`,
        `Length $= \\sqrt{${d}^2 - ${u}^2} = \\sqrt{${d * d - u * u}} = ${len}$, so the answer is ${correct}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

const TAN = { 30: [1, 3, 3], 45: [1, 1, 1], 60: [1, 1, 3] } as const; // tan θ = num/den × √rad
const SIN = { 30: [1, 2, 1], 45: [1, 2, 2], 60: [1, 2, 3] } as const;

/** value = x × (num/den)√rad in simplest TeX, e.g. 20√3 or 15. */
function scaled(x: number, [num, den, rad]: readonly [number, number, number]): string {
  if ((x * num) % den !== 0) throw new Error('not a whole coefficient');
  return surdTex((x * num) / den, rad);
}
const metres = (texValue: string) => `$${texValue}$ m`;

export const heights = defineTemplate({
  id: 'qa-geometry-heights-distances',
  area: GEO,
  topic: 'Trigonometry',
  exams: ['CAT', 'SNAP', 'CMAT', 'NMAT'],
  draw: (rng) => ({
    kind: rng.pick(['single', 'two', 'ladder'] as const),
    angle: rng.pick([30, 45, 60] as const),
    x: 12 * rng.int(1, 15),
    askNear: rng.next() < 0.4,
    object: rng.pick(['tower', 'lighthouse', 'temple spire', 'mobile mast', 'flagpole']),
  }),
  body: ({ kind, angle, x, askNear, object }) => {
    if (kind === 'single') {
      const correct = metres(scaled(x, TAN[angle]));
      const cot = angle === 45 ? null : metres(scaled(x, TAN[angle === 30 ? 60 : 30]));
      return {
        type: 'MCQ',
        stem: `From a point on level ground ${x} m from the foot of a ${object}, the angle of elevation of its top is ${angle}°. How tall is the ${object}?`,
        correct,
        distractors: [
          ...(cot ? [cot] : []),
          metres(scaled(x, SIN[angle])),
          metres(String(2 * x)),
          metres(scaled(x, [1, 2, 1])),
          metres(scaled(x, [1, 1, 2])),
        ],
        steps: [
          `$\\tan ${angle}° = \\frac{\\text{height}}{${x}}$.`,
          `Height $= ${x} \\tan ${angle}° = ${scaled(x, TAN[angle])}$, i.e. ${correct}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'two') {
      // 30° from P and 60° from Q, Q nearer: QF = h/√3, PF = h√3, so PQ = 2h/√3 and h = (√3/2)PQ
      const height = scaled(x, [1, 2, 3]);
      const near = x / 2;
      const correct = askNear ? metres(String(near)) : metres(height);
      return {
        type: 'MCQ',
        stem: `The angles of elevation of the top of a ${object} from two points on the same side of it, in line with its foot and ${x} m apart, are 30° and 60°. ${askNear ? `How far is the nearer point from the foot of the ${object}?` : `How tall is the ${object}?`}`,
        correct,
        distractors: askNear
          ? [metres(String(x)), metres(String((3 * x) / 2)), metres(scaled(x, [1, 2, 3])), metres(scaled(x, [1, 3, 3]))]
          : [metres(scaled(x, [1, 1, 3])), metres(String(x / 2)), metres(scaled(x, [1, 3, 3])), metres(String(x))],
        steps: [
          `Let the height be $h$. From the nearer point (60°) the foot is $\\frac{h}{\\sqrt{3}}$ away; from the farther (30°) it is $h\\sqrt{3}$ away.`,
          `$h\\sqrt{3} - \\frac{h}{\\sqrt{3}} = \\frac{2h}{\\sqrt{3}} = ${x}$, so $h = ${height}$.`,
          askNear
            ? `Nearer distance $= \\frac{h}{\\sqrt{3}} = \\frac{${x}}{2} = ${near}$, i.e. ${correct}.`
            : `The ${object} is ${correct} tall.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    const ladder = x / 2; // 6 to 90 m would be absurd for a ladder: use 6 to 30 m
    const len = 6 * ((ladder / 6) % 5) + 6;
    const correct = metres(scaled(len, SIN[angle]));
    const cosAngle = angle === 30 ? 60 : angle === 60 ? 30 : 45;
    return {
      type: 'MCQ',
      stem: `A ladder ${len} m long leans against a vertical wall and makes an angle of ${angle}° with the ground. How high up the wall does it reach?`,
      correct,
      distractors: [
        ...(angle === 45 ? [] : [metres(scaled(len, SIN[cosAngle]))]),
        metres(scaled(len, TAN[angle])),
        metres(String(len)),
        metres(scaled(len, [1, 3, 3])),
        metres(scaled(len, [1, 1, 2])),
      ],
      steps: [
        `The ladder is the hypotenuse: $\\sin ${angle}° = \\frac{\\text{height}}{${len}}$.`,
        `Height $= ${len} \\sin ${angle}° = ${scaled(len, SIN[angle])}$, i.e. ${correct}.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

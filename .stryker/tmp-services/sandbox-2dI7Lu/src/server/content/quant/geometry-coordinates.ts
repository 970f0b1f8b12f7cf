// @ts-nocheck
import { countOf, numText, tex } from './format.ts';
import { div, type Q, q } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil } from './template.ts';

const GEO = 'Geometry & Mensuration' as const;
const COORD = 'Coordinate Geometry';

const pt = (x: Q | number, y: Q | number) => `$(${tex(x)}, ${tex(y)})$`;
const signedTerm = (v: number) => (v < 0 ? `- ${-v}` : `+ ${v}`);

export const coordinateArea = defineTemplate({
  id: 'qa-geometry-coordinate-area',
  area: GEO,
  topic: COORD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        collinear: r.next() < 0.35,
        v: [r.int(-8, 10), r.int(-8, 10), r.int(-8, 10), r.int(-8, 10), r.int(-8, 10), r.int(-8, 10)],
      }),
      (p) => {
        const [x1, y1, x2, y2, x3, y3] = p.v;
        if (p.collinear) return x1 !== x2 && x3 !== x1 && x3 !== x2 && ((y2 - y1) * (x3 - x1)) % (x2 - x1) === 0;
        return (x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1) !== 0;
      },
    ),
  body: ({ collinear, v }) => {
    const [x1, y1, x2, y2, x3, y3] = v;
    if (collinear) {
      const k = y1 + ((y2 - y1) * (x3 - x1)) / (x2 - x1);
      return {
        type: 'TITA',
        stem: `The points $(${x1}, ${y1})$, $(${x2}, ${y2})$ and $(${x3}, k)$ lie on a straight line. What is the value of $k$?`,
        value: k,
        steps: [
          `Slope through the first two points: $\\frac{${y2} - (${y1})}{${x2} - (${x1})} = ${tex(q(y2 - y1, x2 - x1))}$.`,
          `The third point must give the same slope: $k = ${y1} + ${tex(q(y2 - y1, x2 - x1))} \\times (${x3} - (${x1})) = ${k}$.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const twice = x1 * (y2 - y3) + x2 * (y3 - y1) + x3 * (y1 - y2);
    const area = Math.abs(twice) / 2;
    return {
      type: 'TITA',
      stem: `What is the area (in square units) of the triangle with vertices $(${x1}, ${y1})$, $(${x2}, ${y2})$ and $(${x3}, ${y3})$?`,
      value: area,
      steps: [
        `Area $= \\frac{1}{2}\\left|x_1(y_2 - y_3) + x_2(y_3 - y_1) + x_3(y_1 - y_2)\\right|$.`,
        `$= \\frac{1}{2}\\left|${x1}(${y2 - y3}) ${signedTerm(x2)}(${y3 - y1}) ${signedTerm(x3)}(${y1 - y2})\\right| = \\frac{1}{2} \\times ${Math.abs(twice)} = ${area}$.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

const NORMALS = [
  [3, 4, 5],
  [4, 3, 5],
  [5, 12, 13],
  [12, 5, 13],
  [8, 15, 17],
  [6, 8, 10],
] as const;

export const coordinateLines = defineTemplate({
  id: 'qa-geometry-coordinate-lines',
  area: GEO,
  topic: COORD,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['section', 'intersection', 'distance'] as const),
        a: [r.int(-9, 9), r.int(-9, 9)],
        b: [r.int(-9, 9), r.int(-9, 9)],
        m: r.int(1, 4),
        n: r.int(1, 4),
        coef: [r.int(-5, 5), r.int(-5, 5), r.int(-5, 5), r.int(-5, 5)],
        normal: r.int(0, NORMALS.length - 1),
        c: r.int(-30, 30),
      }),
      (p) => {
        const [ax, ay] = p.a;
        const [bx, by] = p.b;
        if (p.kind === 'section')
          return (
            p.m !== p.n &&
            (p.n * ax + p.m * bx) % (p.m + p.n) === 0 &&
            (p.n * ay + p.m * by) % (p.m + p.n) === 0 &&
            (ax !== bx || ay !== by)
          );
        if (p.kind === 'intersection') {
          const [a1, b1, a2, b2] = p.coef;
          return a1 * b2 - a2 * b1 !== 0 && a1 !== 0 && b1 !== 0 && a2 !== 0 && b2 !== 0 && ax !== ay;
        }
        const [na, nb] = NORMALS[p.normal];
        return na * ax + nb * ay + p.c !== 0;
      },
    ),
  body: ({ kind, a, b, m, n, coef, normal, c }) => {
    const [ax, ay] = a;
    const [bx, by] = b;
    if (kind === 'section') {
      const t = m + n;
      const px = (n * ax + m * bx) / t;
      const py = (n * ay + m * by) / t;
      const correct = pt(px, py);
      return {
        type: 'MCQ',
        stem: `What are the coordinates of the point that divides the line segment joining $A(${ax}, ${ay})$ and $B(${bx}, ${by})$ internally in the ratio ${m} : ${n}?`,
        correct,
        distractors: [
          pt(q(m * ax + n * bx, t), q(m * ay + n * by, t)),
          pt(q(ax + bx, 2), q(ay + by, 2)),
          pt(q(m * bx - n * ax, m - n), q(m * by - n * ay, m - n)),
          pt(px + 1, py),
          pt(px, py - 1),
        ],
        steps: [
          `Section formula: $P = \\left(\\frac{m x_2 + n x_1}{m + n}, \\frac{m y_2 + n y_1}{m + n}\\right)$ with $m : n = ${m} : ${n}$.`,
          `$x = \\frac{${m}(${bx}) + ${n}(${ax})}{${t}} = ${px}$, $y = \\frac{${m}(${by}) + ${n}(${ay})}{${t}} = ${py}$, so $P =$ ${correct}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'intersection') {
      const [a1, b1, a2, b2] = coef;
      const [x0, y0] = a;
      const c1 = a1 * x0 + b1 * y0;
      const c2 = a2 * x0 + b2 * y0;
      const lineTex = (u: number, v: number, w: number) =>
        `${u === 1 ? '' : u === -1 ? '-' : u}x ${v < 0 ? '-' : '+'} ${Math.abs(v) === 1 ? '' : Math.abs(v)}y = ${w}`;
      const correct = pt(x0, y0);
      const det = a1 * b2 - a2 * b1;
      return {
        type: 'MCQ',
        stem: `At which point do the lines $${lineTex(a1, b1, c1)}$ and $${lineTex(a2, b2, c2)}$ intersect?`,
        correct,
        distractors: [
          pt(y0, x0),
          pt(-x0, y0),
          pt(x0, -y0),
          pt(x0 + 1, y0 - 1),
          pt(-x0, -y0),
          pt(x0 - 1, y0 + 2),
          pt(x0 + 2, y0),
        ],
        steps: [
          `Eliminate $y$: multiply the first equation by ${b2} and the second by ${b1} and subtract: $${det}x = ${c1 * b2 - c2 * b1}$, so $x = ${x0}$.`,
          `Substitute into the first equation: $${b1}y = ${c1} - (${a1 * x0})$, so $y = ${y0}$. The lines meet at ${correct}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const [na, nb, h] = NORMALS[normal];
    const value = Math.abs(na * ax + nb * ay + c);
    const dist = q(value, h);
    const unit = (v: Q) => countOf(numText(v, { mixed: true }), 'units');
    return {
      type: 'MCQ',
      stem: `What is the perpendicular distance of the point $(${ax}, ${ay})$ from the line $${na}x + ${nb}y ${c < 0 ? '-' : '+'} ${Math.abs(c)} = 0$?`,
      correct: unit(dist),
      distractors: [
        unit(q(value)),
        unit(q(value, na + nb)),
        unit(q(Math.abs(na * ax + nb * ay - c), h)),
        unit(div(dist, 2)),
      ],
      steps: [
        `Distance $= \\frac{|ax_0 + by_0 + c|}{\\sqrt{a^2 + b^2}}$.`,
        `$= \\frac{|${na}(${ax}) + ${nb}(${ay}) ${c < 0 ? '-' : '+'} ${Math.abs(c)}|}{\\sqrt{${na * na} + ${nb * nb}}} = \\frac{${value}}{${h}} = ${tex(dist)}$, i.e. ${unit(dist)}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

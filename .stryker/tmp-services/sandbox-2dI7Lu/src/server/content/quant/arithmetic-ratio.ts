// @ts-nocheck
import { countOf, ratio, tex } from './format.ts';
import { PEOPLE } from './names.ts';
import { gcd, isInt, mul, q } from './rational.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, defineTemplate, drawUntil, pickMany } from './template.ts';

/** Divides a list of integers by their common factor. */
export function reduceRatio(parts: readonly number[]): number[] {
  const g = parts.reduce((acc, p) => gcd(acc, p), 0) || 1;
  return parts.map((p) => p / g);
}

const RATIO_CONTEXTS = ['monthly incomes', 'savings', 'number of stamps', 'scores in a quiz', 'daily step counts'];

export const compoundRatio = defineTemplate({
  id: 'qa-ratio-chain',
  area: 'Arithmetic',
  topic: 'Ratio, Proportion & Variation',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        a: r.int(1, 9),
        b: r.int(1, 9),
        c: r.int(1, 9),
        d: r.int(1, 9),
        names: pickMany(r, PEOPLE, 3),
        ctx: r.pick(RATIO_CONTEXTS),
        pairOnly: r.next() < 0.35,
      }),
      (p) => gcd(p.a, p.b) === 1 && gcd(p.c, p.d) === 1 && p.a !== p.b && p.c !== p.d && p.b !== p.c,
    ),
  body: ({ a, b, c, d, names, ctx, pairOnly }) => {
    const [x, y, z] = names;
    const full = reduceRatio([a * c, b * c, b * d]);
    const correct = pairOnly ? ratio(reduceRatio([a * c, b * d])) : ratio(full);
    const distractors = pairOnly
      ? [ratio(reduceRatio([a, d])), ratio(reduceRatio([a * d, b * c])), ratio(reduceRatio([b * d, a * c]))]
      : [
          ratio(reduceRatio([a, b, d])),
          ratio(reduceRatio([a * d, b * d, b * c])),
          ratio(reduceRatio([a * c, b * d, c * d])),
        ];
    const near = pairOnly ? [full[0] + 1, full[2]] : [full[0] + 1, full[1], full[2]];
    distractors.push(ratio(reduceRatio(near)), ratio(reduceRatio(near.map((v, i) => (i === 0 ? v : v + 1)))));
    return {
      type: 'MCQ',
      stem: `The ${ctx} of ${x} and ${y} are in the ratio ${ratio([a, b])}, and the ${ctx} of ${y} and ${z} are in the ratio ${ratio([c, d])}. What is the ratio of the ${ctx} of ${pairOnly ? `${x} to ${z}` : `${x}, ${y} and ${z}`}?`,
      correct,
      distractors,
      steps: [
        `${y} appears in both ratios (${b} and ${c}), so scale them to a common value of ${y}: multiply the first by ${c} and the second by ${b}.`,
        `${x} : ${y} $= ${a * c} : ${b * c}$ and ${y} : ${z} $= ${b * c} : ${b * d}$.`,
        `So ${x} : ${y} : ${z} $= ${a * c} : ${b * c} : ${b * d}$${full[1] === b * c ? '' : ` = ${ratio(full)}`}${pairOnly ? `, giving ${x} : ${z} = ${correct}` : ''}.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

const VARIATION_FORMS = [
  { text: 'directly as $x$ and inversely as $z$', f: (x: number, z: number) => q(x, z), tex: '\\frac{x}{z}' },
  { text: 'directly as $x^2$ and inversely as $z$', f: (x: number, z: number) => q(x * x, z), tex: '\\frac{x^2}{z}' },
  { text: 'directly as $x$ and inversely as $z^2$', f: (x: number, z: number) => q(x, z * z), tex: '\\frac{x}{z^2}' },
  { text: 'jointly as $x$ and $z$', f: (x: number, z: number) => q(x * z), tex: 'xz' },
  {
    text: 'directly as $x^2$ and inversely as $z^2$',
    f: (x: number, z: number) => q(x * x, z * z),
    tex: '\\frac{x^2}{z^2}',
  },
] as const;

export const variation = defineTemplate({
  id: 'qa-ratio-variation',
  area: 'Arithmetic',
  topic: 'Ratio, Proportion & Variation',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        form: r.int(0, VARIATION_FORMS.length - 1),
        k: r.int(1, 12),
        x1: r.int(2, 12),
        z1: r.int(1, 8),
        x2: r.int(2, 12),
        z2: r.int(1, 8),
      }),
      (p) => {
        const f = VARIATION_FORMS[p.form].f;
        return (
          (p.x1 !== p.x2 || p.z1 !== p.z2) &&
          isInt(mul(p.k, f(p.x1, p.z1))) &&
          isInt(mul(p.k, f(p.x2, p.z2))) &&
          p.k * f(p.x1, p.z1).n < 2000
        );
      },
    ),
  body: ({ form, k, x1, z1, x2, z2 }) => {
    const v = VARIATION_FORMS[form];
    const y1 = mul(k, v.f(x1, z1)).n;
    const y2 = mul(k, v.f(x2, z2)).n;
    return {
      type: 'TITA',
      stem: `The quantity $y$ varies ${v.text}. When $x = ${x1}$ and $z = ${z1}$, $y = ${y1}$. What is the value of $y$ when $x = ${x2}$ and $z = ${z2}$?`,
      value: y2,
      steps: [
        `Write $y = k${v.tex}$ for a constant $k$.`,
        `From $x = ${x1}$, $z = ${z1}$, $y = ${y1}$: $k = ${y1} \\div ${tex(v.f(x1, z1))} = ${k}$.`,
        `Then for $x = ${x2}$, $z = ${z2}$: $y = ${k} \\times ${tex(v.f(x2, z2))} = ${y2}$.`,
      ],
      difficulty: form === 0 || form === 3 ? 2 : 3,
      time: 1.5,
    };
  },
});

const AVERAGE_SETTINGS = [
  { group: 'students in a class', item: 'weight', unit: 'kg', extra: 'the class teacher', lo: 40, hi: 60 },
  { group: 'players in a squad', item: 'age', unit: 'years', extra: 'the coach', lo: 20, hi: 28 },
  { group: 'employees in a team', item: 'age', unit: 'years', extra: 'the manager', lo: 26, hi: 35 },
  { group: 'boxes in a consignment', item: 'weight', unit: 'kg', extra: 'a crate', lo: 20, hi: 45 },
] as const;

export const averageChange = defineTemplate({
  id: 'qa-average-change',
  area: 'Arithmetic',
  topic: 'Averages',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const ctx = r.int(0, AVERAGE_SETTINGS.length - 1);
        const s = AVERAGE_SETTINGS[ctx];
        return {
          ctx,
          kind: r.pick(['include', 'replace', 'remove'] as const),
          n: r.int(6, 30),
          avg: r.int(s.lo, s.hi),
          delta: r.int(1, 4),
          up: r.next() < 0.5,
          old: r.int(s.lo - 5, s.hi + 5),
        };
      },
      // keep the unknown person or item realistic: within a few dozen units of the group's average
      (p) => {
        const s = AVERAGE_SETTINGS[p.ctx];
        const value =
          p.kind === 'include'
            ? p.avg + (p.n + 1) * p.delta
            : p.kind === 'replace'
              ? p.old + (p.up ? 1 : -1) * p.n * p.delta
              : p.avg + (p.up ? -1 : 1) * (p.n - 1) * p.delta;
        return value >= s.lo - 15 && value <= s.hi + 35 && value - 2 * p.n * p.delta > -s.lo;
      },
    ),
  body: ({ ctx, kind, n, avg, delta, up, old }) => {
    const s = AVERAGE_SETTINGS[ctx];
    const u = s.unit;
    // negative weights or ages would give the answer away
    const opts = (values: number[]) => values.filter((v) => v > 0).map((v) => countOf(v, u));
    if (kind === 'include') {
      const value = avg + (n + 1) * delta;
      const correct = `${value} ${u}`;
      return {
        type: 'MCQ',
        stem: `The average ${s.item} of ${n} ${s.group} is ${avg} ${u}. When the ${s.item} of ${s.extra} is included, the average rises by ${countOf(delta, u)}. What is the ${s.item} of ${s.extra}?`,
        correct,
        distractors: opts([avg + n * delta, avg + (n - 1) * delta, avg + (n + 2) * delta]),
        steps: [
          `Total for the ${n}: $${n} \\times ${avg} = ${n * avg}$. Total for ${n + 1} after the inclusion: $${n + 1} \\times ${avg + delta} = ${(n + 1) * (avg + delta)}$.`,
          `The ${s.item} of ${s.extra} $= ${(n + 1) * (avg + delta)} - ${n * avg} = ${value}$, i.e. ${correct}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'replace') {
      const value = up ? old + n * delta : old - n * delta;
      const wrong = up ? old + (n + 1) * delta : old - (n - 1) * delta;
      const correct = `${value} ${u}`;
      return {
        type: 'MCQ',
        stem: `The average ${s.item} of ${n} ${s.group} ${up ? 'increases' : 'decreases'} by ${countOf(delta, u)} when one of them, whose ${s.item} is ${old} ${u}, is replaced by a new one. What is the ${s.item} of the new one?`,
        correct,
        distractors: opts([
          wrong,
          up ? old - n * delta : old + n * delta,
          old + (up ? delta : -delta),
          value + 1,
          value + 2,
        ]),
        steps: [
          `The count stays ${n}, so the total changes by $${n} \\times ${delta} = ${n * delta}$ ${u}.`,
          `The new ${s.item} is ${up ? 'more' : 'less'} than ${old} by ${n * delta}: $${old} ${up ? '+' : '-'} ${n * delta} = ${value}$, i.e. ${correct}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const after = up ? avg + delta : avg - delta;
    const value = n * avg - (n - 1) * after;
    const correct = `${value} ${u}`;
    return {
      type: 'MCQ',
      stem: `The average ${s.item} of ${n} ${s.group} is ${avg} ${u}. When one of them leaves, the average of the rest becomes ${after} ${u}. What is the ${s.item} of the one who left?`,
      correct,
      distractors: opts([
        n * avg - n * after,
        n * avg - (n + 1) * after,
        avg + (up ? -delta : delta) * (n + 1),
        value + 2,
        value + 4,
      ]),
      steps: [
        `Total of all ${n}: $${n} \\times ${avg} = ${n * avg}$.`,
        `Total of the remaining ${n - 1}: $${n - 1} \\times ${after} = ${(n - 1) * after}$.`,
        `The one who left: $${n * avg} - ${(n - 1) * after} = ${value}$, i.e. ${correct}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

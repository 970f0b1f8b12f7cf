// @ts-nocheck
import { group, texFrac } from './format.ts';
import { add, q } from './rational.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const MODERN = 'Modern Maths' as const;

const SURVEYS = [
  { people: 'students', verb: 'study', items: ['French', 'German', 'Japanese'] },
  { people: 'households', verb: 'subscribe to', items: ['newspaper A', 'newspaper B', 'newspaper C'] },
  { people: 'employees', verb: 'play', items: ['cricket', 'football', 'badminton'] },
  { people: 'customers', verb: 'use', items: ['UPI', 'credit cards', 'net banking'] },
  { people: 'viewers', verb: 'watch', items: ['news', 'sports', 'movies'] },
] as const;

export const venn = defineTemplate({
  id: 'qa-sets-venn-survey',
  area: MODERN,
  topic: 'Sets & Venn Diagrams',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    three: rng.next() < 0.6,
    // region sizes: only A, only B, only C, A∩B only, B∩C only, C∩A only, all three, none
    regions: [
      rng.int(5, 60),
      rng.int(5, 60),
      rng.int(5, 60),
      rng.int(2, 25),
      rng.int(2, 25),
      rng.int(2, 25),
      rng.int(1, 15),
      rng.int(0, 40),
    ],
    ask: rng.pick(['none', 'exactlyOne', 'exactlyTwo', 'onlyFirst'] as const),
    ctx: rng.int(0, SURVEYS.length - 1),
  }),
  body: ({ three, regions, ask, ctx }) => {
    const s = SURVEYS[ctx];
    const [oa, ob, oc, ab, bc, ca, abc, none] = regions;
    if (!three) {
      // two sets: reuse oa, ob, ab as only-A, only-B, both
      const A = oa + ab;
      const B = ob + ab;
      const total = oa + ob + ab + none;
      const q2 = ask === 'exactlyTwo' ? 'none' : ask;
      const value = q2 === 'none' ? total - (A + B - ab) : q2 === 'exactlyOne' ? A + B - 2 * ab : A - ab;
      const question =
        q2 === 'none'
          ? `How many ${s.verb} neither?`
          : q2 === 'exactlyOne'
            ? `How many ${s.verb} exactly one of the two?`
            : `How many ${s.verb} ${s.items[0]} only?`;
      return {
        type: 'TITA',
        stem: `In a survey of ${total} ${s.people}, ${A} ${s.verb} ${s.items[0]}, ${B} ${s.verb} ${s.items[1]} and ${ab} ${s.verb} both. ${question}`,
        value,
        steps: [
          `At least one: $n(A \\cup B) = ${A} + ${B} - ${ab} = ${A + B - ab}$.`,
          q2 === 'none'
            ? `Neither $= ${total} - ${A + B - ab} = ${value}$.`
            : q2 === 'exactlyOne'
              ? `Exactly one $= n(A) + n(B) - 2n(A \\cap B) = ${A} + ${B} - ${2 * ab} = ${value}$.`
              : `${s.items[0]} only $= ${A} - ${ab} = ${value}$.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    const A = oa + ab + ca + abc;
    const B = ob + ab + bc + abc;
    const C = oc + bc + ca + abc;
    const AB = ab + abc;
    const BC = bc + abc;
    const CA = ca + abc;
    const total = oa + ob + oc + ab + bc + ca + abc + none;
    const union = A + B + C - AB - BC - CA + abc;
    const sumPairs = AB + BC + CA;
    const exactlyTwo = sumPairs - 3 * abc;
    const exactlyOne = A + B + C - 2 * sumPairs + 3 * abc;
    const onlyFirst = A - AB - CA + abc;
    const value =
      ask === 'none'
        ? total - union
        : ask === 'exactlyOne'
          ? exactlyOne
          : ask === 'exactlyTwo'
            ? exactlyTwo
            : onlyFirst;
    const [x, y, z] = s.items;
    const question =
      ask === 'none'
        ? `How many ${s.verb} none of the three?`
        : ask === 'exactlyOne'
          ? `How many ${s.verb} exactly one of them?`
          : ask === 'exactlyTwo'
            ? `How many ${s.verb} exactly two of them?`
            : `How many ${s.verb} ${x} only?`;
    const last =
      ask === 'none'
        ? `None $= ${total} - ${union} = ${value}$.`
        : ask === 'exactlyOne'
          ? `Exactly one $= \\Sigma n(A) - 2\\Sigma n(A \\cap B) + 3n(A \\cap B \\cap C) = ${A + B + C} - ${2 * sumPairs} + ${3 * abc} = ${value}$.`
          : ask === 'exactlyTwo'
            ? `Exactly two $= \\Sigma n(A \\cap B) - 3n(A \\cap B \\cap C) = ${sumPairs} - ${3 * abc} = ${value}$.`
            : `${x} only $= n(A) - n(A \\cap B) - n(A \\cap C) + n(A \\cap B \\cap C) = ${A} - ${AB} - ${CA} + ${abc} = ${value}$.`;
    return {
      type: 'TITA',
      stem: `In a survey of ${total} ${s.people}, ${A} ${s.verb} ${x}, ${B} ${s.verb} ${y} and ${C} ${s.verb} ${z}. ${AB} ${s.verb} both ${x} and ${y}, ${BC} both ${y} and ${z}, ${CA} both ${z} and ${x}, and ${abc} ${s.verb} all three. ${question}`,
      value,
      steps: [
        `Inclusion–exclusion: $n(A \\cup B \\cup C) = ${A} + ${B} + ${C} - ${AB} - ${BC} - ${CA} + ${abc} = ${union}$.`,
        `Each pairwise figure includes the ${abc} who ${s.verb} all three.`,
        last,
      ],
      difficulty: ask === 'none' ? 2 : 3,
      time: 2.5,
    };
  },
});

export const telescoping = defineTemplate({
  id: 'qa-sequences-telescoping',
  area: MODERN,
  topic: 'Sequences',
  exams: CAT_XAT_NMAT,
  draw: (rng) => ({ c: rng.int(1, 5), d: rng.int(1, 4), n: rng.int(5, 40) }),
  body: ({ c, d, n }) => {
    const last = c + (n - 1) * d;
    const value = q(n, c * (c + n * d));
    const t = (k: number) => `\\frac{1}{${c + k * d} \\times ${c + (k + 1) * d}}`;
    const frac = (x: ReturnType<typeof q>) => `$${texFrac(x, false)}$`;
    return {
      type: 'MCQ',
      stem: phrasing(variant([c, d, n]), [
        `What is the value of $${t(0)} + ${t(1)} + ${t(2)} + \\cdots + ${t(n - 1)}$?`,
        `Find the sum $${t(0)} + ${t(1)} + ${t(2)} + \\cdots + ${t(n - 1)}$.`,
        `The series $${t(0)} + ${t(1)} + ${t(2)} + \\cdots$ is added up to its ${n} terms, ending at $${t(n - 1)}$. What is the total?`,
        `Each term of a sum is $\\frac{1}{a_k a_{k+1}}$, where $a_k = ${c} + ${d}(k - 1)$, for k = 1 to ${n}. What is the sum?`,
        `Evaluate $\\sum_{k=1}^{${n}} \\frac{1}{(${d}k ${c - d < 0 ? '-' : '+'} ${Math.abs(c - d)})(${d}k + ${c})}$.`,
      ])[0],
      correct: frac(value),
      distractors: [
        frac(q(n, c + n * d)),
        frac(q(n * d, c * (c + n * d))),
        frac(q(n - 1, c * (c + (n - 1) * d))),
        frac(q(n + 1, c * (c + (n + 1) * d))),
        frac(add(value, q(1, c * (c + n * d)))),
      ],
      steps: [
        d === 1
          ? `Each term splits: $\\frac{1}{a(a + 1)} = \\frac{1}{a} - \\frac{1}{a + 1}$.`
          : `Each term splits: $\\frac{1}{a(a + ${d})} = \\frac{1}{${d}}\\left(\\frac{1}{a} - \\frac{1}{a + ${d}}\\right)$.`,
        `There are ${n} terms (the first factor runs ${c}, ${c + d}, …, ${last}); the middle parts cancel, leaving $${d === 1 ? '' : `\\frac{1}{${d}}`}\\left(\\frac{1}{${c}} - \\frac{1}{${c + n * d}}\\right)$.`,
        `$= ${d === 1 ? '' : `\\frac{1}{${d}} \\times `}\\frac{${n * d}}{${c * (c + n * d)}} = ${texFrac(value, false)}$, i.e. ${frac(value)}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

export const recurrence = defineTemplate({
  id: 'qa-sequences-recurrence',
  area: MODERN,
  topic: 'Sequences',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['periodic', 'additive', 'doubling'] as const),
        a1: r.int(-9, 15),
        a2: r.int(-9, 15),
        n: r.int(8, 100),
        step: r.int(-3, 5),
      }),
      (p) =>
        p.kind === 'doubling' ? p.n <= 20 && p.a1 >= 0 : p.kind === 'periodic' ? p.a1 !== p.a2 && p.n % 6 !== 0 : true,
    ),
  body: ({ kind, a1, a2, n, step }) => {
    if (kind === 'periodic') {
      const seq = [a1, a2, a2 - a1, -a1, -a2, a1 - a2];
      const rem = n % 6;
      const value = seq.slice(0, rem).reduce((s, x) => s + x, 0);
      return {
        type: 'TITA',
        stem: `A sequence has $a_1 = ${a1}$, $a_2 = ${a2}$ and $a_n = a_{n-1} - a_{n-2}$ for $n \\ge 3$. What is the sum of its first ${n} terms?`,
        value,
        steps: [
          `The terms run ${seq.join(', ')} and then repeat: the sequence has period 6.`,
          `One full period sums to 0, and $${n} = 6 \\times ${Math.floor(n / 6)} + ${rem}$.`,
          `So the sum equals the sum of the first ${rem} term${rem === 1 ? '' : 's'}: ${group(value)}.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    if (kind === 'additive') {
      // a_{k+1} = a_k + 2k + step
      const value = a1 + (n - 1) * n + step * (n - 1);
      return {
        type: 'TITA',
        stem: `A sequence has $a_1 = ${a1}$ and $a_{k+1} = a_k + 2k ${step < 0 ? '-' : '+'} ${Math.abs(step)}$ for $k \\ge 1$. What is $a_{${n}}$?`,
        value,
        steps: [
          `$a_{${n}} = a_1 + \\sum_{k=1}^{${n - 1}} (2k ${step < 0 ? '-' : '+'} ${Math.abs(step)})$.`,
          `$\\sum 2k = ${n - 1} \\times ${n} = ${(n - 1) * n}$ and the constants add ${group(step * (n - 1))}.`,
          `$a_{${n}} = ${a1} + ${(n - 1) * n} + (${step * (n - 1)}) = ${value}$, i.e. ${group(value)}.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    const value = (a1 + 1) * 2 ** (n - 1) - 1;
    return {
      type: 'TITA',
      stem: `A sequence has $a_1 = ${a1}$ and $a_{k+1} = 2a_k + 1$ for $k \\ge 1$. What is $a_{${n}}$?`,
      value,
      steps: [
        `Add 1 to both sides: $a_{k+1} + 1 = 2(a_k + 1)$, so $a_k + 1$ doubles at each step.`,
        `$a_{${n}} + 1 = (${a1} + 1) \\times 2^{${n - 1}} = ${value + 1}$.`,
        `$a_{${n}} = ${value}$, i.e. ${group(value)}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

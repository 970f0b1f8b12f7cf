// @ts-nocheck
import { group, numText, polyTex, ratio, tex } from './format.ts';
import { PEOPLE } from './names.ts';
import { gcd, q, sub } from './rational.ts';
import { CAT_XAT_NMAT, defineTemplate, drawUntil } from './template.ts';

const EQUATIONS = 'Linear & Quadratic Equations';

const COINS = [
  { hi: 5, lo: 2, thing: 'coins' },
  { hi: 10, lo: 5, thing: 'coins' },
  { hi: 5, lo: 1, thing: 'coins' },
  { hi: 10, lo: 2, thing: 'coins' },
  { hi: 500, lo: 200, thing: 'notes' },
  { hi: 100, lo: 50, thing: 'notes' },
  { hi: 200, lo: 50, thing: 'notes' },
] as const;

export const coins = defineTemplate({
  id: 'qa-algebra-linear-coins',
  area: 'Algebra',
  topic: EQUATIONS,
  exams: ['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'],
  draw: (rng) => ({
    kind: rng.int(0, COINS.length - 1),
    nh: rng.int(5, 60),
    nl: rng.int(5, 60),
    askHigh: rng.next() < 0.5,
    who: rng.pick(PEOPLE),
    holder: rng.pick(['piggy bank', 'cash box', 'drawer', 'wallet']),
  }),
  body: ({ kind, nh, nl, askHigh, who, holder }) => {
    const c = COINS[kind];
    const total = nh + nl;
    const value = c.hi * nh + c.lo * nl;
    const answer = askHigh ? nh : nl;
    return {
      type: 'TITA',
      stem: `${who}'s ${holder} has ${total} ${c.thing}, all of them ₹${c.hi} and ₹${c.lo} ${c.thing}, worth ₹${group(value)} in all. How many ₹${askHigh ? c.hi : c.lo} ${c.thing} are there?`,
      value: answer,
      steps: [
        `Let there be $h$ ₹${c.hi} ${c.thing}; then there are $${total} - h$ ₹${c.lo} ${c.thing}.`,
        `$${c.hi}h + ${c.lo}(${total} - h) = ${value} \\Rightarrow ${c.hi - c.lo}h = ${value} - ${c.lo * total} = ${value - c.lo * total}$, so $h = ${nh}$.`,
        askHigh ? `There are ${nh} ₹${c.hi} ${c.thing}.` : `The ₹${c.lo} ${c.thing} number $${total} - ${nh} = ${nl}$.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

const TIMES_WORD = ['', '', 'twice', 'three times', 'four times', 'five times', 'six times'];

export const ages = defineTemplate({
  id: 'qa-algebra-linear-ages',
  area: 'Algebra',
  topic: EQUATIONS,
  exams: ['CAT', 'XAT', 'NMAT', 'SNAP', 'CMAT'],
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        young: r.int(2, 15),
        m: r.int(2, 6),
        ago: r.int(2, 10),
        ahead: r.int(2, 15),
        pair: r.pick([
          ['a mother', 'her son', 'the mother'],
          ['a father', 'his daughter', 'the father'],
          ['Ravi', 'his nephew', 'Ravi'],
          ['Sunita', 'her niece', 'Sunita'],
          ['an uncle', 'his niece', 'the uncle'],
          ['a teacher', 'her student', 'the teacher'],
        ] as const),
      }),
      (p) => {
        const [rx, ry] = ratioParts(p);
        // Plausible people: the elder was at least 20 and at least 18 years older (a parent, an uncle, a teacher).
        const gap = (p.m - 1) * p.young;
        return (
          rx <= 15 && ry <= 15 && rx !== ry && p.m * p.young + p.ago + p.ahead < 100 && gap >= 18 && p.m * p.young >= 20
        );
      },
    ),
  body: (p) => {
    const { young, m, ago, ahead, pair } = p;
    const elderNow = m * young + ago;
    const youngNow = young + ago;
    const [rx, ry] = ratioParts(p);
    const k = ago + ahead;
    const correct = `${elderNow} years`;
    return {
      type: 'MCQ',
      stem: `${ago} years ago, ${pair[0]} was ${TIMES_WORD[m]} as old as ${pair[1]}. ${ahead} years from now, their ages will be in the ratio ${ratio([rx, ry])}. What is the present age of ${pair[2]}?`,
      correct,
      distractors: [
        `${youngNow} years`,
        `${m * young} years`,
        `${elderNow + ahead} years`,
        `${m * youngNow} years`,
        `${elderNow + 2} years`,
        `${elderNow - 1} years`,
        `${elderNow + 3} years`,
      ],
      steps: [
        `Let the younger one's age ${ago} years ago be $t$; the elder's was $${m}t$.`,
        `${ahead} years from now (${k} years after that earlier time): $\\frac{${m}t + ${k}}{t + ${k}} = \\frac{${rx}}{${ry}}$.`,
        `$${ry * m}t + ${ry * k} = ${rx}t + ${rx * k} ${ry * m - rx === 1 ? '' : `\\Rightarrow ${ry * m - rx}t = ${(rx - ry) * k} `}\\Rightarrow t = ${young}$.`,
        `The elder is now $${m} \\times ${young} + ${ago} = ${elderNow}$, i.e. ${correct}.`,
      ],
      difficulty: 2,
      time: 2,
    };
  },
});

function ratioParts(p: { young: number; m: number; ago: number; ahead: number }): [number, number] {
  const e = p.m * p.young + p.ago + p.ahead;
  const y = p.young + p.ago + p.ahead;
  const g = gcd(e, y);
  return [e / g, y / g];
}

const ROOT_ASKS = [
  { tex: '\\alpha^2 + \\beta^2', rule: '(\\alpha + \\beta)^2 - 2\\alpha\\beta' },
  { tex: '\\frac{1}{\\alpha} + \\frac{1}{\\beta}', rule: '\\frac{\\alpha + \\beta}{\\alpha\\beta}' },
  { tex: '\\alpha^3 + \\beta^3', rule: '(\\alpha + \\beta)^3 - 3\\alpha\\beta(\\alpha + \\beta)' },
  { tex: '(\\alpha - \\beta)^2', rule: '(\\alpha + \\beta)^2 - 4\\alpha\\beta' },
  {
    tex: '\\frac{\\alpha}{\\beta} + \\frac{\\beta}{\\alpha}',
    rule: '\\frac{(\\alpha + \\beta)^2 - 2\\alpha\\beta}{\\alpha\\beta}',
  },
] as const;

/** Value of each ROOT_ASKS entry from the sum s and product p, plus three slips students make. */
export function rootAnswers(ask: number, s: number, p: number) {
  switch (ask) {
    case 0:
      return { value: q(s * s - 2 * p), slips: [q(s * s + 2 * p), q(s * s - p), q(s * s)] };
    case 1:
      return { value: q(s, p), slips: [q(p, s), q(-s, p), q(s * s - 2 * p, p * p)] };
    case 2:
      return { value: q(s ** 3 - 3 * p * s), slips: [q(s ** 3 + 3 * p * s), q(s ** 3 - 3 * p), q(s ** 3 - p * s)] };
    case 3:
      return { value: q(s * s - 4 * p), slips: [q(s * s + 4 * p), q(s * s - 2 * p), q(s * s - 4 * p + 2)] };
    default:
      return { value: q(s * s - 2 * p, p), slips: [q(s * s, p), q(s * s + 2 * p, p), q(s * s - 2 * p, p * p)] };
  }
}

export const quadraticRoots = defineTemplate({
  id: 'qa-algebra-quadratic-roots',
  area: 'Algebra',
  topic: EQUATIONS,
  exams: ['CAT', 'XAT', 'NMAT', 'SNAP'],
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ r1: r.int(-9, 9), r2: r.int(-9, 9), lead: r.pick([1, 1, 2, 3]), ask: r.int(0, ROOT_ASKS.length - 1) }),
      (p) => p.r1 !== 0 && p.r2 !== 0 && p.r1 !== p.r2 && p.r1 + p.r2 !== 0,
    ),
  body: ({ r1, r2, lead, ask }) => {
    const s = r1 + r2;
    const p = r1 * r2;
    const coeffs = [lead, -lead * s, lead * p];
    const { value, slips } = rootAnswers(ask, s, p);
    const a = ROOT_ASKS[ask];
    const correct = numText(value);
    return {
      type: 'MCQ',
      stem: `If $\\alpha$ and $\\beta$ are the roots of $${polyTex(coeffs)} = 0$, what is the value of $${a.tex}$?`,
      correct,
      distractors: [...slips.map((v) => numText(v)), numText(sub(value, 1)), numText(sub(value, -2))],
      steps: [
        `Sum of roots $\\alpha + \\beta = -\\frac{${coeffs[1]}}{${lead}} = ${s}$; product $\\alpha\\beta = \\frac{${coeffs[2]}}{${lead}} = ${p}$.`,
        `$${a.tex} = ${a.rule}$.`,
        `Substituting: $${a.tex} = ${tex(value)}$, so the answer is ${correct}.`,
      ],
      difficulty: ask === 2 || ask === 4 ? 3 : 2,
      time: 1.5,
    };
  },
});

export const inequalityCount = defineTemplate({
  id: 'qa-algebra-inequality-count',
  area: 'Algebra',
  topic: 'Inequalities',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const r1 = r.int(-15, 5);
        return {
          r1,
          r2: r1 + r.int(3, 20),
          strict: r.next() < 0.5,
          withLinear: r.next() < 0.7,
          m: r.int(1, 4),
          c1: r.int(-10, 10),
          c2: r.int(-20, 20),
        };
      },
      (p) => {
        if (!p.withLinear) return true;
        const thr = (p.c2 - p.c1) / p.m;
        return thr > p.r1 + 0.5 && thr < p.r2 - 1;
      },
    ),
  body: ({ r1, r2, strict, withLinear, m, c1, c2 }) => {
    const coeffs = [1, -(r1 + r2), r1 * r2];
    const lo = strict ? r1 + 1 : r1;
    const hi = strict ? r2 - 1 : r2;
    const thr = q(c2 - c1, m);
    // x > thr: the least integer above thr
    const linLo = Math.floor(thr.n / thr.d) + 1;
    const from = withLinear ? Math.max(lo, linLo) : lo;
    const count = hi - from + 1;
    const sign = strict ? '<' : '\\le';
    const linear = `${polyTex([m, c1])} > ${c2}`;
    const steps = [
      `$${polyTex(coeffs)} = (x ${r1 < 0 ? '+' : '-'} ${Math.abs(r1)})(x ${r2 < 0 ? '+' : '-'} ${Math.abs(r2)})$, which is ${strict ? 'negative' : 'at most zero'} for $${r1} ${sign} x ${sign} ${r2}$: integers ${group(lo)} to ${group(hi)}.`,
    ];
    if (withLinear) {
      steps.push(`$${linear} \\Rightarrow x > ${tex(thr)}$, so the smallest allowed integer is ${linLo}.`);
      steps.push(`Integers from ${from} to ${hi}: $${hi} - (${from}) + 1 = ${count}$.`);
    } else steps.push(`That is $${hi} - (${lo}) + 1 = ${count}$ integers.`);
    return {
      type: 'TITA',
      stem: withLinear
        ? `How many integers $x$ satisfy both $${polyTex(coeffs)} ${sign} 0$ and $${linear}$?`
        : `How many integer values of $x$ satisfy $${polyTex(coeffs)} ${sign} 0$?`,
      value: count,
      steps,
      difficulty: withLinear ? 3 : 2,
      time: withLinear ? 2 : 1.5,
    };
  },
});

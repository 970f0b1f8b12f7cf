// @ts-nocheck
// Level 4–5 number system: remainders with digit conditions, and powers of a composite in a factorial.
import { group } from './format.ts';
import { CAT_XAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const DIGIT_RULES = {
  odd: { text: 'an odd digit sum', ok: (s: number) => s % 2 === 1 },
  even: { text: 'an even digit sum', ok: (s: number) => s % 2 === 0 },
  three: { text: 'a digit sum divisible by 3', ok: (s: number) => s % 3 === 0 },
} as const;
type DigitRule = keyof typeof DIGIT_RULES;

const digitSum = (n: number) => [...String(n)].reduce((a, d) => a + Number(d), 0);

/** Three-digit numbers with both remainders, and those also meeting the digit rule. */
export function remainderDigitCounts(m1: number, r1: number, m2: number, r2: number, rule: DigitRule) {
  const terms: number[] = [];
  for (let n = 100; n <= 999; n++) if (n % m1 === r1 && n % m2 === r2) terms.push(n);
  const hitList = terms.filter((n) => DIGIT_RULES[rule].ok(digitSum(n)));
  return { terms, hitList, hits: hitList.length };
}

export const remainderDigits = defineTemplate({
  id: 'qa-hard-remainder-digits',
  area: 'Number System',
  topic: 'Remainders',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const [m1, m2] = r.pick([
          [4, 7],
          [5, 7],
          [5, 9],
          [4, 9],
          [7, 8],
          [5, 6],
          [3, 11],
          [6, 7],
        ] as const);
        return {
          m1,
          m2,
          r1: r.int(1, m1 - 1),
          r2: r.int(1, m2 - 1),
          rule: r.pick(['odd', 'even', 'three'] as const),
        };
      },
      (p) => {
        const c = remainderDigitCounts(p.m1, p.r1, p.m2, p.r2, p.rule);
        const half = Math.round(c.terms.length / (p.rule === 'three' ? 3 : 2));
        return new Set([c.hits, c.terms.length, half, c.terms.length - 1]).size === 4 && c.hits > 0;
      },
    ),
  body: ({ m1, r1, m2, r2, rule }) => {
    const c = remainderDigitCounts(m1, r1, m2, r2, rule);
    let base = r2;
    while (base % m1 !== r1) base += m2;
    const first = c.terms[0];
    const last = c.terms[c.terms.length - 1];
    const step = m1 * m2;
    const share = rule === 'three' ? 3 : 2;
    return {
      type: 'MCQ',
      stem: phrasing(variant([m1, r1, m2, r2, rule]), [
        `How many three-digit numbers leave a remainder of ${r1} when divided by ${m1}, a remainder of ${r2} when divided by ${m2}, and have ${DIGIT_RULES[rule].text}?`,
        `A three-digit number N leaves ${r1} on division by ${m1} and ${r2} on division by ${m2}, and N has ${DIGIT_RULES[rule].text}. How many such N are there?`,
        `Raffle tickets are numbered 100 to 999. A prize goes to every ticket whose number leaves ${r1} when divided by ${m1} and ${r2} when divided by ${m2}, and has ${DIGIT_RULES[rule].text}. How many tickets win?`,
        `Find the count of integers from 100 to 999 that are ${r1} more than a multiple of ${m1}, ${r2} more than a multiple of ${m2}, and have ${DIGIT_RULES[rule].text}.`,
        `Marbles are counted into bags: in bags of ${m1}, ${r1} are left over; in bags of ${m2}, ${r2} are left over. The count has three digits and ${DIGIT_RULES[rule].text}. How many counts are possible?`,
      ])[0],
      correct: String(c.hits),
      distractors: [
        {
          value: String(Math.round(c.terms.length / share)),
          why: `assumed exactly 1 in ${share} of the numbers meets the digit condition`,
        },
        { value: String(c.terms.length), why: 'dropped the digit condition' },
        { value: String(c.terms.length - 1), why: 'dropped the digit condition and miscounted the terms by one' },
      ],
      steps: [
        `Numbers leaving ${r2} on division by ${m2} are ${r2}, ${r2 + m2}, ${r2 + 2 * m2}, …; the first that leaves ${r1} on division by ${m1} is ${base}. As ${m1} and ${m2} are coprime, all such numbers are ${base} + ${step}t.`,
        `Three-digit ones run ${first}, ${first + step}, …, ${last}: ${c.terms.length} numbers.`,
        `The digit sums do not follow a simple pattern along this progression (carries break it), so check each term: ${c.hitList.join(', ')} qualify, i.e. ${c.hits} numbers.`,
      ],
      difficulty: 5,
      time: 3.5,
    };
  },
});

/** Exponent of prime p in n! (Legendre). */
export function legendre(n: number, p: number): number {
  let e = 0;
  for (let k = p; k <= n; k *= p) e += Math.floor(n / k);
  return e;
}

const COMPOSITES = [
  {
    base: 12,
    parts: [
      [2, 2],
      [3, 1],
    ],
  },
  {
    base: 18,
    parts: [
      [2, 1],
      [3, 2],
    ],
  },
  {
    base: 24,
    parts: [
      [2, 3],
      [3, 1],
    ],
  },
  {
    base: 45,
    parts: [
      [3, 2],
      [5, 1],
    ],
  },
  {
    base: 72,
    parts: [
      [2, 3],
      [3, 2],
    ],
  },
  {
    base: 20,
    parts: [
      [2, 2],
      [5, 1],
    ],
  },
  {
    base: 75,
    parts: [
      [3, 1],
      [5, 2],
    ],
  },
] as const;

export function compositePower(n: number, parts: readonly (readonly [number, number])[]): number {
  return Math.min(...parts.map(([p, e]) => Math.floor(legendre(n, p) / e)));
}

export const factorialComposite = defineTemplate({
  id: 'qa-hard-factorial-composite',
  area: 'Number System',
  topic: 'Factorials & Trailing Zeros',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ c: r.int(0, COMPOSITES.length - 1), n: r.int(30, 160), ask: r.int(0, 1) }),
      (p) => {
        const { base, parts } = COMPOSITES[p.c];
        const right = compositePower(p.n, parts);
        const naive = legendre(p.n, base);
        const other = parts.map(([q, e]) => Math.floor(legendre(p.n, q) / e)).find((v) => v !== right);
        return (
          other !== undefined &&
          naive >= 2 &&
          naive !== right &&
          naive !== other &&
          legendre(p.n, parts[0][0]) !== right
        );
      },
    ),
  body: ({ c, n, ask }) => {
    const { base, parts } = COMPOSITES[c];
    const right = compositePower(n, parts);
    const each = parts.map(([p, e]) => ({ p, e, v: legendre(n, p), k: Math.floor(legendre(n, p) / e) }));
    const binding = each.find((x) => x.k !== right) ?? each[0];
    const factor = parts.map(([p, e]) => (e === 1 ? `${p}` : `${p}^{${e}}`)).join(' \\times ');
    return {
      type: 'MCQ',
      stem:
        ask === 0
          ? phrasing(variant([base, n]), [
              `What is the largest integer k such that $${base}^{k}$ divides $${n}!$?`,
              `What is the highest power of ${base} that divides $${n}!$ exactly?`,
              `How many times can $${n}!$ be divided by ${base} with a whole-number result each time?`,
            ])[0]
          : phrasing(variant([base, n]), [
              `$${n}!$ is written as $${base}^{k} \\times m$, where m is an integer not divisible by ${base}. What is k?`,
              `When $${n}!$ is written in base ${base}, how many zeros does it end with?`,
              `The product of the first ${n} natural numbers equals $${base}^{k} \\times m$, with m not a multiple of ${base}. Find k.`,
            ])[0],
      correct: String(right),
      distractors: [
        { value: String(legendre(n, base)), why: `applied Legendre's formula to ${base} as if it were prime` },
        { value: String(binding.k), why: `used only the power of ${binding.p}, which is not the limiting prime` },
        {
          value: String(legendre(n, parts[0][0])),
          why: `took the exponent of ${parts[0][0]} without dividing by ${parts[0][1]}`,
        },
        { value: String(right + 1), why: 'rounded the limiting quotient up instead of down' },
      ],
      steps: [
        `$${base} = ${factor}$, so k is limited by whichever prime runs out first.`,
        ...each.map(
          (x) =>
            `Exponent of ${x.p} in ${n}!: ${group(x.v)}; it supplies $\\lfloor ${x.v} / ${x.e} \\rfloor = ${x.k}$ factors of $${x.e === 1 ? x.p : `${x.p}^{${x.e}}`}$.`,
        ),
        `k is the smaller of these: ${right}.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

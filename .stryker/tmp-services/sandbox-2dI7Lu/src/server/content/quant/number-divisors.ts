// @ts-nocheck
import { group } from './format.ts';
import { gcd } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const NUMBER = 'Number System' as const;
const PRIMES = [2, 3, 5, 7, 11, 13];

const FACTOR_ASKS = ['all', 'even', 'odd', 'square'] as const;

export const factorCount = defineTemplate({
  id: 'qa-number-factor-count',
  area: NUMBER,
  topic: 'Factors',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const count = r.int(2, 3);
        const primes = r
          .shuffle(PRIMES.slice(0, 5))
          .slice(0, count)
          .sort((a, b) => a - b);
        return { primes, exps: primes.map(() => r.int(1, 5)), ask: r.pick(FACTOR_ASKS) };
      },
      (p) => {
        const n = p.primes.reduce((acc, pr, i) => acc * pr ** p.exps[i], 1);
        const hasTwo = p.primes.includes(2);
        return n <= 2_000_000 && n >= 100 && (p.ask === 'all' || p.ask === 'square' || hasTwo);
      },
    ),
  body: ({ primes, exps, ask }) => {
    const n = primes.reduce((acc, pr, i) => acc * pr ** exps[i], 1);
    const all = exps.reduce((acc, e) => acc * (e + 1), 1);
    const twoAt = primes.indexOf(2);
    const oddCount = twoAt < 0 ? all : all / (exps[twoAt] + 1);
    const square = exps.reduce((acc, e) => acc * (Math.floor(e / 2) + 1), 1);
    const value = ask === 'all' ? all : ask === 'even' ? all - oddCount : ask === 'odd' ? oddCount : square;
    const factored = primes.map((pr, i) => (exps[i] === 1 ? `${pr}` : `${pr}^{${exps[i]}}`)).join(' \\times ');
    const what =
      ask === 'all'
        ? 'positive factors'
        : ask === 'even'
          ? 'even factors'
          : ask === 'odd'
            ? 'odd factors'
            : 'factors that are perfect squares';
    const showFactored = n > 50_000;
    const steps = [`$${group(n).replace(/,/g, '{,}')} = ${factored}$.`];
    if (ask === 'all') steps.push(`Number of factors $= ${exps.map((e) => `(${e} + 1)`).join('')} = ${all}$.`);
    if (ask === 'odd' || ask === 'even')
      steps.push(
        `Odd factors use no 2: $${
          exps
            .filter((_, i) => i !== twoAt)
            .map((e) => `(${e} + 1)`)
            .join('') || '1'
        } = ${oddCount}$ of the ${all} factors.`,
      );
    if (ask === 'even') steps.push(`Even factors $= ${all} - ${oddCount} = ${value}$.`);
    if (ask === 'square')
      steps.push(
        `A square factor uses even powers only: $${exps.map((e) => `(\\lfloor ${e}/2 \\rfloor + 1)`).join('')} = ${square}$.`,
      );
    steps.push(`So there are ${value} ${what}.`);
    return {
      type: 'MCQ',
      stem: `How many ${what} does ${showFactored ? `$N = ${factored}$` : group(n)} have?`,
      correct: String(value),
      distractors: [exps.reduce((a, e) => a * e, 1), all, all - oddCount, oddCount, value + 1, value + 2, value * 2]
        .filter((v) => v > 0)
        .map(String),
      steps,
      difficulty: ask === 'all' ? 1 : ask === 'square' ? 3 : 2,
      time: 1.5,
    };
  },
});

export const hcfLcm = defineTemplate({
  id: 'qa-number-hcf-lcm',
  area: NUMBER,
  topic: 'HCF & LCM',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        kind: r.pick(['same', 'given', 'product'] as const),
        h: r.int(6, 60),
        ks: [r.int(3, 40), r.int(3, 40), r.int(3, 40)],
        rem: r.int(1, 40),
        r1: r.int(1, 30),
        r2: r.int(1, 30),
      }),
      (p) => {
        const [a, b, c] = p.ks;
        if (new Set(p.ks).size < 3) return false;
        if (p.kind === 'same') return p.rem < p.h && gcd(gcd(b - a, c - b), c - a) === 1;
        if (p.kind === 'given') return p.r1 < p.h && p.r2 < p.h && gcd(a, b) === 1 && p.r1 !== p.r2;
        return gcd(a, b) === 1 && a * b * p.h < 20000;
      },
    ),
  body: ({ kind, h, ks, rem, r1, r2 }) => {
    const [ka, kb, kc] = ks;
    if (kind === 'same') {
      const nums = [ka, kb, kc].map((k) => h * k + rem).sort((x, y) => x - y);
      const [x, y, z] = nums;
      return {
        type: 'MCQ',
        stem: phrasing(variant([x, y, z]), [
          `What is the greatest number that divides ${x}, ${y} and ${z} leaving the same remainder in each case?`,
          `Find the largest integer which, when it divides ${x}, ${y} and ${z}, leaves the same remainder every time.`,
          `Three ropes of ${x} m, ${y} m and ${z} m are cut into pieces of equal whole-metre length, and the same length is left over from each rope. What is the greatest possible piece length (in m)?`,
          `${x}, ${y} and ${z} leave equal remainders when divided by a number d. What is the largest possible d?`,
        ])[0],
        correct: String(h),
        distractors: [gcd(gcd(x, y), z), h * 2, rem, Math.floor(h / 2), h + 1, y - x].filter((v) => v > 1).map(String),
        steps: [
          `If all three leave the same remainder, the divisor divides every difference: $${y} - ${x} = ${y - x}$, $${z} - ${y} = ${z - y}$, $${z} - ${x} = ${z - x}$.`,
          `$\\text{HCF}(${y - x}, ${z - y}, ${z - x}) = ${h}$, so the number is ${h} (the common remainder is ${rem}).`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    if (kind === 'given') {
      const a = h * ka + r1;
      const b = h * kb + r2;
      return {
        type: 'MCQ',
        stem: phrasing(variant([a, b, r1, r2]), [
          `What is the greatest number that divides ${a} and ${b} leaving remainders ${r1} and ${r2} respectively?`,
          `Find the largest number that leaves remainder ${r1} when it divides ${a} and remainder ${r2} when it divides ${b}.`,
          `${a} sweets and ${b} toffees are packed into boxes of equal size; ${r1} sweets and ${r2} toffees are left over. What is the largest possible box size?`,
          `A number d divides ${a} with remainder ${r1} and ${b} with remainder ${r2}. What is the greatest such d?`,
        ])[0],
        correct: String(h),
        distractors: [gcd(a, b), gcd(a - r2, b - r1), h * 2, Math.abs(r1 - r2), h + 1, h - 1]
          .filter((v) => v > 1)
          .map(String),
        steps: [
          `The number divides $${a} - ${r1} = ${a - r1}$ and $${b} - ${r2} = ${b - r2}$ exactly, and must exceed both remainders.`,
          `$\\text{HCF}(${a - r1}, ${b - r2}) = ${h}$, and ${h} > ${Math.max(r1, r2)}, so the answer is ${h}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const a = h * ka;
    const b = h * kb;
    const l = h * ka * kb;
    return {
      type: 'MCQ',
      stem: phrasing(variant([h, l, a]), [
        `The HCF of two numbers is ${h} and their LCM is ${group(l)}. If one of the numbers is ${a}, what is the other?`,
        `Two numbers have highest common factor ${h} and least common multiple ${group(l)}. One of them is ${a}. Find the other.`,
        `Two bells ring at intervals of ${a} seconds and of an unknown whole number of seconds. The intervals have HCF ${h}, and the bells ring together every ${group(l)} seconds. What is the second interval (in seconds)?`,
        `If $\\text{HCF}(${a}, n) = ${h}$ and $\\text{LCM}(${a}, n) = ${l}$, what is n?`,
      ])[0],
      correct: group(b),
      distractors: [l / h, kb, b + h, b * 2, b - h, b + 2 * h].filter((v) => v !== a && v > 1).map((v) => group(v)),
      steps: [
        `For two numbers, HCF × LCM = product of the numbers.`,
        `Other number $= \\frac{${h} \\times ${l}}{${a}} = ${b}$, i.e. ${group(b)}.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

const DIVISORS: Record<number, number[]> = {
  12: [4, 3],
  15: [3, 5],
  18: [2, 9],
  24: [8, 3],
  36: [4, 9],
  44: [4, 11],
  45: [9, 5],
  55: [5, 11],
  72: [8, 9],
  88: [8, 11],
  99: [9, 11],
};

/** Divisibility by a prime power or 3, 9, 11 checked with the classroom rule on a digit string. */
export function ruleHolds(digits: number[], d: number): boolean {
  const tail = (k: number) => Number(digits.slice(-k).join(''));
  if (d === 2 || d === 5) return tail(1) % d === 0;
  if (d === 4) return tail(2) % 4 === 0;
  if (d === 8) return tail(3) % 8 === 0;
  if (d === 3 || d === 9) return digits.reduce((s, x) => s + x, 0) % d === 0;
  if (d === 11) {
    const alt = digits.reduceRight((s, x, i) => s + ((digits.length - 1 - i) % 2 === 0 ? x : -x), 0);
    return alt % 11 === 0;
  }
  throw new Error(`no rule for ${d}`);
}

const RULE_TEXT: Record<number, string> = {
  2: 'the last digit is even',
  3: 'the digit sum is a multiple of 3',
  4: 'the last two digits form a multiple of 4',
  5: 'the last digit is 0 or 5',
  8: 'the last three digits form a multiple of 8',
  9: 'the digit sum is a multiple of 9',
  11: 'the alternating digit sum is a multiple of 11',
};

export const divisibilityDigits = defineTemplate({
  id: 'qa-number-divisibility-digits',
  area: NUMBER,
  topic: 'Divisibility',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => {
        const len = r.int(5, 7);
        return {
          divisor: r.pick(Object.keys(DIVISORS).map(Number)),
          fixed: Array.from({ length: len }, (_, i) => (i === 0 ? r.int(1, 9) : r.int(0, 9))),
          posA: r.int(1, len - 4),
          posB: len - r.int(1, 3),
        };
      },
      (p) => {
        const n = pairsFor(p).length;
        return n >= 1 && n <= 12;
      },
    ),
  body: (p) => {
    const { divisor, fixed, posA, posB } = p;
    const [d1, d2] = DIVISORS[divisor];
    const pairs = pairsFor(p);
    const shown = fixed.map((x, i) => (i === posA ? 'A' : i === posB ? 'B' : String(x))).join('');
    const list = pairs.map(([a, b]) => `(${a}, ${b})`).join(', ');
    return {
      type: 'TITA',
      stem: `In the ${fixed.length}-digit number ${shown}, A and B are digits (not necessarily different). For how many pairs (A, B) is the number divisible by ${divisor}?`,
      value: pairs.length,
      steps: [
        `$${divisor} = ${d1} \\times ${d2}$ with the two factors coprime, so the number must be divisible by both.`,
        `By ${d1}: ${RULE_TEXT[d1]}. By ${d2}: ${RULE_TEXT[d2]}.`,
        `Checking B against the first rule and then A against the second gives the pairs ${list}.`,
        `That is ${pairs.length} pair${pairs.length === 1 ? '' : 's'}.`,
      ],
      difficulty: 3,
      time: 2.5,
    };
  },
});

function pairsFor(p: { divisor: number; fixed: number[]; posA: number; posB: number }): Array<[number, number]> {
  const [d1, d2] = DIVISORS[p.divisor];
  const out: Array<[number, number]> = [];
  for (let a = 0; a <= 9; a++) {
    for (let b = 0; b <= 9; b++) {
      const digits = [...p.fixed];
      digits[p.posA] = a;
      digits[p.posB] = b;
      if (ruleHolds(digits, d1) && ruleHolds(digits, d2)) out.push([a, b]);
    }
  }
  return out;
}

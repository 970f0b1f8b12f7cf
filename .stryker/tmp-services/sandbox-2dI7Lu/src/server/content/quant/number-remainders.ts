// @ts-nocheck
import { group } from './format.ts';
import { lcmAll } from './rational.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const NUMBER = 'Number System' as const;

/** Powers of a modulo m: the list r_1, r_2, … up to the first repeat, plus where the cycle starts. */
export function powerCycle(a: number, m: number): { seq: number[]; start: number; length: number } {
  const seq: number[] = [];
  const seen = new Map<number, number>();
  let r = a % m;
  for (let k = 1; !seen.has(r); k++) {
    seen.set(r, k);
    seq.push(r);
    r = (r * a) % m;
  }
  const start = seen.get(r)!;
  return { seq, start, length: seq.length - start + 1 };
}

/** a^n mod m read off the cycle. */
export function fromCycle(cycle: { seq: number[]; start: number; length: number }, n: number): number {
  if (n <= cycle.seq.length) return cycle.seq[n - 1];
  const pos = (n - cycle.start) % cycle.length;
  return cycle.seq[cycle.start - 1 + pos];
}

export const remainderPower = defineTemplate({
  id: 'qa-number-remainder-power',
  area: NUMBER,
  topic: 'Remainders',
  exams: CAT_XAT_NMAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ a: r.int(2, 80), n: r.int(20, 600), m: r.pick([5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 19, 21]) }),
      (p) => p.a % p.m > 1 && powerCycle(p.a % p.m, p.m).length <= 10 && powerCycle(p.a % p.m, p.m).length > 1,
    ),
  body: ({ a, n, m }) => {
    const base = a % m;
    const cycle = powerCycle(base, m);
    const value = fromCycle(cycle, n);
    const list = cycle.seq.map((r, i) => `${base}^{${i + 1}} \\equiv ${r}`).join(',\\ ');
    const pos = (n - cycle.start) % cycle.length;
    const k = cycle.start + pos;
    const steps = [
      a === base
        ? `Work modulo ${m} with powers of ${a}.`
        : `$${a} \\equiv ${base} \\pmod{${m}}$, so work with powers of ${base}.`,
      `$${list} \\pmod{${m}}$; from the power ${cycle.start} on the remainders repeat every ${cycle.length}.`,
      `$${n} - ${cycle.start} = ${n - cycle.start}$ leaves ${pos} on division by ${cycle.length}, so $${a}^{${n}}$ behaves like $${base}^{${k}} \\equiv ${value}$.`,
      `The remainder is ${value}.`,
    ];
    return {
      type: 'TITA',
      stem: phrasing(variant([a, n, m]), [
        `What is the remainder when $${a}^{${n}}$ is divided by ${m}?`,
        `Find the remainder left when $${a}^{${n}}$ is divided by ${m}.`,
        `$${a}^{${n}}$ is divided by ${m}. What remainder is left?`,
        `If $${a}^{${n}} = ${m}q + r$ with integers q and $0 \\le r < ${m}$, what is r?`,
        `A number is formed by multiplying ${a} by itself ${n} times. What remainder does it leave on division by ${m}?`,
        `What is $${a}^{${n}} \\bmod ${m}$, the remainder of $${a}^{${n}}$ on division by ${m}?`,
      ])[0],
      value,
      steps,
      difficulty: cycle.start > 1 ? 4 : 3,
      time: 2,
    };
  },
});

const DIVISOR_SETS = [
  [4, 6, 9],
  [5, 6, 8],
  [6, 8, 12],
  [3, 5, 7],
  [4, 5, 6],
  [8, 12, 15],
  [6, 9, 15],
  [7, 11, 13],
  [9, 12, 18],
  [10, 12, 15],
  [5, 7, 9],
  [6, 10, 14],
];

export const remainderCrt = defineTemplate({
  id: 'qa-number-remainder-common',
  area: NUMBER,
  topic: 'Remainders',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        set: r.int(0, DIVISOR_SETS.length - 1),
        deficit: r.next() < 0.5,
        c: r.int(1, 5),
        ask: r.pick(['smallest4', 'largest3', 'above'] as const),
        above: 50 * r.int(4, 40),
      }),
      (p) => {
        const ds = DIVISOR_SETS[p.set];
        const L = lcmAll(ds);
        return p.c < Math.min(...ds) && (p.ask !== 'largest3' || L < 900) && L < 5000;
      },
    ),
  body: ({ set, deficit, c, ask, above }) => {
    const ds = DIVISOR_SETS[set];
    const L = lcmAll(ds);
    // N ≡ c (same remainder) or N ≡ −c (remainders d − c) modulo L
    const res = deficit ? L - c : c;
    const rems = ds.map((d) => (deficit ? d - c : c));
    let value: number;
    let target: string;
    if (ask === 'smallest4') {
      value = Math.ceil((1000 - res) / L) * L + res;
      target = 'the smallest four-digit number';
    } else if (ask === 'largest3') {
      value = Math.floor((999 - res) / L) * L + res;
      target = 'the largest three-digit number';
    } else {
      value = Math.floor((above - res) / L + 1) * L + res;
      target = `the smallest number greater than ${group(above)}`;
    }
    const remText = deficit ? `remainders ${rems.join(', ')} respectively` : `a remainder of ${c} in each case`;
    return {
      type: 'TITA',
      stem: `What is ${target} that leaves ${remText} when divided by ${ds.join(', ')}?`,
      value,
      steps: [
        deficit
          ? `Each remainder is ${c} less than its divisor, so $N + ${c}$ is divisible by ${ds.join(', ')}: $N = ${L}k - ${c}$.`
          : `$N - ${c}$ is divisible by ${ds.join(', ')}, i.e. by their LCM: $N = ${L}k + ${c}$.`,
        `$\\text{LCM}(${ds.join(', ')}) = ${L}$.`,
        `Trying values of $k$ for ${target.replace('the ', '')}: $N = ${value}$.`,
      ],
      difficulty: deficit ? 3 : 2,
      time: 2,
    };
  },
});

const UNIT_CYCLES: Record<number, number[]> = {
  0: [0],
  1: [1],
  2: [2, 4, 8, 6],
  3: [3, 9, 7, 1],
  4: [4, 6],
  5: [5],
  6: [6],
  7: [7, 9, 3, 1],
  8: [8, 4, 2, 6],
  9: [9, 1],
};

export function unitOfPower(base: number, exp: number): number {
  const cyc = UNIT_CYCLES[base % 10];
  return cyc[(exp - 1) % cyc.length];
}

export const unitDigit = defineTemplate({
  id: 'qa-number-unit-digit',
  area: NUMBER,
  topic: 'Unit Digits',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ a: r.int(12, 99), p: r.int(10, 999), b: r.int(12, 99), qq: r.int(10, 999), sum: r.next() < 0.5 }),
      (p) => p.a % 10 > 1 && p.b % 10 > 1 && p.a % 10 !== 5 && p.a !== p.b,
    ),
  body: ({ a, p, b, qq, sum }) => {
    const ua = unitOfPower(a, p);
    const ub = unitOfPower(b, qq);
    const value = sum ? (ua + ub) % 10 : (ua * ub) % 10;
    const slipA = unitOfPower(a, p + 1);
    const wrong = sum ? (slipA + ub) % 10 : (slipA * ub) % 10;
    const other = sum ? (ua * ub) % 10 : (ua + ub) % 10;
    const unitLine = (x: number, e: number) => {
      const cyc = UNIT_CYCLES[x % 10];
      return cyc.length === 1
        ? `${x}: every power ends in ${cyc[0]}.`
        : `${x}: last digits cycle ${cyc.join(', ')} (length ${cyc.length}); $${e} \\bmod ${cyc.length} = ${e % cyc.length}$, so $${x}^{${e}}$ ends in ${unitOfPower(x, e)}.`;
    };
    const digits = [wrong, other, (value + 1) % 10, (value + 3) % 10, (value + 5) % 10].map(String);
    return {
      type: 'MCQ',
      stem: phrasing(variant([a, p, b, qq, sum]), [
        `What is the units digit of $${a}^{${p}} ${sum ? '+' : '\\times'} ${b}^{${qq}}$?`,
        `Find the last digit of $${a}^{${p}} ${sum ? '+' : '\\times'} ${b}^{${qq}}$.`,
        `In which digit does $${a}^{${p}} ${sum ? '+' : '\\times'} ${b}^{${qq}}$ end?`,
        `What is the digit in the units place when $${a}^{${p}} ${sum ? '+' : '\\times'} ${b}^{${qq}}$ is written out in full?`,
        `What is the remainder when $${a}^{${p}} ${sum ? '+' : '\\times'} ${b}^{${qq}}$ is divided by 10?`,
      ])[0],
      correct: String(value),
      distractors: digits,
      steps: [
        `Only units digits matter. ${unitLine(a, p)}`,
        `${unitLine(b, qq)}`,
        `${sum ? `$${ua} + ${ub} = ${ua + ub}$` : `$${ua} \\times ${ub} = ${ua * ub}$`}, so the units digit is ${value}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

/** Exponent of prime p in n! by Legendre's formula, with the terms for the explanation. */
export function legendre(n: number, p: number): { total: number; terms: number[] } {
  const terms: number[] = [];
  for (let pk = p; pk <= n; pk *= p) terms.push(Math.floor(n / pk));
  return { total: terms.reduce((s, t) => s + t, 0), terms };
}

const COMPOSITES: Record<number, Array<[number, number]>> = {
  6: [
    [2, 1],
    [3, 1],
  ],
  12: [
    [2, 2],
    [3, 1],
  ],
  15: [
    [3, 1],
    [5, 1],
  ],
  18: [
    [2, 1],
    [3, 2],
  ],
  24: [
    [2, 3],
    [3, 1],
  ],
  40: [
    [2, 3],
    [5, 1],
  ],
};

export const factorialPowers = defineTemplate({
  id: 'qa-number-factorial-powers',
  area: NUMBER,
  topic: 'Factorials & Trailing Zeros',
  exams: ALL_EXAMS,
  draw: (rng) => ({
    kind: rng.pick(['zeros', 'prime', 'composite'] as const),
    n: rng.int(25, 600),
    p: rng.pick([2, 3, 7, 11]),
    k: rng.pick([6, 12, 15, 18, 24, 40]),
  }),
  body: ({ kind, n, p, k }) => {
    const line = (prime: number) => {
      const { total, terms } = legendre(n, prime);
      const parts = terms.map((_, i) => `\\left\\lfloor \\frac{${n}}{${prime ** (i + 1)}} \\right\\rfloor`).join(' + ');
      return {
        total,
        text: terms.length === 1 ? `$${parts} = ${total}$` : `$${parts} = ${terms.join(' + ')} = ${total}$`,
      };
    };
    if (kind === 'zeros') {
      const five = line(5);
      return {
        type: 'TITA',
        stem: phrasing(variant([n, 'zeros']), [
          `How many zeros are there at the end of $${n}!$?`,
          `$${n}!$ is written out in full. How many zeros does it end with?`,
          `What is the number of trailing zeros in $${n}!$?`,
          `What is the largest k such that $10^k$ divides $${n}!$?`,
          `The product $1 \\times 2 \\times 3 \\times \\cdots \\times ${n}$ is computed exactly. How many zeros are at its end?`,
        ])[0],
        value: five.total,
        steps: [
          `Each trailing zero needs a factor 10 = 2 × 5, and factors of 2 are far more plentiful, so count the 5s.`,
          `Power of 5 in $${n}!$: ${five.text}.`,
          `So $${n}!$ ends in ${five.total} zeros.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'prime') {
      const pl = line(p);
      return {
        type: 'TITA',
        stem: phrasing(variant([n, p]), [
          `What is the largest integer $k$ such that $${p}^k$ divides $${n}!$?`,
          `What is the highest power of ${p} that divides $${n}!$?`,
          `$${n}! = ${p}^k \\times m$ where m is not divisible by ${p}. What is $k$?`,
          `How many times can $${n}!$ be divided by ${p} before the quotient stops being a whole number?`,
        ])[0],
        value: pl.total,
        steps: [
          `Legendre's formula counts the multiples of ${p}, ${p * p}, … up to ${n}.`,
          `${pl.text}, so $k = ${pl.total}$.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const parts = COMPOSITES[k];
    const counts = parts.map(([prime, e]) => ({ prime, e, ...line(prime) }));
    const value = Math.min(...counts.map((c) => Math.floor(c.total / c.e)));
    return {
      type: 'TITA',
      stem: `What is the largest integer $k$ such that $${k}^k$ divides $${n}!$?`,
      value,
      steps: [
        `$${k} = ${parts.map(([prime, e]) => (e === 1 ? `${prime}` : `${prime}^{${e}}`)).join(' \\times ')}$; find each prime's power in $${n}!$.`,
        ...counts.map(
          (c) =>
            `Power of ${c.prime}: ${c.text}${c.e > 1 ? `, enough for $\\lfloor ${c.total}/${c.e} \\rfloor = ${Math.floor(c.total / c.e)}$ copies of $${c.prime}^{${c.e}}$` : ''}.`,
        ),
        `The scarcer prime decides: $k = ${value}$.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

// @ts-nocheck
import { group } from './format.ts';
import { ALL_EXAMS, CAT_XAT_NMAT, defineTemplate, drawUntil, phrasing, variant } from './template.ts';

const NUMBER = 'Number System' as const;

/** Digits of n in base b, most significant first, by repeated division. */
export function toBase(n: number, b: number): string {
  const out: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / b)) out.unshift(x % b);
  return out.join('') || '0';
}

export const bases = defineTemplate({
  id: 'qa-number-bases',
  area: NUMBER,
  topic: 'Bases',
  exams: CAT_XAT_NMAT,
  draw: (rng) => ({
    toDecimal: rng.next() < 0.5,
    n: rng.int(20, 1500),
    b: rng.pick([2, 3, 4, 5, 6, 7, 8, 9]),
  }),
  body: ({ toDecimal, n, b }) => {
    const digits = toBase(n, b);
    const numeral = (s: string, base: number) => `$(${s})_{${base}}$`;
    const reversed = digits.split('').reverse().join('');
    const placeTerms = digits
      .split('')
      .map((dg, i) => `${dg} \\times ${b}^{${digits.length - 1 - i}}`)
      .join(' + ');
    if (toDecimal) {
      const wrong = Number.parseInt(digits, Math.min(10, b + 1));
      return {
        type: 'MCQ',
        stem: phrasing(variant([digits, b]), [
          `What is the decimal (base 10) value of ${numeral(digits, b)}?`,
          `Convert ${numeral(digits, b)} to base 10.`,
          `A number is written as ${numeral(digits, b)} in base ${b}. What is it in the decimal system?`,
          `An old counter shows ${numeral(digits, b)}, counting in base ${b}. What count is that in ordinary base-10 numbers?`,
        ])[0],
        correct: group(n),
        distractors: [wrong, Number.parseInt(reversed, b), n + b, n - 1, n + 1]
          .filter((v) => v !== n)
          .map((v) => group(v)),
        steps: [`Expand by place value: $${placeTerms}$.`, `This adds up to ${group(n)}.`],
        difficulty: 1,
        time: 1.5,
      };
    }
    const correct = numeral(digits, b);
    const near = toBase(n + 1, b);
    const other = toBase(n, b === 9 ? 8 : b + 1);
    return {
      type: 'MCQ',
      stem: phrasing(variant([n, b]), [
        `What is ${group(n)} (in base 10) when written in base ${b}?`,
        `Write the decimal number ${group(n)} in base ${b}.`,
        `Which numeral represents ${group(n)} in base ${b}?`,
        `A machine stores numbers in base ${b}. How does it store the decimal number ${group(n)}?`,
      ])[0],
      correct,
      distractors: [
        ...(reversed.startsWith('0') ? [] : [numeral(reversed, b)]),
        numeral(near, b),
        numeral(toBase(n - 1, b), b),
        numeral(other.length === digits.length ? other : toBase(n + 2, b), b),
        numeral(toBase(n + b, b), b),
      ],
      steps: [
        `Divide repeatedly by ${b}: ${divisionChain(n, b)}.`,
        `Reading the remainders from last to first gives ${digits}.`,
        `Check by place value: $${placeTerms} = ${n}$, so the answer is ${correct}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

function divisionChain(n: number, b: number): string {
  const parts: string[] = [];
  for (let x = n; x > 0; x = Math.floor(x / b))
    parts.push(`$${x} \\div ${b} = ${Math.floor(x / b)}$ remainder ${x % b}`);
  return parts.join('; ');
}

/** Primes up to n by the sieve of Eratosthenes. */
export function sieve(n: number): number[] {
  const composite = new Uint8Array(n + 1);
  const out: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (composite[i]) continue;
    out.push(i);
    for (let j = i * i; j <= n; j += i) composite[j] = 1;
  }
  return out;
}

export const primes = defineTemplate({
  id: 'qa-number-primes',
  area: NUMBER,
  topic: 'Primes',
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        between: r.next() < 0.5,
        lo: r.int(1, 180),
        width: r.int(15, 50),
        n: r.int(100, 9999),
      }),
      (p) => p.between || sieve(p.n).filter((x) => p.n % x === 0).length >= 2,
    ),
  body: ({ between, lo, width, n }) => {
    if (between) {
      const hi = lo + width;
      const found = sieve(hi).filter((x) => x > lo && x < hi);
      return {
        type: 'MCQ',
        stem: phrasing(variant([lo, hi]), [
          `How many prime numbers lie strictly between ${lo} and ${hi}?`,
          `How many primes are there between ${lo} and ${hi}, neither included?`,
          `Of the whole numbers greater than ${lo} and less than ${hi}, how many are prime?`,
          `A list holds every integer from ${lo + 1} to ${hi - 1}. How many of them are prime?`,
        ])[0],
        correct: String(found.length),
        distractors: [found.length + 1, found.length - 1, found.length + 2, Math.ceil(width / 2), found.length + 3]
          .filter((v) => v >= 0)
          .map(String),
        steps: [
          `Strike out even numbers and multiples of 3, 5, 7 (and 11, 13 where needed) between ${lo} and ${hi}.`,
          found.length === 0 ? 'No number survives.' : `The survivors are ${found.join(', ')}.`,
          `So there are ${found.length} primes.`,
        ],
        difficulty: 2,
        time: 2,
      };
    }
    const pf = sieve(n).filter((x) => n % x === 0);
    const sum = pf.reduce((s, x) => s + x, 0);
    const factorisation = pf
      .map((pr) => {
        let e = 0;
        for (let m = n; m % pr === 0; m /= pr) e++;
        return e === 1 ? `${pr}` : `${pr}^{${e}}`;
      })
      .join(' \\times ');
    return {
      type: 'MCQ',
      stem: phrasing(variant([n]), [
        `What is the sum of the distinct prime factors of ${group(n)}?`,
        `Add up the different primes that divide ${group(n)}. What is the total?`,
        `${group(n)} is written as a product of primes. What is the sum of the distinct primes used?`,
        `What do the distinct prime divisors of ${group(n)} add up to?`,
      ])[0],
      correct: group(sum),
      distractors: [sum - pf[0], sum + pf[0], pf[pf.length - 1], sum + 2, sum - 1]
        .filter((v) => v > 1 && v !== sum)
        .map((v) => group(v)),
      steps: [`$${n} = ${factorisation}$.`, `Distinct primes: ${pf.join(', ')}; their sum is ${group(sum)}.`],
      difficulty: pf[pf.length - 1] > 50 ? 3 : 2,
      time: 1.5,
    };
  },
});

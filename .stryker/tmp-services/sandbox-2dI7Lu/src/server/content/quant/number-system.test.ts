// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { group } from './format.ts';
import { bases, primes } from './number-bases.ts';
import { divisibilityDigits, factorCount, hcfLcm } from './number-divisors.ts';
import { factorialPowers, remainderCrt, remainderPower, unitDigit } from './number-remainders.ts';
import { keyed, SEEDS, sample } from './test-support.ts';

const isPrime = (n: number): boolean => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
const bigFactorial = (() => {
  const cache: bigint[] = [1n];
  return (n: number): bigint => {
    for (let i = cache.length; i <= n; i++) cache.push(cache[i - 1] * BigInt(i));
    return cache[n];
  };
})();
const powerIn = (value: bigint, base: bigint): number => {
  let k = 0;
  for (let v = value; v % base === 0n; v /= base) k++;
  return k;
};
const numberAfter = (text: string, label: RegExp): number => Number(label.exec(text)![1].replace(/,/g, ''));

describe('remainders and unit digits', () => {
  it('power remainders equal exact big-integer remainders', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(remainderPower, seed);
      expect(keyed(d)).toBe(Number(BigInt(p.a) ** BigInt(p.n) % BigInt(p.m)));
    }
  });

  it('common-remainder answers match a search through the integers', () => {
    for (const seed of SEEDS) {
      const { d } = sample(remainderCrt, seed);
      const divisors = /divided by ([\d, ]+)\?/.exec(d.stem)![1].split(', ').map(Number);
      const rems = /remainders ([\d, ]+) respectively/.exec(d.stem);
      const remainders = rems
        ? rems[1].split(', ').map(Number)
        : divisors.map(() => numberAfter(d.stem, /remainder of (\d+)/));
      const ok = (n: number) => divisors.every((dv, i) => n % dv === remainders[i]);
      let found = -1;
      if (d.stem.includes('smallest four-digit')) {
        for (let n = 1000; n <= 9999 && found < 0; n++) if (ok(n)) found = n;
      } else if (d.stem.includes('largest three-digit')) {
        for (let n = 999; n >= 100 && found < 0; n--) if (ok(n)) found = n;
      } else {
        const above = numberAfter(d.stem, /greater than ([\d,]+)/);
        for (let n = above + 1; found < 0; n++) if (ok(n)) found = n;
      }
      expect(keyed(d)).toBe(found);
    }
  });

  it('units digit equals the last digit of the exact value', () => {
    for (const seed of SEEDS.slice(0, 150)) {
      const { p, d } = sample(unitDigit, seed);
      const x = BigInt(p.a) ** BigInt(p.p);
      const y = BigInt(p.b) ** BigInt(p.qq);
      expect(keyed(d)).toBe(String((p.sum ? x + y : x * y) % 10n));
    }
  });

  it('factorial powers equal repeated division of the exact factorial', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(factorialPowers, seed);
      const f = bigFactorial(p.n);
      let expected: number;
      if (p.kind === 'zeros') expected = powerIn(f, 10n);
      else if (p.kind === 'prime') expected = powerIn(f, BigInt(p.p));
      else expected = powerIn(f, BigInt(p.k));
      expect(keyed(d)).toBe(expected);
    }
  });
});

describe('factors, HCF and LCM', () => {
  it('factor counts match listing every divisor', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(factorCount, seed);
      const n = p.primes.reduce((acc, pr, i) => acc * pr ** p.exps[i], 1);
      const divisors: number[] = [];
      for (let x = 1; x * x <= n; x++) {
        if (n % x === 0) divisors.push(x, ...(x * x === n ? [] : [n / x]));
      }
      const counts = {
        all: divisors.length,
        even: divisors.filter((x) => x % 2 === 0).length,
        odd: divisors.filter((x) => x % 2 === 1).length,
        square: divisors.filter((x) => Number.isInteger(Math.sqrt(x))).length,
      };
      expect(keyed(d)).toBe(String(counts[p.ask]));
    }
  });

  it('HCF answers are the greatest divisor meeting the conditions', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(hcfLcm, seed);
      // The numbers as the stem states them (its wording varies, so they are rebuilt from the parameters).
      const [ka, kb, kc] = p.ks;
      const stated = (ns: number[]) => {
        for (const n of ns) expect(d.stem.replace(/,/g, '')).toContain(String(n));
        return ns;
      };
      let expected = 0;
      if (p.kind === 'same') {
        const [x, y, z] = stated([ka, kb, kc].map((k) => p.h * k + p.rem).sort((u, v) => u - v));
        for (let k = x; k >= 2 && !expected; k--) if (x % k === y % k && y % k === z % k) expected = k;
      } else if (p.kind === 'given') {
        const [a, b, r1, r2] = stated([p.h * ka + p.r1, p.h * kb + p.r2, p.r1, p.r2]);
        for (let k = a; k >= 2 && !expected; k--) if (a % k === r1 && b % k === r2) expected = k;
      } else {
        const [h, l, a] = stated([p.h, p.h * ka * kb, p.h * ka]);
        const gcd = (u: number, v: number): number => (v ? gcd(v, u % v) : u);
        for (let b = 1; b <= l && !expected; b++) if (gcd(a, b) === h && (a * b) / h === l) expected = b;
      }
      expect(keyed(d)).toBe(group(expected));
    }
  });

  it('digit-pair counts match dividing every completed number', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { p, d } = sample(divisibilityDigits, seed);
      const pattern = /number (\w+),/.exec(d.stem)![1];
      let count = 0;
      for (let a = 0; a <= 9; a++) {
        for (let b = 0; b <= 9; b++) {
          const n = Number(pattern.replace('A', String(a)).replace('B', String(b)));
          if (n % p.divisor === 0) count++;
        }
      }
      expect(keyed(d)).toBe(count);
    }
  });
});

describe('bases and primes', () => {
  it('base conversions agree with the runtime’s own radix conversion', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(bases, seed);
      if (p.toDecimal) {
        const [, digits, base] = /\((\d+)\)_\{(\d+)\}/.exec(d.stem)!;
        expect(keyed(d)).toBe(group(Number.parseInt(digits, Number(base))));
      } else {
        expect(keyed(d)).toBe(`$(${p.n.toString(p.b)})_{${p.b}}$`);
      }
    }
  });

  it('prime answers match trial division', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(primes, seed);
      if (p.between) {
        let count = 0;
        for (let x = p.lo + 1; x < p.lo + p.width; x++) if (isPrime(x)) count++;
        expect(keyed(d)).toBe(String(count));
      } else {
        let sum = 0;
        for (let x = 2; x <= p.n; x++) if (p.n % x === 0 && isPrime(x)) sum += x;
        expect(keyed(d)).toBe(group(sum));
      }
    }
  });
});

// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { ages, coins, inequalityCount, quadraticRoots } from './algebra-equations.ts';
import { composition, exponentEquation, modulus, polyRemainder } from './algebra-functions.ts';
import { apSum, gpInfinite, LOGS, logDigits, logEquation, maxMin } from './algebra-series.ts';
import { group, numText } from './format.ts';
import { add, div, mul, type Q, q, sub } from './rational.ts';
import { close, keyed, parseNumber, SEEDS, sample } from './test-support.ts';

describe('linear and quadratic equations', () => {
  it('coin counts come from searching every split of the coins', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(coins, seed);
      const value = Number(/worth ₹([\d,]+)/.exec(d.stem)![1].replace(/,/g, ''));
      const total = p.nh + p.nl;
      const denoms = [...d.stem.matchAll(/₹(\d+) and ₹(\d+)/g)][0].slice(1).map(Number);
      const hits: number[] = [];
      for (let h = 0; h <= total; h++) if (h * denoms[0] + (total - h) * denoms[1] === value) hits.push(h);
      expect(hits).toHaveLength(1);
      expect(keyed(d)).toBe(p.askHigh ? hits[0] : total - hits[0]);
    }
  });

  it('ages come from searching present ages', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(ages, seed);
      const [rx, ry] = /ratio (\d+) : (\d+)/.exec(d.stem)!.slice(1).map(Number);
      const hits: number[] = [];
      for (let e = 1; e <= 120; e++) {
        for (let y = p.ago + 1; y < e; y++) {
          if (e - p.ago === p.m * (y - p.ago) && (e + p.ahead) * ry === (y + p.ahead) * rx) hits.push(e);
        }
      }
      expect(hits).toHaveLength(1);
      expect(keyed(d)).toBe(`${hits[0]} years`);
    }
  });

  it('root expressions match the roots found by search', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(quadraticRoots, seed);
      const poly = (x: number) => p.lead * (x - p.r1) * (x - p.r2);
      const roots: number[] = [];
      for (let x = -50; x <= 50; x++) if (poly(x) === 0) roots.push(x);
      const [a, b] = roots;
      const exprs: Q[] = [
        q(a * a + b * b),
        add(q(1, a), q(1, b)),
        q(a ** 3 + b ** 3),
        q((a - b) ** 2),
        add(q(a, b), q(b, a)),
      ];
      expect(keyed(d)).toBe(numText(exprs[p.ask]));
    }
  });
});

describe('inequalities and modulus', () => {
  it('integer count matches enumeration', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(inequalityCount, seed);
      let count = 0;
      for (let x = -300; x <= 300; x++) {
        const quad = x * x - (p.r1 + p.r2) * x + p.r1 * p.r2;
        const ok = p.strict ? quad < 0 : quad <= 0;
        if (ok && (!p.withLinear || p.m * x + p.c1 > p.c2)) count++;
      }
      expect(keyed(d)).toBe(count);
    }
  });

  it('modulus answers match scanning the real line', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(modulus, seed);
      const key = String(keyed(d));
      if (p.kind === 'min') {
        const pts = p.pts.slice(0, p.four ? 4 : 3);
        let best = Number.POSITIVE_INFINITY;
        for (let x = -60; x <= 60; x += 0.25)
          best = Math.min(
            best,
            pts.reduce((s, v) => s + Math.abs(x - v), 0),
          );
        expect(key).toBe(group(best));
      } else if (p.kind === 'count') {
        let count = 0;
        for (let x = -100; x <= 100; x++) if (Math.abs(x - p.a) <= p.d && Math.abs(x - p.b) > p.e) count++;
        expect(key).toBe(group(count));
      } else {
        let hits = 0;
        for (let x = -100; x <= 100; x += 0.5) if (Math.abs(x - p.a) + Math.abs(x - p.b) === p.k) hits++;
        expect(key).toBe(hits > 2 ? 'Infinitely many' : String(hits));
      }
    }
  });
});

describe('functions, polynomials and indices', () => {
  it('composition is evaluated by nesting the functions', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(composition, seed);
      const f = (x: number) => p.f.a * x + p.f.b;
      const g = (x: number) => p.c * x * x + p.e;
      let expected: number;
      if (p.ask === 'inverse') {
        const target = f(p.n);
        let inv = Number.NaN;
        for (let x = -100; x <= 100; x++) if (f(x) === target) inv = x;
        expected = inv + g(1);
      } else expected = p.ask === 'fg' ? f(g(p.k)) : p.ask === 'gf' ? g(f(p.k)) : f(f(p.k));
      expect(keyed(d)).toBe(group(expected));
    }
  });

  it('polynomial remainder is the only line through the two stated remainders', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(polyRemainder, seed);
      const [r1, r2] = [...d.stem.matchAll(/remainder is (−?\d+)/g)].map((m) => Number(m[1].replace('−', '-')));
      const hits: Array<[number, number]> = [];
      for (let u = -50; u <= 50; u++) {
        for (let v = -100; v <= 100; v++) if (u * p.a + v === r1 && u * p.b + v === r2) hits.push([u, v]);
      }
      expect(hits).toEqual([[p.m, p.n]]);
      // a concrete cubic with that remainder really leaves it: check at both roots of the divisor
      const cubic = (x: number) => (x - p.a) * (x - p.b) * (2 * x + 7) + hits[0][0] * x + hits[0][1];
      expect([cubic(p.a), cubic(p.b)]).toEqual([r1, r2]);
    }
  });

  it('exponent equation solution found by trying exponents', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(exponentEquation, seed);
      const total = BigInt(/= (\d+)\$/.exec(d.stem)![1]);
      const B = BigInt(p.base);
      const hits: number[] = [];
      for (let x = 0; x <= 25; x++) {
        const lhs = B ** BigInt(x + p.p) + (p.plus ? 1n : -1n) * B ** BigInt(x + p.qq);
        if (lhs === total) hits.push(x);
      }
      expect(hits).toHaveLength(1);
      expect(keyed(d)).toBe(group(p.askSquare ? hits[0] ** 2 : hits[0]));
    }
  });
});

describe('logarithms', () => {
  it('log equations hold for the keyed x and only for it', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(logEquation, seed);
      const x = parseNumber(String(keyed(d)));
      if (p.kind === 'bases') {
        const rhs = parseNumber(/= ([^$]+)\$/.exec(d.stem)![1]);
        const ks = [...d.stem.matchAll(/\\log_\{(\d+)\}/g)].map((m) => Number(m[1]));
        const lhs = ks.reduce((s, base) => s + Math.log(x) / Math.log(base), 0);
        expect(close(lhs, rhs, 1e-9)).toBe(true);
      } else {
        const gap = Number(/x - (\d+)\)/.exec(d.stem)![1]);
        const hits: number[] = [];
        for (let t = gap + 1; t <= 200_000; t++) if (t * (t - gap) === p.a ** p.n) hits.push(t);
        expect(hits).toEqual([x]);
      }
    }
  });

  it('digit counts agree with exact big-integer powers', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(logDigits, seed);
      expect(d.stem).toContain(LOGS[p.base]);
      if (p.zeros) {
        // 1/2^n = 5^n / 10^n and 1/5^n = 2^n / 10^n
        const other = p.base === 2 ? 5n : 2n;
        expect(keyed(d)).toBe(p.n - (other ** BigInt(p.n)).toString().length);
      } else {
        expect(keyed(d)).toBe((BigInt(p.base) ** BigInt(p.n)).toString().length);
      }
    }
  });
});

describe('progressions', () => {
  it('AP sums match term-by-term addition', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(apSum, seed);
      let sum = 0;
      if (p.multiples) {
        const [lo, hi] = p.range === 'two' ? [10, 99] : p.range === 'three' ? [100, 999] : [100, 500];
        for (let x = lo; x <= hi; x++) if (x % p.k === 0) sum += x;
      } else {
        const [tp, tq] = [...d.stem.matchAll(/ is (−?\d+)/g)].map((m) => Number(m[1].replace('−', '-')));
        const found: Array<[number, number]> = [];
        for (let a = -100; a <= 100; a++) {
          for (let dd = -20; dd <= 20; dd++) {
            if (a + (p.p - 1) * dd === tp && a + (p.p + p.gap - 1) * dd === tq) found.push([a, dd]);
          }
        }
        expect(found).toHaveLength(1);
        for (let i = 0; i < p.n; i++) sum += found[0][0] + i * found[0][1];
      }
      expect(keyed(d)).toBe(sum);
    }
  });

  it('infinite GP answer reproduces both stated sums numerically', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(gpInfinite, seed);
      const value = parseNumber(String(keyed(d)));
      const [S, T] = [p.S, (p.S * p.S * (p.den - p.num)) / (p.den + p.num)];
      expect(d.stem.replace(/,/g, '')).toContain(String(T));
      const r = p.askRatio ? value : 1 - value / S;
      const a = p.askRatio ? S * (1 - r) : value;
      let sum = 0;
      let squares = 0;
      let term = a;
      for (let i = 0; i < 4000; i++) {
        sum += term;
        squares += term * term;
        term *= r;
      }
      expect(close(sum, S, 1e-6)).toBe(true);
      expect(close(squares, T, 1e-6)).toBe(true);
    }
  });
});

describe('maxima and minima', () => {
  it('extreme values match a fine grid search', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { p, d } = sample(maxMin, seed);
      const value = parseNumber(String(keyed(d)));
      let best: number;
      let exact: Q;
      if (p.kind === 'amgm') {
        const a = p.m * p.s * p.s;
        const b = p.m * p.t * p.t;
        best = Number.POSITIVE_INFINITY;
        for (let x = 0.001; x <= 20; x += 0.001) best = Math.min(best, a * x + b / x);
        const at = q(p.t, p.s);
        exact = add(mul(a, at), div(b, at));
        expect(best).toBeGreaterThanOrEqual(value - 1e-9);
      } else if (p.kind === 'vertex') {
        const f = (x: number) => -p.p * x * x + 2 * p.p * p.h * x + p.c;
        best = Number.NEGATIVE_INFINITY;
        for (let x = -20; x <= 20; x += 0.01) best = Math.max(best, f(x));
        exact = q(f(p.h));
        expect(best).toBeLessThanOrEqual(value + 1e-9);
      } else {
        best = Number.NEGATIVE_INFINITY;
        for (let x = 0; x <= p.S; x += p.S / 6000) best = Math.max(best, x * x * (p.S - x));
        exact = q(((2 * p.S) / 3) ** 2 * (p.S / 3));
        expect(best).toBeLessThanOrEqual(value + 1e-6);
      }
      expect(close(best, value, 1e-3)).toBe(true);
      expect(sub(exact, q(Math.round(value * 1000), 1000)).n === 0 || close(exact.n / exact.d, value)).toBe(true);
    }
  });
});

// Level 4–5 templates: every key is found again by an independent route (simulation, brute force, coordinates).
import { describe, expect, it } from 'vitest';
import { functionalEquation, greatestInteger, logInequality } from './hard-algebra.ts';
import { boatRoundTrip, ciInstalments, markupDiscountWeight, workRatioChange } from './hard-arithmetic.ts';
import { cyclicDiameter, frustumSurface, tangentSecant } from './hard-geometry.ts';
import { circularApart, derangementCount, integerSolutions, meetingProbability, wordRank } from './hard-modern.ts';
import { factorialComposite, remainderDigits } from './hard-number.ts';
import { HERONIAN, nestedSurd, surdTelescoping, triangleCentres } from './hard-surds-centres.ts';
import type { QuantTemplate } from './template.ts';
import { close, keyed, parseNumber, sample } from './test-support.ts';

const SEEDS = Array.from({ length: 120 }, (_, i) => i + 1);
const keyedNumber = (t: QuantTemplate<unknown>, seed: number) => {
  const { d } = sample(t, seed);
  const k = keyed(d);
  return typeof k === 'number' ? k : parseNumber(String(k).replace(/\\pi.*/, ''));
};

function permutationsOf<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutationsOf([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

describe('level 4–5 arithmetic', () => {
  it('work with changed rates: P alone recomputed from the rates', () => {
    for (const seed of SEEDS) {
      const { p } = sample(workRatioChange, seed);
      const together = p.a + p.b * (1 + p.up / 100);
      expect(close(keyedNumber(workRatioChange, seed), (p.t * together) / p.a, 1e-9)).toBe(true);
    }
  });

  it('instalments clear the loan when the balance is simulated year by year', () => {
    for (const seed of SEEDS) {
      const { p } = sample(ciInstalments, seed);
      const x = keyedNumber(ciInstalments, seed);
      let balance = p.principal;
      for (let y = 0; y < p.n; y++) balance = balance * (1 + p.rate / 100) - x;
      expect(Math.abs(balance)).toBeLessThan(1e-6 * p.principal);
    }
  });

  it('the still-water speed gives the stated round-trip time', () => {
    for (const seed of SEEDS) {
      const { p } = sample(boatRoundTrip, seed);
      const b = keyedNumber(boatRoundTrip, seed);
      expect(b).toBeGreaterThan(p.stream);
      const t = p.d / (b - p.stream) + p.d / (b + p.stream);
      expect(close(t, (2 * p.d * p.boat) / (p.boat ** 2 - p.stream ** 2))).toBe(true);
    }
  });

  it('markup, discount and false weight: profit from money in and grams out', () => {
    for (const seed of SEEDS) {
      const { p } = sample(markupDiscountWeight, seed);
      const revenue = 1000 * (1 + p.markup / 100) * (1 - p.discount / 100);
      expect(close(keyedNumber(markupDiscountWeight, seed), ((revenue - p.grams) / p.grams) * 100, 1e-9)).toBe(true);
    }
  });
});

describe('level 4–5 algebra', () => {
  it('greatest-integer equation: counted over every x up to a generous bound', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(greatestInteger, seed);
      let n = 0;
      for (let x = 1; x < 20 * p.a * p.b; x++) if (Math.floor(x / p.a) === Math.floor(x / p.b)) n++;
      expect(keyed(d)).toBe(n);
    }
  });

  it('functional equation: the keyed f(m) satisfies both substituted equations', () => {
    for (const seed of SEEDS) {
      const { p } = sample(functionalEquation, seed);
      const v = keyedNumber(functionalEquation, seed);
      const g = (x: number) => p.a * x + p.c;
      const other = g(1 - p.m) - p.k * v;
      expect(close(v + p.k * other, g(p.m), 1e-9)).toBe(true);
    }
  });

  it('log inequality: counted with real logarithms over a wide range', () => {
    for (const seed of SEEDS) {
      const { p } = sample(logInequality, seed);
      let n = 0;
      for (let x = -500; x <= 500; x++) {
        if (x - p.p <= 0 || x + p.s <= 0) continue;
        if (Math.log(x - p.p) + Math.log(x + p.s) <= p.n * Math.log(p.b) + 1e-12) n++;
      }
      expect(keyedNumber(logInequality, seed)).toBe(n);
    }
  });
});

describe('level 4–5 number system', () => {
  it('remainders with a digit rule: listed from 100 to 999', () => {
    for (const seed of SEEDS) {
      const { p } = sample(remainderDigits, seed);
      let n = 0;
      for (let x = 100; x <= 999; x++) {
        const s = [...String(x)].reduce((a, c) => a + Number(c), 0);
        const rule = p.rule === 'odd' ? s % 2 === 1 : p.rule === 'even' ? s % 2 === 0 : s % 3 === 0;
        if (x % p.m1 === p.r1 && x % p.m2 === p.r2 && rule) n++;
      }
      expect(keyedNumber(remainderDigits, seed)).toBe(n);
    }
  });

  it('power of a composite in n!: divided out of the exact factorial', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const { d } = sample(factorialComposite, seed);
      const base = d.stem
        .match(/(\d+)\^\{k\}|base (\d+)|divided by (\d+)|power of (\d+)/)
        ?.slice(1)
        .find(Boolean);
      const n = String(sample(factorialComposite, seed).p.n);
      expect(d.stem).toContain(n);
      if (!base || !n) throw new Error(`stem names no base or factorial: ${d.stem}`);
      let value = 1n;
      for (let i = 2n; i <= BigInt(n); i++) value *= i;
      const b = BigInt(base);
      let k = 0;
      while (value % b === 0n) {
        value /= b;
        k++;
      }
      expect(keyedNumber(factorialComposite, seed)).toBe(k);
    }
  });
});

describe('level 4–5 geometry', () => {
  it('tangent–secant: OP² = PT² + r²', () => {
    for (const seed of SEEDS) {
      const { p } = sample(tangentSecant, seed);
      const r = keyedNumber(tangentSecant, seed);
      expect(close((p.a + r) ** 2, p.t ** 2 + r ** 2)).toBe(true);
    }
  });

  it('cyclic quadrilateral on a diameter: BD and the area from coordinates', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(cyclicDiameter, seed);
      const R = p.c / 2;
      // A = (−R, 0), C = (R, 0); B above the diameter with AB = a, D below with CD = e.
      const bx = -R + (p.a * p.a) / p.c;
      const B = [bx, Math.sqrt(R * R - bx * bx)];
      const dx = R - (p.e * p.e) / p.c;
      const D = [dx, -Math.sqrt(R * R - dx * dx)];
      const pts = [[-R, 0], B, [R, 0], D];
      const area = Math.abs(pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % 4][1] - pts[(i + 1) % 4][0] * y, 0)) / 2;
      const expected = d.stem.includes('area') ? area : Math.hypot(B[0] - D[0], B[1] - D[1]);
      expect(close(keyedNumber(cyclicDiameter, seed), expected, 1e-9)).toBe(true);
    }
  });

  it('open frustum: curved surface with the slant height plus the small base', () => {
    for (const seed of SEEDS) {
      const { p } = sample(frustumSurface, seed);
      const slant = Math.hypot(p.h, p.big - p.r);
      expect(close(keyedNumber(frustumSurface, seed), (p.big + p.r) * slant + p.r * p.r)).toBe(true);
    }
  });
});

describe('level 4–5 modern maths', () => {
  it('round table with pairs kept apart: every seating listed', () => {
    for (const seed of SEEDS.slice(0, 30)) {
      const { p } = sample(circularApart, seed);
      // Person 0 fixed in seat 0 removes rotations; pairs are (0, 1) and (2, 3).
      const apart = (s: number[], x: number, y: number) => {
        const i = s.indexOf(x);
        const j = s.indexOf(y);
        return Math.abs(i - j) !== 1 && Math.abs(i - j) !== p.n - 1;
      };
      const rest = Array.from({ length: p.n - 1 }, (_, i) => i + 1);
      const n = permutationsOf(rest).filter((r) => {
        const s = [0, ...r];
        return apart(s, 0, 1) && (p.pairs === 1 || apart(s, 2, 3));
      }).length;
      expect(keyedNumber(circularApart, seed)).toBe(n);
    }
  });

  it('exactly k matches: every permutation listed (Heap’s algorithm, up to 8 items)', () => {
    const exactly = (n: number, k: number) => {
      const a = Array.from({ length: n }, (_, i) => i);
      const c = new Array(n).fill(0);
      const fixed = () => a.reduce((m, x, i) => m + (x === i ? 1 : 0), 0);
      let count = fixed() === k ? 1 : 0;
      for (let i = 0; i < n; ) {
        if (c[i] < i) {
          const j = i % 2 === 0 ? 0 : c[i];
          [a[j], a[i]] = [a[i], a[j]];
          if (fixed() === k) count++;
          c[i]++;
          i = 0;
        } else c[i++] = 0;
      }
      return count;
    };
    const cache = new Map<string, number>();
    for (const seed of SEEDS.slice(0, 40)) {
      const { p } = sample(derangementCount, seed);
      if (p.n > 8) continue;
      const key = `${p.n}:${p.k}`;
      if (!cache.has(key)) cache.set(key, exactly(p.n, p.k));
      expect(keyedNumber(derangementCount, seed)).toBe(cache.get(key));
    }
    expect(cache.size).toBeGreaterThan(3);
  });

  it('bounded integer solutions: every triple listed', () => {
    for (const seed of SEEDS) {
      const { p } = sample(integerSolutions, seed);
      let n = 0;
      for (let x = 0; x <= p.total; x++)
        for (let y = 0; x + y <= p.total; y++) if (x >= p.lo && y >= p.lo2 && p.total - x - y <= p.hi) n++;
      expect(keyedNumber(integerSolutions, seed)).toBe(n);
    }
  });

  it('meeting probability: integrated numerically over arrival times', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const { p } = sample(meetingProbability, seed);
      const steps = 20000;
      let meet = 0;
      for (let i = 0; i < steps; i++) {
        const x = ((i + 0.5) / steps) * p.span;
        meet += (Math.min(x + p.wait, p.span) - Math.max(x - p.wait, 0)) / p.span;
      }
      expect(Math.abs(keyedNumber(meetingProbability, seed) - meet / steps)).toBeLessThan(1e-6);
    }
  });

  it('rank of an arrangement: all arrangements sorted', () => {
    for (const seed of SEEDS.slice(0, 25)) {
      const { p } = sample(wordRank, seed);
      const all = permutationsOf([...p.base])
        .map((s) => s.join(''))
        .sort();
      expect(keyedNumber(wordRank, seed)).toBe(all.indexOf(p.word) + 1);
    }
  });
});

describe('level 4–5 surds and triangle centres', () => {
  it('the telescoping sum of rationalised terms equals the key, summed term by term', () => {
    for (const seed of SEEDS) {
      const { p } = sample(surdTelescoping, seed);
      let sum = 0;
      for (let k = p.m * p.m; k < p.n * p.n; k++) sum += 1 / (Math.sqrt(k) + Math.sqrt(k + 1));
      expect(close(keyedNumber(surdTelescoping, seed), sum, 1e-9)).toBe(true);
    }
  });

  it('the nested roots, evaluated numerically, give the key', () => {
    for (const seed of SEEDS) {
      const { p } = sample(nestedSurd, seed);
      const a = p.x + p.y;
      const b2 = 2 * Math.sqrt(p.x * p.y);
      expect(close(keyedNumber(nestedSurd, seed), Math.sqrt(a + b2) - Math.sqrt(a - b2), 1e-9)).toBe(true);
    }
  });

  it('the incentre and circumcentre found from coordinates are the keyed distance apart', () => {
    expect(HERONIAN).toContainEqual([13, 14, 15]);
    for (const seed of SEEDS) {
      const { p } = sample(triangleCentres, seed);
      const [a, b, c] = HERONIAN[p.i];
      // B at the origin, C on the x-axis, A from the two distances: |AB| = c, |AC| = b.
      const ax = (a * a + c * c - b * b) / (2 * a);
      const ay = Math.sqrt(c * c - ax * ax);
      const P = { A: [ax, ay], B: [0, 0], C: [a, 0] };
      const incentre = [0, 1].map((k) => (a * P.A[k] + b * P.B[k] + c * P.C[k]) / (a + b + c));
      // The circumcentre lies on x = a/2 and is as far from B as from A.
      const ox = a / 2;
      const oy = (ax * ax + ay * ay - 2 * ax * ox) / (2 * ay);
      const d2 = (incentre[0] - ox) ** 2 + (incentre[1] - oy) ** 2;
      expect(close(keyedNumber(triangleCentres, seed), d2, 1e-9), `${a}, ${b}, ${c}`).toBe(true);
    }
  });
});

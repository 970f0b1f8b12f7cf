// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { alligation, partnership, replacement } from './arithmetic-mixtures.ts';
import { averageChange, compoundRatio, variation } from './arithmetic-ratio.ts';
import { inr, numText, ratio } from './format.ts';
import { div, gcd, mul, q, sub } from './rational.ts';
import { keyed, SEEDS, sample } from './test-support.ts';

describe('ratio, proportion and variation', () => {
  it('chained ratio equals the smallest whole amounts satisfying both ratios', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(compoundRatio, seed);
      let found: number[] | undefined;
      for (let b = 1; b <= 1000 && !found; b++) {
        if ((p.a * b) % p.b === 0 && (p.d * b) % p.c === 0) found = [(p.a * b) / p.b, b, (p.d * b) / p.c];
      }
      const [x, y, z] = found!;
      const g2 = gcd(x, z);
      expect(keyed(d)).toBe(p.pairOnly ? ratio([x / g2, z / g2]) : ratio([x, y, z]));
    }
  });

  it('variation answer follows from the ratio of the two states', () => {
    const forms = [
      (x: number, z: number) => q(x, z),
      (x: number, z: number) => q(x * x, z),
      (x: number, z: number) => q(x, z * z),
      (x: number, z: number) => q(x * z),
      (x: number, z: number) => q(x * x, z * z),
    ];
    for (const seed of SEEDS) {
      const { p, d } = sample(variation, seed);
      const f = forms[p.form];
      const y1 = Number(/\$y = (\d+)\$/.exec(d.stem)![1]);
      const y2 = mul(y1, div(f(p.x2, p.z2), f(p.x1, p.z1)));
      expect(y2.d).toBe(1);
      expect(keyed(d)).toBe(y2.n);
    }
  });
});

describe('averages', () => {
  it('the unknown value restores the stated averages on an explicit list', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(averageChange, seed);
      const answer = Number(String(keyed(d)).split(' ')[0]);
      const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
      if (p.kind === 'include') {
        const list = Array.from({ length: p.n }, () => p.avg);
        expect(avg([...list, answer])).toBe(p.avg + p.delta);
      } else if (p.kind === 'replace') {
        // the replaced member had the stated value; others make up the rest of the total
        const list = [p.old, ...Array.from({ length: p.n - 1 }, () => 30)];
        const before = avg(list);
        const after = avg([answer, ...list.slice(1)]);
        expect(after - before).toBeCloseTo(p.up ? p.delta : -p.delta, 9);
      } else {
        const rest = Array.from({ length: p.n - 1 }, () => (p.up ? p.avg + p.delta : p.avg - p.delta));
        expect(avg([...rest, answer])).toBeCloseTo(p.avg, 9);
      }
    }
  });
});

describe('mixtures and alligations', () => {
  it('alligation ratio is the only small ratio giving the mixture price', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(alligation, seed);
      const price = (p.pm * (100 + p.gain)) / 100;
      const costOfMix = div(price * 100, 100 + p.gain);
      const hits: string[] = [];
      for (let x = 1; x <= 30; x++) {
        for (let y = 1; y <= 30; y++) {
          if (gcd(x, y) !== 1) continue;
          const mean = div(x * p.p1 + y * p.p2, x + y);
          if (sub(mean, costOfMix).n === 0) hits.push(ratio([x, y]));
        }
      }
      expect(hits).toEqual([keyed(d)]);
    }
  });

  it('replacement matches a draw-by-draw simulation', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(replacement, seed);
      let pure = q(p.v);
      for (let k = 0; k < p.times; k++) {
        const drawnPure = mul(pure, q(p.x, p.v));
        pure = sub(pure, drawnPure);
      }
      const water = sub(p.v, pure);
      expect(keyed(d)).toBe(`${numText(p.askWater ? water : pure)} litres`);
    }
  });
});

describe('partnership', () => {
  it('share matches month-by-month capital accumulation', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(partnership, seed);
      const three = p.join2 < 12;
      const joins = three ? [0, p.join1, p.join2] : [0, p.join1];
      const used = joins.map(() => 0);
      for (let month = 0; month < 12; month++) {
        joins.forEach((j, i) => {
          if (month >= j) used[i] += p.caps[i];
        });
      }
      const profit = Number(/profit was ₹([\d,]+)/.exec(d.stem)![1].replace(/,/g, ''));
      const total = used.reduce((s, x) => s + x, 0);
      const share = div(mul(profit, used[p.ask]), total);
      expect(share.d).toBe(1);
      expect(keyed(d)).toBe(inr(share));
      expect(share.n).toBeGreaterThan(0);
    }
  });
});

// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { ciSiDifference, compoundInterest, simpleTwoAmounts } from './arithmetic-interest.ts';
import {
  chainCostPrice,
  changeText,
  election,
  falseWeight,
  markupDiscount,
  relativeBase,
  successiveChange,
} from './arithmetic-percent.ts';
import { inr, pct } from './format.ts';
import { add, div, mul, q, sub } from './rational.ts';
import { keyed, SEEDS, sample } from './test-support.ts';

const intsIn = (text: string): number[] => [...text.matchAll(/\d[\d,]*/g)].map((m) => Number(m[0].replace(/,/g, '')));

describe('percentages', () => {
  it('successive change matches applying both changes to 10,000', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(successiveChange, seed);
      let value = 10000;
      const steps = p.upFirst ? [100 + p.up, 100 - p.down] : [100 - p.down, 100 + p.up];
      for (const f of steps) value = (value * f) / 100;
      expect(d.stem).toContain(`${p.up}%`);
      expect(keyed(d)).toBe(changeText(q(value - 10000, 100)));
    }
  });

  it('relative comparison divides by the other person’s figure', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(relativeBase, seed);
      const b = 360;
      const a = mul(b, q(p.more ? 100 + p.r : 100 - p.r, 100));
      const gap = p.more ? sub(a, b) : sub(b, a);
      expect(keyed(d)).toBe(pct(mul(div(gap, a), 100)));
    }
  });

  it('election total is the unique count consistent with the stated margin', () => {
    for (const seed of SEEDS.slice(0, 150)) {
      const { p, d } = sample(election, seed);
      const margin = Number(/won by ([\d,]+) votes/.exec(d.stem)![1].replace(/,/g, ''));
      const found: number[] = [];
      for (let n = 100; n <= 100_000; n += 100) {
        const valid = (n * (100 - p.invalid)) / 100;
        const w = (valid * p.winner) / 100;
        if (w - (valid - w) === margin) found.push(n);
      }
      expect(found).toHaveLength(1);
      const valid = (found[0] * (100 - p.invalid)) / 100;
      expect(keyed(d)).toBe(p.askLoser ? valid - (valid * p.winner) / 100 : found[0]);
    }
  });
});

describe('profit, loss and discount', () => {
  it('markup then discount equals selling on a ₹10,000 article', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(markupDiscount, seed);
      const marked = 10000 + 100 * p.markup;
      const sold = (marked * (100 - p.discount)) / 100;
      const gain = q(sold - 10000, 100);
      const expected =
        gain.n === 0 ? 'No profit, no loss' : gain.n > 0 ? `${pct(gain)} profit` : `${pct(q(-gain.n, gain.d))} loss`;
      expect(keyed(d)).toBe(expected);
    }
  });

  it('chain cost price is found by searching forward prices', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { p, d } = sample(chainCostPrice, seed);
      const paid = Number(/paid ₹([\d,]+)/.exec(d.stem)![1].replace(/,/g, ''));
      const hits: number[] = [];
      for (let cost = 1; cost <= 20000; cost++) {
        if (cost * (100 + p.p1) * (100 + p.p2) === paid * 10000) hits.push(cost);
      }
      expect(hits).toHaveLength(1);
      expect(keyed(d)).toBe(inr(hits[0]));
    }
  });

  it('false weight gain compares money received with goods handed over', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(falseWeight, seed);
      // 1 g costs ₹1; the buyer pays for 1000 g at the claimed markup and gets `grams` g
      const received = q(1000 * (100 + p.markup), 100);
      const gain = mul(div(sub(received, p.grams), p.grams), 100);
      expect(keyed(d)).toBe(pct(gain));
      expect(d.stem).toContain(`${p.grams} g`);
    }
  });
});

describe('simple and compound interest', () => {
  it('CI − SI difference matches a year-by-year ledger', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(ciSiDifference, seed);
      let balance = q(p.principal);
      for (let y = 0; y < p.years; y++) balance = mul(balance, q(100 + p.rate, 100));
      const ci = sub(balance, p.principal);
      const si = (p.principal * p.rate * p.years) / 100;
      const diff = sub(ci, si);
      expect(diff.d).toBe(1);
      expect(keyed(d)).toBe(p.askSum ? p.principal : diff.n);
      expect(intsIn(d.stem)).toContain(p.askSum ? diff.n : p.principal);
    }
  });

  it('compound interest matches period-by-period interest', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(compoundInterest, seed);
      const periods = p.half ? p.years * 2 : p.years;
      let balance = q(p.principal);
      let earned = q(0);
      for (let k = 0; k < periods; k++) {
        const interest = mul(balance, q(p.half ? p.rate : 2 * p.rate, 200));
        earned = add(earned, interest);
        balance = add(balance, interest);
      }
      expect(keyed(d)).toBe(inr(earned));
    }
  });

  it('simple interest from two amounts matches a search over principal and rate', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { d } = sample(simpleTwoAmounts, seed);
      const [a1, t1, a2, t2] = intsIn(d.stem);
      const hits: Array<[number, number]> = [];
      for (let rate = 1; rate <= 30; rate++) {
        for (let principal = 100; principal <= a1; principal += 50) {
          if (principal * (100 + rate * t1) === a1 * 100 && principal * (100 + rate * t2) === a2 * 100) {
            hits.push([principal, rate]);
          }
        }
      }
      expect(hits).toHaveLength(1);
      expect(keyed(d)).toBe(d.stem.includes('rate') ? hits[0][1] : hits[0][0]);
    }
  });
});

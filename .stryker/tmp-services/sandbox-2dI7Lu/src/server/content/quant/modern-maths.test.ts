// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { group } from './format.ts';
import { binomialTerm } from './modern-binomial.ts';
import { committee, distribution, wordArrangements } from './modern-counting.ts';
import { balls, coinTosses, dice, prob } from './modern-probability.ts';
import { recurrence, telescoping, venn } from './modern-sets.ts';
import { add, q } from './rational.ts';
import { keyed, SEEDS, sample } from './test-support.ts';

/** Every distinct ordering of the letters, generated recursively. */
function permutations(letters: string[]): Set<string> {
  const out = new Set<string>();
  const walk = (prefix: string, rest: string[]) => {
    if (!rest.length) out.add(prefix);
    const seen = new Set<string>();
    rest.forEach((l, i) => {
      if (seen.has(l)) return;
      seen.add(l);
      walk(prefix + l, [...rest.slice(0, i), ...rest.slice(i + 1)]);
    });
  };
  walk('', letters);
  return out;
}
const permCache = new Map<string, string[]>();
const allOrders = (word: string) => {
  if (!permCache.has(word)) permCache.set(word, [...permutations([...word])]);
  return permCache.get(word)!;
};
const bits = (mask: number) =>
  mask
    .toString(2)
    .split('')
    .filter((b) => b === '1').length;

describe('permutations and combinations', () => {
  it('word arrangements match listing every distinct ordering', () => {
    for (const seed of SEEDS.slice(0, 200)) {
      const { p, d } = sample(wordArrangements, seed);
      const orders = allOrders(p.word);
      let count: number;
      if (p.kind === 'all') count = orders.length;
      else if (p.kind === 'starts') count = orders.filter((o) => o[0] === p.word[p.pos % p.word.length]).length;
      else count = orders.filter((o) => /^[^AEIOU]*[AEIOU]+[^AEIOU]*$/.test(o)).length;
      expect(keyed(d)).toBe(group(count));
    }
  });

  it('committee counts match enumerating subsets', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(committee, seed);
      const n = p.men + p.women; // people 0..men-1 are men
      let count = 0;
      for (let mask = 0; mask < 1 << n; mask++) {
        if (bits(mask) !== p.k) continue;
        const women = bits(mask >> p.men);
        const has = (i: number) => (mask >> i) & 1;
        if (p.kind === 'atLeastOne' && women >= 1) count++;
        if (p.kind === 'exactly' && women === p.j) count++;
        if (p.kind === 'includes' && has(p.men)) count++;
        if (p.kind === 'apart' && !(has(0) && has(1))) count++;
      }
      expect(keyed(d)).toBe(group(count));
    }
  });

  it('identical-item distributions match enumerating solutions', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(distribution, seed);
      const count = (left: number, slots: number): number => {
        if (slots === 1) return left >= p.min ? 1 : 0;
        let total = 0;
        for (let v = p.min; v <= left; v++) total += count(left - v, slots - 1);
        return total;
      };
      expect(keyed(d)).toBe(count(p.items, p.people));
    }
  });

  it('binomial answers match multiplying the expansion out', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(binomialTerm, seed);
      // polynomial as exponent -> coefficient (exponents may be negative)
      const factor = p.constantTerm
        ? new Map<number, bigint>([
            [p.p, 1n],
            [-p.qq, BigInt(p.b)],
          ])
        : new Map<number, bigint>([
            [1, BigInt(p.a)],
            [0, BigInt(p.b)],
          ]);
      let poly = new Map<number, bigint>([[0, 1n]]);
      for (let i = 0; i < p.n; i++) {
        const next = new Map<number, bigint>();
        for (const [e1, c1] of poly)
          for (const [e2, c2] of factor) next.set(e1 + e2, (next.get(e1 + e2) ?? 0n) + c1 * c2);
        poly = next;
      }
      const coeff = poly.get(p.constantTerm ? 0 : p.k) ?? 0n;
      expect(keyed(d)).toBe(group(Number(coeff)));
    }
  });
});

describe('probability', () => {
  it('dice probabilities match enumerating every roll', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(dice, seed);
      const k = p.kind === 'sum3' ? 3 : p.kind === 'six' ? p.diceCount : 2;
      let fav = 0;
      let all = 0;
      for (let code = 0; code < 6 ** k; code++) {
        const faces = Array.from({ length: k }, (_, i) => (Math.floor(code / 6 ** i) % 6) + 1);
        const sum = faces.reduce((s, f) => s + f, 0);
        all++;
        if (p.kind === 'sum2' && sum === p.s2) fav++;
        if (p.kind === 'sum3' && sum === p.s3) fav++;
        if (p.kind === 'totals') {
          const ok =
            p.mode === 'atLeast' ? sum >= p.atLeast : p.mode === 'atMost' ? sum <= p.atLeast : sum % p.multiple === 0;
          if (ok) fav++;
        }
        if (p.kind === 'six' && faces.includes(6)) fav++;
        if (p.kind === 'differ' && Math.abs(faces[0] - faces[1]) === p.gap) fav++;
      }
      expect(keyed(d)).toBe(prob(q(fav, all)));
    }
  });

  it('ball probabilities match enumerating labelled draws', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(balls, seed);
      const bag = [...Array(p.red).fill('r'), ...Array(p.blue).fill('b'), ...Array(p.green).fill('g')];
      const three = p.kind === 'allDifferent' && p.green > 0;
      let fav = 0;
      let all = 0;
      for (let i = 0; i < bag.length; i++) {
        for (let j = i + 1; j < bag.length; j++) {
          if (three) {
            for (let k = j + 1; k < bag.length; k++) {
              all++;
              if (new Set([bag[i], bag[j], bag[k]]).size === 3) fav++;
            }
            continue;
          }
          all++;
          const pair = [bag[i], bag[j]];
          if ((p.kind === 'same' || p.kind === 'allDifferent') && pair[0] === pair[1]) fav++;
          if (p.kind === 'oneRed' && pair.filter((c) => c === 'r').length === 1) fav++;
          if (p.kind === 'atLeastBlue' && pair.includes('b')) fav++;
        }
      }
      expect(keyed(d)).toBe(prob(q(fav, all)));
    }
  });

  it('coin probabilities match enumerating toss sequences', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(coinTosses, seed);
      let fav = 0;
      for (let mask = 0; mask < 1 << p.n; mask++) {
        const heads = bits(mask);
        if (p.kind === 'exactly' ? heads === p.k : p.kind === 'atLeast' ? heads >= p.k : heads > p.n - heads) fav++;
      }
      expect(keyed(d)).toBe(prob(q(fav, 2 ** p.n)));
    }
  });
});

describe('sets and sequences', () => {
  it('Venn answers match counting people region by region', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(venn, seed);
      const [oa, ob, oc, ab, bc, ca, abc, none] = p.regions;
      // build the crowd: each person is the set of things they do
      const people: string[][] = [];
      const addPeople = (count: number, tags: string[]) => {
        for (let i = 0; i < count; i++) people.push(tags);
      };
      if (p.three) {
        addPeople(oa, ['A']);
        addPeople(ob, ['B']);
        addPeople(oc, ['C']);
        addPeople(ab, ['A', 'B']);
        addPeople(bc, ['B', 'C']);
        addPeople(ca, ['C', 'A']);
        addPeople(abc, ['A', 'B', 'C']);
      } else {
        addPeople(oa, ['A']);
        addPeople(ob, ['B']);
        addPeople(ab, ['A', 'B']);
      }
      addPeople(none, []);
      expect(d.stem).toContain(`survey of ${people.length} `);
      const ask = !p.three && p.ask === 'exactlyTwo' ? 'none' : p.ask;
      const expected = people.filter((t) =>
        ask === 'none'
          ? t.length === 0
          : ask === 'exactlyOne'
            ? t.length === 1
            : ask === 'exactlyTwo'
              ? t.length === 2
              : t.length === 1 && t[0] === 'A',
      ).length;
      expect(keyed(d)).toBe(expected);
    }
  });

  it('telescoping sums match adding the terms', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(telescoping, seed);
      let sum = q(0);
      for (let k = 0; k < p.n; k++) sum = add(sum, q(1, (p.c + k * p.d) * (p.c + (k + 1) * p.d)));
      expect(keyed(d)).toBe(prob(sum));
    }
  });

  it('recurrence answers match iterating the rule', () => {
    for (const seed of SEEDS) {
      const { p, d } = sample(recurrence, seed);
      if (p.kind === 'periodic') {
        const terms = [p.a1, p.a2];
        while (terms.length < p.n) terms.push(terms[terms.length - 1] - terms[terms.length - 2]);
        expect(keyed(d)).toBe(terms.slice(0, p.n).reduce((s, x) => s + x, 0));
      } else {
        let a = p.a1;
        for (let k = 1; k < p.n; k++) a = p.kind === 'additive' ? a + 2 * k + p.step : 2 * a + 1;
        expect(keyed(d)).toBe(a);
      }
    }
  });
});

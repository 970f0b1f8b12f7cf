// @ts-nocheck
import { cap, texFrac } from './format.ts';
import { choose, type Q, q, sub } from './rational.ts';
import { ALL_EXAMS, defineTemplate, drawUntil } from './template.ts';

const MODERN = 'Modern Maths' as const;
const PROB = 'Probability';

/** Probabilities always as reduced fractions: $\frac{5}{36}$. */
export const prob = (x: Q): string => `$${texFrac(x, false)}$`;

/** Ways for k dice (1–6) to total s, by inclusion–exclusion on stars and bars. */
export function diceWays(k: number, s: number): number {
  let total = 0;
  for (let i = 0; i <= k; i++) {
    const rest = s - k - 6 * i;
    if (rest < 0) break;
    total += (-1) ** i * choose(k, i) * choose(rest + k - 1, k - 1);
  }
  return total;
}

export const dice = defineTemplate({
  id: 'qa-probability-dice',
  area: MODERN,
  topic: PROB,
  exams: ALL_EXAMS,
  draw: (rng) => ({
    kind: rng.pick(['sum2', 'totals', 'totals', 'sum3', 'six', 'differ'] as const),
    s2: rng.int(3, 11),
    s3: rng.int(4, 17),
    mode: rng.pick(['atLeast', 'atMost', 'multiple'] as const),
    atLeast: rng.int(4, 11),
    multiple: rng.int(2, 6),
    diceCount: rng.int(2, 5),
    gap: rng.int(0, 4),
    opening: rng.pick([
      'Two fair dice are rolled',
      'A pair of fair dice is thrown',
      'Two unbiased six-sided dice are rolled together',
    ]),
  }),
  body: ({ kind, s2, s3, mode, atLeast, multiple, diceCount, gap, opening }) => {
    if (kind === 'six') {
      const all = 6 ** diceCount;
      const none = 5 ** diceCount;
      const value = q(all - none, all);
      return {
        type: 'MCQ',
        stem: `${diceCount} fair dice are rolled together. What is the probability that at least one of them shows a six?`,
        correct: prob(value),
        distractors: [
          prob(q(diceCount, 6)),
          prob(q(none, all)),
          prob(q(1, 6 ** diceCount)),
          prob(q(diceCount * 5 ** (diceCount - 1), all)),
        ],
        steps: [
          `Complement: no die shows a six in $5^{${diceCount}} = ${none}$ of the $6^{${diceCount}} = ${all}$ outcomes.`,
          `P(at least one six) $= 1 - \\frac{${none}}{${all}} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'differ') {
      const ways = gap === 0 ? 6 : 2 * (6 - gap);
      const value = q(ways, 36);
      return {
        type: 'MCQ',
        stem:
          gap === 0
            ? `${opening}. What is the probability that both show the same number?`
            : `${opening}. What is the probability that the numbers shown differ by exactly ${gap}?`,
        correct: prob(value),
        distractors: [
          prob(q(6 - gap, 36)),
          prob(q(ways + 2, 36)),
          prob(q(1, 6)),
          prob(q(ways, 30)),
          prob(q(ways - 1, 36)),
        ],
        steps: [
          gap === 0
            ? 'Favourable outcomes: (1,1), (2,2), …, (6,6): 6 of 36.'
            : `Pairs $(a, a + ${gap})$ with $a + ${gap} \\le 6$: ${6 - gap} of them; the reverse order doubles it to ${ways} of 36.`,
          `Probability $= \\frac{${ways}}{36} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'sum3') {
      const ways = diceWays(3, s3);
      const value = q(ways, 216);
      return {
        type: 'MCQ',
        stem: `Three fair dice are rolled. What is the probability that the numbers shown add up to ${s3}?`,
        correct: prob(value),
        distractors: [
          prob(q(diceWays(3, s3 + 1), 216)),
          prob(q(choose(s3 - 1, 2), 216)),
          prob(q(ways, 36)),
          prob(q(ways + 3, 216)),
          prob(q(ways + 6, 216)),
        ],
        steps: [
          `Solutions of $a + b + c = ${s3}$ with each from 1 to 6: stars and bars gives $\\binom{${s3 - 1}}{2} = ${choose(s3 - 1, 2)}$ before the cap of 6.`,
          `Removing solutions where some die would exceed 6 (inclusion–exclusion) leaves ${ways} ways.`,
          `Probability $= \\frac{${ways}}{216} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: 4,
        time: 2.5,
      };
    }
    if (kind === 'totals') {
      const totals = Array.from({ length: 11 }, (_, i) => i + 2).filter((t) =>
        mode === 'atLeast' ? t >= atLeast : mode === 'atMost' ? t <= atLeast : t % multiple === 0,
      );
      const perTotal = totals.map((t) => diceWays(2, t));
      const ways = perTotal.reduce((acc, w) => acc + w, 0);
      const value = q(ways, 36);
      const what =
        mode === 'atLeast'
          ? `at least ${atLeast}`
          : mode === 'atMost'
            ? `at most ${atLeast}`
            : `a multiple of ${multiple}`;
      return {
        type: 'MCQ',
        stem: `${opening}. What is the probability that the total is ${what}?`,
        correct: prob(value),
        distractors: [
          prob(q(ways - perTotal[0], 36)),
          prob(sub(1, value)),
          prob(q(totals.length, 11)),
          prob(q(ways + 1, 36)),
          prob(q(ways + 2, 36)),
        ],
        steps: [
          `Totals that qualify: ${totals.join(', ')}. Ways to roll each (out of 36): ${perTotal.join(' + ')} = ${ways}.`,
          `Probability $= \\frac{${ways}}{36} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: mode === 'multiple' ? 2 : 1,
        time: 1.5,
      };
    }
    const ways = diceWays(2, s2);
    const value = q(ways, 36);
    return {
      type: 'MCQ',
      stem: `${opening}. What is the probability that the total is ${s2}?`,
      correct: prob(value),
      distractors: [
        prob(q(1, 11)),
        prob(q(ways, 12)),
        prob(q(ways + 1, 36)),
        prob(q(Math.max(1, ways - 1), 36)),
        prob(q(ways + 2, 36)),
      ],
      steps: [
        `Pairs $(a, b)$ with $a + b = ${s2}$ and both from 1 to 6: $a$ runs from ${Math.max(1, s2 - 6)} to ${Math.min(6, s2 - 1)}, so ${ways} pairs.`,
        `Probability $= \\frac{${ways}}{36} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
      ],
      difficulty: 1,
      time: 1.5,
    };
  },
});

export const balls = defineTemplate({
  id: 'qa-probability-balls',
  area: MODERN,
  topic: PROB,
  exams: ALL_EXAMS,
  draw: (rng) => ({
    red: rng.int(2, 8),
    blue: rng.int(2, 8),
    green: rng.int(0, 6),
    kind: rng.pick(['same', 'oneRed', 'atLeastBlue', 'allDifferent'] as const),
    container: rng.pick(['a bag', 'a box', 'a jar', 'an urn']),
  }),
  body: ({ red, blue, green, kind, container }) => {
    const n = red + blue + green;
    const colours = `${red} red, ${blue} blue${green ? ` and ${green} green` : ''} balls`;
    if (kind === 'allDifferent' && green > 0) {
      const total = choose(n, 3);
      const value = q(red * blue * green, total);
      return {
        type: 'MCQ',
        stem: `${cap(container)} contains ${colours}. Three balls are drawn at random without replacement. What is the probability that they are all of different colours?`,
        correct: prob(value),
        distractors: [
          prob(q(red * blue * green, n ** 3)),
          prob(q(6 * red * blue * green, n ** 3)),
          prob(q(red * blue * green * 6, total * 6 + 1)),
          prob(q(1, 3)),
        ],
        steps: [
          `Total selections: $\\binom{${n}}{3} = ${total}$.`,
          `One of each colour: $${red} \\times ${blue} \\times ${green} = ${red * blue * green}$.`,
          `Probability $= \\frac{${red * blue * green}}{${total}} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: 3,
        time: 2,
      };
    }
    const total = choose(n, 2);
    const intro = `${cap(container)} contains ${colours}. Two balls are drawn at random without replacement.`;
    if (kind === 'same' || kind === 'allDifferent') {
      const fav = choose(red, 2) + choose(blue, 2) + choose(green, 2);
      const value = q(fav, total);
      const withReplacement = q(red * red + blue * blue + green * green, n * n);
      return {
        type: 'MCQ',
        stem: `${intro} What is the probability that both are of the same colour?`,
        correct: prob(value),
        distractors: [prob(withReplacement), prob(sub(1, value)), prob(q(fav, n * n)), prob(q(fav + 1, total))],
        steps: [
          `Total pairs: $\\binom{${n}}{2} = ${total}$.`,
          `Same colour: $\\binom{${red}}{2} + \\binom{${blue}}{2}${green > 1 ? ` + \\binom{${green}}{2}` : ''} = ${fav}$.`,
          `Probability $= \\frac{${fav}}{${total}} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'oneRed') {
      const fav = red * (n - red);
      const value = q(fav, total);
      return {
        type: 'MCQ',
        stem: `${intro} What is the probability that exactly one of them is red?`,
        correct: prob(value),
        distractors: [
          prob(q(red, n)),
          prob(q(2 * red * (n - red), n * n + 1)),
          prob(q(fav, 2 * total)),
          prob(q(fav + red, total)),
        ],
        steps: [
          `Total pairs: $\\binom{${n}}{2} = ${total}$.`,
          `One red and one non-red: $${red} \\times ${n - red} = ${fav}$.`,
          `Probability $= \\frac{${fav}}{${total}} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const none = choose(n - blue, 2);
    const value = q(total - none, total);
    return {
      type: 'MCQ',
      stem: `${intro} What is the probability that at least one of them is blue?`,
      correct: prob(value),
      distractors: [prob(q(none, total)), prob(q(blue, n)), prob(q(blue * (n - blue), total)), prob(q(2 * blue, n))],
      steps: [
        `Complement: neither ball blue in $\\binom{${n - blue}}{2} = ${none}$ of $\\binom{${n}}{2} = ${total}$ ways.`,
        `P(at least one blue) $= 1 - \\frac{${none}}{${total}} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

export const coinTosses = defineTemplate({
  id: 'qa-probability-coins',
  area: MODERN,
  topic: PROB,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ n: r.int(3, 9), k: r.int(1, 8), kind: r.pick(['exactly', 'atLeast', 'moreHeads'] as const) }),
      (p) => p.k < p.n && (p.kind !== 'moreHeads' || p.n % 2 === 1 || p.n >= 4),
    ),
  body: ({ n, k, kind }) => {
    const all = 2 ** n;
    let ways: number;
    let what: string;
    let how: string;
    if (kind === 'exactly') {
      ways = choose(n, k);
      what = `exactly ${k} head${k === 1 ? '' : 's'}`;
      how = `Choose which ${k} of the ${n} tosses are heads: $\\binom{${n}}{${k}} = ${ways}$.`;
    } else {
      const from = kind === 'atLeast' ? k : Math.floor(n / 2) + 1;
      ways = 0;
      for (let i = from; i <= n; i++) ways += choose(n, i);
      what = kind === 'atLeast' ? (k === 1 ? 'at least one head' : `at least ${k} heads`) : 'more heads than tails';
      how = `${kind === 'atLeast' ? '' : `More heads means at least ${from} heads. `}Add $\\binom{${n}}{i}$ for $i = ${from}$ to ${n}: ${ways} outcomes.`;
    }
    const value = q(ways, all);
    return {
      type: 'MCQ',
      stem: `A fair coin is tossed ${n} times. What is the probability of getting ${what}?`,
      correct: prob(value),
      distractors: [
        prob(q(k, n)),
        prob(q(choose(n, k), all)),
        prob(sub(1, value)),
        prob(q(ways, all - 1)),
        prob(q(ways + 1, all)),
      ],
      steps: [
        `There are $2^{${n}} = ${all}$ equally likely outcomes.`,
        how,
        `Probability $= \\frac{${ways}}{${all}} = ${texFrac(value, false)}$, i.e. ${prob(value)}.`,
      ],
      difficulty: kind === 'exactly' ? 1 : 2,
      time: 1.5,
    };
  },
});

// @ts-nocheck
// Level 4–5 modern maths: circular seating with restrictions, derangements, bounded integer solutions,
// geometric probability and the rank of a word — each wrong option is a named counting slip.
import { group, texFrac } from './format.ts';
import { PEOPLE } from './names.ts';
import { choose, factorial, type Q, q, sub } from './rational.ts';
import { ALL_EXAMS, CAT_XAT, defineTemplate, drawUntil, pickMany } from './template.ts';

const MODERN = 'Modern Maths' as const;
const n0 = (n: number) => group(n);
/** Inside TeX a bare comma adds a space: 1{,}855. */
const m0 = (n: number) => group(n).replace(/,/g, '{,}');

const TABLES = [
  (n: number) => `${n} delegates, including`,
  (n: number) => `${n} friends, including`,
  (n: number) => `${n} panellists, including`,
] as const;
const PLACES = ['a round table', 'a circular conference table', 'a round dinner table'] as const;

/** Round-table seatings (rotations equal) with one or two pairs kept apart: inclusion–exclusion. */
export function roundApart(n: number, pairs: number): number {
  let total = 0;
  for (let k = 0; k <= pairs; k++) total += (-1) ** k * choose(pairs, k) * 2 ** k * factorial(n - 1 - k);
  return total;
}

export const circularApart = defineTemplate({
  id: 'qa-hard-circular-apart',
  area: MODERN,
  topic: 'Permutations & Combinations',
  exams: CAT_XAT,
  draw: (rng) => ({
    n: rng.int(5, 8),
    pairs: rng.next() < 0.5 ? 1 : 2,
    names: pickMany(rng, PEOPLE, 4),
    who: rng.int(0, TABLES.length - 1),
    place: rng.pick(PLACES),
  }),
  body: ({ n, pairs, names, who, place }) => {
    const [a, b, c, d] = names;
    const rule = pairs === 1 ? `${a} and ${b}` : `${a}, ${b}, ${c} and ${d}`;
    const constraint =
      pairs === 1
        ? `if ${a} and ${b} must not sit next to each other`
        : `if ${a} must not sit next to ${b}, and ${c} must not sit next to ${d}`;
    const right = roundApart(n, pairs);
    const linear = pairs === 1 ? factorial(n) - 2 * factorial(n - 1) : linearApart(n);
    const noSwap =
      pairs === 1 ? factorial(n - 1) - factorial(n - 2) : factorial(n - 1) - 2 * factorial(n - 2) + factorial(n - 3);
    const noAddBack = factorial(n - 1) - 2 * pairs * factorial(n - 2);
    return {
      type: 'MCQ',
      stem: `${TABLES[who](n)} ${rule}, are to be seated at ${place}. Seatings that differ only by a rotation are the same. In how many ways can they be seated ${constraint}?`,
      correct: n0(right),
      distractors: [
        ...(pairs === 2
          ? [{ value: n0(noAddBack), why: 'subtracted both “together” cases but never added back the overlap' }]
          : []),
        { value: n0(noSwap), why: `forgot that each pair can sit together in 2 orders` },
        { value: n0(linear), why: 'counted seatings in a row instead of round a table' },
        { value: n0(factorial(n - 1)), why: 'ignored the restriction' },
      ],
      steps: [
        `Round-table seatings of ${n}: $(${n} - 1)! = ${m0(factorial(n - 1))}$.`,
        pairs === 1
          ? `With ${a} and ${b} glued as one unit (2 internal orders): $2 \\times ${n - 2}! = ${m0(2 * factorial(n - 2))}$.`
          : `One given pair together: $2 \\times ${n - 2}! = ${m0(2 * factorial(n - 2))}$ (two such pairs); both pairs together: $4 \\times ${n - 3}! = ${m0(4 * factorial(n - 3))}$.`,
        pairs === 1
          ? `Apart: $${m0(factorial(n - 1))} - ${m0(2 * factorial(n - 2))} = ${m0(right)}$, so ${n0(right)} seatings.`
          : `Inclusion–exclusion: $${m0(factorial(n - 1))} - 2 \\times ${m0(2 * factorial(n - 2))} + ${m0(4 * factorial(n - 3))} = ${m0(right)}$, so ${n0(right)} seatings.`,
      ],
      difficulty: pairs === 1 ? 4 : 5,
      time: pairs === 1 ? 2 : 3,
    };
  },
});

function linearApart(n: number): number {
  return factorial(n) - 2 * 2 * factorial(n - 1) + 4 * factorial(n - 2);
}

/** Derangements: D(0) = 1, D(1) = 0, D(n) = (n − 1)(D(n − 1) + D(n − 2)). */
export function derangements(n: number): number {
  const d = [1, 0];
  for (let i = 2; i <= n; i++) d.push((i - 1) * (d[i - 1] + d[i - 2]));
  return d[n];
}

const MATCHES = [
  (n: number, k: number) =>
    `${n} letters are written to ${n} different people and their ${n} addressed envelopes are filled at random. In how many ways can exactly ${k} letter${k === 1 ? '' : 's'} go into the right envelope${k === 1 ? '' : 's'}?`,
  (n: number, k: number) =>
    `A teacher hands back ${n} graded test papers, one to each of the ${n} students who wrote them, without looking at the names. In how many ways can exactly ${k} student${k === 1 ? '' : 's'} receive ${k === 1 ? 'their own paper' : 'their own papers'}?`,
  (n: number, k: number) =>
    `${n} guests leave their umbrellas at a cloakroom, and the attendant returns them at random, one to each guest. In how many ways can exactly ${k} guest${k === 1 ? '' : 's'} get ${k === 1 ? 'their own umbrella' : 'their own umbrellas'} back?`,
  (n: number, k: number) =>
    `In a secret-gift exchange, ${n} colleagues each put a gift in a pile and then each takes one gift back at random. In how many ways can exactly ${k} of them end up with the gift they brought?`,
  (n: number, k: number) =>
    `${n} keys belong to ${n} lockers. A new caretaker hangs one key on each locker's hook without checking. In how many ways can exactly ${k} key${k === 1 ? '' : 's'} hang on the right locker${k === 1 ? '' : 's'}?`,
  (n: number, k: number) =>
    `${n} students swap their ${n} identical-looking water bottles by mistake during a match, each taking one at random. In how many ways can exactly ${k} of them pick up their own bottle?`,
] as const;

export const derangementCount = defineTemplate({
  id: 'qa-hard-derangements',
  area: MODERN,
  topic: 'Permutations & Combinations',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ n: r.int(5, 9), k: r.int(1, 4), wording: r.int(0, MATCHES.length - 1) }),
      (p) => p.n - p.k >= 3,
    ),
  body: ({ n, k, wording }) => {
    const right = choose(n, k) * derangements(n - k);
    let atLeast = 0;
    for (let j = k; j <= n; j++) atLeast += choose(n, j) * derangements(n - j);
    return {
      type: 'MCQ',
      stem: MATCHES[wording](n, k),
      correct: n0(right),
      distractors: [
        { value: n0(derangements(n - k)), why: `left out the $\\binom{${n}}{${k}}$ ways to choose who matches` },
        {
          value: n0(choose(n, k) * (factorial(n - k) - 1)),
          why: 'took “not all the rest right” for “none of the rest right”',
        },
        { value: n0(atLeast), why: `counted at least ${k}, not exactly ${k}, right` },
      ],
      steps: [
        `Choose the ${k} that match: $\\binom{${n}}{${k}} = ${choose(n, k)}$ ways.`,
        `The other ${n - k} must all be wrong: the derangements $D_{${n - k}} = ${n - k}!\\left(1 - \\frac{1}{1!} + \\frac{1}{2!} - \\cdots\\right) = ${derangements(n - k)}$.`,
        `Total: $${choose(n, k)} \\times ${derangements(n - k)} = ${n0(right)}$.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

/** Solutions of x + y + z = total with x ≥ lo, y ≥ lo2 and 0 ≤ z ≤ hi, counted by brute force. */
export function boundedSolutions(total: number, lo: number, lo2: number, hi: number): number {
  let count = 0;
  for (let x = lo; x <= total; x++) for (let z = 0; z <= hi; z++) if (total - x - z >= lo2) count++;
  return count;
}

const SHARES = [
  (t: number, a: string, b: string, c: string) => `${t} identical chocolates are shared among ${a}, ${b} and ${c}`,
  (t: number, a: string, b: string, c: string) =>
    `${t} identical marbles are put into three boxes labelled ${a}, ${b} and ${c}`,
] as const;

export const integerSolutions = defineTemplate({
  id: 'qa-hard-integer-solutions',
  area: MODERN,
  topic: 'Permutations & Combinations',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        total: r.int(10, 24),
        lo: r.int(1, 3),
        lo2: r.int(2, 4),
        hi: r.int(3, 7),
        wording: r.int(0, SHARES.length),
        names: pickMany(r, PEOPLE, 3),
      }),
      (p) => p.total - p.lo - p.lo2 > p.hi + 1,
    ),
  body: ({ total, lo, lo2, hi, wording, names }) => {
    const rest = total - lo - lo2;
    const right = boundedSolutions(total, lo, lo2, hi);
    const free = choose(rest + 2, 2);
    const over = choose(rest - hi - 1 + 2, 2);
    const [a, b, c] = names;
    const stem =
      wording === SHARES.length
        ? `A shopper buys ${total} pens in three colours (red, blue and green), with at least ${lo} red, at least ${lo2} blue and at most ${hi} green. How many different colour mixes are possible?`
        : `${SHARES[wording](total, a, b, c)} so that ${a} gets at least ${lo}, ${b} gets at least ${lo2} and ${c} gets at most ${hi}. In how many ways can this be done?`;
    return {
      type: 'MCQ',
      stem,
      correct: n0(right),
      distractors: [
        { value: n0(free), why: `ignored the upper limit of ${hi}` },
        {
          value: n0(free - choose(rest - hi + 2, 2)),
          why: `removed the cases with ${hi} or more instead of more than ${hi}`,
        },
        {
          value: n0(choose(total - 1, 2) - over),
          why: 'used the positive-integer count for all three before applying the limits',
        },
      ],
      steps: [
        `Give the minimums first: ${lo} and ${lo2} are fixed, leaving ${rest} to share with no lower limits.`,
        `Without the upper limit: $\\binom{${rest} + 2}{2} = ${free}$.`,
        `Cases where ${wording === SHARES.length ? 'green' : c} gets ${hi + 1} or more: give ${hi + 1} first, leaving ${rest - hi - 1}: $\\binom{${rest - hi - 1} + 2}{2} = ${over}$.`,
        `So $${free} - ${over} = ${right}$ ways.`,
      ],
      difficulty: 5,
      time: 3,
    };
  },
});

/** 5:00 plus some minutes, as a clock time: 45 → 5:45, 90 → 6:30. */
const clock = (minutes: number) => `${5 + Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** Two arrivals uniform on [0, T], each waiting w: P(meet) = 1 − (1 − w/T)². */
export const meetingProbability = defineTemplate({
  id: 'qa-hard-geometric-probability',
  area: MODERN,
  topic: 'Probability',
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        span: r.pick([30, 40, 45, 60, 90, 120]),
        wait: r.pick([5, 10, 12, 15, 20, 30]),
        names: pickMany(r, PEOPLE, 2),
        place: r.pick(['a café', 'the college gate', 'a metro station', 'the library steps']),
      }),
      (p) => 2 * p.wait < p.span,
    ),
  body: ({ span, wait, names, place }) => {
    const [a, b] = names;
    const miss = q((span - wait) * (span - wait), span * span);
    const right = sub(1, miss);
    const f = (x: Q) => `$${texFrac(x, false)}$`;
    return {
      type: 'MCQ',
      stem: `${a} and ${b} agree to meet at ${place} between 5:00 and ${clock(span)} in the evening. Each arrives at a random moment in that interval, independently, waits ${wait} minutes for the other and then leaves. What is the probability that they meet?`,
      correct: f(right),
      distractors: [
        { value: f(q(wait, span)), why: 'compared lengths on a line instead of areas in the square' },
        { value: f(q(2 * wait, span)), why: 'added the two waiting windows as lengths' },
        { value: f(q(right.n, right.d * 2)), why: `counted only the case where ${a} arrives first` },
        { value: f(miss), why: 'found the probability that they miss each other' },
      ],
      steps: [
        `Plot ${a}'s arrival x and ${b}'s arrival y (minutes after 5:00) in a ${span} × ${span} square. They meet when $|x - y| \\le ${wait}$.`,
        `They miss in two corner triangles with legs ${span - wait}, each of area $\\frac{${span - wait}^2}{2}$: together $${span - wait}^2 = ${(span - wait) ** 2}$.`,
        `$P(\\text{meet}) = 1 - \\frac{${(span - wait) ** 2}}{${span * span}}$, so the probability is ${f(right)}.`,
      ],
      difficulty: 5,
      time: 3,
    };
  },
});

const RANK_WORDS = [
  'MASTER',
  'PLANET',
  'GARDEN',
  'BRIGHT',
  'CHAIRS',
  'FOLKS',
  'SIGNAL',
  'TRAVEL',
  'CASTLE',
  'FRIEND',
  'MOTHER',
  'NUMBER',
  'PLANTS',
  'KNIGHT',
  'SCHOLAR',
  'BLUNT',
  'CHARM',
  'QUEST',
  'MONKEY',
  'WINTER',
  'DANGER',
  'SPIDER',
].filter((w) => new Set(w).size === w.length);

/** Dictionary rank of a word with distinct letters. */
export function dictionaryRank(word: string): number {
  const letters = [...word];
  let rank = 1;
  letters.forEach((ch, i) => {
    const smaller = letters.slice(i + 1).filter((c) => c < ch).length;
    rank += smaller * factorial(letters.length - 1 - i);
  });
  return rank;
}

export const wordRank = defineTemplate({
  id: 'qa-hard-word-rank',
  area: MODERN,
  topic: 'Permutations & Combinations',
  exams: ALL_EXAMS,
  draw: (rng) => {
    const base = rng.pick(RANK_WORDS);
    // Half the time the position of a scrambled arrangement, so the letters' order is not always a real word.
    return { base, word: rng.next() < 0.5 ? base : rng.shuffle([...base]).join('') };
  },
  body: ({ base, word }) => {
    const right = dictionaryRank(word);
    const letters = [...word];
    const wrongSmaller =
      1 + letters.reduce((s, ch, i) => s + letters.filter((c) => c < ch).length * factorial(letters.length - 1 - i), 0);
    const parts = letters
      .map((ch, i) => ({ ch, k: letters.slice(i + 1).filter((c) => c < ch).length, f: letters.length - 1 - i }))
      .filter((x) => x.k > 0);
    return {
      type: 'MCQ',
      stem:
        word === base
          ? `All the arrangements of the letters of the word ${word} are listed in dictionary order. What is the position of ${word} itself in the list?`
          : `All the arrangements of the letters of the word ${base}, meaningful or not, are listed in dictionary order. At what position does the arrangement ${word} appear?`,
      correct: n0(right),
      distractors: [
        { value: n0(right - 1), why: 'counted the words before it and forgot to add 1' },
        { value: n0(wrongSmaller), why: 'counted smaller letters among all letters, not only those still unused' },
        { value: n0(factorial(letters.length) - right + 1), why: 'ranked from the end of the list' },
      ],
      steps: [
        `Sorted letters: ${[...letters].sort().join(', ')}. At each position, count the unused letters smaller than the one in ${word}; each fixes a block of words that come first.`,
        `${parts.map((x) => `${x.ch}: ${x.k} × ${x.f}! = ${n0(x.k * factorial(x.f))}`).join('; ')}.`,
        `Words before ${word}: ${n0(right - 1)}; so its position is ${n0(right)}.`,
      ],
      difficulty: 4,
      time: 2.5,
    };
  },
});

// @ts-nocheck
import { group } from './format.ts';
import { choose, factorial } from './rational.ts';
import { ALL_EXAMS, CAT_XAT, defineTemplate, drawUntil } from './template.ts';

const MODERN = 'Modern Maths' as const;
const PNC = 'Permutations & Combinations';

export const WORDS = [
  'BANANA',
  'LETTER',
  'COFFEE',
  'SUCCESS',
  'APPLE',
  'BALLOON',
  'ARRANGE',
  'PEPPER',
  'GOOGLE',
  'ELEVEN',
  'KITTEN',
  'RABBIT',
  'MAMMAL',
  'BUBBLE',
  'CHEETAH',
  'PUZZLE',
  'COOKIE',
  'TOFFEE',
  'DAGGER',
  'MISSION',
  'ASSESS',
  'TATTOO',
  'BOOKLET',
  'GARAGE',
  'CANNON',
  'PARADE',
];
const VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

function counts(letters: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of letters) m.set(l, (m.get(l) ?? 0) + 1);
  return m;
}
/** Arrangements of a multiset: n! / (c1! c2! …). */
export function multisetPerms(letters: string[]): number {
  let out = factorial(letters.length);
  for (const c of counts(letters).values()) out /= factorial(c);
  return out;
}
const repeatsTex = (letters: string[]) =>
  [...counts(letters).values()]
    .filter((c) => c > 1)
    .map((c) => `${c}!`)
    .join(' \\times ') || '1';

export const wordArrangements = defineTemplate({
  id: 'qa-pnc-word-arrangements',
  area: MODERN,
  topic: PNC,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({ word: r.pick(WORDS), kind: r.pick(['all', 'vowels', 'starts'] as const), pos: r.int(0, 6) }),
      (p) => p.kind !== 'vowels' || [...p.word].filter((l) => VOWELS.has(l)).length >= 2,
    ),
  body: ({ word, kind, pos }) => {
    const letters = [...word];
    const n = letters.length;
    const total = multisetPerms(letters);
    if (kind === 'all') {
      return {
        type: 'MCQ',
        stem: `In how many distinct ways can the letters of the word ${word} be arranged?`,
        correct: group(total),
        distractors: [factorial(n), total / 2, total * 2, factorial(n - 1)]
          .filter((v) => Number.isInteger(v))
          .map((v) => group(v)),
        steps: [
          `${word} has ${n} letters with repeats: ${[...counts(letters)]
            .filter(([, c]) => c > 1)
            .map(([l, c]) => `${l} × ${c}`)
            .join(', ')}.`,
          `Arrangements $= \\frac{${n}!}{${repeatsTex(letters)}} = ${total}$, i.e. ${group(total)}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'starts') {
      const first = letters[pos % n];
      const rest = [...letters];
      rest.splice(rest.indexOf(first), 1);
      const value = multisetPerms(rest);
      return {
        type: 'MCQ',
        stem: `How many distinct arrangements of the letters of the word ${word} begin with ${first}?`,
        correct: group(value),
        distractors: [factorial(n - 1), total, value * 2, value + n, value * 3]
          .filter((v) => v !== value)
          .map((v) => group(v)),
        steps: [
          `Fix ${first} in the first place; arrange the remaining ${n - 1} letters ${rest.join(', ')}.`,
          `$\\frac{${n - 1}!}{${repeatsTex(rest)}} = ${value}$, i.e. ${group(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    const vowels = letters.filter((l) => VOWELS.has(l));
    const consonants = letters.filter((l) => !VOWELS.has(l));
    const outside = multisetPerms([...consonants, '#']);
    const inside = multisetPerms(vowels);
    const value = outside * inside;
    return {
      type: 'MCQ',
      stem: `In how many distinct arrangements of the letters of the word ${word} do all the vowels come together?`,
      correct: group(value),
      distractors: [
        outside,
        factorial(consonants.length + 1) * factorial(vowels.length),
        total - value,
        value * 2,
        total,
        value * 3,
      ]
        .filter((v) => v > 0)
        .map((v) => group(v)),
      steps: [
        `Vowels ${vowels.join(', ')}; glue them into one block, leaving ${consonants.length} consonants plus the block: ${consonants.length + 1} units.`,
        `Arrange the units: $\\frac{${consonants.length + 1}!}{${repeatsTex(consonants)}} = ${outside}$; arrange inside the block: $\\frac{${vowels.length}!}{${repeatsTex(vowels)}} = ${inside}$.`,
        `Total $= ${outside} \\times ${inside} = ${value}$, i.e. ${group(value)}.`,
      ],
      difficulty: 3,
      time: 2,
    };
  },
});

export const committee = defineTemplate({
  id: 'qa-pnc-committee',
  area: MODERN,
  topic: PNC,
  exams: ALL_EXAMS,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        men: r.int(4, 8),
        women: r.int(3, 7),
        k: r.int(3, 5),
        j: r.int(1, 3),
        kind: r.pick(['atLeastOne', 'exactly', 'includes', 'apart'] as const),
        body: r.pick(['committee', 'project team', 'delegation', 'quiz team']),
      }),
      (p) => p.j < p.k && p.j <= p.women && p.k - p.j <= p.men,
    ),
  body: ({ men, women, k, j, kind, body }) => {
    const n = men + women;
    const intro = `A ${body} of ${k} is to be chosen from ${men} men and ${women} women.`;
    if (kind === 'atLeastOne') {
      const value = choose(n, k) - choose(men, k);
      return {
        type: 'MCQ',
        stem: `${intro} In how many ways can this be done if the ${body} must include at least one woman?`,
        correct: group(value),
        distractors: [women * choose(n - 1, k - 1), choose(n, k), choose(men, k), value + women, value * 2].map((v) =>
          group(v),
        ),
        steps: [
          `Count all selections and remove those with no woman: $\\binom{${n}}{${k}} - \\binom{${men}}{${k}}$.`,
          `$= ${choose(n, k)} - ${choose(men, k)} = ${value}$, i.e. ${group(value)}.`,
        ],
        difficulty: 2,
        time: 1.5,
      };
    }
    if (kind === 'exactly') {
      const value = choose(women, j) * choose(men, k - j);
      return {
        type: 'MCQ',
        stem: `${intro} In how many ways can this be done if exactly ${j} of the members must be women?`,
        correct: group(value),
        distractors: [
          choose(women, j) + choose(men, k - j),
          choose(n, k),
          choose(women, j) * choose(n - j, k - j),
          value * 2,
          value + 10,
        ].map((v) => group(v)),
        steps: [
          `Choose the women and the men separately and multiply: $\\binom{${women}}{${j}} \\times \\binom{${men}}{${k - j}}$.`,
          `$= ${choose(women, j)} \\times ${choose(men, k - j)} = ${value}$, i.e. ${group(value)}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    if (kind === 'includes') {
      const value = choose(n - 1, k - 1);
      return {
        type: 'MCQ',
        stem: `${intro} In how many ways can this be done if one particular woman must be on the ${body}?`,
        correct: group(value),
        distractors: [choose(n, k), choose(n - 1, k), choose(n, k - 1), value + 1, value * 2].map((v) => group(v)),
        steps: [
          `Put her on the ${body}; choose the other ${k - 1} from the remaining ${n - 1} people.`,
          `$\\binom{${n - 1}}{${k - 1}} = ${value}$, i.e. ${group(value)}.`,
        ],
        difficulty: 1,
        time: 1.5,
      };
    }
    const value = choose(n, k) - choose(n - 2, k - 2);
    return {
      type: 'MCQ',
      stem: `${intro} In how many ways can this be done if two particular men refuse to serve together?`,
      correct: group(value),
      distractors: [
        choose(n, k),
        choose(n - 2, k - 2),
        choose(n - 2, k),
        value - 1,
        value + choose(n - 2, k - 2) + 1,
      ].map((v) => group(v)),
      steps: [
        `Selections containing both of them: $\\binom{${n - 2}}{${k - 2}} = ${choose(n - 2, k - 2)}$.`,
        `Subtract from all selections: $\\binom{${n}}{${k}} - ${choose(n - 2, k - 2)} = ${choose(n, k)} - ${choose(n - 2, k - 2)} = ${value}$, i.e. ${group(value)}.`,
      ],
      difficulty: 2,
      time: 1.5,
    };
  },
});

export const distribution = defineTemplate({
  id: 'qa-pnc-identical-distribution',
  area: MODERN,
  topic: PNC,
  exams: CAT_XAT,
  draw: (rng) =>
    drawUntil(
      rng,
      (r) => ({
        items: r.int(5, 20),
        people: r.int(2, 5),
        min: r.int(0, 2),
        form: r.pick(['sweets', 'equation'] as const),
        thing: r.pick(['identical chocolates', 'identical marbles', 'identical pens', 'identical gift cards']),
      }),
      (p) => p.items - p.people * p.min >= 1,
    ),
  body: ({ items, people, min, form, thing }) => {
    const free = items - people * min;
    const value = choose(free + people - 1, people - 1);
    const vars = ['a', 'b', 'c', 'd', 'e'].slice(0, people);
    const stem =
      form === 'sweets'
        ? `In how many ways can ${items} ${thing} be distributed among ${people} children${min === 0 ? '' : ` so that each child gets at least ${min}`}?`
        : `How many solutions in ${min === 0 ? 'non-negative' : min === 1 ? 'positive' : `integers $\\ge ${min}$`}${min >= 2 ? '' : ' integers'} does $${vars.join(' + ')} = ${items}$ have?`;
    return {
      type: 'TITA',
      stem,
      value,
      steps: [
        min === 0
          ? `No minimum is required, so all ${items} units are free to distribute.`
          : `First give each of the ${people} a share of ${min}; ${free === 1 ? '1 unit remains' : `${free} units remain`} to be distributed freely.`,
        `Stars and bars: ${free} identical units among ${people} places in $\\binom{${free} + ${people - 1}}{${people - 1}} = \\binom{${free + people - 1}}{${people - 1}}$ ways.`,
        `$= ${value}$.`,
      ],
      difficulty: min === 0 ? 2 : 3,
      time: 2,
    };
  },
});

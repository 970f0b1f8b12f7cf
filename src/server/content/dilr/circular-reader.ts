import {
  type Answer,
  type Ask,
  answerFrom,
  clueLines,
  count,
  lookup,
  ORDINAL_WORDS,
  options,
  orders,
  pairOf,
  type Rule,
  readOne,
  rule,
  splitList,
} from './reader-kit.ts';

/**
 * A text reader for circular-arrangement sets, written from the English alone and not from the generator's model
 * (circular-arrangement.ts): it reads the people from the opening paragraph, parses each numbered clue with its own
 * grammar, enumerates every seating, and answers each question from what is left.
 *
 * Places are numbered round the table in the direction of everyone's left hand: all face the centre, so "left" is
 * the same way round for each of them, and "k-th to the left of Q" is Q's place + k. No sentence names a seat, so
 * turning the whole table changes nothing; the first person named is pinned to place 0 and a seating is unique when
 * exactly one world is left.
 */

/** pos[person] is 0 … n−1, counted round to the left. */
export interface CircleWorld {
  pos: number[];
}

type Test = (w: CircleWorld) => boolean;

export interface CircleReading {
  people: string[];
  clues: Test[];
  /** The grammar rule that read each clue, for coverage checks. */
  forms: string[];
}

const INTRO = /^(.+) sit around a circular table with (\d+) equally spaced seats, all facing the centre\.$/;

export function readCircle(body: string): CircleReading {
  const m = body.split('\n')[0].match(INTRO);
  if (!m) throw new Error(`not a round-table setting: ${body.split('\n')[0]}`);
  const people = splitList(m[1]);
  if (people.length !== Number(m[2]) || people.length % 2 !== 0) throw new Error('people and seats differ');
  const reading: CircleReading = { people, clues: [], forms: [] };
  for (const line of clueLines(body)) {
    const { id, value } = parseCircleClue(reading, line);
    reading.clues.push(value);
    reading.forms.push(id);
  }
  return reading;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** Places from a round to b, going left. */
const leftward = (w: CircleWorld, a: number, b: number) => mod(w.pos[b] - w.pos[a], w.pos.length);
const near = (w: CircleWorld, a: number, b: number) => [1, w.pos.length - 1].includes(leftward(w, a, b));

/** "immediately" → 1, "second" → 2, "third" → 3 (places away). */
const steps = (word: string) => (word.toLowerCase() === 'immediately' ? 1 : lookup(ORDINAL_WORDS, word) + 1);

function clueRules(r: CircleReading): Rule<Test>[] {
  const n = r.people.length;
  const person = (t: string) => lookup(r.people, t);
  const two = (id: string, src: string, test: (a: number, b: number, w: CircleWorld) => boolean) =>
    rule(id, src, (m): Test => {
      const [a, b] = [person(m[1]), person(m[2])];
      return (w) => test(a, b, w);
    });
  const turn = (id: string, side: 'left' | 'right') =>
    rule(id, `(.+) sits (\\w+) to the ${side} of (.+)`, (m): Test => {
      const [a, k, b] = [person(m[1]), steps(m[2]), person(m[3])];
      return (w) => leftward(w, b, a) === (side === 'left' ? k : n - k);
    });
  return [
    turn('left', 'left'),
    turn('right', 'right'),
    two('opposite', '(.+) sits directly opposite (.+)', (a, b, w) => leftward(w, a, b) === n / 2),
    two('neighbour', '(.+) is a neighbour of (.+)', (a, b, w) => near(w, a, b)),
    two('notNeighbour', '(.+) is not a neighbour of (.+)', (a, b, w) => !near(w, a, b)),
    rule('gap', 'going the shorter way round, exactly (\\w+) (?:person sits|people sit) between (.+) and (.+)', (m) => {
      const [k, a, b] = [count(m[1]), person(m[2]), person(m[3])];
      return (w) => {
        const d = leftward(w, a, b);
        return Math.min(d, n - d) === k + 1;
      };
    }),
    // Around a table everyone is "between" two others along some arc, so the sentence only says something if it
    // means the two on either side: a's neighbours are exactly b and c.
    rule('between', '(.+) sits between (.+) and (.+)', (m): Test => {
      const [a, b, c] = [person(m[1]), person(m[2]), person(m[3])];
      if (b === c || a === b || a === c) throw new Error('between needs three people');
      return (w) => near(w, a, b) && near(w, a, c);
    }),
  ];
}

export const parseCircleClue = (r: CircleReading, text: string) => readOne(clueRules(r), text);

/** Every seating (first person at place 0) meeting all the clues. */
export function solveCircle(r: CircleReading): CircleWorld[] {
  const n = r.people.length;
  return orders(n - 1)
    .map((rest) => ({ pos: [0, ...rest.map((p) => p + 1)] }))
    .filter((w) => r.clues.every((c) => c(w)));
}

function questionRules(r: CircleReading): Rule<Ask<CircleWorld>>[] {
  const n = r.people.length;
  const person = (t: string) => lookup(r.people, t);
  const pair = (t: string) => pairOf(r.people, t);
  const seen = (side: 'left' | 'right') =>
    rule(side, `who sits (\\w+) to the ${side} of (.+)\\?`, (m) => {
      const [k, a] = [steps(m[1]), person(m[2])];
      return options(person, (o, w: CircleWorld) => leftward(w, a, o) === (side === 'left' ? k : n - k));
    });
  return [
    seen('left'),
    seen('right'),
    rule('opposite', 'who sits directly opposite (.+)\\?', (m) => {
      const a = person(m[1]);
      return options(person, (o, w) => leftward(w, a, o) === n / 2);
    }),
    rule('neighbours', 'who are the two neighbours of (.+)\\?', (m) => {
      const a = person(m[1]);
      return options(pair, ([b, c], w) => near(w, a, b) && near(w, a, c));
    }),
    rule(
      'countLeft',
      "starting from (.+) and moving to (.+)[’']s left, how many people sit between (.+) and (.+)\\?",
      (m) => {
        const [a, mover, from, b] = [person(m[1]), person(m[2]), person(m[3]), person(m[4])];
        if (a !== mover || a !== from) throw new Error('the count must start where it moves from');
        // People passed going left from a before reaching b.
        return { value: (w) => leftward(w, a, b) - 1 };
      },
    ),
    rule('adjacentPair', 'which of the following pairs are neighbours\\?', () =>
      options(pair, ([a, b], w) => near(w, a, b)),
    ),
  ];
}

/** Reads the stem with the question grammar, then each option, and answers from the worlds. */
export function answerCircle(
  r: CircleReading,
  worlds: readonly CircleWorld[],
  q: { stem: string; options?: string[] | null },
): Answer & { form: string } {
  const { id, value } = readOne(questionRules(r), q.stem);
  return { ...answerFrom(value, worlds, q.options), form: id };
}

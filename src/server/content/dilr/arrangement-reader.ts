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
 * A text reader for linear-arrangement sets, written from the English alone and not from the generator's model
 * (arrangement-model.ts): it reads the people and cities from the opening paragraph, parses each numbered clue with
 * its own grammar, enumerates every seating and city assignment, and answers each question from what is left.
 * Everyone faces north and seats are counted from the left end, so everyone's left is seat 1's side and "to the
 * right of" means a higher seat number.
 */

/** seat[person] is 0 (the left end) … n−1; city[person] indexes the cities read from the text. */
export interface RowWorld {
  seat: number[];
  city: number[];
}

/** A person named, or whoever is from a city ("the person from Pune"). */
type Ent = { person: number } | { city: number };

interface Clue {
  test: (w: RowWorld) => boolean;
  /** Whether the clue needs the cities at all; the others prune seatings first. */
  usesCity: boolean;
}

export interface RowReading {
  people: string[];
  cities: string[];
  clues: Clue[];
  /** The grammar rule that read each clue, for coverage checks. */
  forms: string[];
}

const INTRO =
  /^(.+) sit in a row of (\d+) seats, all facing north\. Each of them is from a different city among (.+)\. Seats are counted from the left end\.$/;

export function readRow(body: string): RowReading {
  const m = body.split('\n')[0].match(INTRO);
  if (!m) throw new Error(`not a row setting: ${body.split('\n')[0]}`);
  const people = splitList(m[1]);
  const cities = splitList(m[3]);
  if (people.length !== Number(m[2]) || cities.length !== people.length)
    throw new Error('people, seats and cities differ');
  const reading: RowReading = { people, cities, clues: [], forms: [] };
  for (const line of clueLines(body)) {
    const { id, value } = parseRowClue(reading, line);
    reading.clues.push(value);
    reading.forms.push(id);
  }
  return reading;
}

function entity(r: RowReading, text: string): Ent {
  const from = text.match(/^the person from (\w+)$/i);
  return from ? { city: lookup(r.cities, from[1]) } : { person: lookup(r.people, text) };
}

const personOf = (e: Ent, w: RowWorld) => ('person' in e ? e.person : w.city.indexOf(e.city));
const seatOf = (e: Ent, w: RowWorld) => w.seat[personOf(e, w)];
const cityRef = (...es: Ent[]) => es.some((e) => 'city' in e);

function clueRules(r: RowReading): Rule<Clue>[] {
  const n = r.people.length;
  const ent = (t: string) => entity(r, t);
  const one = (id: string, src: string, test: (a: Ent, m: RegExpMatchArray) => (w: RowWorld) => boolean) =>
    rule(id, src, (m) => {
      const a = ent(m[1]);
      return { test: test(a, m), usesCity: cityRef(a) };
    });
  const two = (id: string, src: string, test: (a: Ent, b: Ent) => (w: RowWorld) => boolean) =>
    rule(id, src, (m) => {
      const [a, b] = [ent(m[1]), ent(m[2])];
      return { test: test(a, b), usesCity: cityRef(a, b) };
    });
  const isEnd = (a: Ent, w: RowWorld) => seatOf(a, w) === 0 || seatOf(a, w) === n - 1;
  const next = (a: Ent, b: Ent, w: RowWorld) => Math.abs(seatOf(a, w) - seatOf(b, w)) === 1;
  const fromCities = (yes: boolean) => (m: RegExpMatchArray) => {
    const [a, b]: Ent[] = [{ city: lookup(r.cities, m[1]) }, { city: lookup(r.cities, m[2]) }];
    return { test: (w: RowWorld) => next(a, b, w) === yes, usesCity: true };
  };
  const holdsCity = (yes: boolean) => (m: RegExpMatchArray) => {
    const [a, c] = [ent(m[1]), lookup(r.cities, m[2])];
    return { test: (w: RowWorld) => (w.city[personOf(a, w)] === c) === yes, usesCity: true };
  };
  return [
    one('seat', '(.+) sits (\\w+) from the left end', (a, m) => {
      const seat = lookup(ORDINAL_WORDS.slice(0, n), m[2]);
      return (w) => seatOf(a, w) === seat;
    }),
    one('end', '(.+) sits at one of the ends', (a) => (w) => isEnd(a, w)),
    one('notEnd', '(.+) does not sit at either end', (a) => (w) => !isEnd(a, w)),
    two('left', '(.+) sits somewhere to the left of (.+)', (a, b) => (w) => seatOf(a, w) < seatOf(b, w)),
    two('immLeft', '(.+) sits immediately to the left of (.+)', (a, b) => (w) => seatOf(a, w) + 1 === seatOf(b, w)),
    two('adj', '(.+) and (.+) sit next to each other', (a, b) => (w) => next(a, b, w)),
    two('notAdj', '(.+) does not sit next to (.+)', (a, b) => (w) => !next(a, b, w)),
    rule('citiesAdj', 'the people from (\\w+) and (\\w+) sit next to each other', fromCities(true)),
    rule('citiesNotAdj', 'the people from (\\w+) and (\\w+) do not sit next to each other', fromCities(false)),
    rule('gap', 'exactly (\\w+) (?:person sits|people sit) between (.+) and (.+)', (m) => {
      const [k, a, b] = [count(m[1]), ent(m[2]), ent(m[3])];
      return { test: (w) => Math.abs(seatOf(a, w) - seatOf(b, w)) === k + 1, usesCity: cityRef(a, b) };
    }),
    rule('from', '(.+) is from (\\w+)', holdsCity(true)),
    rule('notFrom', '(.+) is not from (\\w+)', holdsCity(false)),
  ];
}

export const parseRowClue = (r: RowReading, text: string) => readOne(clueRules(r), text);

/** Every seating and city assignment meeting all the clues. */
export function solveRow(r: RowReading): RowWorld[] {
  const all = orders(r.people.length);
  const seatOnly = r.clues.filter((c) => !c.usesCity);
  const rest = r.clues.filter((c) => c.usesCity);
  const worlds: RowWorld[] = [];
  for (const seat of all) {
    if (!seatOnly.every((c) => c.test({ seat, city: all[0] }))) continue;
    for (const city of all) if (rest.every((c) => c.test({ seat, city }))) worlds.push({ seat, city });
  }
  return worlds;
}

function questionRules(r: RowReading): Rule<Ask<RowWorld>>[] {
  const n = r.people.length;
  const person = (t: string) => lookup(r.people, t);
  const ordinal = (t: string) => lookup(ORDINAL_WORDS.slice(0, n), t);
  const ent = (t: string) => entity(r, t);
  const pair = (t: string) => pairOf(r.people, t);
  const seatOption = (t: string) => ordinal(t.match(/^(\w+) from the left$/)?.[1] ?? '');
  return [
    rule('personAt', 'who sits (\\w+) from the left end\\?', (m) => {
      const seat = ordinal(m[1]);
      return options(person, (p, w) => w.seat[p] === seat);
    }),
    rule('cityOf', 'which city is (.+) from\\?', (m) => {
      const p = person(m[1]);
      return options(
        (o) => lookup(r.cities, o),
        (c, w) => w.city[p] === c,
      );
    }),
    rule('between', 'how many people sit between (.+) and (.+)\\?', (m) => {
      const [a, b] = [ent(m[1]), ent(m[2])];
      return { value: (w) => Math.abs(seatOf(a, w) - seatOf(b, w)) - 1 };
    }),
    // Facing north, a person's right hand points away from the left end: one seat number higher.
    rule('rightOf', 'who sits immediately to the right of (.+)\\?', (m) => {
      const a = ent(m[1]);
      return options(person, (p, w) => w.seat[p] === seatOf(a, w) + 1);
    }),
    rule('adjacentPair', 'which of the following pairs sit next to each other\\?', () =>
      options(pair, ([a, b], w) => Math.abs(w.seat[a] - w.seat[b]) === 1),
    ),
    rule('seatOf', 'where does (.+) sit\\?', (m) => {
      const a = ent(m[1]);
      return options(seatOption, (seat, w) => seatOf(a, w) === seat);
    }),
    rule('ends', 'who sit at the two ends of the row\\?', () =>
      options(pair, ([a, b], w) => Math.min(w.seat[a], w.seat[b]) === 0 && Math.max(w.seat[a], w.seat[b]) === n - 1),
    ),
  ];
}

/** Reads the stem with the question grammar, then each option, and answers from the worlds. */
export function answerRow(
  r: RowReading,
  worlds: readonly RowWorld[],
  q: { stem: string; options?: string[] | null },
): Answer & { form: string } {
  const { id, value } = readOne(questionRules(r), q.stem);
  return { ...answerFrom(value, worlds, q.options), form: id };
}

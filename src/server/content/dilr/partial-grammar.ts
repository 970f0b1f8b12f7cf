/**
 * The text solver's own grammar for partial-arrangement sets: how each setting's sentences map to meanings. Written
 * separately from the generator's wording (partial-scenes.ts) on purpose — if the two ever drift, the solver either
 * fails to parse a clue or reaches different answers, and the tests say so. Places are 1-based here.
 */

/** A place reference read from text: a named entity, or whoever holds a value ("the doctor"). */
export type Ent = { name: number } | { value: number };

export interface World {
  /** place[person] is 1…6. */
  place: number[];
  /** value[person] is an index into the values read from the text. */
  value: number[];
}

export const placeOf = (e: Ent, w: World) => ('name' in e ? w.place[e.name] : w.place[w.value.indexOf(e.value)]);
const personOf = (e: Ent, w: World) => ('name' in e ? e.name : w.value.indexOf(e.value));

/** A parsed statement; `usesValues` says whether it needs the second attribute (for a faster search). */
export interface Pred {
  test: (w: World) => boolean;
  usesValues: boolean;
}

type Build = (m: RegExpMatchArray, ent: (text: string) => Ent, val: (text: string) => number) => Pred;

const NUMBERS: Record<string, number> = { no: 0, one: 1, two: 2, three: 3, four: 4 };
const refs = (...es: Ent[]) => es.some((e) => 'value' in e);

const at: Build = (m, ent) => {
  const e = ent(m[1]);
  return { test: (w) => placeOf(e, w) === Number(m[2]), usesValues: refs(e) };
};
const parity: Build = (m, ent) => {
  const e = ent(m[1]);
  return { test: (w) => (placeOf(e, w) % 2 === 0) === (m[2].toLowerCase() === 'even'), usesValues: refs(e) };
};
/** `first` is the group of the entity with the smaller place number. */
const lower =
  (first: 1 | 2, step: 'any' | 'one'): Build =>
  (m, ent) => {
    const a = ent(m[first]);
    const b = ent(m[3 - first]);
    const ok = (d: number) => (step === 'one' ? d === 1 : d > 0);
    return { test: (w) => ok(placeOf(b, w) - placeOf(a, w)), usesValues: refs(a, b) };
  };
const between: Build = (m, ent) => {
  const [a, b] = [ent(m[2]), ent(m[3])];
  const k = NUMBERS[m[1].toLowerCase()];
  return {
    test: (w) => personOf(a, w) !== personOf(b, w) && Math.abs(placeOf(a, w) - placeOf(b, w)) === k + 1,
    usesValues: refs(a, b),
  };
};
const adjacent =
  (yes: boolean): Build =>
  (m, ent) => {
    const [a, b] = [ent(m[1]), ent(m[2])];
    return { test: (w) => (Math.abs(placeOf(a, w) - placeOf(b, w)) === 1) === yes, usesValues: refs(a, b) };
  };
const end =
  (yes: boolean): Build =>
  (m, ent) => {
    const e = ent(m[1]);
    return { test: (w) => [1, 6].includes(placeOf(e, w)) === yes, usesValues: refs(e) };
  };
const has =
  (yes: boolean): Build =>
  (m, ent, val) => {
    const e = ent(m[1]);
    const v = val(m[2]);
    if (!('name' in e)) throw new Error(`a value is held by a named entity: ${m[0]}`);
    return { test: (w) => (w.value[e.name] === v) === yes, usesValues: true };
  };

export interface Grammar {
  id: string;
  /** Reads the names and the values from the opening paragraph. */
  intro: RegExp;
  values: RegExp;
  name: (n: string) => string;
  value: (v: string) => string;
  statements: Array<[RegExp, Build]>;
  askPlace: RegExp;
  askWho: RegExp;
  askValue: RegExp;
  extreme: RegExp;
}

const rule = (source: string, build: Build): [RegExp, Build] => [new RegExp(`^${source}$`, 'i'), build];

export const GRAMMARS: Grammar[] = [
  {
    id: 'building',
    intro: /^Six friends, (.+), live in a building with six floors/,
    values: /different profession among the following: (.+)\.$/,
    name: (n) => n,
    value: (v) => `the ${v}`,
    statements: [
      rule('(.+) lives on floor (\\d)', at),
      rule('(.+) lives on an? (even|odd)-numbered floor', parity),
      rule('(.+) lives on a lower floor than (.+)', lower(1, 'any')),
      rule('(.+) lives on a higher floor than (.+)', lower(2, 'any')),
      rule('(.+) lives one floor below (.+)', lower(1, 'one')),
      rule('(.+) lives one floor above (.+)', lower(2, 'one')),
      rule('exactly (\\w+) (?:person lives|people live) between (.+) and (.+)', between),
      rule('(.+) and (.+) live on adjacent floors', adjacent(true)),
      rule('(.+) and (.+) do not live on adjacent floors', adjacent(false)),
      rule('(.+) lives on the top floor or the bottom floor', end(true)),
      rule('(.+) lives on neither the top nor the bottom floor', end(false)),
      rule('(.+) is the (\\w+)', has(true)),
      rule('(.+) is not the (\\w+)', has(false)),
    ],
    askPlace: /^On which floor does (.+) live\?$/,
    askWho: /^Who lives on floor (\d)\?$/,
    askValue: /^What is (.+)[’']s profession\?$/,
    extreme: /^What is the (lowest|highest) floor on which (.+) could live\?$/,
  },
  {
    id: 'row',
    intro: /^Six people, (.+), sit in a row of six seats numbered 1 to 6 from the left/,
    values: /is from a different city among (.+)\.$/,
    name: (n) => n,
    value: (v) => `the person from ${v}`,
    statements: [
      rule('(.+) sits in seat (\\d)', at),
      rule('(.+) sits in an? (even|odd)-numbered seat', parity),
      rule('(.+) sits somewhere to the left of (.+)', lower(1, 'any')),
      rule('(.+) sits somewhere to the right of (.+)', lower(2, 'any')),
      rule('(.+) sits immediately to the left of (.+)', lower(1, 'one')),
      rule('(.+) sits immediately to the right of (.+)', lower(2, 'one')),
      rule('exactly (\\w+) (?:person sits|people sit) between (.+) and (.+)', between),
      rule('(.+) and (.+) sit next to each other', adjacent(true)),
      rule('(.+) and (.+) do not sit next to each other', adjacent(false)),
      rule('(.+) sits at one of the ends', end(true)),
      rule('(.+) does not sit at either end', end(false)),
      rule('(.+) is from (\\w+)', has(true)),
      rule('(.+) is not from (\\w+)', has(false)),
    ],
    askPlace: /^In which seat does (.+) sit\?$/,
    askWho: /^Who sits in seat (\d)\?$/,
    askValue: /^Which city is (.+) from\?$/,
    extreme: /^What is the (smallest|largest) seat number in which (.+) could sit\?$/,
  },
  {
    id: 'queue',
    intro: /^Six people, (.+), stand in a queue .* Positions are numbered 1 \(the front\) to 6 \(the back\)/,
    values: /is going to a different city among (.+)\.$/,
    name: (n) => n,
    value: (v) => `the person going to ${v}`,
    statements: [
      rule('(.+) stands at position (\\d)', at),
      rule('(.+) stands at an? (even|odd)-numbered position', parity),
      rule('(.+) stands somewhere ahead of (.+)', lower(1, 'any')),
      rule('(.+) stands somewhere behind (.+)', lower(2, 'any')),
      rule('(.+) stands immediately ahead of (.+)', lower(1, 'one')),
      rule('(.+) stands immediately behind (.+)', lower(2, 'one')),
      rule('exactly (\\w+) (?:person stands|people stand) between (.+) and (.+)', between),
      rule('(.+) and (.+) stand next to each other', adjacent(true)),
      rule('(.+) and (.+) do not stand next to each other', adjacent(false)),
      rule('(.+) is either first or last in the queue', end(true)),
      rule('(.+) is neither first nor last in the queue', end(false)),
      rule('(.+) is going to (\\w+)', has(true)),
      rule('(.+) is not going to (\\w+)', has(false)),
    ],
    askPlace: /^At which position does (.+) stand\?$/,
    askWho: /^Who stands at position (\d)\?$/,
    askValue: /^Which city is (.+) going to\?$/,
    extreme: /^What is the (smallest|largest) position number at which (.+) could stand\?$/,
  },
  {
    id: 'shelf',
    intro: /^Six books, on (.+), stand on a shelf in six slots numbered 1 to 6 from the left/,
    values: /cover of a different colour among (.+)\.$/,
    name: (n) => `the ${n} book`,
    value: (v) => `the ${v} book`,
    statements: [
      rule('(.+) is in slot (\\d)', at),
      rule('(.+) is in an? (even|odd)-numbered slot', parity),
      rule('(.+) is somewhere to the left of (.+)', lower(1, 'any')),
      rule('(.+) is somewhere to the right of (.+)', lower(2, 'any')),
      rule('(.+) is immediately to the left of (.+)', lower(1, 'one')),
      rule('(.+) is immediately to the right of (.+)', lower(2, 'one')),
      rule('exactly (\\w+) (?:book stands|books stand) between (.+) and (.+)', between),
      rule('(.+) and (.+) are next to each other', adjacent(true)),
      rule('(.+) and (.+) are not next to each other', adjacent(false)),
      rule('(.+) is at one end of the shelf', end(true)),
      rule('(.+) is at neither end of the shelf', end(false)),
      rule('(.+) has an? (\\w+) cover', has(true)),
      rule('(.+) does not have an? (\\w+) cover', has(false)),
    ],
    askPlace: /^In which slot is (.+)\?$/,
    askWho: /^Which book is in slot (\d)\?$/,
    askValue: /^What colour is the cover of (.+)\?$/,
    extreme: /^What is the (smallest|largest) slot number that (.+) could be in\?$/,
  },
];

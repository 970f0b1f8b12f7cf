import { list } from './kit.ts';
import { CITIES, PEOPLE } from './names.ts';
import type { Fact, Ref } from './partial-model.ts';

/**
 * How each setting words the same model: a building's floors, a row of seats, a queue, a shelf of books. Only the
 * generator renders with these; the solver reads the result with its own grammar, so a wording slip shows up as a
 * disagreement in the tests.
 */
export interface Scene {
  id: 'building' | 'row' | 'queue' | 'shelf';
  title: string;
  subtopic: string;
  names: readonly string[];
  values: readonly string[];
  intro(names: readonly string[], values: readonly string[]): string;
  /** How an entity is named mid-sentence: "Aarav", "the doctor", "the History book". */
  name(n: string): string;
  value(v: string): string;
  /** A true-or-false statement without its full stop; refs already rendered. */
  say(f: Fact, A: string, B: string, num: (k: number) => string, value: string): string;
  /** What the second attribute is called: "profession", "city" … */
  trait: string;
  /** "floor", "seat" …: what a position is called. */
  unit: string;
  /** "floor 3", "seat 3" … (1-based). */
  place(k: number): string;
  askPos(E: string): string;
  askWho(k: number): string;
  askVal(N: string): string;
  valueOption(v: string): string;
  whoOption(n: string): string;
  extreme(E: string, low: boolean): string;
  /** "people" or "books", for "how many … between". */
  crowd: string;
  /** What a full arrangement assigns: "floors and professions". */
  assigns: string;
}

export const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const WORDS = ['no', 'one', 'two', 'three', 'four'];
export const numberWord = (k: number) => WORDS[k];
export const sentence = (s: string) => cap(s);

const building: Scene = {
  id: 'building',
  title: 'Six friends on six floors',
  subtopic: 'Floors with professions (several cases)',
  names: PEOPLE,
  values: ['doctor', 'lawyer', 'teacher', 'pilot', 'chef', 'banker', 'architect', 'engineer', 'nurse', 'painter'],
  intro: (n, v) =>
    `Six friends, ${list(n)}, live in a building with six floors, one on each floor. The floors are numbered 1 (the lowest) to 6 (the top). Each of them has a different profession among the following: ${list(v)}.`,
  name: (n) => n,
  value: (v) => `the ${v}`,
  say: (f, A, B, num, V) => {
    switch (f.t) {
      case 'at':
        return `${A} lives on floor ${f.pos + 1}`;
      case 'parity':
        return `${A} lives on an ${f.even ? 'even' : 'odd'}-numbered floor`;
      case 'before':
        return f.rev ? `${B} lives on a higher floor than ${A}` : `${A} lives on a lower floor than ${B}`;
      case 'next':
        return f.rev ? `${B} lives one floor above ${A}` : `${A} lives one floor below ${B}`;
      case 'gap':
        return `exactly ${num(f.k)} ${f.k === 1 ? 'person lives' : 'people live'} between ${A} and ${B}`;
      case 'adj':
        return `${A} and ${B} ${f.yes ? 'live' : 'do not live'} on adjacent floors`;
      case 'end':
        return f.yes
          ? `${A} lives on the top floor or the bottom floor`
          : `${A} lives on neither the top nor the bottom floor`;
      case 'has':
        return `${A} is ${f.yes ? '' : 'not '}the ${V}`;
    }
  },
  trait: 'profession',
  unit: 'floor',
  place: (k) => `floor ${k + 1}`,
  askPos: (E) => `On which floor does ${E} live?`,
  askWho: (k) => `Who lives on floor ${k + 1}?`,
  askVal: (N) => `What is ${N}’s profession?`,
  valueOption: (v) => cap(v),
  whoOption: (n) => n,
  extreme: (E, low) => `What is the ${low ? 'lowest' : 'highest'} floor on which ${E} could live?`,
  crowd: 'people',
  assigns: 'floors and professions',
};

const row: Scene = {
  id: 'row',
  title: 'Six people in a row of seats',
  subtopic: 'Row with cities (several cases)',
  names: PEOPLE,
  values: CITIES,
  intro: (n, v) =>
    `Six people, ${list(n)}, sit in a row of six seats numbered 1 to 6 from the left, one in each seat. Each of them is from a different city among ${list(v)}.`,
  name: (n) => n,
  value: (v) => `the person from ${v}`,
  say: (f, A, B, num, V) => {
    switch (f.t) {
      case 'at':
        return `${A} sits in seat ${f.pos + 1}`;
      case 'parity':
        return `${A} sits in an ${f.even ? 'even' : 'odd'}-numbered seat`;
      case 'before':
        return f.rev ? `${B} sits somewhere to the right of ${A}` : `${A} sits somewhere to the left of ${B}`;
      case 'next':
        return f.rev ? `${B} sits immediately to the right of ${A}` : `${A} sits immediately to the left of ${B}`;
      case 'gap':
        return `exactly ${num(f.k)} ${f.k === 1 ? 'person sits' : 'people sit'} between ${A} and ${B}`;
      case 'adj':
        return `${A} and ${B} ${f.yes ? 'sit' : 'do not sit'} next to each other`;
      case 'end':
        return f.yes ? `${A} sits at one of the ends` : `${A} does not sit at either end`;
      case 'has':
        return `${A} is ${f.yes ? '' : 'not '}from ${V}`;
    }
  },
  trait: 'city',
  unit: 'seat',
  place: (k) => `seat ${k + 1}`,
  askPos: (E) => `In which seat does ${E} sit?`,
  askWho: (k) => `Who sits in seat ${k + 1}?`,
  askVal: (N) => `Which city is ${N} from?`,
  valueOption: (v) => v,
  whoOption: (n) => n,
  extreme: (E, low) => `What is the ${low ? 'smallest' : 'largest'} seat number in which ${E} could sit?`,
  crowd: 'people',
  assigns: 'seats and cities',
};

const queue: Scene = {
  id: 'queue',
  title: 'Six travellers in a ticket queue',
  subtopic: 'Queue with destinations (several cases)',
  names: PEOPLE,
  values: CITIES,
  intro: (n, v) =>
    `Six people, ${list(n)}, stand in a queue at a railway ticket counter. Positions are numbered 1 (the front) to 6 (the back). Each of them is going to a different city among ${list(v)}.`,
  name: (n) => n,
  value: (v) => `the person going to ${v}`,
  say: (f, A, B, num, V) => {
    switch (f.t) {
      case 'at':
        return `${A} stands at position ${f.pos + 1}`;
      case 'parity':
        return `${A} stands at an ${f.even ? 'even' : 'odd'}-numbered position`;
      case 'before':
        return f.rev ? `${B} stands somewhere behind ${A}` : `${A} stands somewhere ahead of ${B}`;
      case 'next':
        return f.rev ? `${B} stands immediately behind ${A}` : `${A} stands immediately ahead of ${B}`;
      case 'gap':
        return `exactly ${num(f.k)} ${f.k === 1 ? 'person stands' : 'people stand'} between ${A} and ${B}`;
      case 'adj':
        return `${A} and ${B} ${f.yes ? 'stand' : 'do not stand'} next to each other`;
      case 'end':
        return f.yes ? `${A} is either first or last in the queue` : `${A} is neither first nor last in the queue`;
      case 'has':
        return `${A} is ${f.yes ? '' : 'not '}going to ${V}`;
    }
  },
  trait: 'destination',
  unit: 'position',
  place: (k) => `position ${k + 1}`,
  askPos: (E) => `At which position does ${E} stand?`,
  askWho: (k) => `Who stands at position ${k + 1}?`,
  askVal: (N) => `Which city is ${N} going to?`,
  valueOption: (v) => v,
  whoOption: (n) => n,
  extreme: (E, low) => `What is the ${low ? 'smallest' : 'largest'} position number at which ${E} could stand?`,
  crowd: 'people',
  assigns: 'positions and destinations',
};

const shelf: Scene = {
  id: 'shelf',
  title: 'Six books on a shelf',
  subtopic: 'Shelf with cover colours (several cases)',
  names: ['History', 'Physics', 'Biology', 'Economics', 'Chemistry', 'Geography', 'Poetry', 'Law', 'Music', 'Botany'],
  values: ['red', 'blue', 'green', 'yellow', 'black', 'white', 'orange', 'grey'],
  intro: (n, v) =>
    `Six books, on ${list(n)}, stand on a shelf in six slots numbered 1 to 6 from the left, one book in each slot. Each book has a cover of a different colour among ${list(v)}.`,
  name: (n) => `the ${n} book`,
  value: (v) => `the ${v} book`,
  say: (f, A, B, num, V) => {
    switch (f.t) {
      case 'at':
        return `${A} is in slot ${f.pos + 1}`;
      case 'parity':
        return `${A} is in an ${f.even ? 'even' : 'odd'}-numbered slot`;
      case 'before':
        return f.rev ? `${B} is somewhere to the right of ${A}` : `${A} is somewhere to the left of ${B}`;
      case 'next':
        return f.rev ? `${B} is immediately to the right of ${A}` : `${A} is immediately to the left of ${B}`;
      case 'gap':
        return `exactly ${num(f.k)} ${f.k === 1 ? 'book stands' : 'books stand'} between ${A} and ${B}`;
      case 'adj':
        return `${A} and ${B} ${f.yes ? 'are' : 'are not'} next to each other`;
      case 'end':
        return f.yes ? `${A} is at one end of the shelf` : `${A} is at neither end of the shelf`;
      case 'has':
        return `${A} ${f.yes ? 'has' : 'does not have'} ${/^[aeiou]/.test(V) ? 'an' : 'a'} ${V} cover`;
    }
  },
  trait: 'cover colour',
  unit: 'slot',
  place: (k) => `slot ${k + 1}`,
  askPos: (E) => `In which slot is ${E}?`,
  askWho: (k) => `Which book is in slot ${k + 1}?`,
  askVal: (N) => `What colour is the cover of ${N}?`,
  valueOption: (v) => cap(v),
  whoOption: (n) => `The ${n} book`,
  extreme: (E, low) => `What is the ${low ? 'smallest' : 'largest'} slot number that ${E} could be in?`,
  crowd: 'books',
  assigns: 'slots and cover colours',
};

export const SCENES: Scene[] = [building, row, queue, shelf];

/** Renders a fact as a statement without its full stop (capitalised, ready for a clue or an option). */
export function statement(scene: Scene, f: Fact, names: readonly string[], values: readonly string[]): string {
  const ref = (r: Ref) => (r.k === 'n' ? scene.name(names[r.i]) : scene.value(values[r.i]));
  const A = f.t === 'has' ? scene.name(names[f.p]) : 'e' in f ? ref(f.e) : ref(f.a);
  const B = 'b' in f ? ref(f.b) : '';
  const V = f.t === 'has' ? values[f.v] : '';
  return cap(scene.say(f, A, B, numberWord, V));
}

/** The same statement inside a sentence ("If the doctor lives on floor 3, …"): only a leading "The" is lowered. */
export const midSentence = (s: string) => s.replace(/^The /, 'the ');

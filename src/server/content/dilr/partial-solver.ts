import { type Ent, GRAMMARS, type Grammar, type Pred, placeOf, type World } from './partial-grammar.ts';

/**
 * An exhaustive solver that knows nothing of the generator: it reads a partial-arrangement set's text (the opening
 * paragraph, the numbered clues, each question and its options), enumerates every assignment of places and values
 * the clues allow, and answers each question from those worlds alone.
 */

export interface Reading {
  grammar: Grammar;
  names: string[];
  values: string[];
  clues: Pred[];
}

export const CANNOT = 'Cannot be determined';

const splitList = (text: string) => text.split(/, | and /).map((s) => s.trim());
const norm = (s: string) => s.trim().toLowerCase();

export function readSet(body: string): Reading {
  const [intro] = body.split('\n');
  const grammar = GRAMMARS.find((g) => g.intro.test(intro));
  if (!grammar) throw new Error(`unknown setting: ${intro}`);
  const names = splitList(intro.match(grammar.intro)?.[1] ?? '');
  const values = splitList(intro.match(grammar.values)?.[1] ?? '');
  if (names.length !== 6 || values.length !== 6) throw new Error(`expected six names and six values: ${intro}`);
  const reading: Reading = { grammar, names, values, clues: [] };
  const lines = body.split('\n').filter((l) => /^\d+\. /.test(l));
  reading.clues = lines.map((l) => parseStatement(reading, l.replace(/^\d+\. /, '').replace(/\.$/, '')));
  return reading;
}

/** "Aarav", "the doctor", "The History book" → the entity; throws on anything else. */
export function entity(r: Reading, text: string): Ent {
  const t = norm(text);
  const name = r.names.findIndex((n) => norm(r.grammar.name(n)) === t);
  if (name >= 0) return { name };
  const value = r.values.findIndex((v) => norm(r.grammar.value(v)) === t);
  if (value >= 0) return { value };
  throw new Error(`unknown entity "${text}"`);
}

function valueIndex(r: Reading, text: string): number {
  const v = r.values.findIndex((x) => norm(x) === norm(text));
  if (v < 0) throw new Error(`unknown value "${text}"`);
  return v;
}

/** Exactly one grammar rule must read the sentence; two readings would make it ambiguous. */
export function parseStatement(r: Reading, text: string): Pred {
  const found: Pred[] = [];
  for (const [pattern, build] of r.grammar.statements) {
    const m = text.match(pattern);
    if (!m) continue;
    try {
      found.push(
        build(
          m,
          (t) => entity(r, t),
          (t) => valueIndex(r, t),
        ),
      );
    } catch {
      // This rule matched the shape but not the words (a partial name); another rule may read it.
    }
  }
  if (found.length !== 1) throw new Error(`${found.length} readings of "${text}"`);
  return found[0];
}

function orders(n: number): number[][] {
  if (n === 0) return [[]];
  return orders(n - 1).flatMap((o) => Array.from({ length: n }, (_, i) => [...o.slice(0, i), n - 1, ...o.slice(i)]));
}

/** Every world meeting all the clues: places filtered by place-only clues first, then values, then the rest. */
export function solveReading(r: Reading): World[] {
  const all = orders(6);
  const placeOnly = r.clues.filter((c) => !c.usesValues);
  const rest = r.clues.filter((c) => c.usesValues);
  const dummy = [0, 1, 2, 3, 4, 5];
  const places = all
    .map((o) => o.map((x) => x + 1))
    .filter((place) => placeOnly.every((c) => c.test({ place, value: dummy })));
  const worlds: World[] = [];
  for (const place of places) {
    for (const value of all) {
      const w = { place, value };
      if (rest.every((c) => c.test(w))) worlds.push(w);
    }
  }
  return worlds;
}

export type Answer =
  | { kind: 'option'; index: number; always: boolean[]; condition?: number; possible?: boolean[] }
  | { kind: 'numeric'; value: number };

/**
 * Answers a question from the worlds. For option questions `always[i]` says whether option i holds in every world
 * considered (for "Cannot be determined": whether the asked thing really varies); `condition` counts the worlds an
 * "If …" leaves.
 */
export function answer(r: Reading, worlds: World[], q: { stem: string; options?: string[] | null }): Answer {
  const g = r.grammar;
  const options = q.options ?? [];
  const pickAlways = (always: boolean[], condition?: number): Extract<Answer, { kind: 'option' }> => {
    const keys = always.flatMap((a, i) => (a ? [i] : []));
    if (keys.length !== 1) throw new Error(`${keys.length} options always hold: ${q.stem}`);
    return { kind: 'option', index: keys[0], always, condition };
  };
  const numeric = (value: number): Answer => {
    if (options.length === 0) return { kind: 'numeric', value };
    return pickAlways(options.map((o) => Number(o) === value));
  };

  const cond = q.stem.match(/^If (.+), which of the following must be true\?$/);
  if (cond) {
    const c = parseStatement(r, cond[1]);
    const kept = worlds.filter((w) => c.test(w));
    if (kept.length === 0) throw new Error(`the condition never holds: ${q.stem}`);
    const preds = options.map((o) => parseStatement(r, o));
    return pickAlways(
      preds.map((p) => kept.every((w) => p.test(w))),
      kept.length,
    );
  }
  if (/^How many different assignments of .+ are consistent with all the clues\?$/.test(q.stem)) {
    return numeric(worlds.length);
  }
  const ext = q.stem.match(g.extreme);
  const gap = q.stem.match(
    /^What is the (least|greatest) possible number of (?:people|books) between (.+) and (.+)\?$/,
  );
  if (ext || gap) {
    const low = /lowest|smallest|least/.test((ext ?? gap)?.[1] ?? '');
    const seen = ext
      ? worlds.map((w) => placeOf(entity(r, ext[2]), w))
      : worlds.map((w) => Math.abs(placeOf(entity(r, gap?.[2] ?? ''), w) - placeOf(entity(r, gap?.[3] ?? ''), w)) - 1);
    return numeric(low ? Math.min(...seen) : Math.max(...seen));
  }

  // What each world says, and how each option is read, as comparable keys.
  let of: (w: World) => number;
  let read: (o: string) => number;
  const asked = [g.askPlace, g.askWho, g.askValue].map((re) => q.stem.match(re));
  if (asked[0]) {
    const e = entity(r, asked[0][1]);
    of = (w) => placeOf(e, w);
    read = (o) => Number(o.match(/^(?:Floor|Seat|Position|Slot) (\d)$/)?.[1] ?? Number.NaN);
  } else if (asked[1]) {
    const place = Number(asked[1][1]);
    of = (w) => w.place.indexOf(place);
    read = (o) => {
      const e = entity(r, o);
      return 'name' in e ? e.name : Number.NaN;
    };
  } else if (asked[2]) {
    const e = entity(r, asked[2][1]);
    if (!('name' in e)) throw new Error(`value of an unnamed entity: ${q.stem}`);
    of = (w) => w.value[e.name];
    read = (o) => valueIndex(r, o);
  } else throw new Error(`unknown question: ${q.stem}`);
  const seen = new Set(worlds.map(of));
  const found = pickAlways(options.map((o) => (o === CANNOT ? seen.size > 1 : seen.size === 1 && seen.has(read(o)))));
  return { ...found, possible: options.map((o) => o !== CANNOT && seen.has(read(o))) };
}

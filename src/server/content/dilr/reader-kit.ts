/**
 * Pieces shared by the DILR text readers (arrangement-, circular-, scheduling-, tournament-, routes- and
 * venn-reader.ts). Each reader owns its grammar; this file only enforces "exactly one reading per sentence" and answers a question from
 * the worlds a reader enumerated. Nothing here knows any generator.
 */

/** One sentence form: an id (for coverage checks), an anchored pattern, and how to build its meaning. */
export interface Rule<T> {
  id: string;
  re: RegExp;
  build: (m: RegExpMatchArray) => T;
}

export const rule = <T>(id: string, source: string, build: (m: RegExpMatchArray) => T): Rule<T> => ({
  id,
  re: new RegExp(`^${source}$`, 'i'),
  build,
});

/**
 * The one reading of a sentence. A rule whose shape matches but whose words do not (an unknown name) is skipped;
 * zero readings or two means the sentence is outside the grammar or ambiguous, and it is refused.
 */
export function readOne<T>(rules: readonly Rule<T>[], text: string): { id: string; value: T } {
  const found: Array<{ id: string; value: T }> = [];
  for (const r of rules) {
    const m = text.match(r.re);
    if (!m) continue;
    try {
      found.push({ id: r.id, value: r.build(m) });
    } catch {
      // The shape fitted but a word did not; another rule may read it.
    }
  }
  if (found.length !== 1) throw new Error(`${found.length} readings of "${text}"`);
  return found[0];
}

/** "A, B and C" → ["A", "B", "C"]. */
export const splitList = (text: string) => text.split(/, | and /).map((s) => s.trim());

/** The numbered clue sentences of a set body, without their numbers and final full stops. */
export function clueLines(body: string): string[] {
  // "The following is also known:" where a table comes first.
  const [, known] = body.split(/The following is (?:also )?known:/);
  if (known === undefined) throw new Error('no clue list');
  const lines = known.split('\n').filter((l) => l.trim() !== '');
  return lines.map((l) => {
    const m = l.match(/^\d+\. (.+)\.$/);
    if (!m) throw new Error(`not a numbered clue: "${l}"`);
    return m[1];
  });
}

/** Index of `text` among `items`, ignoring case; throws when it is none of them. */
export function lookup(items: readonly string[], text: string): number {
  const i = items.findIndex((x) => x.toLowerCase() === text.trim().toLowerCase());
  if (i < 0) throw new Error(`unknown "${text}"`);
  return i;
}

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/** "2", "two" or "no" → 2, 2, 0. */
export function count(text: string): number {
  if (/^\d+$/.test(text)) return Number(text);
  return lookup(WORDS, text);
}

export const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** What a question asks of a world: each option read as a test, or a number. */
export type Ask<W> = { option: (text: string) => (w: W) => boolean } | { value: (w: W) => number };

/** An option question whose options read as `T` (a name, a pair, a seat) and hold in a world by `holds`. */
export const options = <T, W>(read: (text: string) => T, holds: (t: T, w: W) => boolean): Ask<W> => ({
  option: (text) => {
    const t = read(text);
    return (w) => holds(t, w);
  },
});

export type Answer = { kind: 'option'; index: number; truths: boolean[] } | { kind: 'numeric'; value: number };

/**
 * Answers from every world the clues allow: an option counts as true only if it holds in all of them, and exactly one
 * option may be true; a number must be the same in all of them.
 */
export function answerFrom<W>(ask: Ask<W>, worlds: readonly W[], options?: readonly string[] | null): Answer {
  if (worlds.length === 0) throw new Error('no world is consistent with the clues');
  if ('value' in ask) {
    if (options?.length) throw new Error('a numeric question with options');
    const seen = new Set(worlds.map(ask.value));
    if (seen.size !== 1) throw new Error(`the number is not determined: ${[...seen].join(', ')}`);
    return { kind: 'numeric', value: [...seen][0] };
  }
  const truths = (options ?? []).map((o) => {
    const test = ask.option(o);
    return worlds.every(test);
  });
  const keys = truths.flatMap((t, i) => (t ? [i] : []));
  if (keys.length !== 1) throw new Error(`${keys.length} options hold`);
  return { kind: 'option', index: keys[0], truths };
}

/** Every ordering of 0…n−1 (n! of them). */
export function orders(n: number): number[][] {
  if (n === 0) return [[]];
  return orders(n - 1).flatMap((o) => Array.from({ length: n }, (_, i) => [...o.slice(0, i), n - 1, ...o.slice(i)]));
}

/** A pair option, "Deepa and Om" → the two indices among `items`; the two must differ. */
export function pairOf(items: readonly string[], text: string): [number, number] {
  const parts = text.split(' and ');
  if (parts.length !== 2) throw new Error(`not a pair: "${text}"`);
  const [a, b] = parts.map((p) => lookup(items, p));
  if (a === b) throw new Error(`a pair of one: "${text}"`);
  return [a, b];
}

import {
  type Answer,
  type Ask,
  answerFrom,
  clueLines,
  count,
  lookup,
  options,
  type Rule,
  readOne,
  rule,
  splitList,
} from './reader-kit.ts';

/**
 * A text reader for three-group survey (Venn) sets, written from the English alone and not from the generator's model
 * (venn-model.ts): it reads the respondents, the three groups and the total from the opening paragraph, turns each
 * numbered clue into a linear equation over the eight regions of the diagram, and finds every way to fill the regions
 * with whole numbers that meets them all: exact elimination leaves a few free regions, and each free region is tried
 * at every count from 0 to the total, so the search is complete. Questions are answered from what is left.
 */

/** count[mask] people are in exactly the groups of bit mask `mask` (bit g = group g; 0 = none of them). */
export type VennWorld = number[];

/** Σ coef[mask] · count[mask] = rhs. */
interface Equation {
  coef: number[];
  rhs: number;
}

export interface VennReading {
  who: string;
  verb: string;
  groups: string[];
  total: number;
  equations: Equation[];
  /** The grammar rules that read each clue and each group phrase in it, for coverage checks. */
  forms: string[];
}

const INTRO =
  /^A survey asked (\d+) (\w+) which of three ([\w ]+?) — (.+) — they (.+)\. Every one of the (\d+) answered\.$/;
const MASKS = [0, 1, 2, 3, 4, 5, 6, 7];
const inGroup = (mask: number, g: number) => ((mask >> g) & 1) === 1;
const size = (mask: number) => [0, 1, 2].filter((g) => inGroup(mask, g)).length;
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readVenn(body: string): VennReading {
  const m = body.split('\n')[0].match(INTRO);
  if (!m) throw new Error(`not a survey setting: ${body.split('\n')[0]}`);
  if (m[1] !== m[6]) throw new Error('two totals');
  const groups = splitList(m[4]);
  if (groups.length !== 3) throw new Error('three groups');
  const total = Number(m[1]);
  // Everyone asked answered, so the eight regions (none included) add up to the total.
  const everyone = { coef: MASKS.map(() => 1), rhs: total };
  const r: VennReading = { who: m[2], verb: m[5], groups, total, equations: [everyone], forms: [] };
  for (const line of clueLines(body)) {
    const { id, value } = parseVennClue(r, line);
    r.equations.push(value.equation);
    r.forms.push(id, ...value.phrases);
  }
  return r;
}

/** Group phrases ("speak Hindi but not Tamil") → the regions they cover. */
function phraseRules(r: VennReading): Rule<number[]>[] {
  const v = literal(r.verb);
  const group = (t: string) => lookup(r.groups, t);
  const where = (test: (mask: number) => boolean) => MASKS.filter(test);
  const pair = (m: RegExpMatchArray) => {
    const [s, t, u] = [group(m[1]), group(m[2]), group(m[3])];
    if (new Set([s, t, u]).size !== 3) throw new Error('three different groups');
    return [s, t];
  };
  const k = (t: string) => count(t);
  return [
    rule('set', `${v} (.+)`, (m) => where((x) => inGroup(x, group(m[1])))),
    rule('only', `${v} only (.+)`, (m) => [1 << group(m[1])]),
    rule('not', `do not ${v} (.+)`, (m) => where((x) => !inGroup(x, group(m[1])))),
    rule('butNot', `${v} (.+) but not (.+)`, (m) => {
      const [s, t] = [group(m[1]), group(m[2])];
      if (s === t) throw new Error('one group twice');
      return where((x) => inGroup(x, s) && !inGroup(x, t));
    }),
    rule('pair', `${v} both (.+) and (.+) \\(whether or not they also ${v} (.+)\\)`, (m) => {
      const [s, t] = pair(m);
      return where((x) => inGroup(x, s) && inGroup(x, t));
    }),
    rule('pairOnly', `${v} (.+) and (.+) but not (.+)`, (m) => {
      const [s, t] = pair(m);
      return [(1 << s) | (1 << t)];
    }),
    rule('all', `${v} all three`, () => [7]),
    rule('none', `${v} none of the three`, () => [0]),
    rule('exactly', `${v} exactly (one|two) of the three`, (m) => where((x) => size(x) === k(m[1]))),
    rule('atLeast', `${v} at least (one|two) of the three`, (m) => where((x) => size(x) >= k(m[1]))),
  ];
}

const readPhrase = (r: VennReading, text: string) => readOne(phraseRules(r), text);
const row = (regions: number[], factor: number) => MASKS.map((x) => (regions.includes(x) ? factor : 0));
const add = (a: number[], b: number[]) => a.map((c, i) => c + b[i]);

/** Each clue as an equation, with the phrase forms it used. */
function clueRules(r: VennReading): Rule<{ equation: Equation; phrases: string[] }>[] {
  const who = literal(r.who);
  /** p · (people in A) − q · (people in B) = rhs. */
  const relate = (a: string, b: string, p: number, q: number, rhs: number) => {
    const [x, y] = [readPhrase(r, a), readPhrase(r, b)];
    return { equation: { coef: add(row(x.value, p), row(y.value, -q)), rhs }, phrases: [x.id, y.id] };
  };
  return [
    rule('value', `(\\d+) ${who} (.+)`, (m) => {
      const x = readPhrase(r, m[2]);
      return { equation: { coef: row(x.value, 1), rhs: Number(m[1]) }, phrases: [x.id] };
    }),
    rule('times', `the number of ${who} who (.+) is (twice|\\d+ times) the number who (.+)`, (m) => {
      const times = m[2] === 'twice' ? 2 : Number.parseInt(m[2], 10);
      return relate(m[1], m[3], 1, times, 0);
    }),
    rule('ratio', `the numbers of ${who} who (.+) and who (.+) are in the ratio (\\d+) : (\\d+)`, (m) =>
      // A : B = p : q means q·A = p·B.
      relate(m[1], m[2], Number(m[4]), Number(m[3]), 0),
    ),
    rule('diff', `(\\d+) more ${who} (.+) than (.+)`, (m) => relate(m[2], m[3], 1, 1, Number(m[1]))),
  ];
}

export const parseVennClue = (r: VennReading, text: string) => readOne(clueRules(r), text);

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/**
 * Every filling of the eight regions with whole numbers from 0 to the total that meets all the equations. Integer
 * Gauss–Jordan elimination leaves each pivot region as a combination of the free ones; the free ones are enumerated.
 */
export function solveVenn(r: VennReading, maxFree = 2): VennWorld[] {
  const rows = r.equations.map((e) => [...e.coef, e.rhs]);
  const pivots: number[] = [];
  for (let col = 0, top = 0; col < 8 && top < rows.length; col++) {
    const p = rows.findIndex((x, i) => i >= top && x[col] !== 0);
    if (p < 0) continue;
    [rows[top], rows[p]] = [rows[p], rows[top]];
    for (let i = 0; i < rows.length; i++) {
      if (i === top || rows[i][col] === 0) continue;
      const [a, b] = [rows[top][col], rows[i][col]];
      rows[i] = rows[i].map((c, j) => a * c - b * rows[top][j]);
      const g = rows[i].reduce(gcd, 0) || 1;
      rows[i] = rows[i].map((c) => c / g);
    }
    pivots.push(col);
    top++;
  }
  // A row with no unknown left but a non-zero right-hand side: the clues contradict each other.
  if (rows.slice(pivots.length).some((x) => x[8] !== 0)) return [];
  const free = MASKS.filter((c) => !pivots.includes(c));
  if (free.length > maxFree) throw new Error(`${free.length} free regions: too many worlds to list`);
  const worlds: VennWorld[] = [];
  for (let code = 0; code < (r.total + 1) ** free.length; code++) {
    const x = new Array<number>(8).fill(0);
    free.forEach((c, k) => {
      x[c] = Math.floor(code / (r.total + 1) ** k) % (r.total + 1);
    });
    const ok = pivots.every((col, i) => {
      const rest = free.reduce((s, c) => s + rows[i][c] * x[c], 0);
      const value = (rows[i][8] - rest) / rows[i][col];
      x[col] = value;
      return Number.isInteger(value) && value >= 0;
    });
    if (ok) worlds.push(x);
  }
  return worlds;
}

function questionRules(r: VennReading, withOptions: boolean): Rule<Ask<VennWorld>>[] {
  const who = literal(r.who);
  const people = (regions: number[]) => (w: VennWorld) => regions.reduce((s, x) => s + w[x], 0);
  return [
    rule(withOptions ? 'countOptions' : 'count', `how many ${who} (.+)\\?`, (m) => {
      const n = people(readPhrase(r, m[1]).value);
      if (!withOptions) return { value: n };
      const read = (o: string) => {
        if (!/^\d+$/.test(o)) throw new Error(`not a count: "${o}"`);
        return Number(o);
      };
      return options(read, (k, w: VennWorld) => n(w) === k);
    }),
    rule('percent', `what percentage of the (\\d+) ${who} (.+)\\? \\(to one decimal place\\)`, (m) => {
      if (Number(m[1]) !== r.total) throw new Error('not the surveyed total');
      const n = people(readPhrase(r, m[2]).value);
      // In tenths of a per cent, rounded half up, in whole numbers so no float error decides a tie.
      const tenths = (w: VennWorld) => Math.floor((2000 * n(w) + r.total) / (2 * r.total));
      return options(
        (o) => {
          const p = o.match(/^(\d+(?:\.\d)?)%$/);
          if (!p) throw new Error(`not a percentage: "${o}"`);
          return Math.round(Number(p[1]) * 10);
        },
        (t, w) => tenths(w) === t,
      );
    }),
  ];
}

/** Reads the stem with the question grammar, then each option, and answers from the worlds. */
export function answerVenn(
  r: VennReading,
  worlds: readonly VennWorld[],
  q: { stem: string; options?: string[] | null },
): Answer & { form: string } {
  const { id, value } = readOne(questionRules(r, Boolean(q.options?.length)), q.stem);
  return { ...answerFrom(value, worlds, q.options), form: id };
}

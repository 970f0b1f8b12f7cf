// @ts-nocheck
import type { QuestionDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import { fmt, mcq, numericWrong, pct, plural, round, type SetMeta, tita } from './kit.ts';

/**
 * Data interpretation over a grid of numbers: several series (companies, sources, brands) measured over several
 * categories (years, months, states). Bar, line and stacked-bar sets share these question kinds.
 */

export interface Matrix {
  series: string[];
  categories: string[];
  /** values[s][c]: series s in category c. */
  values: number[][];
}

export interface MatrixWords {
  /** "car maker", "source" … */
  seriesNoun: string;
  /** "year", "month", "state" … */
  categoryNoun: string;
  /** "thousand units" … */
  unit: string;
  /** what is measured: "production", "sales" … */
  measure: string;
}

export type MatrixQuery =
  | { kind: 'growth'; s: number; from: number; to: number }
  | { kind: 'maxGrowth'; from: number; to: number }
  | { kind: 'countGreater'; a: number; b: number }
  | { kind: 'categoryTotal'; c: number }
  | { kind: 'maxCategoryTotal' }
  | { kind: 'seriesTotal'; s: number }
  | { kind: 'share'; s: number; c: number }
  | { kind: 'countRises'; s: number }
  | { kind: 'maxRise'; s: number }
  | { kind: 'average'; s: number }
  | { kind: 'countShareAbove'; s: number; threshold: number }
  | { kind: 'maxShare'; s: number }
  | { kind: 'totalGrowth'; from: number; to: number };

export const growthPct = (a: number, b: number) => ((b - a) / a) * 100;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const columnTotal = (m: Matrix, c: number) => sum(m.values.map((row) => row[c]));

/** The one index holding the strict maximum, or −1 on a tie. */
export function argmaxUnique(xs: readonly number[]): number {
  const best = Math.max(...xs);
  const at = xs.flatMap((x, i) => (Math.abs(x - best) < 1e-9 ? [i] : []));
  return at.length === 1 ? at[0] : -1;
}

/** A random walk per series, rounded to `step`, kept within [lo, hi]. */
export function drawMatrix(
  rng: Rng,
  series: string[],
  categories: string[],
  lo: number,
  hi: number,
  step: number,
): Matrix {
  // Bounce off the limits rather than stick to them, so no series flatlines at a bound.
  const snap = (x: number) => {
    const inside = x > hi ? 2 * hi - x : x < lo ? 2 * lo - x : x;
    return Math.min(hi, Math.max(lo, Math.round(inside / step) * step));
  };
  const values = series.map(() => {
    let v = snap(lo + rng.next() * (hi - lo));
    return categories.map(() => {
      const current = v;
      v = snap(v * (0.8 + rng.next() * 0.45));
      return current;
    });
  });
  return { series, categories, values };
}

/** Builds the question for one query, or null when the data make it ambiguous (a tie, a zero base…). */
export function matrixQuestion(
  q: MatrixQuery,
  m: Matrix,
  w: MatrixWords,
  meta: SetMeta,
  rng: Rng,
): QuestionDraft | null {
  const { series: S, categories: C, values: V } = m;
  const totals = C.map((_, c) => columnTotal(m, c));
  switch (q.kind) {
    case 'growth': {
      const [a, b] = [V[q.s][q.from], V[q.s][q.to]];
      const value = growthPct(a, b);
      const mistakes = [
        ((b - a) / b) * 100,
        growthPct(V[(q.s + 1) % S.length][q.from], V[(q.s + 1) % S.length][q.to]),
        (b / a) * 100,
      ];
      return mcq(meta, rng, {
        stem: `By what percentage did the ${w.measure} of ${S[q.s]} change from ${C[q.from]} to ${C[q.to]}? (A negative value is a fall.)`,
        correct: pct(value),
        wrong: numericWrong(round(value), mistakes, pct, { step: 4, minGap: 1.5 }),
        explanation: [
          `${S[q.s]}: ${a} in ${C[q.from]}, ${b} in ${C[q.to]}.`,
          `Change = (${b} − ${a}) / ${a} × 100 = ${pct(value)}.`,
        ],
        difficulty: 3,
      });
    }
    case 'maxGrowth': {
      const growths = S.map((_, s) => growthPct(V[s][q.from], V[s][q.to]));
      const best = argmaxUnique(growths);
      if (best < 0 || S.length < 4) return null;
      return mcq(meta, rng, {
        stem: `Which ${w.seriesNoun} had the highest percentage growth in ${w.measure} from ${C[q.from]} to ${C[q.to]}?`,
        correct: S[best],
        wrong: rng.shuffle(S.filter((_, s) => s !== best)),
        explanation: [
          ...S.map((name, s) => `${name}: (${V[s][q.to]} − ${V[s][q.from]}) / ${V[s][q.from]} = ${pct(growths[s])}.`),
          `The highest is ${S[best]}.`,
        ],
        difficulty: 4,
      });
    }
    case 'countGreater': {
      const hits = C.filter((_, c) => V[q.a][c] > V[q.b][c]);
      return tita(meta, {
        stem: `In how many ${plural(w.categoryNoun)} was the ${w.measure} of ${S[q.a]} greater than that of ${S[q.b]}?`,
        value: hits.length,
        explanation: [
          ...C.map((name, c) => `${name}: ${V[q.a][c]} vs ${V[q.b][c]}.`),
          `${S[q.a]} was ahead in ${hits.length} ${w.categoryNoun}(s)${hits.length ? `: ${hits.join(', ')}` : ''}.`,
        ],
        difficulty: 2,
      });
    }
    case 'categoryTotal':
      return tita(meta, {
        stem: `What was the total ${w.measure} (in ${w.unit}) of all the ${plural(w.seriesNoun)} taken together in ${C[q.c]}?`,
        value: totals[q.c],
        explanation: [`${V.map((row) => row[q.c]).join(' + ')} = ${totals[q.c]}.`],
        difficulty: 2,
      });
    case 'maxCategoryTotal': {
      const best = argmaxUnique(totals);
      if (best < 0 || C.length < 4) return null;
      return mcq(meta, rng, {
        stem: `In which ${w.categoryNoun} was the combined ${w.measure} of all the ${plural(w.seriesNoun)} the highest?`,
        correct: C[best],
        wrong: rng.shuffle(C.filter((_, c) => c !== best)),
        explanation: [...C.map((name, c) => `${name}: ${totals[c]}.`), `The highest total is in ${C[best]}.`],
        difficulty: 3,
      });
    }
    case 'seriesTotal': {
      const value = sum(V[q.s]);
      return tita(meta, {
        stem: `What was the total ${w.measure} (in ${w.unit}) of ${S[q.s]} across all the ${plural(w.categoryNoun)} shown?`,
        value,
        explanation: [`${V[q.s].join(' + ')} = ${value}.`],
        difficulty: 2,
      });
    }
    case 'share': {
      const value = (V[q.s][q.c] / totals[q.c]) * 100;
      const other = (q.c + 1) % C.length;
      const mistakes = [
        (V[q.s][q.c] / (totals[q.c] - V[q.s][q.c])) * 100,
        (V[q.s][other] / totals[other]) * 100,
        (V[(q.s + 1) % S.length][q.c] / totals[q.c]) * 100,
      ];
      return mcq(meta, rng, {
        stem: `What percentage of the total ${w.measure} in ${C[q.c]} came from ${S[q.s]}?`,
        correct: pct(value),
        wrong: numericWrong(round(value), mistakes, pct, { step: 3, minGap: 1.2, min: 0 }),
        explanation: [
          `Total in ${C[q.c]} = ${V.map((row) => row[q.c]).join(' + ')} = ${totals[q.c]}.`,
          `${V[q.s][q.c]} / ${totals[q.c]} × 100 = ${pct(value)}.`,
        ],
        difficulty: 3,
      });
    }
    case 'countRises': {
      const rises = C.slice(1).filter((_, i) => V[q.s][i + 1] > V[q.s][i]);
      return tita(meta, {
        stem: `In how many ${plural(w.categoryNoun)} did the ${w.measure} of ${S[q.s]} rise over the previous ${w.categoryNoun}?`,
        value: rises.length,
        explanation: [
          `${S[q.s]}: ${V[q.s].join(' → ')}.`,
          `It rose in ${rises.length} ${w.categoryNoun}(s)${rises.length ? `: ${rises.join(', ')}` : ''}.`,
        ],
        difficulty: 2,
      });
    }
    case 'maxRise': {
      const rises = C.slice(1).map((_, i) => V[q.s][i + 1] - V[q.s][i]);
      const best = argmaxUnique(rises);
      if (best < 0 || rises[best] <= 0 || rises.length < 4) return null;
      return mcq(meta, rng, {
        stem: `In which ${w.categoryNoun} did the ${w.measure} of ${S[q.s]} rise the most (in absolute terms) over the previous ${w.categoryNoun}?`,
        correct: C[best + 1],
        wrong: rng.shuffle(C.slice(1).filter((_, i) => i !== best)),
        explanation: [
          ...rises.map((r, i) => `${C[i + 1]}: ${r >= 0 ? '+' : ''}${r}.`),
          `The largest rise is in ${C[best + 1]}.`,
        ],
        difficulty: 3,
      });
    }
    case 'average': {
      const value = sum(V[q.s]) / C.length;
      const mistakes = [
        sum(V[q.s]) / (C.length - 1),
        sum(V[q.s].slice(1)) / (C.length - 1),
        (Math.max(...V[q.s]) + Math.min(...V[q.s])) / 2,
      ];
      const f = (n: number) => fmt(n, 1);
      return mcq(meta, rng, {
        stem: `What was the average ${w.measure} (in ${w.unit}) of ${S[q.s]} per ${w.categoryNoun} over the ${C.length} ${plural(w.categoryNoun)}?`,
        correct: f(value),
        wrong: numericWrong(round(value), mistakes, f, { step: Math.max(1, round(value * 0.06, 0)), min: 0 }),
        explanation: [`(${V[q.s].join(' + ')}) / ${C.length} = ${sum(V[q.s])} / ${C.length} = ${f(value)}.`],
        difficulty: 2,
      });
    }
    case 'countShareAbove': {
      const shares = C.map((_, c) => (V[q.s][c] / totals[c]) * 100);
      if (shares.some((x) => Math.abs(x - q.threshold) < 0.05)) return null;
      const hits = C.filter((_, c) => shares[c] > q.threshold);
      return tita(meta, {
        stem: `In how many ${plural(w.categoryNoun)} did ${S[q.s]} account for more than ${q.threshold}% of the total ${w.measure}?`,
        value: hits.length,
        explanation: [
          ...C.map((name, c) => `${name}: ${V[q.s][c]} / ${totals[c]} = ${pct(shares[c])}.`),
          `Above ${q.threshold}%: ${hits.length}.`,
        ],
        difficulty: 4,
      });
    }
    case 'maxShare': {
      const shares = C.map((_, c) => (V[q.s][c] / totals[c]) * 100);
      const best = argmaxUnique(shares);
      if (best < 0 || C.length < 4 || shares.some((x, c) => c !== best && Math.abs(x - shares[best]) < 0.5))
        return null;
      return mcq(meta, rng, {
        stem: `In which ${w.categoryNoun} was the share of ${S[q.s]} in the total ${w.measure} the highest?`,
        correct: C[best],
        wrong: rng.shuffle(C.filter((_, c) => c !== best)),
        explanation: [
          ...C.map((name, c) => `${name}: ${V[q.s][c]} / ${totals[c]} = ${pct(shares[c])}.`),
          `Highest in ${C[best]}.`,
        ],
        difficulty: 4,
      });
    }
    case 'totalGrowth': {
      const [a, b] = [totals[q.from], totals[q.to]];
      const value = growthPct(a, b);
      const mistakes = [((b - a) / b) * 100, growthPct(V[0][q.from], V[0][q.to]), growthPct(totals[q.to - 1] ?? a, b)];
      return mcq(meta, rng, {
        stem: `By what percentage did the total ${w.measure} change from ${C[q.from]} to ${C[q.to]}? (A negative value is a fall.)`,
        correct: pct(value),
        wrong: numericWrong(round(value), mistakes, pct, { step: 4, minGap: 1.5 }),
        explanation: [`Totals: ${C[q.from]} ${a}, ${C[q.to]} ${b}.`, `(${b} − ${a}) / ${a} × 100 = ${pct(value)}.`],
        difficulty: 3,
      });
    }
  }
}

/** Draws queries from the given kinds (in random order) until `count` questions are built. */
export function matrixQuestions(
  kinds: ReadonlyArray<(rng: Rng) => MatrixQuery>,
  count: number,
  m: Matrix,
  w: MatrixWords,
  meta: SetMeta,
  rng: Rng,
): Array<{ q: MatrixQuery; draft: QuestionDraft }> {
  const made: Array<{ q: MatrixQuery; draft: QuestionDraft }> = [];
  for (let attempt = 0; attempt < 40 && made.length < count; attempt++) {
    const q = kinds[attempt < kinds.length ? attempt : rng.int(0, kinds.length - 1)](rng);
    if (made.some((x) => JSON.stringify(x.q) === JSON.stringify(q))) continue;
    const draft = matrixQuestion(q, m, w, meta, rng);
    if (draft) made.push({ q, draft });
  }
  return made;
}

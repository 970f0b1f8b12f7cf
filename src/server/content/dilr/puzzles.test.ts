import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import type { SetDraft, TableBlock } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { buildCaselet, type CaseletClue } from './caselet.ts';
import { solveLinear } from './linear-solver.ts';
import { buildRoutes } from './routes.ts';
import { LENGTHS, MISSING, networkCandidates, type Road, routeHolds, TOWNS } from './routes-model.ts';
import {
  checkAnswer,
  checkNumericOption,
  checkOnlyKeyedOption,
  checkShape,
  distinctCount,
  SEED_CHUNKS,
  SEEDS,
} from './set-checks.ts';
import { solveAll } from './solver.ts';
import { buildTournament } from './tournament.ts';
import { leagueCandidates, leagueHolds, MATCHES } from './tournament-model.ts';
import { buildVenn } from './venn.ts';
import type { Measure, VennClue } from './venn-model.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('tournament sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'have exactly one set of results consistent with the table and clues, and every answer follows (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildTournament(createRng(seed));
        const set = checkShape(b.draft, 'tournament', 'Logical Reasoning');
        const solutions = solveAll(leagueCandidates(b.win, b.draw), b.clues, leagueHolds);
        expect(solutions).toHaveLength(1);
        const outcome = solutions[0].outcome;
        expect(outcome).toEqual(b.solution.outcome);
        // This test's own league table from the results.
        const n = b.teams.length;
        const won = new Array(n).fill(0);
        const drawn = new Array(n).fill(0);
        const lost = new Array(n).fill(0);
        MATCHES.forEach(([i, j], k) => {
          if (outcome[k] === 1) [drawn[i], drawn[j]] = [drawn[i] + 1, drawn[j] + 1];
          else {
            const [w, l] = outcome[k] === 0 ? [i, j] : [j, i];
            won[w]++;
            lost[l]++;
          }
        });
        const points = won.map((w, t) => w * b.win + drawn[t] * b.draw);
        // Every revealed cell of the printed table agrees with the solution.
        const table = set.data?.blocks[0] as TableBlock;
        table.rows.forEach((row, t) => {
          expect(row[0]).toBe(b.teams[t]);
          expect(row[1]).toBe(n - 1);
          [won[t], drawn[t], lost[t], points[t]].forEach((value, k) => {
            if (row[k + 2] !== '?') expect(row[k + 2]).toBe(value);
          });
        });
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          if (query.kind === 'result') {
            const [x, y] = MATCHES[query.match];
            const o = outcome[query.match];
            checkAnswer(q, o === 1 ? 'The match was drawn' : `${b.teams[o === 0 ? x : y]} won`);
          } else if (query.kind === 'points') checkAnswer(q, points[query.team]);
          else if (query.kind === 'draws') checkAnswer(q, outcome.filter((o) => o === 1).length);
          else if (query.kind === 'second') {
            const order = [...points.keys()].sort((x, y) => points[y] - points[x]);
            expect(points[order[1]]).toBeGreaterThan(points[order[2]]);
            expect(points[order[0]]).toBeGreaterThan(points[order[1]]);
            checkAnswer(q, b.teams[order[1]]);
          } else if (query.kind === 'teamsWithWins') checkAnswer(q, won.filter((w) => w === query.wins).length);
          else if (query.kind === 'mostWins') {
            const most = Math.max(...won);
            expect(won.filter((w) => w === most)).toHaveLength(1);
            checkAnswer(q, b.teams[won.indexOf(most)]);
          }
        }
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    180_000,
  );
});

/** Brute force: every simple path between two towns, so shortest distances and route counts are checked apart
 * from the generator's Floyd–Warshall. */
function paths(roads: readonly Road[], lengths: number[], from: number, to: number, closed = -1) {
  const out: Array<{ length: number; towns: number[] }> = [];
  const walk = (at: number, towns: number[], length: number) => {
    if (at === to) {
      out.push({ length, towns });
      return;
    }
    roads.forEach((r, e) => {
      if (e === closed) return;
      const next = r.a === at ? r.b : r.b === at ? r.a : -1;
      if (next >= 0 && !towns.includes(next)) walk(next, [...towns, next], length + lengths[e]);
    });
  };
  walk(from, [from], 0);
  const best = Math.min(...out.map((p) => p.length));
  return { best, shortest: out.filter((p) => p.length === best) };
}

describe('routes and networks sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'have exactly one filling of the missing lengths, and every answer follows from the full map (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildRoutes(createRng(seed));
        const set = checkShape(b.draft, 'routes', 'Logical Reasoning');
        const table = set.data?.blocks[0] as TableBlock;
        expect(table.rows.filter((r) => r[2] === '?')).toHaveLength(MISSING);
        const solutions = solveAll(networkCandidates(b.roads), b.clues, routeHolds(b.roads));
        expect(solutions).toHaveLength(1);
        const missing = solutions[0].missing;
        expect(missing).toEqual(b.solution.missing);
        for (const m of missing) expect(LENGTHS).toContain(m);
        let k = 0;
        const lengths = table.rows.map((r) => (r[2] === '?' ? missing[k++] : Number(r[2])));
        const roads = table.rows.map((r) => ({ a: TOWNS.indexOf(String(r[0])), b: TOWNS.indexOf(String(r[1])) }));
        const asRoads = roads.map((r) => ({ ...r, length: 0 }));
        for (const clue of b.clues) {
          if (clue.t === 'dist') expect(paths(asRoads, lengths, clue.u, clue.v).best).toBe(clue.d);
        }
        const missingIndexes = table.rows.flatMap((r, e) => (r[2] === '?' ? [e] : []));
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          if (query.kind === 'length') checkAnswer(q, lengths[query.e]);
          else if (query.kind === 'distance') checkAnswer(q, paths(asRoads, lengths, query.u, query.v).best);
          else if (query.kind === 'routeCount')
            checkAnswer(q, paths(asRoads, lengths, query.u, query.v).shortest.length);
          else if (query.kind === 'closure') checkAnswer(q, paths(asRoads, lengths, query.u, query.v, query.e).best);
          else if (query.kind === 'throughTown') {
            const { shortest } = paths(asRoads, lengths, query.u, query.v);
            checkOnlyKeyedOption(q, (o) => shortest.every((p) => p.towns.includes(TOWNS.indexOf(o))));
          } else if (query.kind === 'missingTotal') checkAnswer(q, sum(missingIndexes.map((e) => lengths[e])));
        }
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    180_000,
  );
});

/** This test's own reading of each Venn measure as a set of regions (bit s set = in group s). */
function inMeasure(m: Measure, region: number): boolean {
  const inGroup = (s: number) => (region & (1 << s)) !== 0;
  const groups = [0, 1, 2].filter(inGroup).length;
  switch (m.kind) {
    case 'total':
      return true;
    case 'set':
      return inGroup(m.s);
    case 'pair':
      return inGroup(m.s) && inGroup(m.t);
    case 'pairOnly':
      return inGroup(m.s) && inGroup(m.t) && groups === 2;
    case 'only':
      return inGroup(m.s) && groups === 1;
    case 'exactly':
      return groups === m.k;
    case 'atLeast':
      return groups >= m.k;
    case 'none':
      return groups === 0;
    case 'not':
      return !inGroup(m.s);
    case 'butNot':
      return inGroup(m.s) && !inGroup(m.t);
  }
}
const indicator = (m: Measure) => [0, 1, 2, 3, 4, 5, 6, 7].map((r) => (inMeasure(m, r) ? 1 : 0));
const count = (m: Measure, x: number[]) => sum(x.filter((_, r) => inMeasure(m, r)));

function checkVennClue(clue: VennClue, x: number[]) {
  const coefs = [...clue.constraint.coefs];
  if (clue.t === 'value') {
    expect(count(clue.m, x)).toBe(clue.value);
    expect(coefs).toEqual(indicator(clue.m));
  } else if (clue.t === 'ratio') {
    expect(count(clue.a, x) * clue.q).toBe(count(clue.b, x) * clue.p);
    expect(coefs).toEqual(indicator(clue.a).map((v, r) => v * clue.q - indicator(clue.b)[r] * clue.p));
  } else {
    expect(count(clue.a, x) - count(clue.b, x)).toBe(clue.d);
    expect(coefs).toEqual(indicator(clue.a).map((v, r) => v - indicator(clue.b)[r]));
  }
}

describe('Venn puzzle sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'have exactly one set of region counts consistent with the clues, and every answer follows (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildVenn(createRng(seed));
        const set = checkShape(b.draft, 'venn', 'Logical Reasoning');
        for (const clue of b.clues) checkVennClue(clue, b.solution);
        const solutions = solveLinear(
          new Array(8).fill(b.total),
          b.clues.map((c) => c.constraint),
          5,
        );
        expect(solutions).toEqual([b.solution]);
        const x = solutions[0];
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          if (query.kind === 'percent') checkNumericOption(q, (100 * count(query.m, x)) / b.total);
          else checkAnswer(q, count(query.m, x));
        }
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    120_000,
  );
});

function checkCaseletClue(clue: CaseletClue, x: number[]) {
  const coefs = [...clue.constraint.coefs];
  const cell = (r: number, c: number) => r * 3 + c;
  const row = (r: number) => [0, 1, 2].map((c) => cell(r, c));
  const vector = (cells: number[], factor = 1) => x.map((_, k) => (cells.includes(k) ? factor : 0));
  const value = (cells: number[]) => sum(cells.map((k) => x[k]));
  if (clue.t === 'total')
    expect([coefs, value(row(0).concat(row(1), row(2)))]).toEqual([vector(x.map((_, k) => k)), clue.value]);
  if (clue.t === 'row') expect([coefs, value(row(clue.r))]).toEqual([vector(row(clue.r)), clue.value]);
  if (clue.t === 'col') {
    const col = [0, 1, 2].map((r) => cell(r, clue.c));
    expect([coefs, value(col)]).toEqual([vector(col), clue.value]);
  }
  if (clue.t === 'cell') expect([coefs, x[cell(clue.r, clue.c)]]).toEqual([vector([cell(clue.r, clue.c)]), clue.value]);
  if (clue.t === 'diff') {
    expect(x[clue.a] - x[clue.b]).toBe(clue.d);
    expect(coefs).toEqual(vector([clue.a]).map((v, k) => v - vector([clue.b])[k]));
  }
  if (clue.t === 'ratio') {
    expect(x[clue.a] * clue.q).toBe(x[clue.b] * clue.p);
    expect(coefs).toEqual(vector([clue.a], clue.q).map((v, k) => v - vector([clue.b], clue.p)[k]));
  }
  if (clue.t === 'pctRow') expect(100 * x[cell(clue.r, clue.c)]).toBe(clue.p * value(row(clue.r)));
  // Whatever the statement, its equation holds for the table.
  expect(sum(coefs.map((c, k) => c * x[k]))).toBe(clue.constraint.lo);
}

describe('caselet sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'describe a table that the statements determine uniquely, and every answer follows from it (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildCaselet(createRng(seed));
        const set = checkShape(b.draft, 'caselet', 'Data Interpretation');
        for (const clue of b.clues) checkCaseletClue(clue, b.solution);
        const total = sum(b.solution);
        const solutions = solveLinear(
          new Array(9).fill(total),
          b.clues.map((c) => c.constraint),
          5,
        );
        expect(solutions).toEqual([b.solution]);
        const x = solutions[0];
        const rowSum = (r: number) => x[r * 3] + x[r * 3 + 1] + x[r * 3 + 2];
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          if (query.kind === 'cell') checkAnswer(q, x[query.r * 3 + query.c]);
          else if (query.kind === 'row') checkAnswer(q, rowSum(query.r));
          else if (query.kind === 'maxCell') {
            const values = query.options.map((k) => x[k]);
            expect(values.filter((v) => v === Math.max(...values))).toHaveLength(1);
            const best = query.options[values.indexOf(Math.max(...values))];
            checkAnswer(q, `${b.rows[Math.floor(best / 3)]}, ${b.cols[best % 3]}`);
          } else if (query.kind === 'pctOfTotal') checkNumericOption(q, (100 * x[query.r * 3 + query.c]) / total);
          else if (query.kind === 'countAbove') checkAnswer(q, x.filter((v) => v > query.t).length);
        }
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    120_000,
  );
});

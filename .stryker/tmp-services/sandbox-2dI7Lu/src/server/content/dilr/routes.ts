// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { dilrSet, list, mcq, type SetMeta, tita } from './kit.ts';
import {
  analyse,
  cluePool,
  drawRoads,
  fillLengths,
  LENGTHS,
  MISSING,
  N,
  type Network,
  networkCandidates,
  type Road,
  type RouteClue,
  type RouteQuery,
  roadName,
  routeClueText,
  routeHolds,
  TOWNS,
  WEIGHT,
} from './routes-model.ts';
import { chooseClues, deductionTrace, retry, weightedOrder } from './solver.ts';

/** Routes & networks sets: draws a road map, hides four lengths, picks clues until one filling remains, asks about shortest routes. */
export interface RoutesBuild {
  draft: SetDraft;
  roads: Road[];
  solution: Network;
  clues: RouteClue[];
  queries: RouteQuery[];
}

export function buildRoutes(rng: Rng): RoutesBuild {
  const { roads, hiddenLengths, candidates, solution, clues } = retry(30, () => {
    const full = drawRoads(rng);
    const hide = rng.shuffle([...full.keys()]).slice(0, MISSING);
    const hiddenLengths = hide.sort((x, y) => x - y).map((e) => full[e].length as number);
    const roads = full.map((r, e) => (hide.includes(e) ? { ...r, length: null } : r));
    const candidates = networkCandidates(roads);
    const solution = candidates.find((c) => c.missing.every((m, k) => m === hiddenLengths[k]));
    if (!solution) return null;
    const pool = weightedOrder(cluePool(roads, solution), (c) => WEIGHT[c.t], rng);
    const chosen = chooseClues({ candidates, pool, holds: routeHolds(roads), maxClues: 8 });
    return chosen && { roads, hiddenLengths, candidates, solution, clues: rng.shuffle(chosen) };
  });
  const lengths = fillLengths(roads, hiddenLengths);
  const missing = roads.map((r, e) => (r.length === null ? e : -1)).filter((e) => e >= 0);
  const meta: SetMeta = {
    generator: 'dilr-routes',
    area: 'Logical Reasoning',
    topic: 'Routes & networks',
    exams: ['CAT'],
  };
  const trace = deductionTrace({
    candidates,
    clues,
    holds: routeHolds(roads),
    values: (s) => s.missing,
    phrase: (k, possible) => `road ${roadName(roads, missing[k])} is ${possible.join(' or ')} km`,
  });
  const solved = [
    ...trace,
    `So the missing roads measure ${missing.map((e) => `${roadName(roads, e)} = ${lengths[e]} km`).join(', ')}; now find shortest routes on the complete map.`,
  ];
  const difficulty = clues.length >= 6 ? 5 : 4;
  const pairs: Array<[number, number]> = [];
  for (let u = 0; u < N; u++) for (let v = u + 1; v < N; v++) pairs.push([u, v]);
  const stated = (u: number, v: number) => clues.some((c) => c.t === 'dist' && c.u === u && c.v === v);
  const town = (i: number) => TOWNS[i];

  const templates: Array<() => { q: RouteQuery; draft: QuestionDraft } | null> = [
    () => {
      const e = rng.pick(missing);
      const stem = `What is the length, in km, of road ${roadName(roads, e)}?`;
      return {
        q: { kind: 'length', e },
        draft: tita(meta, { stem, value: lengths[e], explanation: solved, difficulty }),
      };
    },
    () => {
      const open = pairs.filter(([u, v]) => !stated(u, v) && !roads.some((r) => r.a === u && r.b === v));
      if (open.length === 0) return null;
      const [u, v] = rng.pick(open);
      const value = solution.dist[u * N + v];
      const stem = `What is the shortest distance, in km, between ${town(u)} and ${town(v)}?`;
      const explanation = [...solved, `The shortest route between ${town(u)} and ${town(v)} measures ${value} km.`];
      return { q: { kind: 'distance', u, v }, draft: tita(meta, { stem, value, explanation, difficulty }) };
    },
    () => {
      const open = pairs.filter(
        ([u, v]) => solution.count[u * N + v] <= 4 && !roads.some((r) => r.a === u && r.b === v),
      );
      if (open.length === 0) return null;
      const [u, v] = rng.pick(open);
      const value = solution.count[u * N + v];
      const stem = `How many different shortest routes are there between ${town(u)} and ${town(v)}?`;
      const explanation = [
        ...solved,
        `Between ${town(u)} and ${town(v)} (${solution.dist[u * N + (v)]} km) there ${value === 1 ? 'is 1 shortest route' : `are ${value} shortest routes`}.`,
      ];
      const wrong = ['1', '2', '3', '4'].filter((o) => o !== String(value));
      return {
        q: { kind: 'routeCount', u, v },
        draft: mcq(meta, rng, { stem, correct: String(value), wrong, explanation, difficulty }),
      };
    },
    () => {
      for (const [u, v] of rng.shuffle(pairs)) {
        for (const e of rng.shuffle([...roads.keys()])) {
          const after = analyse(roads, lengths, e).dist[u * N + v];
          if (!Number.isFinite(after) || after === solution.dist[u * N + v]) continue;
          const stem = `If road ${roadName(roads, e)} is closed, what becomes the shortest distance, in km, between ${town(u)} and ${town(v)}?`;
          const explanation = [
            ...solved,
            `Today every shortest ${town(u)}–${town(v)} route (${solution.dist[u * N + (v)]} km) uses road ${roadName(roads, e)}; without it the best route measures ${after} km.`,
          ];
          return {
            q: { kind: 'closure', e, u, v },
            draft: tita(meta, { stem, value: after, explanation, difficulty: difficulty }),
          };
        }
      }
      return null;
    },
    () => {
      for (const [u, v] of rng.shuffle(pairs)) {
        const mid = [...Array(N).keys()].filter((w) => w !== u && w !== v);
        const onAll = (w: number) =>
          solution.dist[u * N + w] + solution.dist[w * N + v] === solution.dist[u * N + v] &&
          solution.count[u * N + w] * solution.count[w * N + v] === solution.count[u * N + v];
        const yes = mid.filter(onAll);
        const no = mid.filter((w) => !onAll(w));
        if (yes.length === 0 || no.length < 3 || clues.some((c) => c.t === 'via' && c.u === u && c.v === v)) continue;
        const correct = town(rng.pick(yes));
        const stem = `Which town lies on every shortest route between ${town(u)} and ${town(v)}?`;
        const explanation = [
          ...solved,
          `Every shortest ${town(u)}–${town(v)} route (${solution.dist[u * N + (v)]} km) passes through ${list(yes.map(town))}.`,
        ];
        return {
          q: { kind: 'throughTown', u, v },
          draft: mcq(meta, rng, { stem, correct, wrong: rng.shuffle(no).map(town), explanation, difficulty }),
        };
      }
      return null;
    },
    () => {
      const value = missing.reduce((sum, e) => sum + lengths[e], 0);
      const stem = 'What is the total length, in km, of the four roads whose lengths are missing from the table?';
      return {
        q: { kind: 'missingTotal' },
        draft: tita(meta, { stem, value, explanation: solved, difficulty: difficulty - 1 }),
      };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: RouteQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  const body = [
    `Seven towns ${list(TOWNS)} are connected by ${roads.length} two-way roads, listed in the table with their lengths. Four lengths are missing (shown as ?); each is a whole number of km from ${LENGTHS[0]} to ${LENGTHS[LENGTHS.length - 1]}. Travel is possible only along these roads.`,
    '',
    'The following is known:',
    '',
    ...clues.map((clue, i) => `${i + 1}. ${routeClueText(clue, roads)}`),
  ].join('\n');
  const rows = roads.map((r) => [TOWNS[r.a], TOWNS[r.b], r.length ?? '?']);
  const draft = dilrSet(
    'routes',
    `Road network: ${roads.length} roads, four lengths missing`,
    body,
    made.map((m) => m.draft),
    {
      blocks: [
        { kind: 'table', caption: 'Roads (two-way) and lengths in km', columns: ['From', 'To', 'Length (km)'], rows },
      ],
    },
  );
  return { draft, roads, solution, clues, queries: made.map((m) => m.q) };
}

export const routesGenerator: SetGenerator = {
  id: 'dilr-routes',
  setType: 'routes',
  area: 'Logical Reasoning',
  generate: (rng) => buildRoutes(rng).draft,
};

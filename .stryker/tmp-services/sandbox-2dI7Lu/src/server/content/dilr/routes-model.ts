// @ts-nocheck
import type { Rng } from '#shared/domain/random';
import { product } from './solver.ts';

/**
 * Routes & networks: seven towns joined by two-way roads; four road lengths are missing. Clues about shortest
 * distances and routes must pin the missing lengths; questions then ask about shortest routes in the full network.
 */

export const TOWNS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
export const LENGTHS = [2, 3, 4, 5, 6, 7, 8, 9, 10];
export const N = TOWNS.length;
export const MISSING = 4;

export interface Road {
  a: number;
  b: number;
  /** Known length, or null when it is one of the missing ones. */
  length: number | null;
}

/** One assignment of the missing lengths with its all-pairs distances and shortest-route counts. */
export interface Network {
  missing: number[];
  /** Every road's length with the missing ones filled in. */
  lengths: number[];
  /** dist[u * 7 + v]: shortest distance (flat, for speed). */
  dist: Float64Array;
  /** count[u * 7 + v]: number of distinct shortest routes. */
  count: Float64Array;
}

export type RouteClue =
  | { t: 'dist'; u: number; v: number; d: number }
  | { t: 'longer'; e: number; f: number; by: number }
  | { t: 'exceeds'; e: number; f: number }
  | { t: 'sum'; e: number; f: number; total: number }
  | { t: 'via'; u: number; v: number; w: number }
  | { t: 'uses'; u: number; v: number; e: number }
  | { t: 'even'; e: number; yes: boolean };

export type RouteQuery =
  | { kind: 'length'; e: number }
  | { kind: 'distance'; u: number; v: number }
  | { kind: 'routeCount'; u: number; v: number }
  | { kind: 'closure'; e: number; u: number; v: number }
  | { kind: 'throughTown'; u: number; v: number }
  | { kind: 'missingTotal' };

/** Lengths of all roads once the missing ones are filled in order. */
export function fillLengths(roads: readonly Road[], missing: readonly number[]): number[] {
  let k = 0;
  return roads.map((r) => (r.length === null ? missing[k++] : r.length));
}

/** Floyd–Warshall distances plus the number of distinct shortest routes between every pair (flat arrays: speed). */
export function analyse(
  roads: readonly Road[],
  lengths: readonly number[],
  closed = -1,
): Pick<Network, 'dist' | 'count'> {
  const d = new Float64Array(N * N).fill(Number.POSITIVE_INFINITY);
  for (let i = 0; i < N; i++) d[i * N + i] = 0;
  // incoming[y]: pairs (x, length) of the roads arriving at y.
  const incoming: number[][] = Array.from({ length: N }, () => []);
  for (let e = 0; e < roads.length; e++) {
    if (e === closed) continue;
    const { a, b } = roads[e];
    const len = Math.min(d[a * N + b], lengths[e]);
    d[a * N + b] = len;
    d[b * N + a] = len;
    incoming[b].push(a, lengths[e]);
    incoming[a].push(b, lengths[e]);
  }
  for (let k = 0; k < N; k++)
    for (let i = 0; i < N; i++)
      for (let j = 0; j < N; j++)
        if (d[i * N + k] + d[k * N + j] < d[i * N + j]) d[i * N + j] = d[i * N + k] + d[k * N + j];
  // Routes from each source: visit towns by distance; a directed arc x→y is on a shortest route when it is tight.
  const c = new Float64Array(N * N);
  const order = new Array<number>(N);
  for (let s = 0; s < N; s++) {
    for (let i = 0; i < N; i++) order[i] = i;
    // Insertion sort by distance from s (seven towns).
    for (let i = 1; i < N; i++) {
      const v = order[i];
      let j = i - 1;
      while (j >= 0 && d[s * N + order[j]] > d[s * N + v]) {
        order[j + 1] = order[j];
        j--;
      }
      order[j + 1] = v;
    }
    c[s * N + s] = 1;
    for (const y of order) {
      if (y === s) continue;
      const arcs = incoming[y];
      for (let k = 0; k < arcs.length; k += 2) {
        const x = arcs[k];
        if (d[s * N + x] + arcs[k + 1] === d[s * N + y]) c[s * N + y] += c[s * N + x];
      }
    }
  }
  return { dist: d, count: c };
}

export function networkCandidates(roads: readonly Road[]): Network[] {
  return product(Array.from({ length: MISSING }, () => LENGTHS)).map((missing) => {
    const lengths = fillLengths(roads, missing);
    return { missing, lengths, ...analyse(roads, lengths) };
  });
}

/** Shortest routes from u to v that use road e (either direction). */
function routesUsing(roads: readonly Road[], s: Network, lengths: readonly number[], u: number, v: number, e: number) {
  const { a, b } = roads[e];
  let total = 0;
  if (s.dist[u * N + a] + lengths[e] + s.dist[b * N + v] === s.dist[u * N + v])
    total += s.count[u * N + a] * s.count[b * N + v];
  if (s.dist[u * N + b] + lengths[e] + s.dist[a * N + v] === s.dist[u * N + v])
    total += s.count[u * N + b] * s.count[a * N + v];
  return total;
}

export function routeHolds(roads: readonly Road[]) {
  return (clue: RouteClue, s: Network): boolean => {
    const lengths = s.lengths;
    switch (clue.t) {
      case 'dist':
        return s.dist[clue.u * N + clue.v] === clue.d;
      case 'longer':
        return lengths[clue.e] - lengths[clue.f] === clue.by;
      case 'exceeds':
        return lengths[clue.e] > lengths[clue.f];
      case 'sum':
        return lengths[clue.e] + lengths[clue.f] === clue.total;
      case 'via':
        return (
          s.dist[clue.u * N + clue.w] + s.dist[clue.w * N + clue.v] === s.dist[clue.u * N + clue.v] &&
          s.count[clue.u * N + clue.w] * s.count[clue.w * N + clue.v] === s.count[clue.u * N + clue.v]
        );
      case 'uses':
        return routesUsing(roads, s, lengths, clue.u, clue.v, clue.e) === s.count[clue.u * N + clue.v];
      case 'even':
        return (lengths[clue.e] % 2 === 0) === clue.yes;
    }
  };
}

export const WEIGHT: Record<RouteClue['t'], number> = {
  dist: 1,
  longer: 0.5,
  exceeds: 1.5,
  sum: 0.5,
  via: 1.5,
  uses: 1.5,
  even: 1,
};

export function cluePool(roads: readonly Road[], s: Network): RouteClue[] {
  const lengths = s.lengths;
  const holds = routeHolds(roads);
  const missing = roads.map((r, e) => (r.length === null ? e : -1)).filter((e) => e >= 0);
  const pool: RouteClue[] = [];
  for (let u = 0; u < N; u++) {
    for (let v = u + 1; v < N; v++) {
      pool.push({ t: 'dist', u, v, d: s.dist[u * N + v] });
      for (let w = 0; w < N; w++) if (w !== u && w !== v) pool.push({ t: 'via', u, v, w });
      for (const e of missing) pool.push({ t: 'uses', u, v, e });
    }
  }
  for (const e of missing) {
    pool.push({ t: 'even', e, yes: lengths[e] % 2 === 0 });
    roads.forEach((_, f) => {
      if (f === e || lengths[e] === lengths[f]) return;
      // Exact differences only between two missing roads; against a known road only "longer than".
      if (roads[f].length === null && lengths[e] > lengths[f])
        pool.push({ t: 'longer', e, f, by: lengths[e] - lengths[f] });
      if (lengths[e] > lengths[f]) pool.push({ t: 'exceeds', e, f });
      else pool.push({ t: 'exceeds', e: f, f: e });
      if (f > e && roads[f].length === null) pool.push({ t: 'sum', e, f, total: lengths[e] + lengths[f] });
    });
  }
  return pool.filter((clue) => holds(clue, s));
}

export const roadName = (roads: readonly Road[], e: number) => `${TOWNS[roads[e].a]}–${TOWNS[roads[e].b]}`;

export function routeClueText(clue: RouteClue, roads: readonly Road[]): string {
  const town = (i: number) => TOWNS[i];
  switch (clue.t) {
    case 'dist':
      return `The shortest distance between ${town(clue.u)} and ${town(clue.v)} is ${clue.d} km.`;
    case 'longer':
      return `Road ${roadName(roads, clue.e)} is ${clue.by} km longer than road ${roadName(roads, clue.f)}.`;
    case 'exceeds':
      return `Road ${roadName(roads, clue.e)} is longer than road ${roadName(roads, clue.f)}.`;
    case 'sum':
      return `Roads ${roadName(roads, clue.e)} and ${roadName(roads, clue.f)} together measure ${clue.total} km.`;
    case 'via':
      return `Every shortest route between ${town(clue.u)} and ${town(clue.v)} passes through ${town(clue.w)}.`;
    case 'uses':
      return `Every shortest route between ${town(clue.u)} and ${town(clue.v)} uses road ${roadName(roads, clue.e)}.`;
    case 'even':
      return `The length of road ${roadName(roads, clue.e)} is ${clue.yes ? 'an even' : 'an odd'} number of km.`;
  }
}

/** A connected road map: a random spanning tree plus extra roads, 10 or 11 in all. */
export function drawRoads(rng: Rng): Road[] {
  const order = rng.shuffle([...Array(N).keys()]);
  const roads: Road[] = [];
  const has = (a: number, b: number) => roads.some((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));
  for (let i = 1; i < N; i++) {
    const a = order[rng.int(0, i - 1)];
    roads.push({ a: Math.min(a, order[i]), b: Math.max(a, order[i]), length: rng.pick(LENGTHS) });
  }
  const total = rng.int(10, 11);
  while (roads.length < total) {
    const a = rng.int(0, N - 1);
    const b = rng.int(0, N - 1);
    if (a !== b && !has(a, b)) roads.push({ a: Math.min(a, b), b: Math.max(a, b), length: rng.pick(LENGTHS) });
  }
  roads.sort((x, y) => x.a - y.a || x.b - y.b);
  return roads;
}

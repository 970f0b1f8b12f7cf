import type { SetDraft } from '#shared/contracts/questions';
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
 * A text reader for road-network sets, written from the English and the road table alone and not from the
 * generator's model (routes-model.ts): it reads the towns and the range of the missing lengths from the opening
 * paragraph, the roads from the table, and each numbered clue with its own grammar, tries every filling of the
 * missing lengths, and answers each question from the fillings that are left. A route is a walk along roads; with
 * every length positive a shortest one never visits a town twice.
 */

export interface RouteWorld {
  /** Every road's length, the missing ones filled in. */
  length: number[];
  /** dist[u][v]: shortest distance; routes[u][v]: how many different shortest routes. */
  dist: number[][];
  routes: number[][];
}

interface Clue {
  test: (w: RouteWorld) => boolean;
  /** Whether the clue needs shortest routes; the others only compare lengths and prune fillings first (speed). */
  usesMap: boolean;
}

export interface RouteReading {
  towns: string[];
  roads: Array<{ a: number; b: number; length: number | null }>;
  /** The whole numbers a missing length may take. */
  range: number[];
  clues: Clue[];
  /** The grammar rule that read each clue, for coverage checks. */
  forms: string[];
}

const INTRO =
  /^(\w+) towns (.+) are connected by (\d+) two-way roads, listed in the table with their lengths\. (\w+) lengths are missing \(shown as \?\); each is a whole number of km from (\d+) to (\d+)\. Travel is possible only along these roads\.$/;
const COLUMNS = ['From', 'To', 'Length (km)'];

export function readRoutes(body: string, data?: SetDraft['data']): RouteReading {
  const m = body.split('\n')[0].match(INTRO);
  if (!m) throw new Error(`not a road-network setting: ${body.split('\n')[0]}`);
  const towns = splitList(m[2]);
  const tables = (data?.blocks ?? []).filter((b) => b.kind === 'table');
  if (tables.length !== 1 || tables[0].columns.join() !== COLUMNS.join()) throw new Error('one road table');
  const roads = tables[0].rows.map(([from, to, len]) => {
    const [a, b] = [lookup(towns, String(from)), lookup(towns, String(to))];
    if (a === b) throw new Error('a road from a town to itself');
    if (len !== '?' && !/^\d+$/.test(String(len))) throw new Error(`not a length: "${len}"`);
    return { a, b, length: len === '?' ? null : Number(len) };
  });
  const missing = roads.filter((x) => x.length === null).length;
  if (
    count(m[1].toLowerCase()) !== towns.length ||
    Number(m[3]) !== roads.length ||
    count(m[4].toLowerCase()) !== missing
  )
    throw new Error('the setting and the table disagree');
  const range = Array.from({ length: Number(m[6]) - Number(m[5]) + 1 }, (_, i) => Number(m[5]) + i);
  const r: RouteReading = { towns, roads, range, clues: [], forms: [] };
  for (const line of clueLines(body)) {
    const { id, value } = parseRouteClue(r, line);
    r.clues.push(value);
    r.forms.push(id);
  }
  return r;
}

/** Shortest distances and route counts over the roads that are open (all but `closed`). */
export function measure(r: RouteReading, length: readonly number[], closed = -1): Omit<RouteWorld, 'length'> {
  const n = r.towns.length;
  const dist: number[][] = [];
  for (let u = 0; u < n; u++) dist.push(new Array<number>(n).fill(Infinity));
  for (let u = 0; u < n; u++) dist[u][u] = 0;
  r.roads.forEach(({ a, b }, e) => {
    if (e !== closed) dist[a][b] = dist[b][a] = Math.min(dist[a][b], length[e]);
  });
  for (let k = 0; k < n; k++)
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) dist[i][j] = Math.min(dist[i][j], dist[i][k] + dist[k][j]);
  // Routes from s: towns in order of distance; a road x→y is the last leg of a shortest route when it is tight.
  const routes = dist.map((from, s) => {
    const ways = new Array<number>(n).fill(0);
    ways[s] = 1;
    const order = [...from.keys()].sort((p, q) => from[p] - from[q]);
    for (const y of order) {
      r.roads.forEach(({ a, b }, e) => {
        if (e === closed) return;
        if (a === y && from[b] + length[e] === from[y]) ways[y] += ways[b];
        if (b === y && from[a] + length[e] === from[y]) ways[y] += ways[a];
      });
    }
    return ways;
  });
  return { dist, routes };
}

/** Shortest routes between u and v that pass through town x, or that use road e (in either direction). */
const via = (w: RouteWorld, u: number, v: number, x: number) =>
  w.dist[u][x] + w.dist[x][v] === w.dist[u][v] ? w.routes[u][x] * w.routes[x][v] : 0;
function using(r: RouteReading, w: RouteWorld, u: number, v: number, e: number) {
  const { a, b } = r.roads[e];
  let n = 0;
  for (const [x, y] of [
    [a, b],
    [b, a],
  ])
    if (w.dist[u][x] + w.length[e] + w.dist[y][v] === w.dist[u][v]) n += w.routes[u][x] * w.routes[y][v];
  return n;
}

const ROAD = '(\\w+–\\w+)';

function readers(r: RouteReading) {
  const town = (t: string) => lookup(r.towns, t);
  const road = (t: string) => {
    const [a, b] = t.split('–').map(town);
    const e = r.roads.findIndex((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
    if (e < 0) throw new Error(`no road ${t}`);
    return e;
  };
  /** Two towns, which must differ. */
  const between = (p: string, q: string) => {
    const [u, v] = [town(p), town(q)];
    if (u === v) throw new Error('a town and itself');
    return [u, v];
  };
  return { town, road, between };
}

function clueRules(r: RouteReading): Rule<Clue>[] {
  const { town, road, between } = readers(r);
  return [
    rule('dist', 'the shortest distance between (\\w+) and (\\w+) is (\\d+) km', (m) => {
      const [u, v] = between(m[1], m[2]);
      return { test: (w) => w.dist[u][v] === Number(m[3]), usesMap: true };
    }),
    rule('longerBy', `road ${ROAD} is (\\d+) km longer than road ${ROAD}`, (m) => {
      const [e, f] = [road(m[1]), road(m[3])];
      return { test: (w) => w.length[e] - w.length[f] === Number(m[2]), usesMap: false };
    }),
    rule('longer', `road ${ROAD} is longer than road ${ROAD}`, (m) => {
      const [e, f] = [road(m[1]), road(m[2])];
      return { test: (w) => w.length[e] > w.length[f], usesMap: false };
    }),
    rule('sum', `roads ${ROAD} and ${ROAD} together measure (\\d+) km`, (m) => {
      const [e, f] = [road(m[1]), road(m[2])];
      return { test: (w) => w.length[e] + w.length[f] === Number(m[3]), usesMap: false };
    }),
    rule('via', 'every shortest route between (\\w+) and (\\w+) passes through (\\w+)', (m) => {
      const [[u, v], x] = [between(m[1], m[2]), town(m[3])];
      return { test: (w) => via(w, u, v, x) === w.routes[u][v], usesMap: true };
    }),
    rule('uses', `every shortest route between (\\w+) and (\\w+) uses road ${ROAD}`, (m) => {
      const [[u, v], e] = [between(m[1], m[2]), road(m[3])];
      return { test: (w) => using(r, w, u, v, e) === w.routes[u][v], usesMap: true };
    }),
    rule('parity', `the length of road ${ROAD} is an? (even|odd) number of km`, (m) => {
      const [e, even] = [road(m[1]), m[2].toLowerCase() === 'even'];
      return { test: (w) => (w.length[e] % 2 === 0) === even, usesMap: false };
    }),
  ];
}

export const parseRouteClue = (r: RouteReading, text: string) => readOne(clueRules(r), text);

/** Every filling of the missing lengths that meets all the clues. */
export function solveRoutes(r: RouteReading): RouteWorld[] {
  const holes = r.roads.flatMap((x, e) => (x.length === null ? [e] : []));
  const lengthOnly = r.clues.filter((c) => !c.usesMap);
  const onMap = r.clues.filter((c) => c.usesMap);
  const worlds: RouteWorld[] = [];
  for (let code = 0; code < r.range.length ** holes.length; code++) {
    const length = r.roads.map((x) => x.length ?? 0);
    holes.forEach((e, k) => {
      length[e] = r.range[Math.floor(code / r.range.length ** k) % r.range.length];
    });
    const bare = { length, dist: [], routes: [] };
    if (!lengthOnly.every((c) => c.test(bare))) continue;
    const w = { length, ...measure(r, length) };
    if (onMap.every((c) => c.test(w))) worlds.push(w);
  }
  return worlds;
}

function questionRules(r: RouteReading): Rule<Ask<RouteWorld>>[] {
  const { town, road, between } = readers(r);
  const holes = r.roads.flatMap((x, e) => (x.length === null ? [e] : []));
  return [
    rule('length', `what is the length, in km, of road ${ROAD}\\?`, (m) => {
      const e = road(m[1]);
      return { value: (w) => w.length[e] };
    }),
    rule('distance', 'what is the shortest distance, in km, between (\\w+) and (\\w+)\\?', (m) => {
      const [u, v] = between(m[1], m[2]);
      return { value: (w) => w.dist[u][v] };
    }),
    rule('routeCount', 'how many different shortest routes are there between (\\w+) and (\\w+)\\?', (m) => {
      const [u, v] = between(m[1], m[2]);
      return options(count, (k, w: RouteWorld) => w.routes[u][v] === k);
    }),
    rule(
      'closure',
      `if road ${ROAD} is closed, what becomes the shortest distance, in km, between (\\w+) and (\\w+)\\?`,
      (m) => {
        const [e, [u, v]] = [road(m[1]), between(m[2], m[3])];
        return { value: (w) => measure(r, w.length, e).dist[u][v] };
      },
    ),
    rule('throughTown', 'which town lies on every shortest route between (\\w+) and (\\w+)\\?', (m) => {
      const [u, v] = between(m[1], m[2]);
      return options(town, (x, w: RouteWorld) => x !== u && x !== v && via(w, u, v, x) === w.routes[u][v]);
    }),
    rule(
      'missingTotal',
      'what is the total length, in km, of the (\\w+) roads whose lengths are missing from the table\\?',
      (m) => {
        if (count(m[1].toLowerCase()) !== holes.length) throw new Error('not the number of missing roads');
        return { value: (w) => holes.reduce((s, e) => s + w.length[e], 0) };
      },
    ),
  ];
}

/** Reads the stem with the question grammar, then each option, and answers from the worlds. */
export function answerRoutes(
  r: RouteReading,
  worlds: readonly RouteWorld[],
  q: { stem: string; options?: string[] | null },
): Answer & { form: string } {
  const { id, value } = readOne(questionRules(r), q.stem);
  return { ...answerFrom(value, worlds, q.options), form: id };
}

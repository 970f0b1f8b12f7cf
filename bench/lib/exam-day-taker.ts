import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

// bench:exam-day's simulated taker: what the live-test page (use-exam-session.ts) sends, over a keep-alive agent.
// Start and claim, a first-visit write per section unless the server visited it (the start and each time-up do),
// one write per tick (Save & Next, Mark for Review, Clear, or a palette jump that records only the time), a
// heartbeat after `heartbeatMs` without a request (the browser's, scaled like the tick), and at each section's
// time-up: wait out the grace, heartbeat to the next section; after the last one, submit.

export interface PaperItem {
  id: number;
  sectionKey: string;
  type: string;
  options: number;
}

export interface Plan {
  base: URL;
  mockId: number;
  agent: http.Agent;
  paper: PaperItem[];
  stages: Array<{ sections: string[] }>;
  /** Real milliseconds between a taker's writes. */
  intervalMs: number;
  /** Real milliseconds without a request after which the taker sends a heartbeat. */
  heartbeatMs: number;
  /** The seconds a write reports per tick: the real exam's 20 s, whatever the bench's interval. */
  secondsPerTick: number;
  graceMs: number;
  requestTimeoutMs: number;
  /** Nothing is sent after this (Date.now()); a taker still running then is counted as cut short. */
  hardStopAt: number;
  stats: Stats;
}

export interface Expected {
  status: string;
  answer: unknown;
  seconds: number;
  /** A write never acknowledged (all retries failed): the server may or may not hold it. */
  uncertain: boolean;
}

export interface Taker {
  index: number;
  token: string;
  clientId: string;
  startAt: number;
  attemptId: string | null;
  expected: Map<number, Expected>;
  finished: boolean;
  /** When the taker last sent a request (Date.now()): a heartbeat follows heartbeatMs of silence. */
  lastSentAt: number;
}

type Kind = 'start' | 'claim' | 'paper' | 'save' | 'heartbeat' | 'submit';

export class Stats {
  readonly latencies: Record<Kind, number[]> = { start: [], claim: [], paper: [], save: [], heartbeat: [], submit: [] };
  readonly errors: Record<string, number> = {};
  readonly samples: string[] = [];
  /** Each start given a slot (decision 0017): how long it was asked to wait, in ms. */
  readonly admissionWaits: number[] = [];
  /** Each save's send time (Date.now()) and latency, for the timeline of where the slow ones fall. */
  readonly saveTimes: Array<[number, number]> = [];
  firstSaveAt = Number.POSITIVE_INFINITY;
  lastSaveAt = 0;
  error(kind: string, detail: string) {
    this.errors[kind] = (this.errors[kind] ?? 0) + 1;
    if (this.samples.length < 8) this.samples.push(`${kind}: ${detail.slice(0, 200)}`);
  }
  get errorCount() {
    return Object.values(this.errors).reduce((a, b) => a + b, 0);
  }
}

/** An answer: its text, and for a paper (`raw` set) its encoded bytes instead, decoded only when new. */
interface Reply {
  status: number;
  body: string;
  raw?: { bytes: Buffer; encoding: string | undefined };
}

function decode(bytes: Buffer, encoding: string | undefined): string {
  const plain =
    encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
  return plain.toString('utf8');
}

/**
 * The paper's question count, decoded once per distinct body: the server sends every taker the same encoded bytes,
 * and 10,000 brotli decodes and parses of a whole paper in a 10-s spike would be the bench's own load on the
 * machine it shares with the server, not the server's.
 */
const paperSizes = new Map<string, number>();
function paperQuestions(reply: Reply): number {
  const { bytes, encoding } = reply.raw ?? { bytes: Buffer.from(reply.body), encoding: undefined };
  const key = `${encoding}:${createHash('sha1').update(bytes).digest('base64')}`;
  let count = paperSizes.get(key);
  if (count === undefined) {
    try {
      count = (JSON.parse(decode(bytes, encoding)) as { questions: unknown[] }).questions.length;
    } catch {
      count = -1;
    }
    paperSizes.set(key, count);
  }
  return count;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A POST with a JSON body, or a GET when `body` is undefined; brotli and gzip accepted, as a browser does. */
function send(plan: Plan, token: string, path: string, body: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const req = http.request(
      new URL(path, plan.base),
      {
        method: body === undefined ? 'GET' : 'POST',
        agent: plan.agent,
        headers: {
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          'accept-encoding': 'gzip, br',
          'x-auth-token': token,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            const bytes = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const ok = res.statusCode === 200;
            if (ok && path.endsWith('/paper')) resolve({ status: 200, body: '', raw: { bytes, encoding } });
            else resolve({ status: res.statusCode ?? 0, body: decode(bytes, encoding) });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(plan.requestTimeoutMs, () => req.destroy(new Error(`no answer in ${plan.requestTimeoutMs} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * One request, timed; retried (at most 3 tries, 1 s apart) after a network error or a 5xx, as the browser's
 * replay queue does with the same seq. Every failed try is an error. Returns null when no try got a 2xx.
 */
async function call(plan: Plan, kind: Kind, t: Taker, path: string, body: unknown): Promise<Reply | null> {
  for (let attempt = 0; attempt < 3 && Date.now() < plan.hardStopAt; attempt++) {
    const started = performance.now();
    t.lastSentAt = Date.now();
    try {
      const reply = await send(plan, t.token, path, body);
      const ms = performance.now() - started;
      plan.stats.latencies[kind].push(ms);
      if (kind === 'save') plan.stats.saveTimes.push([t.lastSentAt, ms]);
      if (reply.status >= 200 && reply.status < 300) return reply;
      plan.stats.error(`${kind}:${reply.status}`, reply.body);
      if (reply.status < 500) return null;
    } catch (error) {
      plan.stats.error(`${kind}:network`, (error as Error).message);
    }
    await sleep(1000);
  }
  return null;
}

interface Held {
  questionId: number;
  status: string;
  answer: unknown;
  seconds: number;
}

interface Clock {
  status: string;
  stageIndex: number;
  stageDeadline: string;
  serverTime: string;
  visited?: Held[];
}

/** Rows the server says it holds without this taker writing them (visits): held, so checked for loss too. */
function holdServerRows(t: Taker, rows: Held[]) {
  for (const { questionId, status, answer, seconds } of rows)
    if (!t.expected.has(questionId)) t.expected.set(questionId, { status, answer, seconds, uncertain: false });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** One taker from the start to the submit; never throws (failures are counted in plan.stats). */
export async function runTaker(plan: Plan, t: Taker): Promise<void> {
  await sleep(t.startAt - Date.now());
  let startSentAt = Date.now();
  const startUrl = `/api/mock-tests/${plan.mockId}/start`;
  let started = await call(plan, 'start', t, startUrl, { clientId: t.clientId });
  // A start given a slot waits for it and comes back with its ticket, as the page does (bounded).
  for (let tries = 0; started && tries < 100; tries++) {
    const slot = JSON.parse(started.body) as { waitMs?: number; ticket?: string };
    if (slot.waitMs === undefined) break;
    plan.stats.admissionWaits.push(slot.waitMs);
    await sleep(slot.waitMs);
    startSentAt = Date.now();
    started = await call(plan, 'start', t, startUrl, { clientId: t.clientId, ticket: slot.ticket });
  }
  if (!started) return;
  const startedAt = Date.now();
  type View = Clock & {
    stageOrder: number[];
    answers: Held[];
  };
  const { attemptId, state } = JSON.parse(started.body) as { attemptId: string; state?: View };
  t.attemptId = attemptId;
  // As the page does: a new attempt's state comes with the start, so only the paper is fetched; otherwise the page
  // claims the attempt and fetches its paper at once.
  let sentAt = startSentAt;
  let receivedAt = startedAt;
  let view = state;
  let paper: Reply | null;
  if (view) paper = await call(plan, 'paper', t, `/api/mock-attempts/${attemptId}/paper`, undefined);
  else {
    sentAt = Date.now();
    const [claimed, fetched] = await Promise.all([
      call(plan, 'claim', t, `/api/mock-attempts/${attemptId}/claim`, { clientId: t.clientId }),
      call(plan, 'paper', t, `/api/mock-attempts/${attemptId}/paper`, undefined),
    ]);
    receivedAt = Date.now();
    if (claimed) view = JSON.parse(claimed.body) as View;
    paper = fetched;
  }
  if (!view || !paper) return;
  // What the server says it holds (a new attempt: its first question, visited) is held: the page writes only what
  // is not, and the loss check compares these too.
  holdServerRows(t, view.answers);
  if (paperQuestions(paper) !== plan.paper.length) plan.stats.error('paper:differs', 'the paper differs from the mock');
  // The server's time, corrected by half the round trip, from the quickest samples only (as the browser does).
  let bestRoundTrip = receivedAt - sentAt;
  let offset = Date.parse(view.serverTime) - (sentAt + receivedAt) / 2;
  // Writes are stamped with the largest lower bound of the offset (never ahead of the server), as the page does.
  let stampOffset = Date.parse(view.serverTime) - receivedAt;
  let clock: Clock = view;
  let seq = 0;
  const spent = new Map<number, number>();

  const applyClock = (reply: Reply, at: number) => {
    clock = JSON.parse(reply.body) as Clock;
    // A stage the server opened comes with its first question visited (held: checked for loss, not written again).
    holdServerRows(t, clock.visited ?? []);
    stampOffset = Math.max(stampOffset, Date.parse(clock.serverTime) - Date.now());
    const roundTrip = Date.now() - at;
    if (roundTrip > bestRoundTrip + 250) return;
    bestRoundTrip = Math.min(bestRoundTrip, roundTrip);
    offset = Date.parse(clock.serverTime) - (at + Date.now()) / 2;
  };
  const write = async (questionId: number, status?: string, answer?: unknown) => {
    seq += 1;
    const seconds = spent.get(questionId) ?? 0;
    // Stamped with the server's time it was made, kept across retries (the server judges a late arrival by it).
    const sentAt = Math.round(Date.now() + stampOffset);
    const body = { clientId: t.clientId, seq, questionId, seconds, sentAt, ...(status ? { status, answer } : {}) };
    const at = Date.now();
    const reply = await call(plan, 'save', t, `/api/mock-attempts/${attemptId}/answers`, body);
    const prev = t.expected.get(questionId);
    if (!reply) {
      t.expected.set(questionId, { ...(prev ?? { status: '', answer: null, seconds: 0 }), uncertain: true });
      return;
    }
    plan.stats.firstSaveAt = Math.min(plan.stats.firstSaveAt, at);
    plan.stats.lastSaveAt = Math.max(plan.stats.lastSaveAt, Date.now());
    applyClock(reply, at);
    // The server's rule: a time-only write keeps the status and answer (a new row is not_answered).
    t.expected.set(questionId, {
      status: status ?? prev?.status ?? 'not_answered',
      answer: status ? (answer ?? null) : (prev?.answer ?? null),
      seconds: Math.max(prev?.seconds ?? 0, seconds),
      uncertain: prev?.uncertain ?? false,
    });
  };
  const heartbeat = async () => {
    const at = Date.now();
    const reply = await call(plan, 'heartbeat', t, `/api/mock-attempts/${attemptId}/heartbeat`, {
      clientId: t.clientId,
    });
    if (reply) applyClock(reply, at);
    return reply !== null;
  };

  // Bounded: at most two passes per stage (a heartbeat sent a moment early finds the section still open), one write
  // or heartbeat per step, and nothing after hardStopAt.
  for (let pass = 0; pass < 2 * plan.stages.length && clock.status === 'active'; pass++) {
    const stage = clock.stageIndex;
    const sections = plan.stages[view.stageOrder[stage] ?? -1]?.sections ?? [];
    const open = plan.paper.filter((q) => sections.includes(q.sectionKey));
    if (open.length === 0) break;
    const deadline = () => Date.parse(clock.stageDeadline) - offset;
    // The section is over, or the server moved on (a reply showed the next section): stop writing to it.
    const over = () => clock.stageIndex !== stage || clock.status !== 'active' || Date.now() >= deadline();
    let current = open[0] as PaperItem;
    if (!over() && !t.expected.has(current.id)) await write(current.id, 'not_answered', null);
    let nextWrite = Date.now() + Math.random() * plan.intervalMs;
    for (let step = 0; step < 100_000 && Date.now() < plan.hardStopAt; step++) {
      const nextBeat = t.lastSentAt + plan.heartbeatMs;
      const due = Math.min(nextWrite, nextBeat);
      if (due >= deadline()) break;
      await sleep(due - Date.now());
      if (over()) break;
      if (due === nextBeat && due < nextWrite) {
        await heartbeat();
        continue;
      }
      nextWrite += plan.intervalMs;
      spent.set(current.id, (spent.get(current.id) ?? 0) + plan.secondsPerTick);
      const r = Math.random();
      const answer =
        current.type === 'TITA'
          ? { text: String(Math.floor(Math.random() * 100)) }
          : { option: Math.floor(Math.random() * current.options) };
      if (r < 0.6) await write(current.id, 'answered', answer);
      else if (r < 0.7) await write(current.id, 'answered_marked', answer);
      else if (r < 0.8) await write(current.id, 'not_answered', null);
      else {
        // A palette jump: only the time on the question left is written.
        await write(current.id);
        current = pick(open);
        continue;
      }
      current = open[(open.indexOf(current) + 1) % open.length] as PaperItem;
    }
    if (clock.stageIndex !== stage || clock.status !== 'active') continue;
    // Time-up: wait out the grace, then ask the server (the next section, or the end of the test).
    await sleep(deadline() + plan.graceMs + 300 - Date.now());
    if (Date.now() >= plan.hardStopAt || !(await heartbeat())) return;
  }
  if (Date.now() >= plan.hardStopAt) return;
  if (
    await call(plan, 'submit', t, `/api/mock-attempts/${attemptId}/submit`, { clientId: t.clientId, reason: 'timeout' })
  )
    t.finished = true;
}

/**
 * bench:adaptive — how fast the adaptive engine measures a learner, against random questions.
 * Simulated learners θ ~ N(0, 1) answer a 1,000-item bank with Rasch responses. "adaptive" is the product's own
 * `selectQuestions` (most informative item at the current EAP, randomesque among the best 5) with EAP updates;
 * "random" draws unseen items at random with the same EAP. Also measured: an Elo learner rating (Pelánek's
 * uncertainty function) under the same adaptive selection, the alternative the decision record weighs.
 * Last line: JSON with rmse (per item count: adaptive, random, bound 2/√n) and itemsToSE05 (adaptive, random).
 */
// @ts-nocheck

import { eloStep } from '#shared/domain/adaptive/difficulty';
import { addResponse, createPosterior, summarize } from '#shared/domain/adaptive/posterior';
import { pCorrect } from '#shared/domain/adaptive/rasch';
import { selectQuestions } from '#shared/domain/adaptive/selection';
import { createRng, type Rng } from '#shared/domain/random';
import { isShortMode, mean, normal, at as read, round } from './lib/sim.ts';

const CHECKPOINTS = [10, 20, 30, 40] as const;
const LAST_CHECKPOINT = 40;
const BANK_SIZE = 1000;
const TOPICS = 10;
const SE_TARGET = 0.5;
const CAP = 200;
const SEED = 20_250_401;

type Method = 'adaptive' | 'random' | 'elo';
interface Item {
  id: number;
  b: number;
  topic: string;
  seenAt: Date | null;
}
interface Run {
  at: Record<number, number>;
  itemsToSE: number;
}
interface Scenario {
  name: string;
  bank: string;
  drawB: (rng: Rng) => number;
  /** SD of the error in the difficulties the engine believes (0: exact) */
  bNoise: number;
}

const NOW = new Date('2025-01-01T00:00:00Z');

function simulateLearner(method: Method, trueTheta: number, trueB: Float64Array, estB: Float64Array, rng: Rng): Run {
  const at: Record<number, number> = {};
  let itemsToSE = CAP;
  const items: Item[] = Array.from(estB, (b, id) => ({ id, b, topic: `T${id % TOPICS}`, seenAt: null }));
  const order = method === 'random' ? rng.shuffle(items) : [];
  let post = createPosterior();
  let theta = 0;
  let sd = 1;
  let elo = 0;
  for (let n = 1; n <= CAP; n++) {
    let item: Item | undefined;
    if (method === 'random') item = order[n - 1];
    else {
      const ability = method === 'elo' ? { theta: elo, uncertainty: 0 } : { theta, uncertainty: sd };
      item = selectQuestions({ candidates: items, ability, count: 1, now: NOW, rng })[0];
    }
    if (!item) break;
    item.seenAt = NOW;
    const correct = rng.next() < pCorrect(trueTheta, read(trueB, item.id));
    if (method === 'elo') {
      elo += eloStep(n - 1) * ((correct ? 1 : 0) - pCorrect(elo, item.b));
      if ((CHECKPOINTS as readonly number[]).includes(n)) at[n] = elo;
      if (n >= LAST_CHECKPOINT) break;
      continue;
    }
    post = addResponse(post, item.b, correct);
    ({ theta, sd } = summarize(post));
    if ((CHECKPOINTS as readonly number[]).includes(n)) at[n] = theta;
    if (sd <= SE_TARGET && itemsToSE === CAP) itemsToSE = n;
    if (n >= LAST_CHECKPOINT && itemsToSE < CAP) break;
  }
  return { at, itemsToSE };
}

function runScenario(s: Scenario, learners: number) {
  const rng = createRng(SEED);
  const trueB = Float64Array.from({ length: BANK_SIZE }, () => s.drawB(rng));
  const estB = trueB.map((b) => b + s.bNoise * normal(rng));
  const thetas = Array.from({ length: learners }, () => normal(rng));
  const methods: Method[] = ['adaptive', 'random', 'elo'];
  const runs = {} as Record<Method, Run[]>;
  for (const [k, m] of methods.entries()) {
    // Each method draws its own responses from its own stream; the learners and the bank are shared.
    const mRng = createRng(SEED + (k + 1) * 7919);
    runs[m] = thetas.map((t) => simulateLearner(m, t, trueB, estB, mRng));
  }
  const rmseAt = (m: Method, n: number) =>
    Math.sqrt(mean(runs[m].map((r, i) => ((r.at[n] ?? Number.NaN) - read(thetas, i)) ** 2)));
  const rmse: Record<string, { adaptive: number; random: number; bound: number }> = {};
  const elo: Record<string, number> = {};
  const rmseToBound: Record<string, number> = {};
  for (const n of CHECKPOINTS) {
    const bound = 2 / Math.sqrt(n);
    rmse[n] = { adaptive: round(rmseAt('adaptive', n)), random: round(rmseAt('random', n)), bound: round(bound) };
    rmseToBound[n] = round(rmseAt('adaptive', n) / bound);
    elo[n] = round(rmseAt('elo', n));
  }
  const items = (m: Method) => mean(runs[m].map((r) => r.itemsToSE));
  const capped = (m: Method) => runs[m].filter((r) => r.itemsToSE >= CAP).length;
  const itemsToSE05 = { adaptive: round(items('adaptive'), 2), random: round(items('random'), 2) };
  const itemsRatio = round(items('adaptive') / items('random'));
  return {
    bank: s.bank,
    bNoise: s.bNoise,
    rmse,
    itemsToSE05,
    ratios: { rmseToBound, itemsToSE05: itemsRatio },
    targetsMet: { rmse20: (rmseToBound[20] ?? Number.POSITIVE_INFINITY) <= 1.1, itemsToSE05: itemsRatio <= 0.65 },
    eloAdaptiveRmse: elo,
    cappedAt200: { adaptive: capped('adaptive'), random: capped('random') },
  };
}

const started = performance.now();
const short = isShortMode();
const learners = short ? 60 : 500;
const scenarios: Scenario[] = [
  { name: 'main', bank: 'b ~ uniform(-3, 3), exact b', drawB: (r) => -3 + 6 * r.next(), bNoise: 0 },
  { name: 'normalBank', bank: 'b ~ N(0, 1), exact b', drawB: normal, bNoise: 0 },
  {
    name: 'noisyDifficulties',
    bank: 'b ~ uniform(-3, 3), engine sees b + N(0, 0.2²)',
    drawB: (r) => -3 + 6 * r.next(),
    bNoise: 0.2,
  },
];
console.log(`bench:adaptive ${short ? 'short' : 'full'} mode: ${learners} learners, ${BANK_SIZE}-item bank`);
const results: Record<string, ReturnType<typeof runScenario>> = {};
for (const s of scenarios) {
  const t0 = performance.now();
  const r = runScenario(s, learners);
  results[s.name] = r;
  const line = CHECKPOINTS.map((n) => `n=${n} ${r.rmse[n]?.adaptive}/${r.rmse[n]?.random}/${r.rmse[n]?.bound}`).join(
    '  ',
  );
  console.log(`${s.name} (${s.bank}): RMSE adaptive/random/bound ${line}`);
  console.log(
    `  items to SE 0.5: adaptive ${r.itemsToSE05.adaptive}, random ${r.itemsToSE05.random} (ratio ${r.ratios.itemsToSE05}); Elo RMSE ${JSON.stringify(r.eloAdaptiveRmse)}; ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
const { main, ...variants } = results;
console.log(
  JSON.stringify({
    bench: 'adaptive',
    mode: short ? 'short' : 'full',
    learners,
    bankSize: BANK_SIZE,
    ...main,
    variants,
    seconds: round((performance.now() - started) / 1000, 2),
  }),
);

/**
 * bench:calibration — how well item difficulties are recovered from simulated attempts.
 * 1,000 items with true b ~ N(0, 1); learners θ ~ N(0, 1) each answer 100 distinct items (Rasch responses), for
 * 200,000 responses (20,000 in short mode). Two designs: "random" (each learner gets a random subset, the headline)
 * and "targeted" (items near the learner's ability, as adaptive practice produces). Three estimators: batch MML-EM
 * (`calibrateItems`, the headline), the online Elo update the app applies per attempt (`updateItemDifficulty`, with
 * learner θ from `updateAbility`), and the proportion-correct logit as a baseline. MML and the headline Elo start
 * from b = 0 (no labels); a second Elo run starts from simulated 1–5 author labels, as the app does.
 * Last line: JSON with correlation (with the true b) and seconds, plus rmse, responses and the comparisons.
 */
// @ts-nocheck

import { type AbilityState, DEFAULT_ABILITY, updateAbility } from '#shared/domain/adaptive/ability';
import { calibrateItems, type ResponseData } from '#shared/domain/adaptive/calibrate';
import { difficultyLabel, initialDifficulty, updateItemDifficulty } from '#shared/domain/adaptive/difficulty';
import { pCorrect } from '#shared/domain/adaptive/rasch';
import { createRng, type Rng } from '#shared/domain/random';
import { at, isShortMode, normal, pearson, rmse, round } from './lib/sim.ts';

const ITEMS = 1000;
const PER_LEARNER = 100;
const SEED = 20_250_402;

type Design = 'random' | 'targeted';

function simulate(design: Design, responses: number, trueB: Float64Array, rng: Rng) {
  const learners = Math.round(responses / PER_LEARNER);
  const theta = Float64Array.from({ length: learners }, () => normal(rng));
  const byB = Array.from(trueB.keys()).sort((x, y) => at(trueB, x) - at(trueB, y));
  const data = {
    learner: new Int32Array(learners * PER_LEARNER),
    item: new Int32Array(learners * PER_LEARNER),
    correct: new Uint8Array(learners * PER_LEARNER),
    learners,
    items: ITEMS,
  } satisfies ResponseData;
  let r = 0;
  const used = new Uint8Array(ITEMS);
  for (let i = 0; i < learners; i++) {
    used.fill(0);
    for (let k = 0; k < PER_LEARNER; k++) {
      const j =
        design === 'random'
          ? randomUnused(used, rng)
          : nearestUnused(at(theta, i) + 0.7 * normal(rng), byB, trueB, used);
      used[j] = 1;
      data.learner[r] = i;
      data.item[r] = j;
      data.correct[r] = rng.next() < pCorrect(at(theta, i), at(trueB, j)) ? 1 : 0;
      r++;
    }
  }
  return { data, theta };
}

function randomUnused(used: Uint8Array, rng: Rng): number {
  for (;;) {
    const j = rng.int(0, ITEMS - 1);
    if (!used[j]) return j;
  }
}

/** The unused item whose b is closest to the target (the bank sorted by b, searched outwards). */
function nearestUnused(target: number, byB: number[], b: Float64Array, used: Uint8Array): number {
  let lo = 0;
  let hi = byB.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(b, at(byB, mid)) < target) lo = mid + 1;
    else hi = mid;
  }
  let left = lo - 1;
  let right = lo;
  for (;;) {
    while (left >= 0 && used[at(byB, left)]) left--;
    while (right < byB.length && used[at(byB, right)]) right++;
    const l = left >= 0 ? Math.abs(at(b, at(byB, left)) - target) : Number.POSITIVE_INFINITY;
    const rr = right < byB.length ? Math.abs(at(b, at(byB, right)) - target) : Number.POSITIVE_INFINITY;
    return l <= rr ? at(byB, left) : at(byB, right);
  }
}

/** The app's per-attempt path: responses arrive interleaved; each updates the learner θ and the item b. */
function onlineElo(data: ResponseData, rng: Rng, seeds?: Float64Array): Float64Array {
  const b = seeds ? Float64Array.from(seeds) : new Float64Array(ITEMS);
  const n = new Int32Array(ITEMS);
  const learner: AbilityState[] = Array.from({ length: data.learners }, () => DEFAULT_ABILITY);
  const order = rng.shuffle(Array.from({ length: data.learners }, (_, i) => i));
  // Round-robin over learners in a shuffled order, each answering their next item: interleaved time.
  for (let k = 0; k < PER_LEARNER; k++) {
    for (const i of order) {
      const r = i * PER_LEARNER + k;
      const j = at(data.item, r);
      const correct = at(data.correct, r) === 1;
      const before = learner[i] ?? DEFAULT_ABILITY;
      learner[i] = updateAbility(before, { b: at(b, j), correct });
      b[j] = updateItemDifficulty(at(b, j), at(n, j), before.theta, correct);
      n[j] = at(n, j) + 1;
    }
  }
  return b;
}

function proportionLogit(data: ResponseData): Float64Array {
  const right = new Float64Array(ITEMS);
  const total = new Float64Array(ITEMS);
  for (let r = 0; r < data.item.length; r++) {
    const j = at(data.item, r);
    total[j] = at(total, j) + 1;
    right[j] = at(right, j) + at(data.correct, r);
  }
  return right.map((c, j) => -Math.log((c + 0.5) / (at(total, j) - c + 0.5)));
}

function runDesign(design: Design, responses: number) {
  const rng = createRng(SEED);
  const trueB = Float64Array.from({ length: ITEMS }, () => normal(rng));
  const { data, theta } = simulate(design, responses, trueB, rng);
  const t0 = performance.now();
  const mml = calibrateItems(data);
  const seconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const elo = onlineElo(data, createRng(SEED + 1));
  const eloSeconds = (performance.now() - t1) / 1000;
  const base = proportionLogit(data);
  // Author labels 1–5 read the true b with N(0, 0.5²) error; the app seeds b from them.
  const labelRng = createRng(SEED + 2);
  const seeds = trueB.map((b) => initialDifficulty(difficultyLabel(b + 0.5 * normal(labelRng))));
  const seeded = onlineElo(data, createRng(SEED + 1), seeds);
  const correlation = pearson(mml.b, trueB);
  const baseline = pearson(base, trueB);
  return {
    design,
    responses: data.item.length,
    learners: data.learners,
    correlation: round(correlation, 4),
    rmse: round(rmse(mml.b, trueB), 4),
    seconds: round(seconds, 2),
    iterations: mml.iterations,
    thetaCorrelation: round(pearson(mml.theta, theta), 4),
    online: {
      correlation: round(pearson(elo, trueB), 4),
      rmse: round(rmse(elo, trueB), 4),
      seconds: round(eloSeconds, 2),
    },
    onlineFromLabels: { correlation: round(pearson(seeded, trueB), 4), rmse: round(rmse(seeded, trueB), 4) },
    labelsOnly: { correlation: round(pearson(seeds, trueB), 4), rmse: round(rmse(seeds, trueB), 4) },
    baseline: { method: 'proportion-correct logit', correlation: round(baseline, 4) },
    ratioToBaseline: round(correlation / baseline, 4),
  };
}

const started = performance.now();
const short = isShortMode();
const responses = short ? 20_000 : 200_000;
console.log(`bench:calibration ${short ? 'short' : 'full'} mode: ${responses} responses, ${ITEMS} items`);
const run = (d: Design) => {
  const r = runDesign(d, responses);
  console.log(
    `${d} design: MML-EM r=${r.correlation} rmse=${r.rmse} (${r.iterations} iterations, ${r.seconds} s); online Elo r=${r.online.correlation} rmse=${r.online.rmse} (${r.online.seconds} s); online Elo seeded from labels r=${r.onlineFromLabels.correlation} rmse=${r.onlineFromLabels.rmse} (labels alone r=${r.labelsOnly.correlation}); proportion-correct logit r=${r.baseline.correlation}`,
  );
  return r;
};
const main = run('random');
const targeted = run('targeted');
console.log(
  `baseline: MML-EM / proportion-correct logit correlation ratio ${main.ratioToBaseline} (random design), ${targeted.ratioToBaseline} (targeted design)`,
);
console.log(
  JSON.stringify({
    bench: 'calibration',
    mode: short ? 'short' : 'full',
    method: 'MML-EM (Bock-Aitkin), 41-point quadrature, N(0,1) population, N(0, 2²) prior on b',
    ...main,
    targetMet: main.correlation >= 0.95,
    targeted,
    totalSeconds: round((performance.now() - started) / 1000, 2),
  }),
);

// The one performance prediction (home and /analytics): a CAT percentile estimate from the learner's CAT mock scores
// first, practice accuracy second. Always shown as an estimate with its range and what it rests on.
import { wilsonInterval } from '../stats.ts';
import { catPercentileOfScore } from './percentile.ts';

/** CAT 2024–25: 68 questions, +3 a correct answer, max 204 (exam-facts). */
export const CAT_MAX_SCORE = 204;
const CAT_QUESTIONS = 68;
/** Practice alone: assume two thirds of the paper attempted at the practice accuracy (a typical CAT attempt rate). */
const ASSUMED_ATTEMPT_SHARE = 2 / 3;
/** The latest mocks a prediction uses: older ones describe an earlier level. */
export const MOCKS_USED = 3;
/** Fewer practice answers than this say too little to predict from. */
export const MIN_PRACTICE_ANSWERS = 20;

export interface MockScore {
  score: number;
  maxScore: number;
}

export interface Prediction {
  basis: 'mocks' | 'practice';
  /** Expected CAT score on the CAT 2024 scale (max 204). */
  score: number;
  percentile: number;
  low: number;
  high: number;
  /** How many mocks, or practice answers, it rests on. */
  attempts: number;
  explanation: string;
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;
/** A CAT paper's score (a 2021–23 paper, a small one) scaled to CAT 2024's 204 marks by its share of the maximum. */
const scaled = (m: MockScore) => (m.maxScore > 0 ? (m.score / m.maxScore) * CAT_MAX_SCORE : 0);

/** From the latest mocks (newest last): their mean scaled score; the range spans their lowest and highest. */
export function predictFromMocks(mocks: readonly MockScore[]): Prediction | null {
  const used = mocks.slice(-MOCKS_USED);
  if (used.length === 0) return null;
  const scores = used.map(scaled);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  // One question either way (±3 marks) around the spread of the mocks, like a single mock's estimate.
  const low = Math.min(...scores) - 3;
  const high = Math.max(...scores) + 3;
  const n = used.length;
  return {
    basis: 'mocks',
    score: r1(mean),
    percentile: r2(catPercentileOfScore(mean)),
    low: r2(catPercentileOfScore(low)),
    high: r2(catPercentileOfScore(high)),
    attempts: n,
    explanation: `From your last ${n === 1 ? 'mock' : `${n} mocks`}, scaled to CAT's 204 marks and read off the CAT 2024 score-to-percentile table.`,
  };
}

/** Expected marks when two thirds of the paper is attempted at accuracy a: +3 right, −1 wrong (MCQ). */
const practiceScore = (a: number) => Math.max(0, CAT_QUESTIONS * ASSUMED_ATTEMPT_SHARE * (4 * a - 1));

/** From practice accuracy; the range comes from the accuracy's 95% Wilson interval. */
export function predictFromPractice(correct: number, total: number): Prediction | null {
  if (total < MIN_PRACTICE_ANSWERS) return null;
  const { low, high } = wilsonInterval(correct, total);
  const score = practiceScore(correct / total);
  return {
    basis: 'practice',
    score: r1(score),
    percentile: r2(catPercentileOfScore(score)),
    low: r2(catPercentileOfScore(practiceScore(low))),
    high: r2(catPercentileOfScore(practiceScore(high))),
    attempts: total,
    explanation: `From your accuracy on ${total} answers, assuming you attempt two thirds of CAT's 68 questions (wrong MCQs cost a mark). Take a mock for a firmer estimate.`,
  };
}

/** Mocks first, practice second; null until there is enough of either. */
export function predictPerformance(mocks: readonly MockScore[], correct: number, total: number): Prediction | null {
  return predictFromMocks(mocks) ?? predictFromPractice(correct, total);
}

// @ts-nocheck
import { type Card, createEmptyCard, fsrs, Rating, State } from 'ts-fsrs';
import type { CardState, ReviewRating } from '#shared/contracts/review';

// The notebook's one use of ts-fsrs. Short-term learning steps are off: a question is re-asked a day later at the
// soonest (re-asking it minutes after its explanation was read would test memory of the answer, not the skill), so
// every interval is whole days and the queue is a daily one. No fuzz: the same history gives the same schedule.
const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

/** A card's FSRS state as stored in review_cards. */
export interface Schedule {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: CardState;
  lastReview: Date | null;
}

/** One review as stored in review_logs: ts-fsrs's ReviewLog (the card before the review, the rating, the time). */
export interface ScheduleLog {
  rating: ReviewRating;
  state: CardState;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  lastElapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  review: Date;
}

/** A new card, due at once. */
export function newSchedule(now: Date): Schedule {
  return fromCard(createEmptyCard(now));
}

/** The notebook's rating of an answer: right is Good, wrong is Again. */
export const ratingOf = (correct: boolean): ReviewRating => (correct ? 'Good' : 'Again');

/** The card after one review at `now`, and the review's log. */
export function reviewSchedule(s: Schedule, correct: boolean, now: Date): { schedule: Schedule; log: ScheduleLog } {
  const { card, log } = scheduler.next(toCard(s), now, correct ? Rating.Good : Rating.Again);
  return {
    schedule: fromCard(card),
    log: {
      rating: Rating[log.rating] as ReviewRating,
      state: State[log.state] as CardState,
      due: log.due,
      stability: log.stability,
      difficulty: log.difficulty,
      elapsedDays: log.elapsed_days,
      lastElapsedDays: log.last_elapsed_days,
      scheduledDays: log.scheduled_days,
      learningSteps: log.learning_steps,
      review: log.review,
    },
  };
}

function toCard(s: Schedule): Card {
  return {
    due: s.due,
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    learning_steps: s.learningSteps,
    reps: s.reps,
    lapses: s.lapses,
    state: State[s.state],
    ...(s.lastReview ? { last_review: s.lastReview } : {}),
  };
}

function fromCard(c: Card): Schedule {
  return {
    due: c.due,
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    learningSteps: c.learning_steps,
    reps: c.reps,
    lapses: c.lapses,
    state: State[c.state] as CardState,
    lastReview: c.last_review ?? null,
  };
}

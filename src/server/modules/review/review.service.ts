import {
  type CardAdded,
  type CardList,
  type CardPatch,
  type CardQuery,
  DAILY_REVIEW_LIMIT,
  MISS_REASONS,
  type MissReason,
  RETENTION_DAYS,
  REVIEW_PAGE_SIZE,
  type ReviewBody,
  type ReviewQueue,
  type ReviewResult,
  type ReviewStats,
  type ReviewVia,
} from '#shared/contracts/review';
import { startOfCalendarDay } from '#shared/domain/calendar';
import type { Db } from '../../db/client.ts';
import { retryOnContention } from '../../db/contention.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound, premiumRequired } from '../../errors.ts';
import { presentSummary } from '../../presenters/question.ts';
import { presentCardSchedule } from '../../presenters/review-card.ts';
import type { AuthContext } from '../access/public.ts';
import { scoreAnswer } from '../practice/public.ts';
import { type CardRow, reviewRepo } from './review.repo.ts';
import { newSchedule, ratingOf, reviewSchedule } from './schedule.ts';

const DAY_MS = 86_400_000;
export const REVIEWED_ELSEWHERE_MESSAGE =
  'This card was just reviewed in another tab or answer, so this answer was not counted again.';

/** An answer given elsewhere (practice, a submitted mock) that the notebook hears about. */
export interface AnswerEvent {
  userId: string;
  questionId: number;
  correct: boolean;
  at: Date;
}

/** The mistake notebook (issue 14): cards from wrong answers and by hand, FSRS reviews, the daily queue, stats. */
export function reviewService(deps: Pick<AppDeps, 'database' | 'clock' | 'access'>) {
  const { db } = deps.database;
  const repo = reviewRepo(db);

  /** Reviews one locked card and logs it. */
  function applyReview(r: ReturnType<typeof reviewRepo>, card: CardRow, correct: boolean, at: Date, via: ReviewVia) {
    const { schedule, log } = reviewSchedule(card, correct, at);
    return r.saveReview(card, schedule, log, via);
  }

  async function ownCard(auth: AuthContext, id: number) {
    const card = await repo.findCard(auth.user.id, id);
    if (!card) throw notFound('Card not found.');
    return card;
  }

  /** A published question the learner may open (premium through access). */
  async function openQuestion(auth: AuthContext, questionId: number) {
    const q = await repo.findQuestion(questionId);
    if (q?.status !== 'published') throw notFound('Question not found.');
    if (q.isPremium && !(await deps.access.isPremium(auth)))
      throw premiumRequired('This is a premium question. Upgrade to review it.');
    return q;
  }

  return {
    /**
     * A practice answer, inside the caller's transaction `tx` (touches only the learner's own card): a wrong answer
     * opens a card when there is none; an answer to a question that has a card is a review of it (Again or Good).
     */
    async recordAnswer(tx: Db, e: AnswerEvent) {
      const r = reviewRepo(tx);
      if (!e.correct) {
        const added = await r.insertCards(e.userId, [e.questionId], 'practice', newSchedule(e.at), e.at);
        if (added.length > 0) return;
      }
      const [card] = await r.lockCardsOfQuestions(e.userId, [e.questionId]);
      if (card) await applyReview(r, card, e.correct, e.at, 'practice');
    },

    /**
     * A submitted mock's verdicts, inside the submit's transaction: each answered question with a card is reviewed,
     * each wrong one without a card gets one. Skipped questions (verdict null) change nothing.
     */
    async recordMock(
      tx: Db,
      userId: string,
      verdicts: Array<{ questionId: number; correct: boolean | null }>,
      at: Date,
    ) {
      const answered = verdicts.filter((v): v is { questionId: number; correct: boolean } => v.correct !== null);
      if (answered.length === 0) return;
      const r = reviewRepo(tx);
      // One statement when the learner has no card on these questions (a new learner on exam day, at the submit).
      const locked = await r.lockAndAddCards(
        userId,
        answered.map((v) => v.questionId),
        answered.filter((v) => !v.correct).map((v) => v.questionId),
        newSchedule(at),
        at,
      );
      if (locked.length === 0) return;
      const verdict = new Map(answered.map((v) => [v.questionId, v.correct]));
      for (const card of await r.cardsById(locked)) {
        await applyReview(r, card, verdict.get(card.questionId) === true, at, 'mock');
      }
    },

    async list(auth: AuthContext, query: CardQuery): Promise<CardList> {
      const page = query.page ?? 1;
      const filters = { due: query.filter === 'due' ? deps.clock.now() : null, reason: query.reason };
      const [premium, rows, total] = await Promise.all([
        deps.access.isPremium(auth),
        repo.list(auth.user.id, { ...filters, limit: REVIEW_PAGE_SIZE, offset: (page - 1) * REVIEW_PAGE_SIZE }),
        repo.countList(auth.user.id, filters),
      ]);
      return {
        items: rows.map((row) => ({
          ...presentCardSchedule(row.card),
          question: presentSummary(row.question, premium),
        })),
        total,
        page,
        pageSize: REVIEW_PAGE_SIZE,
      };
    },

    /** Today's queue: cards due now, up to what is left of the day's limit (the learner's calendar day). */
    async queue(auth: AuthContext): Promise<ReviewQueue> {
      const now = deps.clock.now();
      const premium = await deps.access.isPremium(auth);
      const since = startOfCalendarDay(now, auth.user.timezone);
      const reviewedToday = await repo.sessionReviewsSince(auth.user.id, since);
      const left = Math.max(0, DAILY_REVIEW_LIMIT - reviewedToday);
      const [counts, cards] = await Promise.all([
        repo.dueCounts(auth.user.id, premium, now, now),
        left > 0 ? repo.dueCards(auth.user.id, premium, now, left) : Promise.resolve([]),
      ]);
      return { dueNow: counts.dueNow, reviewedToday, limit: DAILY_REVIEW_LIMIT, cards };
    },

    /**
     * Checks the answer on the server and rates the card (right: Good, wrong: Again). The card is locked and its reps
     * compared with what the learner was shown, so a second tab's review of the same card is refused, not doubled.
     */
    async review(auth: AuthContext, id: number, body: ReviewBody): Promise<ReviewResult> {
      const card = await ownCard(auth, id);
      const q = await openQuestion(auth, card.questionId);
      const key = scoreAnswer(q, body.answer);
      const now = deps.clock.now();
      const saved = await retryOnContention(() =>
        db.transaction(async (tx) => {
          const r = reviewRepo(tx);
          const locked = await r.lockCard(auth.user.id, id);
          if (!locked) throw notFound('Card not found.');
          if (locked.reps !== body.reps) throw conflict(REVIEWED_ELSEWHERE_MESSAGE);
          return applyReview(r, locked, key.correct, now, 'session');
        }),
      );
      if (!saved) throw notFound('Card not found.');
      return {
        correct: key.correct,
        answer: key.answer,
        explanation: q.explanation,
        yourSeconds: body.seconds,
        suggestedSeconds: Math.round(q.estimatedTime * 60),
        rating: ratingOf(key.correct),
        card: presentCardSchedule(saved),
      };
    },

    async update(auth: AuthContext, id: number, patch: CardPatch) {
      const changes = {
        ...(patch.reason !== undefined ? { reason: patch.reason } : {}),
        ...(patch.note !== undefined ? { note: patch.note } : {}),
      };
      const row = await repo.updateMeta(auth.user.id, id, changes, deps.clock.now());
      if (!row) throw notFound('Card not found.');
      return presentCardSchedule(row);
    },

    /** A mistake tagged on a mock's review is the same "why" as the card's reason: one answer, kept in both. */
    async tagFromMock(userId: string, questionId: number, reason: MissReason | null) {
      await repo.setReasonOfQuestion(userId, questionId, reason, deps.clock.now());
    },

    async remove(auth: AuthContext, id: number) {
      if (!(await repo.remove(auth.user.id, id))) throw notFound('Card not found.');
      return { success: true, message: 'Removed from your notebook.' };
    },

    /**
     * Adds a question by hand. Only a question the learner has met (answered in practice, or on a mock they
     * submitted): reviews are not a way round the plan's practice allowance. Adding it twice keeps the one card.
     */
    async add(auth: AuthContext, questionId: number): Promise<CardAdded> {
      await openQuestion(auth, questionId);
      if (!(await repo.hasMet(auth.user.id, questionId)))
        throw conflict('Answer this question in practice (or meet it in a mock) before adding it to your notebook.');
      const now = deps.clock.now();
      const [added] = await repo.insertCards(auth.user.id, [questionId], 'manual', newSchedule(now), now);
      const card = added ?? (await repo.findCardOfQuestion(auth.user.id, questionId));
      if (!card) throw notFound('Card not found.');
      return { created: !!added, card: presentCardSchedule(card) };
    },

    async membership(auth: AuthContext, questionIds: number[]) {
      return { questionIds: await repo.inNotebook(auth.user.id, questionIds) };
    },

    async stats(auth: AuthContext): Promise<ReviewStats> {
      const now = deps.clock.now();
      const today = startOfCalendarDay(now, auth.user.timezone);
      // 36 hours after midnight is always the next calendar day, whatever the zone's daylight saving does.
      const endOfDay = startOfCalendarDay(new Date(today.getTime() + 1.5 * DAY_MS), auth.user.timezone);
      const premium = await deps.access.isPremium(auth);
      const [counts, ratings, reasons] = await Promise.all([
        repo.dueCounts(auth.user.id, premium, now, endOfDay),
        repo.ratingsSince(auth.user.id, new Date(now.getTime() - RETENTION_DAYS * DAY_MS)),
        repo.byReason(auth.user.id),
      ]);
      const byReason = { concept: 0, silly: 0, time: 0, guess: 0, untagged: 0 };
      for (const r of reasons) {
        if (r.reason && MISS_REASONS.includes(r.reason)) byReason[r.reason] = r.n;
        else byReason.untagged += r.n;
      }
      return {
        total: reasons.reduce((n, r) => n + r.n, 0),
        dueNow: counts.dueNow,
        dueToday: counts.dueToday,
        reviews: ratings.reviews,
        good: ratings.good,
        retention: ratings.reviews > 0 ? ratings.good / ratings.reviews : null,
        byReason,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;

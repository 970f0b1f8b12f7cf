// @ts-nocheck
import type { AdaptivePerformance, PlanQuestionDto } from '#shared/contracts/adaptive';
import type { Section } from '#shared/contracts/questions';
import { type AbilityState, DEFAULT_ABILITY, sectionScope } from '#shared/domain/adaptive/ability';
import { recommendedDifficulty } from '#shared/domain/adaptive/difficulty';
import { insights, type TopicSummary } from '#shared/domain/adaptive/insights';
import { difficultyProgression, RECENT_WINDOW, recentAccuracy } from '#shared/domain/adaptive/progress';
import { clamp } from '#shared/domain/adaptive/rasch';
import { RECENT_DAYS, selectQuestions, weaknessWeights } from '#shared/domain/adaptive/selection';
import { createRng } from '#shared/domain/random';
import { PLAN_SUBJECTS, type PlanSubjectKey, questionMinutes, STUDY_PLAN } from '#shared/domain/study-plan';
import type { AppDeps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { adaptiveRepo, type CandidateFilter, type CandidateRow } from './adaptive.repo.ts';
import { groupSets } from './set-grouping.ts';

const DAY_MS = 86_400_000;
/** Random id pivots per request; each reads a bounded run of the bank. */
const PIVOTS = 4;
const WEAK_TOPICS = 3;
/** Answers replayed for the progression (bounded work per request). */
const PROGRESSION_HISTORY = 200;

export interface Learner {
  userId: string;
  premium: boolean;
}

export function sectionOf(subject: PlanSubjectKey): Section {
  const found = PLAN_SUBJECTS.find((s) => s.key === subject);
  if (!found) throw new Error(`unknown plan subject ${subject}`);
  return found.section;
}

/** 'guest' is open to everyone; any other id only to its owner. */
export function authoriseLearnerId(auth: AuthContext | null, userId: string): 'guest' | AuthContext {
  if (userId === 'guest') return 'guest';
  if (!auth) throw unauthorized();
  if (auth.user.id !== userId) throw forbidden('You can only view your own study data.');
  return auth;
}

/** Spec section 7's adaptive engine: questions near the learner's ability, and how the learner is doing. */
/** FNV-1a: a 32-bit seed from a string. */
function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function adaptiveService(deps: Pick<AppDeps, 'database' | 'clock' | 'access'>) {
  const { db } = deps.database;
  const repo = adaptiveRepo(db);

  async function loadAbilities(userId: string, section: string) {
    const rows = await repo.abilityRows(userId, section);
    const byScope = new Map(rows.map((r) => [r.scope, r]));
    const sectionRow = byScope.get(sectionScope(section));
    const sectionAbility: AbilityState = sectionRow
      ? { theta: sectionRow.theta, uncertainty: sectionRow.uncertainty, attempts: sectionRow.attempts }
      : DEFAULT_ABILITY;
    const topics: TopicSummary[] = rows
      .filter((r) => r.scope.startsWith('topic:'))
      .map((r) => ({
        topic: r.scope.slice('topic:'.length),
        ability: { theta: r.theta, uncertainty: r.uncertainty, attempts: r.attempts },
      }));
    return { section: sectionAbility, topics };
  }

  return {
    /** GET /api/questions/adaptive: for 'guest' or the caller's own id only. */
    async questions(
      auth: AuthContext | null,
      query: { userId: string; subject: PlanSubjectKey; count: number; targetTime?: number },
    ): Promise<PlanQuestionDto[]> {
      const learner = await this.learnerFor(auth, query.userId);
      return this.select(learner, query.subject, query.count, query.targetTime);
    },

    async learnerFor(auth: AuthContext | null, userId: string): Promise<Learner | null> {
      const who = authoriseLearnerId(auth, userId);
      if (who === 'guest') return null;
      return {
        userId: who.user.id,
        premium: await deps.access.isPremium(who),
      };
    },

    /**
     * Questions for one subject near the learner's ability (a calibrated spread for guests), unseen for 30 days,
     * topics spread and weak topics favoured; VARC/DILR sets kept whole where the count allows. With a target time,
     * the list stops once it would pass the target by more than the plan's 2-minute allowance.
     */
    async select(
      learner: Learner | null,
      subject: PlanSubjectKey,
      count: number,
      targetTime?: number,
    ): Promise<PlanQuestionDto[]> {
      const section = sectionOf(subject);
      const now = deps.clock.now();
      // Stable for a learner, a subject and a day (issue 12: the plan reshuffled on every reload); it changes when
      // their answers do, since answered questions leave the pool.
      const rng = createRng(
        seedOf(`${learner?.userId ?? 'guest'}|${subject}|${count}|${now.toISOString().slice(0, 10)}`),
      );
      const known = learner ? await loadAbilities(learner.userId, section) : null;
      const ability = known?.section.attempts ? known.section : null;
      const theta = ability?.theta ?? 0;
      const sd = ability?.uncertainty ?? 1;
      const reach = 2 + 2 * clamp(sd, 0, 1);
      const filter: CandidateFilter = {
        section,
        freeOnly: !learner?.premium,
        userId: learner?.userId,
        seenSince: learner ? new Date(now.getTime() - RECENT_DAYS * DAY_MS) : undefined,
        minB: theta - reach,
        maxB: theta + reach,
      };

      const range = await repo.idRange();
      if (!range) return [];
      const perPivot = Math.max(60, count * 8);
      const pool = new Map<number, CandidateRow>();
      for (let i = 0; i < PIVOTS; i++) {
        const pivot = range.min + Math.floor(rng.next() * (range.max - range.min + 1));
        const rows = await repo.candidatesFrom(filter, pivot, perPivot);
        for (const row of rows) pool.set(row.id, row);
        if (rows.length < perPivot) break; // the scan wrapped round: the whole band is in the pool
      }
      const weights = known
        ? weaknessWeights(Object.fromEntries(known.topics.map((t) => [t.topic, t.ability])), known.section)
        : {};
      const weak = Object.entries(weights)
        .filter(([, w]) => w > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, WEAK_TOPICS)
        .map(([t]) => t);
      for (const row of await repo.candidatesInTopics(filter, weak, perPivot)) pool.set(row.id, row);

      const chosen = selectQuestions({
        candidates: [...pool.values()],
        ability,
        count,
        weakTopics: weights,
        now,
        rng,
      });
      const setIds = [...new Set(chosen.map((c) => c.setId).filter((id): id is number => id !== null))];
      const members = await repo.setMembers(filter, setIds);
      const budget = targetTime && targetTime > 0 ? targetTime + STUDY_PLAN.topUpOvershootAllowance : undefined;
      return groupSets(chosen, members, count, budget).map((q) => present(q, subject));
    },

    /** The learner's own performance in a subject ('guest' has none: sign in). */
    async performance(auth: AuthContext | null, userId: string, subject: PlanSubjectKey): Promise<AdaptivePerformance> {
      if (!auth) throw unauthorized();
      const who = authoriseLearnerId(auth, userId);
      if (who === 'guest') throw unauthorized('Please sign in to see your performance.');
      return performance(who, subject);
    },
  };

  async function performance(auth: AuthContext, subject: PlanSubjectKey): Promise<AdaptivePerformance> {
    const section = sectionOf(subject);
    const known = await loadAbilities(auth.user.id, section);
    const newestFirst = await repo.recentAnswers(auth.user.id, section, PROGRESSION_HISTORY);
    const history = newestFirst.reverse().map((a) => ({ b: a.b, correct: a.correct, at: a.at }));
    const accuracy = recentAccuracy(history);
    const recentCount = Math.min(history.length, RECENT_WINDOW);
    const progression = difficultyProgression(history);
    const display = PLAN_SUBJECTS.find((s) => s.key === subject)?.display ?? subject;
    return {
      insights: insights({
        subject: display,
        section: known.section,
        topics: known.topics,
        recentAccuracy: accuracy,
        recentCount,
        progression,
      }),
      performance: {
        recentAccuracy: accuracy,
        recommendedDifficulty: recommendedDifficulty(known.section.theta),
        difficultyProgression: progression,
        ability: known.section,
        recentCount,
      },
    };
  }
}

export type AdaptiveService = ReturnType<typeof adaptiveService>;

function present(q: CandidateRow, subject: PlanSubjectKey): PlanQuestionDto {
  return {
    id: q.id,
    subject,
    section: q.section,
    topic: q.topic,
    type: q.type,
    difficulty: q.difficulty,
    estimatedTime: questionMinutes(q),
    isPremium: q.isPremium,
    setId: q.setId,
  };
}

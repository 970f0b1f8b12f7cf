// @ts-nocheck
import type { AdminDashboard, PlatformAnalytics } from '#shared/contracts/admin-analytics';
import { startOfCalendarDay } from '#shared/domain/calendar';
import type { ExamPattern } from '#shared/domain/exam/patterns';
import { scorePaper } from '#shared/domain/exam/scoring';
import type { AppDeps } from '../../deps.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import { adminAnalyticsRepo } from './admin-analytics.repo.ts';

const DAY_MS = 86_400_000;
const IST = 'Asia/Kolkata';
const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;
const istDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(d);
const BANDS = 10;

/** A mock's full marks as its results state them: the pattern's marking on the paper's own question counts. */
function maxScoreOf(pattern: ExamPattern, paper: Record<string, number> | null) {
  const items = Object.entries(paper ?? {}).flatMap(([sectionKey, n]) =>
    Array.from({ length: Number(n) }, () => ({ sectionKey, type: 'MCQ' as const, answered: false, correct: false })),
  );
  return scorePaper(pattern, items).maxScore;
}

/** Score frequencies ([score, takers], ascending) in ten bands of a tenth of `max`; below zero joins the first. */
function histogram(freq: Array<[number, number]>, max: number) {
  const counts = new Array<number>(BANDS).fill(0);
  for (const [score, n] of freq) {
    const b = max > 0 ? Math.floor((Number(score) * BANDS) / max + 1e-9) : 0;
    counts[Math.min(BANDS - 1, Math.max(0, b))] += Number(n);
  }
  const lowest = Math.min(0, Number(freq[0]?.[0] ?? 0));
  return counts.map((takers, b) => ({
    band: b === BANDS - 1 ? '90–100%' : `${b * 10}–${b * 10 + 9}%`,
    from: round(b === 0 ? lowest : (b * max) / BANDS, 2),
    to: round(((b + 1) * max) / BANDS, 2),
    takers,
  }));
}

/**
 * The staff dashboard over a period and the platform analytics, computed from every learner's rows. Staff and
 * administrators; money (revenue, conversion) only for administrators.
 */
export function adminAnalyticsService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const repo = adminAnalyticsRepo(deps.database.db);
  const { clock } = deps;
  return forRole('staff', {
    async dashboard(actor: AuthContext, days: number): Promise<AdminDashboard> {
      const now = clock.now();
      const startOfToday = startOfCalendarDay(now, IST);
      const since = new Date(startOfToday.getTime() - (days - 1) * DAY_MS);
      const d = await repo.dashboard({ since, startOfToday, weekAgo: new Date(now.getTime() - 7 * DAY_MS) });
      const money = actor.isAdmin;
      const byDay = <T extends { day: string }>(list: T[]) => new Map(list.map((r) => [r.day, r]));
      const regs = byDay(d.regs);
      const active = byDay(d.active);
      const revenue = byDay(d.revenue);
      const mocks = byDay(d.mocks);
      const series = Array.from({ length: days }, (_, i) => {
        const day = istDay(new Date(since.getTime() + i * DAY_MS + DAY_MS / 2));
        return {
          day,
          registrations: Number(regs.get(day)?.n ?? 0),
          activeLearners: Number(active.get(day)?.n ?? 0),
          answers: Number(active.get(day)?.answers ?? 0),
          mocksSubmitted: Number(mocks.get(day)?.n ?? 0),
          revenuePaise: money ? Number(revenue.get(day)?.n ?? 0) : null,
        };
      });
      const sum = (k: 'registrations' | 'answers' | 'mocksSubmitted' | 'revenuePaise') =>
        series.reduce((a, s) => a + (s[k] ?? 0), 0);
      const t = d.totals;
      return {
        days,
        kpis: {
          registrations: sum('registrations'),
          activeToday: t.today,
          activeLast7Days: t.week,
          answers: sum('answers'),
          practiceTestsFinished: t.tests,
          mocksTaken: sum('mocksSubmitted'),
          mocksInProgress: t.mocksInProgress,
          revenuePaise: money ? sum('revenuePaise') : null,
          conversion: money ? (t.learners ? round(t.payers / t.learners) : 0) : null,
          openReports: t.reports,
          flaggedQuestions: t.flagged,
        },
        series,
      };
    },

    async analytics(_actor: AuthContext): Promise<PlatformAnalytics> {
      const [items, topics, funnel, scores, mocks] = await Promise.all([
        repo.items(1, 50),
        repo.topics(),
        repo.funnel(),
        repo.testScores(),
        repo.mockScores(),
      ]);
      const bands = new Map(scores.map((s) => [Number(s.band), Number(s.tests)]));
      return {
        items: items.map((i) => ({
          ...i,
          facility: round(Number(i.facility)),
          discrimination: i.discrimination === null ? null : round(Number(i.discrimination)),
          meanSeconds: round(Number(i.meanSeconds), 1),
        })),
        topics: topics.map((t) => ({ ...t, accuracy: round(Number(t.accuracy)) })),
        funnel,
        testScores: Array.from({ length: 10 }, (_, b) => ({
          band: b === 9 ? '90–100%' : `${b * 10}–${b * 10 + 9}%`,
          tests: bands.get(b) ?? 0,
        })),
        mockScores: mocks.map((m) => {
          const maxScore = maxScoreOf(m.pattern, m.paper);
          return {
            mockId: m.mockId,
            title: m.title,
            exam: m.exam,
            takers: m.takers,
            mean: round(Number(m.mean), 2),
            q1: round(Number(m.q1), 2),
            median: round(Number(m.median), 2),
            q3: round(Number(m.q3), 2),
            top: round(Number(m.top), 2),
            maxScore,
            histogram: histogram(m.scores, maxScore),
          };
        }),
      };
    },
  });
}

export type AdminAnalyticsService = ReturnType<typeof adminAnalyticsService>;

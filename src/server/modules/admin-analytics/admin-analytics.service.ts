import type { AdminDashboard, PlatformAnalytics } from '#shared/contracts/admin-analytics';
import { startOfCalendarDay } from '#shared/domain/calendar';
import type { AppDeps } from '../../deps.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import { adminAnalyticsRepo } from './admin-analytics.repo.ts';

const DAY_MS = 86_400_000;
const IST = 'Asia/Kolkata';
const round = (v: number, digits = 3) => Math.round(v * 10 ** digits) / 10 ** digits;
const istDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: IST }).format(d);

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
      const series = Array.from({ length: days }, (_, i) => {
        const day = istDay(new Date(since.getTime() + i * DAY_MS + DAY_MS / 2));
        return {
          day,
          registrations: Number(regs.get(day)?.n ?? 0),
          activeLearners: Number(active.get(day)?.n ?? 0),
          answers: Number(active.get(day)?.answers ?? 0),
          revenuePaise: money ? Number(revenue.get(day)?.n ?? 0) : null,
        };
      });
      const sum = (k: 'registrations' | 'answers' | 'revenuePaise') => series.reduce((a, s) => a + (s[k] ?? 0), 0);
      const t = d.totals;
      return {
        days,
        kpis: {
          registrations: sum('registrations'),
          activeToday: t.today,
          activeLast7Days: t.week,
          answers: sum('answers'),
          practiceTestsFinished: t.tests,
          revenuePaise: money ? sum('revenuePaise') : null,
          conversion: money ? (t.learners ? round(t.payers / t.learners) : 0) : null,
          openReports: t.reports,
          flaggedQuestions: t.flagged,
        },
        series,
      };
    },

    async analytics(_actor: AuthContext): Promise<PlatformAnalytics> {
      const [items, topics, funnel, scores] = await Promise.all([
        repo.items(1, 50),
        repo.topics(),
        repo.funnel(),
        repo.testScores(),
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
      };
    },
  });
}

export type AdminAnalyticsService = ReturnType<typeof adminAnalyticsService>;

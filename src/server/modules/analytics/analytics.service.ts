import type { HomeAnalytics } from '#shared/contracts/analytics';
import { SECTION_NAMES, type Section } from '#shared/contracts/questions';
import { addDays, calendarDay } from '#shared/domain/calendar';
import { MOCKS_USED, predictPerformance } from '#shared/domain/exam/prediction';
import { PLAN_SUBJECTS } from '#shared/domain/study-plan';
import type { AppDeps } from '../../deps.ts';
import type { AuthContext } from '../access/public.ts';
import type { MockTestsService } from '../mock-tests/mock-tests.service.ts';
import { analyticsRepo } from './analytics.repo.ts';
import { analyticsDetails, detailsCsv } from './analytics-details.ts';

type SubjectAccuracy = HomeAnalytics['subjectWiseAccuracy'][number];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Percent correct, whole number, 0 when nothing was attempted. */
export const percent = (correct: number, total: number) => (total > 0 ? Math.round((100 * correct) / total) : 0);

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const label = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** Days in a row with answers, ending today, or yesterday while today is still open. */
export function streakFrom(activeDays: Set<string>, today: string): number {
  let day = activeDays.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (activeDays.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

type Deps = Pick<AppDeps, 'database' | 'clock' | 'access'> & { mockTests: Pick<MockTestsService, 'nextMock'> };

/** The home's stat cards and charts from every answer (practice and submitted mocks); the CAT prediction from CAT mocks. */
export function analyticsService(deps: Deps) {
  const repo = analyticsRepo(deps.database.db);

  return {
    async summary(auth: AuthContext): Promise<HomeAnalytics> {
      const { id, timezone, xp } = auth.user;
      const today = calendarDay(deps.clock.now(), timezone);
      // Its own transaction for the zone setting; the other reads after it (PGlite has one connection).
      const { days, sections } = await deps.database.db.transaction(async (tx) => {
        const r = analyticsRepo(tx);
        await r.useTimeZone(timezone);
        return r.dayAndSection(id);
      });
      const [mocks, nextMock] = await Promise.all([
        repo.mocks(id, { limit: MOCKS_USED, exam: 'CAT' }),
        deps.mockTests.nextMock(auth),
      ]);
      const perDay = new Map(days.map((d) => [d.day, d]));
      const total = sections.reduce((n, s) => n + s.total, 0);
      const correct = sections.reduce((n, s) => n + s.correct, 0);

      const dailyProgress = Array.from({ length: 7 }, (_, i) => {
        const date = addDays(today, i - 6);
        const d = perDay.get(date);
        return {
          day: WEEKDAYS[weekday(date)] ?? '',
          date,
          accuracy: percent(d?.correct ?? 0, d?.total ?? 0),
          questionsAttempted: d?.total ?? 0,
        };
      });

      const thisMonday = addDays(today, -((weekday(today) + 6) % 7));
      const weeklyProgress = Array.from({ length: 8 }, (_, i) => {
        const weekStart = addDays(thisMonday, (i - 7) * 7);
        let wTotal = 0;
        let wCorrect = 0;
        for (let k = 0; k < 7; k++) {
          const d = perDay.get(addDays(weekStart, k));
          wTotal += d?.total ?? 0;
          wCorrect += d?.correct ?? 0;
        }
        return { week: label(weekStart), weekStart, accuracy: percent(wCorrect, wTotal), questionsAttempted: wTotal };
      });

      const subjectWiseAccuracy: SubjectAccuracy[] = PLAN_SUBJECTS.map((subject) => {
        const s = sections.find((row) => row.section === subject.section);
        return {
          subject: subject.key,
          section: subject.section,
          accuracy: percent(s?.correct ?? 0, s?.total ?? 0),
          questionsAttempted: s?.total ?? 0,
        };
      });
      // CAT's three subjects always; another exam's section (XAT's Decision Making, CMAT's I&E) once practised.
      for (const row of sections) {
        if (row.total === 0 || PLAN_SUBJECTS.some((subject) => subject.section === row.section)) continue;
        subjectWiseAccuracy.push({
          subject: SECTION_NAMES[row.section as Section] ?? row.section,
          section: row.section,
          accuracy: percent(row.correct, row.total),
          questionsAttempted: row.total,
        });
      }

      return {
        streak: streakFrom(new Set(perDay.keys()), today),
        totalQuestions: total,
        accuracy: percent(correct, total),
        xp,
        dailyProgress,
        subjectWiseAccuracy,
        weeklyProgress,
        prediction: predictPerformance(mocks, correct, total),
        nextMock,
      };
    },

    /** The /analytics page (premium): checked here through the one access service. */
    async details(auth: AuthContext | null) {
      const caller = await deps.access.requirePremium(auth);
      return analyticsDetails(repo, caller.user.id);
    },

    /**
     * The learner's own weak topics and the practice sets that target them (the AI tutor's "what should I study
     * next"): the same figures as the premium page's, read for the learner's own conversation.
     */
    async studyNext(auth: AuthContext) {
      const d = await analyticsDetails(repo, auth.user.id);
      return { weaknesses: d.weaknesses, recommendations: d.recommendations, totalAttempts: d.totals.attempts };
    },

    /** The same figures as a spreadsheet: one row a topic, then one row a mock. */
    async csv(auth: AuthContext | null) {
      const caller = await deps.access.requirePremium(auth);
      return detailsCsv(await analyticsDetails(repo, caller.user.id));
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;

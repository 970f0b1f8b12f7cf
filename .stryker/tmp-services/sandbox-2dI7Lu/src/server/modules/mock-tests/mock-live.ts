// @ts-nocheck
import { LIVE_LIST_LIMIT, LIVE_WITHIN_SECONDS, type LiveView } from '#shared/contracts/mock-staff';
import { startOfCalendarDay } from '#shared/domain/calendar';
import { totalQuestions } from '#shared/domain/exam/patterns';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { settle } from './exam-clock.ts';
import { mockStaffRepo } from './mock-staff.repo.ts';
import { mockTestsRepo } from './mock-tests.repo.ts';

/** Staff: who is taking a mock now, where they are, and whether their tab is still talking to the server. */
export function mockLive(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  return {
    async live(_actor: AuthContext, id: number): Promise<LiveView> {
      const m = await mockTestsRepo(db).findMock(id);
      if (!m) throw notFound('Mock test not found.');
      const now = deps.clock.now();
      const repo = mockStaffRepo(db);
      const [rows, counts] = await Promise.all([
        repo.liveAttempts(id, LIVE_LIST_LIMIT),
        repo.attemptCounts(id, startOfCalendarDay(now), now),
      ]);
      const questions = totalQuestions(m.pattern);
      return {
        mockId: m.id,
        title: m.title,
        serverTime: now.toISOString(),
        inProgress: counts.active,
        submittedToday: counts.submittedToday,
        attempts: rows.map((r) => {
          const a = r.attempt;
          // The same clock the learner's next request would see: a pausable clock stood still while away.
          const s = settle(m.pattern, a, now);
          const stage = m.pattern.stages[a.stageOrder[s.stageIndex] ?? -1];
          const left = s.finished ? 0 : Math.max(0, Math.ceil((s.stageDeadline.getTime() - now.getTime()) / 1000));
          const quiet = (now.getTime() - a.lastSeenAt.getTime()) / 1000;
          return {
            attemptId: a.id,
            name: [r.firstName, r.lastName].filter(Boolean).join(' ') || r.username,
            email: r.email,
            stage: stage?.name ?? '',
            sections: stage?.sections ?? [],
            answered: r.answered,
            marked: r.marked,
            questions,
            secondsLeft: left,
            lastSeenAt: a.lastSeenAt.toISOString(),
            connection: quiet < LIVE_WITHIN_SECONDS ? 'live' : 'away',
            startedAt: a.startedAt.toISOString(),
          };
        }),
      };
    },
  };
}

// @ts-nocheck
import type { BlueprintBody, MockStatus } from '#shared/contracts/mock-tests';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import type { AuditRecord } from '../audit/audit.service.ts';
import { buildMock, specFromBody } from './mock-builder.ts';
import { mockLive } from './mock-live.ts';
import { presentMock } from './mock-paper.ts';
import { mockRescore } from './mock-rescore.ts';
import { mockSchedule } from './mock-schedule.ts';
import { mockSeriesDesk } from './mock-series.ts';
import { type MockRow, mockTestsRepo } from './mock-tests.repo.ts';
import type { MockTestsService } from './mock-tests.service.ts';

/**
 * Staff: the mock list with live attempts, build by blueprint, publish, extra time per learner (PwD), answer-key
 * correction with re-scoring (mock-rescore.ts), metadata and papers by hand (mock-schedule.ts), series
 * (mock-series.ts) and the live attempts of a mock (mock-live.ts).
 */
export function mockAdminService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'audit'> & { mockTests: MockTestsService },
) {
  const { db } = deps.database;
  const repo = mockTestsRepo(db);
  return forRole('staff', {
    ...mockRescore(deps),
    ...mockSchedule(deps),
    ...mockSeriesDesk(deps),
    ...mockLive(deps),

    async list(_actor: AuthContext) {
      const [rows, counts, attempts] = await Promise.all([
        repo.listMocks({ published: false }),
        repo.itemCounts(),
        repo.attemptCounts(),
      ]);
      const n = new Map(counts.map((c) => [c.mockId, c.n]));
      const a = new Map(attempts.map((c) => [c.mockId, c]));
      return {
        items: rows.map((m) => ({
          ...presentMock(m, n.get(m.id) ?? 0),
          status: m.status,
          attempts: a.get(m.id)?.total ?? 0,
          active: a.get(m.id)?.active ?? 0,
        })),
      };
    },

    async create(actor: AuthContext, body: BlueprintBody) {
      try {
        const mock = await db.transaction(async (tx) => {
          const made = await buildMock(tx, specFromBody(body));
          await deps.audit.record(tx, actor, auditOfCreate(made, body));
          return made;
        });
        return { id: mock.id };
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('A mock test with this title exists.');
        throw error;
      }
    },

    async setStatus(actor: AuthContext, id: number, status: MockStatus) {
      await db.transaction(async (tx) => {
        const r = mockTestsRepo(tx);
        const before = await r.findMock(id, { lock: true });
        if (!before) throw notFound('Mock test not found.');
        if (before.status === status) return;
        await r.setStatus(id, status);
        await deps.audit.record(tx, actor, {
          action: 'mock.status',
          targetType: 'mock',
          targetId: id,
          before: { status: before.status },
          after: { status },
        });
      });
      deps.mockTests.forget(id);
      return { success: true, message: status === 'published' ? 'Published.' : 'Moved back to draft.' };
    },

    async grantTime(actor: AuthContext, userId: string, timeFactor: number) {
      await db.transaction(async (tx) => {
        const r = mockTestsRepo(tx);
        if (!(await r.learnerName(userId))) throw notFound('User not found.');
        await r.lockLearner(userId);
        const before = await r.timeFactor(userId);
        if (Math.abs(before - timeFactor) < 1e-6) return;
        await r.grantTime(userId, timeFactor, deps.clock.now());
        await deps.audit.record(tx, actor, {
          action: 'mock.time_grant',
          targetType: 'user',
          targetId: userId,
          before: { timeFactor: factor(before) },
          after: { timeFactor: factor(timeFactor) },
        });
      });
      return { success: true, message: 'Extra time applies to the tests this learner starts from now on.' };
    },
  });
}

/** A time factor as the trail shows it: 4/3 stored as a float4 reads back as 1.3333334. */
const factor = (f: number) => Math.round(f * 10_000) / 10_000;

function auditOfCreate(m: MockRow, body: BlueprintBody): AuditRecord {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    action: 'mock.create',
    targetType: 'mock',
    targetId: m.id,
    before: null,
    after: {
      source: 'blueprint',
      title: m.title,
      patternId: body.patternId,
      sectionKey: body.sectionKey ?? null,
      kind: m.kind,
      status: m.status,
      timerMode: m.timerMode,
      isPremium: m.isPremium,
      seriesId: m.seriesId,
      opensAt: iso(m.opensAt),
      closesAt: iso(m.closesAt),
    },
  };
}

export type MockAdminService = ReturnType<typeof mockAdminService>;

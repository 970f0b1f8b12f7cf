import type { BlueprintBody, MockStatus } from '#shared/contracts/mock-tests';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import { buildMock, specFromBody } from './mock-builder.ts';
import { presentMock } from './mock-paper.ts';
import { mockTestsRepo } from './mock-tests.repo.ts';
import type { MockTestsService } from './mock-tests.service.ts';

/** Staff: the mock list with live attempts, build by blueprint, publish, and extra time per learner (PwD). */
export function mockAdminService(deps: Pick<AppDeps, 'database' | 'clock'> & { mockTests: MockTestsService }) {
  const { db } = deps.database;
  const repo = mockTestsRepo(db);
  return forRole('staff', {
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

    async create(_actor: AuthContext, body: BlueprintBody) {
      try {
        const mock = await db.transaction((tx) => buildMock(tx, specFromBody(body)));
        return { id: mock.id };
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('A mock test with this title exists.');
        throw error;
      }
    },

    async setStatus(_actor: AuthContext, id: number, status: MockStatus) {
      const row = await repo.setStatus(id, status);
      if (!row) throw notFound('Mock test not found.');
      deps.mockTests.forget(id);
      return { success: true, message: status === 'published' ? 'Published.' : 'Moved back to draft.' };
    },

    async grantTime(_actor: AuthContext, userId: string, timeFactor: number) {
      if (!(await repo.learnerName(userId))) throw notFound('User not found.');
      await repo.grantTime(userId, timeFactor, deps.clock.now());
      return { success: true, message: 'Extra time applies to the tests this learner starts from now on.' };
    },
  });
}

export type MockAdminService = ReturnType<typeof mockAdminService>;

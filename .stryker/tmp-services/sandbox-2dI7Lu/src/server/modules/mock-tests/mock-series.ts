// @ts-nocheck
import type { SeriesBody, SeriesPatchBody } from '#shared/contracts/mock-staff';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { mockStaffRepo, type SeriesRow } from './mock-staff.repo.ts';
import type { MockTestsService } from './mock-tests.service.ts';

type Deps = Pick<AppDeps, 'database' | 'audit'> & { mockTests: MockTestsService };

const titleTaken = (title: string) => conflict(`A test series called “${title}” exists already. Choose another title.`);
const fields = (s: SeriesRow) => ({
  title: s.title,
  description: s.description,
  exam: s.exam,
  isPremium: s.isPremium,
});

/**
 * Staff: test series. Every write locks the series row first (learners only read it), then its mocks, the order
 * the mock edits take too; the order of a series is written whole, places 1..n, so two staff never leave a place
 * doubled or a mock out.
 */
export function mockSeriesDesk(deps: Deps) {
  const { db } = deps.database;

  async function guarded<T>(title: string | undefined, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (uniqueViolation(error) && title) throw titleTaken(title);
      throw error;
    }
  }

  return {
    async listSeries(_actor: AuthContext) {
      const repo = mockStaffRepo(db);
      const [series, members] = await Promise.all([repo.listSeries(), repo.seriesMembers()]);
      return {
        items: series.map((s) => ({
          ...fields(s),
          id: s.id,
          mockIds: members.filter((m) => m.seriesId === s.id).map((m) => m.id),
        })),
      };
    },

    async createSeries(actor: AuthContext, body: SeriesBody) {
      return guarded(body.title, () =>
        db.transaction(async (tx) => {
          const made = await mockStaffRepo(tx).insertSeries(body);
          await deps.audit.record(tx, actor, {
            action: 'series.create',
            targetType: 'series',
            targetId: made.id,
            before: null,
            after: fields(made),
          });
          return { id: made.id };
        }),
      );
    },

    async updateSeries(actor: AuthContext, id: number, body: SeriesPatchBody) {
      const changed = await guarded(body.title, () =>
        db.transaction(async (tx) => {
          const repo = mockStaffRepo(tx);
          const [before] = await repo.lockSeries([id]);
          if (!before) throw notFound('Test series not found.');
          if (body.exam && body.exam !== before.exam) {
            const others = (await repo.seriesMocks(id)).filter((m) => m.exam !== body.exam).length;
            if (others > 0) {
              throw conflict(
                `exam: this series holds ${others} ${before.exam} ${others === 1 ? 'test' : 'tests'}; move them out before making it a ${body.exam} series.`,
              );
            }
          }
          const after = await repo.updateSeries(id, body);
          if (!after) throw notFound('Test series not found.');
          const b = fields(before);
          const a = fields(after);
          const keys = (Object.keys(a) as Array<keyof typeof a>).filter((k) => a[k] !== b[k]);
          if (keys.length === 0) return false;
          await deps.audit.record(tx, actor, {
            action: 'series.update',
            targetType: 'series',
            targetId: id,
            before: Object.fromEntries(keys.map((k) => [k, b[k]])),
            after: Object.fromEntries(keys.map((k) => [k, a[k]])),
          });
          return true;
        }),
      );
      return { success: true, message: changed ? 'Saved.' : 'Nothing to change.' };
    },

    /** The series goes; its mocks stay, in no series. */
    async deleteSeries(actor: AuthContext, id: number) {
      const mockIds = await db.transaction(async (tx) => {
        const repo = mockStaffRepo(tx);
        const [before] = await repo.lockSeries([id], 'update');
        if (!before) throw notFound('Test series not found.');
        const ids = (await repo.seriesMocks(id)).map((m) => m.id);
        await repo.deleteSeries(id);
        await deps.audit.record(tx, actor, {
          action: 'series.delete',
          targetType: 'series',
          targetId: id,
          before: { ...fields(before), mockIds: ids },
          after: null,
        });
        return ids;
      });
      for (const m of mockIds) deps.mockTests.forget(m);
      const n = mockIds.length;
      return {
        success: true,
        message: n
          ? `Series deleted; its ${n === 1 ? 'mock stays' : `${n} mocks stay`}, in no series.`
          : 'Series deleted.',
      };
    },

    /** The whole order at once: every mock of the series, each once (a list from before a change is refused). */
    async orderSeries(actor: AuthContext, id: number, mockIds: number[]) {
      if (new Set(mockIds).size !== mockIds.length) throw badRequest('mockIds: list each mock once.');
      const changed = await db.transaction(async (tx) => {
        const repo = mockStaffRepo(tx);
        const [series] = await repo.lockSeries([id]);
        if (!series) throw notFound('Test series not found.');
        const current = (await repo.seriesMocks(id)).map((m) => m.id);
        const same = current.length === mockIds.length && current.every((m) => mockIds.includes(m));
        if (!same) {
          throw conflict(
            'The series has changed since you opened it: its mocks are listed again; order them once more.',
          );
        }
        if (current.every((m, i) => m === mockIds[i])) return false;
        await repo.setSeriesOrder(id, mockIds);
        await deps.audit.record(tx, actor, {
          action: 'series.order',
          targetType: 'series',
          targetId: id,
          before: { mockIds: current },
          after: { mockIds },
        });
        return true;
      });
      return { success: true, message: changed ? 'Order saved.' : 'Nothing to change.' };
    },
  };
}

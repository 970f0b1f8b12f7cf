import type { BankQuery, HandMockBody, MockPaperView, MockPatchBody } from '#shared/contracts/mock-staff';
import { sectionalOrigin } from '#shared/domain/exam/patterns';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { handItems } from './hand-paper.ts';
import { patternFor, writeMock } from './mock-builder.ts';
import { mockStaffRepo } from './mock-staff.repo.ts';
import { type MockRow, mockTestsRepo } from './mock-tests.repo.ts';
import type { MockTestsService } from './mock-tests.service.ts';

type Deps = Pick<AppDeps, 'database' | 'audit'> & { mockTests: MockTestsService };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const titleTaken = (title: string) => conflict(`A mock test called “${title}” exists already. Choose another title.`);
/** The series changed under us between the first read and the lock: read again. */
class SeriesMoved extends Error {}

/** What the trail shows of a mock's metadata. */
const metadata = (m: MockRow) => ({
  title: m.title,
  timerMode: m.timerMode,
  isPremium: m.isPremium,
  opensAt: iso(m.opensAt),
  closesAt: iso(m.closesAt),
  seriesId: m.seriesId,
  seriesOrder: m.seriesOrder,
});

/** Only the fields that changed, before and after. */
function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/** Staff: a mock's metadata and schedule, papers picked by hand, and the bank search behind the picker. */
export function mockSchedule(deps: Deps) {
  const { db } = deps.database;

  async function paperChecked(
    tx: Db,
    body: Pick<HandMockBody, 'patternId' | 'sectionKey' | 'sections'>,
    premium: boolean,
  ) {
    const { pattern } = patternFor(body.patternId, body.sectionKey);
    const ids = body.sections.flatMap((s) => s.questionIds);
    return handItems(pattern, body.sections, await mockStaffRepo(tx).questionsById(ids), premium);
  }

  /** Where the mock sits in its series after the change; null when it leaves (or is in) no series. */
  async function placeInSeries(tx: Db, before: MockRow, body: MockPatchBody) {
    const target = body.seriesId !== undefined ? body.seriesId : before.seriesId;
    if (target === null) {
      if (body.seriesOrder !== undefined) throw badRequest('seriesOrder: this mock is in no series.');
      return null;
    }
    const moving = target !== before.seriesId;
    if (!moving && body.seriesOrder === undefined) return null;
    const members = (await mockStaffRepo(tx).seriesMocks(target)).map((m) => m.id).filter((id) => id !== before.id);
    const at = Math.min(body.seriesOrder ?? members.length + 1, members.length + 1);
    members.splice(at - 1, 0, before.id);
    return { seriesId: target, order: members };
  }

  async function patchOnce(actor: AuthContext, id: number, body: MockPatchBody) {
    const peek = await mockTestsRepo(db).findMock(id);
    if (!peek) throw notFound('Mock test not found.');
    const seriesIds = [...new Set([peek.seriesId, body.seriesId ?? null].filter((s): s is number => s !== null))];
    return db.transaction(async (tx) => {
      const s = mockStaffRepo(tx);
      // Series first, then the mock: the order every staff write takes, so none waits on another in a circle.
      const locked = await s.lockSeries(seriesIds);
      const before = await mockTestsRepo(tx).findMock(id, { lock: true });
      if (!before) throw notFound('Mock test not found.');
      if (before.seriesId !== peek.seriesId) throw new SeriesMoved();
      if (body.seriesId != null) {
        const series = locked.find((x) => x.id === body.seriesId);
        if (!series) throw badRequest(`seriesId: there is no test series ${body.seriesId}.`);
        if (series.exam !== before.exam) {
          throw badRequest(`seriesId: “${series.title}” is a ${series.exam} series; this is a ${before.exam} test.`);
        }
      }
      const opensAt = body.opensAt !== undefined ? body.opensAt : iso(before.opensAt);
      const closesAt = body.closesAt !== undefined ? body.closesAt : iso(before.closesAt);
      if (opensAt && closesAt && new Date(closesAt) <= new Date(opensAt)) {
        const field = body.closesAt !== undefined ? 'closesAt' : 'opensAt';
        throw badRequest(`${field}: The test must close after it opens.`);
      }
      if (body.isPremium === false && before.isPremium) {
        const n = await s.premiumQuestionsOn(id);
        if (n > 0) {
          throw conflict(
            `isPremium: this paper holds ${n} premium ${n === 1 ? 'question' : 'questions'}; a free mock holds only free ones.`,
          );
        }
      }
      const place = await placeInSeries(tx, before, body);
      const leaving = body.seriesId === null && before.seriesId !== null;
      await s.updateMock(id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.timerMode !== undefined ? { timerMode: body.timerMode } : {}),
        ...(body.isPremium !== undefined ? { isPremium: body.isPremium } : {}),
        ...(body.opensAt !== undefined ? { opensAt: body.opensAt ? new Date(body.opensAt) : null } : {}),
        ...(body.closesAt !== undefined ? { closesAt: body.closesAt ? new Date(body.closesAt) : null } : {}),
        ...(leaving ? { seriesId: null, seriesOrder: 0 } : {}),
      });
      if (place) await s.setSeriesOrder(place.seriesId, place.order);
      const after = await mockTestsRepo(tx).findMock(id);
      if (!after) throw notFound('Mock test not found.');
      const change = diff(metadata(before), metadata(after));
      if (Object.keys(change.after).length > 0) {
        await deps.audit.record(tx, actor, { action: 'mock.update', targetType: 'mock', targetId: id, ...change });
      }
      return Object.keys(change.after).length;
    });
  }

  return {
    /** Title, timer, premium, schedule window, series and place: never the paper or the pattern. */
    async patch(actor: AuthContext, id: number, body: MockPatchBody) {
      for (let attempt = 0; ; attempt++) {
        try {
          const changed = await patchOnce(actor, id, body);
          deps.mockTests.forget(id);
          return { success: true, message: changed ? 'Saved.' : 'Nothing to change.' };
        } catch (error) {
          if (error instanceof SeriesMoved && attempt < 3) continue;
          if (uniqueViolation(error) && body.title) throw titleTaken(body.title);
          throw error;
        }
      }
    },

    /** A draft whose paper staff picked question by question, written the way a blueprint's paper is. */
    async createByHand(actor: AuthContext, body: HandMockBody) {
      try {
        const mock = await db.transaction(async (tx) => {
          const items = await paperChecked(tx, body, body.isPremium);
          const spec = {
            ...body,
            status: 'draft' as const,
            opensAt: body.opensAt ? new Date(body.opensAt) : null,
            closesAt: body.closesAt ? new Date(body.closesAt) : null,
          };
          const made = await writeMock(tx, spec, items);
          await deps.audit.record(tx, actor, {
            action: 'mock.create',
            targetType: 'mock',
            targetId: made.id,
            before: null,
            after: {
              ...metadata(made),
              source: 'hand',
              patternId: body.patternId,
              sectionKey: body.sectionKey ?? null,
              kind: made.kind,
              status: made.status,
              questions: items.length,
            },
          });
          return made;
        });
        return { id: mock.id };
      } catch (error) {
        if (uniqueViolation(error)) throw titleTaken(body.title);
        throw error;
      }
    },

    /** The paper of a mock with its pattern, for the hand picker's "Replace paper". */
    async paperView(_actor: AuthContext, id: number): Promise<MockPaperView> {
      const m = await mockTestsRepo(db).findMock(id);
      if (!m) throw notFound('Mock test not found.');
      const s = mockStaffRepo(db);
      const [items, attempts] = await Promise.all([s.paperForPicker(id), s.attemptTotal(id)]);
      const origin = m.kind === 'sectional' ? sectionalOrigin(m.pattern) : null;
      return {
        mockId: id,
        title: m.title,
        patternId: origin?.patternId ?? m.pattern.id,
        sectionKey: origin?.sectionKey ?? null,
        isPremium: m.isPremium,
        attempts,
        sections: m.pattern.sections.map((section) => ({
          key: section.key,
          questions: items.filter((it) => it.sectionKey === section.key).map((it) => it.question),
        })),
      };
    },

    /** A new paper (and pattern) for a mock nobody has started: once a learner has, the paper is fixed (409). */
    async replacePaper(
      actor: AuthContext,
      id: number,
      body: Pick<HandMockBody, 'patternId' | 'sectionKey' | 'sections'>,
    ) {
      await db.transaction(async (tx) => {
        const before = await mockTestsRepo(tx).findMock(id, { lock: true });
        if (!before) throw notFound('Mock test not found.');
        const s = mockStaffRepo(tx);
        const attempts = await s.attemptTotal(id);
        if (attempts > 0) {
          throw conflict(
            `This mock has ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}: its paper and pattern stay as they are. Change its title, schedule or series instead, or build a new mock.`,
          );
        }
        const { pattern, kind } = patternFor(body.patternId, body.sectionKey);
        if (pattern.exam !== before.exam && before.seriesId !== null) {
          throw badRequest(`patternId: this mock sits in a ${before.exam} series; take it out first.`);
        }
        const items = await paperChecked(tx, body, before.isPremium);
        const old = await mockTestsRepo(tx).paper(id);
        await s.replacePaper(id, items);
        await s.updateMock(id, { pattern, kind, exam: pattern.exam });
        await deps.audit.record(tx, actor, {
          action: 'mock.paper',
          targetType: 'mock',
          targetId: id,
          before: { patternId: before.pattern.id, questionIds: old.map((q) => q.question.id) },
          after: { patternId: pattern.id, questionIds: items.map((i) => i.questionId) },
        });
      });
      deps.mockTests.forget(id);
      return { success: true, message: 'The paper is saved.' };
    },

    /** Questions of the bank that fit one section of a pattern (published; free ones only for a free mock). */
    async bank(_actor: AuthContext, query: BankQuery) {
      const { pattern } = patternFor(query.patternId);
      const section = pattern.sections.find((s) => s.key === query.sectionKey);
      if (!section) {
        throw badRequest(`sectionKey: one of ${pattern.sections.map((s) => s.key).join(', ')}.`);
      }
      const found = await mockStaffRepo(db).searchBank(
        {
          section: section.bankSection,
          tita: pattern.tita,
          maxOptions: pattern.options,
          freeOnly: query.premium !== 'true',
          topic: query.topic || undefined,
          difficulty: query.difficulty,
          q: query.q || undefined,
        },
        query.page,
      );
      return { ...found, page: query.page };
    },
  };
}

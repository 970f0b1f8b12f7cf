// @ts-nocheck
import type { BlueprintBody, MockKind, TimerMode } from '#shared/contracts/mock-tests';
import { EXAM_PATTERNS, type ExamPattern, type PatternId, sectionalPattern } from '#shared/domain/exam/patterns';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { buildPaper } from './blueprint.ts';
import { mockStaffRepo } from './mock-staff.repo.ts';
import { mockTestsRepo } from './mock-tests.repo.ts';

export interface MockSpec {
  title: string;
  patternId: string;
  sectionKey?: string;
  timerMode: TimerMode;
  isPremium: boolean;
  seriesId: number | null;
  seriesOrder?: number;
  opensAt: Date | null;
  closesAt: Date | null;
  status: 'draft' | 'published';
  seed: number;
}

export function patternFor(patternId: string, sectionKey?: string): { pattern: ExamPattern; kind: MockKind } {
  const base = (EXAM_PATTERNS as Record<string, ExamPattern>)[patternId];
  if (!base) throw badRequest(`patternId: one of ${Object.keys(EXAM_PATTERNS).join(', ')}.`);
  if (!sectionKey) return { pattern: base, kind: 'full' };
  if (!base.sections.some((s) => s.key === sectionKey)) {
    throw badRequest(`sectionKey: one of ${base.sections.map((s) => s.key).join(', ')}.`);
  }
  return { pattern: sectionalPattern(base, sectionKey), kind: 'sectional' };
}

/**
 * Builds a mock from the bank by blueprint. A paper the bank cannot fill in full is refused (never padded):
 * `used` lets a batch of mocks avoid each other's questions.
 */
export async function buildMock(db: Db, spec: MockSpec, used = new Set<number>()) {
  const { pattern } = patternFor(spec.patternId, spec.sectionKey);
  const { items, short } = buildPaper(pattern, await mockTestsRepo(db).bankPool(), {
    seed: spec.seed,
    premium: spec.isPremium,
    used,
  });
  if (short.length > 0) {
    throw badRequest(`The question bank cannot fill ${short.join(', ')} of ${pattern.name} yet.`);
  }
  return writeMock(db, spec, items);
}

/**
 * The one way a mock and its paper are written (blueprint, hand-picked, seeds). A mock joining a series without a
 * place goes last; the series row is locked first so two mocks joining at once never share a place.
 */
export async function writeMock(
  db: Db,
  spec: Omit<MockSpec, 'seed'>,
  items: Array<{ sectionKey: string; questionId: number }>,
) {
  const { pattern, kind } = patternFor(spec.patternId, spec.sectionKey);
  const repo = mockTestsRepo(db);
  let seriesOrder = spec.seriesOrder ?? 0;
  if (spec.seriesId !== null) {
    const [series] = await mockStaffRepo(db).lockSeries([spec.seriesId]);
    if (!series) throw badRequest(`seriesId: there is no test series ${spec.seriesId}.`);
    if (series.exam !== pattern.exam) {
      throw badRequest(`seriesId: “${series.title}” is a ${series.exam} series; this is a ${pattern.exam} test.`);
    }
    if (spec.seriesOrder === undefined) seriesOrder = (await mockStaffRepo(db).seriesMocks(spec.seriesId)).length + 1;
  }
  return repo.insertMock(
    {
      title: spec.title,
      exam: pattern.exam,
      kind,
      pattern,
      timerMode: spec.timerMode,
      isPremium: spec.isPremium,
      status: spec.status,
      seriesId: spec.seriesId,
      seriesOrder,
      opensAt: spec.opensAt,
      closesAt: spec.closesAt,
    },
    items,
  );
}

export const specFromBody = (b: BlueprintBody): MockSpec => ({
  title: b.title,
  patternId: b.patternId,
  sectionKey: b.sectionKey,
  timerMode: b.timerMode,
  isPremium: b.isPremium,
  seriesId: b.seriesId,
  opensAt: b.opensAt ? new Date(b.opensAt) : null,
  closesAt: b.closesAt ? new Date(b.closesAt) : null,
  status: 'draft',
  seed: b.seed ?? Math.floor(Math.random() * 2_147_483_647),
});

export type { PatternId };

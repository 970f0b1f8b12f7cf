import type { AppDeps } from '../../deps.ts';
import { buildMock, type MockSpec } from '../../modules/mock-tests/mock-builder.ts';
import { mockTestsRepo } from '../../modules/mock-tests/mock-tests.repo.ts';

/** Fixed, so every fresh install builds the same papers from the same bank. */
const SEED = 20_261_123;

interface SeedMock extends Omit<MockSpec, 'seriesId' | 'opensAt' | 'closesAt' | 'status' | 'seed'> {
  series: string;
}

const SERIES = [
  {
    title: 'CAT 2025 Full-Length Mocks',
    exam: 'CAT',
    isPremium: false,
    description: 'Six full CAT mocks on the 2024–25 pattern: 68 questions, three 40-minute sections in a fixed order.',
  },
  {
    title: 'CAT Sectional Tests',
    exam: 'CAT',
    isPremium: false,
    description: 'One section at a time on its own 40-minute clock, marked like CAT.',
  },
  {
    title: 'XAT Mocks',
    exam: 'XAT',
    isPremium: false,
    description:
      'Part I (Verbal & Logical Ability, Decision Making, Quant & DI) on one 170-minute clock, then 10 minutes of GK.',
  },
  {
    title: 'NMAT Mocks',
    exam: 'NMAT',
    isPremium: false,
    description: 'Choose your section order; each section has its own clock and no negative marking.',
  },
  {
    title: 'SNAP Mocks',
    exam: 'SNAP',
    isPremium: false,
    description: 'One 60-minute clock, free switching between sections, −0.25 per wrong answer.',
  },
  {
    title: 'CMAT Mocks',
    exam: 'CMAT',
    isPremium: false,
    description: 'Five sections of 20 on one 180-minute clock: +4 for a right answer, −1 for a wrong one.',
  },
] as const;

const cat = (n: number, isPremium: boolean, timerMode: 'strict' | 'pausable' = 'pausable'): SeedMock => ({
  title: `CAT Mock ${n}`,
  patternId: 'CAT2024',
  timerMode,
  isPremium,
  series: 'CAT 2025 Full-Length Mocks',
});

const MOCKS: SeedMock[] = [
  cat(1, false),
  cat(2, false, 'strict'),
  cat(3, true),
  cat(4, true),
  cat(5, true),
  cat(6, true, 'strict'),
  ...(['VARC', 'DILR', 'QA'] as const).map((key) => ({
    title: `CAT Sectional: ${key}`,
    patternId: 'CAT2024',
    sectionKey: key,
    timerMode: 'pausable' as const,
    isPremium: false,
    series: 'CAT Sectional Tests',
  })),
  { title: 'XAT Mock 1', patternId: 'XAT2025', timerMode: 'pausable', isPremium: false, series: 'XAT Mocks' },
  { title: 'XAT Mock 2', patternId: 'XAT2025', timerMode: 'pausable', isPremium: true, series: 'XAT Mocks' },
  { title: 'NMAT Mock 1', patternId: 'NMAT', timerMode: 'pausable', isPremium: false, series: 'NMAT Mocks' },
  { title: 'NMAT Mock 2', patternId: 'NMAT', timerMode: 'pausable', isPremium: true, series: 'NMAT Mocks' },
  { title: 'SNAP Mock 1', patternId: 'SNAP', timerMode: 'pausable', isPremium: false, series: 'SNAP Mocks' },
  { title: 'SNAP Mock 2', patternId: 'SNAP', timerMode: 'pausable', isPremium: true, series: 'SNAP Mocks' },
  { title: 'CMAT Mock 1', patternId: 'CMAT', timerMode: 'pausable', isPremium: false, series: 'CMAT Mocks' },
  { title: 'CMAT Mock 2', patternId: 'CMAT', timerMode: 'pausable', isPremium: true, series: 'CMAT Mocks' },
];

/**
 * The seeded mocks and series, built from the bank by blueprint (runs after the questions seed). A mock the bank
 * cannot fill is skipped with a log line, not padded: a mock never shows a made-up question.
 */
export async function seedMocks({ database }: Pick<AppDeps, 'database'>, log: (m: string) => void = () => {}) {
  const { db } = database;
  const repo = mockTestsRepo(db);
  const existing = new Set(await repo.mockTitles());
  const todo = MOCKS.filter((m) => !existing.has(m.title));
  if (todo.length === 0) return 0;
  const series = new Map<string, number>();
  for (const s of SERIES) series.set(s.title, (await repo.upsertSeries(s)).id);
  const used = new Set<number>();
  let added = 0;
  for (const [i, m] of MOCKS.entries()) {
    if (existing.has(m.title)) continue;
    try {
      await db.transaction((tx) =>
        buildMock(
          tx,
          {
            ...m,
            seriesId: series.get(m.series) ?? null,
            seriesOrder: i,
            opensAt: null,
            closesAt: null,
            status: 'published',
            seed: SEED + i,
          },
          used,
        ),
      );
      added += 1;
    } catch (error) {
      log(`seed: mock "${m.title}" skipped: ${(error as Error).message}`);
    }
  }
  return added;
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Database } from '../db/client.ts';
import { questionSets, questions } from '../db/schema/index.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { questionContentHash } from './bank-rows.ts';
import { candidateSpace, forgetCandidateSpaces } from './dilr/candidate-spaces.ts';
import { type BankSources, drawGenerated, interleave, materializeBank } from './materialize.ts';
import type { QuestionGenerator, SetGenerator } from './types.ts';

// Tiny local generators: the real registries are filled by the content helpers and tested on their own.
const sum: QuestionGenerator = {
  id: 'test-sum',
  section: 'QA',
  area: 'Arithmetic',
  topic: 'Averages',
  generate(rng): QuestionDraft {
    const a = rng.int(10, 999);
    const b = rng.int(10, 999);
    const options = rng.shuffle([a + b, a + b + 1, a + b - 1, a + b + 10]).map(String);
    return {
      section: 'QA',
      area: 'Arithmetic',
      topic: 'Averages',
      exams: ['CAT'],
      type: 'MCQ',
      stem: `What is $${a} + ${b}$?`,
      options,
      answer: { kind: 'option', index: options.indexOf(String(a + b)) },
      explanation: [`Add: ${a} + ${b} = ${a + b}.`],
      difficulty: rng.int(1, 5),
    };
  },
};
const tiny: QuestionGenerator = {
  id: 'test-tiny',
  section: 'QA',
  area: 'Number System',
  topic: 'Remainders',
  generate(rng): QuestionDraft {
    const n = rng.int(1, 3);
    return {
      section: 'QA',
      area: 'Number System',
      topic: 'Remainders',
      exams: ['CAT', 'SNAP'],
      type: 'TITA',
      stem: `What is the remainder when ${n + 7} is divided by 7?`,
      answer: { kind: 'numeric', value: n, tolerance: 0 },
      explanation: [`${n + 7} = 7 + ${n}, so the remainder is ${n}.`],
      difficulty: 1,
    };
  },
};
const table: SetGenerator = {
  id: 'test-table',
  setType: 'table',
  area: 'Data Interpretation',
  generate(rng): SetDraft {
    const values = [rng.int(10, 99), rng.int(10, 99), rng.int(10, 99)];
    const q = (i: number): QuestionDraft => ({
      section: 'DILR',
      area: 'Data Interpretation',
      topic: 'Tables',
      exams: ['CAT'],
      type: 'TITA',
      stem: `What is the sales figure of store ${i + 1}?`,
      answer: { kind: 'numeric', value: values[i % 3], tolerance: 0 },
      explanation: ['Read it from the table.'],
      difficulty: 2,
    });
    return {
      kind: 'dilr_set',
      setType: 'table',
      section: 'DILR',
      title: 'Store sales',
      body: 'The table gives the sales of three stores.',
      data: { blocks: [{ kind: 'table', columns: ['Store', 'Sales'], rows: values.map((v, i) => [`S${i + 1}`, v]) }] },
      questions: [q(0), q(1), q(2), q(3)],
    };
  },
};
const sources: BankSources = {
  quant: [sum, tiny],
  dilr: [table],
  written: () => ({
    sets: [],
    items: [
      {
        section: 'VARC',
        area: 'Verbal Ability',
        topic: 'Para Jumbles',
        exams: ['CAT'],
        type: 'TITA',
        stem: 'Arrange: 1. a 2. b 3. c 4. d',
        answer: { kind: 'text', value: '2413' },
        explanation: ['Because.'],
        difficulty: 3,
      },
    ],
  }),
};

describe('drawGenerated', () => {
  it('is deterministic from the seed and yields exactly the requested count of distinct questions', () => {
    const a = drawGenerated(sources, { count: 300, seed: 7 });
    const b = drawGenerated(sources, { count: 300, seed: 7 });
    const hashes = (r: typeof a) => r.entries.flatMap((e) => (e.kind === 'set' ? e.questionHashes : [e.hash]));
    expect(a.questions).toBe(300);
    expect(hashes(a)).toEqual(hashes(b));
    expect(new Set(hashes(a)).size).toBe(300);
    const other = drawGenerated(sources, { count: 300, seed: 8 });
    expect(hashes(other)).not.toEqual(hashes(a));
  });

  it('mixes DILR sets in at about the requested share and retires an exhausted template', () => {
    const r = drawGenerated(sources, { count: 400, seed: 1, dilrShare: 0.3, maxMisses: 50 });
    const dilr = r.entries.filter((e) => e.kind === 'set').length * 4;
    expect(dilr / 400).toBeGreaterThan(0.25);
    expect(dilr / 400).toBeLessThan(0.35);
    expect(r.exhausted).toContain('test-tiny');
    expect(r.entries.filter((e) => e.kind === 'single' && e.question.generator === 'test-tiny')).toHaveLength(3);
  });

  it('stops when every source is exhausted', () => {
    const r = drawGenerated({ quant: [tiny], dilr: [] }, { count: 50, seed: 1, maxMisses: 30 });
    expect(r.questions).toBe(3);
  });

  it('hashes ignore case and spacing but not the set a question belongs to', () => {
    expect(questionContentHash({ stem: 'What  is 2+2?', options: ['4', '5'] })).toBe(
      questionContentHash({ stem: 'what is 2+2? ', options: ['4', ' 5'] }),
    );
    expect(questionContentHash({ stem: 'Q' }, 'set-a')).not.toBe(questionContentHash({ stem: 'Q' }, 'set-b'));
  });

  it('interleaves extra entries evenly', () => {
    expect(interleave<number | string>([1, 2, 3, 4, 5, 6], ['a', 'b'])).toEqual([1, 2, 'a', 3, 4, 5, 'b', 6]);
  });
});

describe('materializeBank', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('adds N distinct published questions, then N more on a second run, never a duplicate', async () => {
    const { db } = database;
    const first = await materializeBank(db, { count: 200, seed: 1, includeWritten: true, sources });
    expect(first.generated).toBe(200);
    expect(first.written).toBe(1);
    const second = await materializeBank(db, { count: 150, seed: 1, includeWritten: true, sources });
    expect(second.generated).toBe(150);
    expect(second.written).toBe(0);
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        hashes: sql<number>`count(distinct ${questions.contentHash})::int`,
        published: sql<number>`count(*) filter (where ${questions.status} = 'published')::int`,
        premium: sql<number>`count(*) filter (where ${questions.isPremium})::int`,
      })
      .from(questions);
    expect(row).toMatchObject({ n: 351, hashes: 351, published: 351 });
    expect(row.premium).toBeGreaterThan(10);
    expect(row.premium).toBeLessThan(80);
  });

  it('stores difficulty params from labels and set members in order', async () => {
    const { db } = database;
    const rows = await db.select().from(questions).where(eq(questions.generator, 'test-sum'));
    for (const r of rows) expect(r.difficultyParam).toBe(r.difficulty - 3);
    const [set] = await db.select().from(questionSets).limit(1);
    const members = await db.select().from(questions).where(eq(questions.setId, set.id)).orderBy(questions.setOrder);
    expect(members.map((m) => m.setOrder)).toEqual([1, 2, 3, 4]);
    expect(new Set(members.map((m) => m.isPremium)).size).toBe(1);
    expect(set.setType).toBe('table');
  });

  it('drops the puzzle candidate spaces the drawing built, so a seeded server does not keep them', async () => {
    let builds = 0;
    const space = () => candidateSpace('test-space', () => ({ build: ++builds }));
    const drawing: BankSources = {
      ...sources,
      dilr: [
        {
          ...table,
          generate(rng) {
            space();
            return table.generate(rng);
          },
        },
      ],
    };
    await materializeBank(database.db, { count: 8, seed: 7, sources: drawing });
    expect(builds).toBe(1);
    expect(space()).toEqual({ build: 2 });
    forgetCandidateSpaces();
  });
});

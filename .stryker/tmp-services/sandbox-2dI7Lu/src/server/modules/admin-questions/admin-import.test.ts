// @ts-nocheck
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionSets, questions } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { chartSet, mcq, tita } from '#server/test/question-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { CSV_COLUMNS } from './bank-format.ts';

let t: TestApp;
let admin: TestUser;

const importFile = (format: 'json' | 'csv', content: string, status?: 'draft' | 'published', app = t, user = admin) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/questions/import',
    payload: { format, content, ...(status ? { status } : {}) },
    headers: user.headers,
  });
const bankSize = async (app = t) => {
  const n = (await app.database.db.select({ n: count() }).from(questions))[0]?.n;
  const s = (await app.database.db.select({ s: count() }).from(questionSets))[0]?.s;
  return { questions: n, sets: s };
};
const exportFile = (format: 'json' | 'csv', app = t, user = admin) =>
  app.app.inject({ method: 'GET', url: `/api/admin/questions/export?format=${format}`, headers: user.headers });

/** One CSV record from named cells. */
const csvLine = (cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
  CSV_COLUMNS.map((c) => {
    const v = cells[c] ?? '';
    return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  }).join(',');
const HEADER = CSV_COLUMNS.join(',');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

describe('bulk import: JSON', () => {
  it('imports singles and sets in one go, as drafts by default', async () => {
    const items = [
      mcq(),
      { ...tita({ kind: 'numeric', value: 2.5, tolerance: 0.01 }), status: 'published' },
      chartSet(),
    ];
    const res = await importFile('json', JSON.stringify(items));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imported: 4, sets: 1 });
    const rows = await t.database.db.select().from(questions);
    expect(rows.map((r) => r.status)).toEqual(['draft', 'published', 'draft', 'draft']);
    expect(rows.every((r) => r.authorId === admin.id)).toBe(true);
  });

  it('rejects the whole file when any row is bad, naming every bad row and field', async () => {
    const before = await bankSize();
    const items = [
      mcq(),
      { ...mcq(), difficulty: 9 },
      mcq(),
      { ...mcq(), options: ['only', 'three', 'options'] },
      { ...chartSet('Bad set'), questions: [{ ...chartSet().questions[0], type: 'TITA' }] },
      'not an object',
      { ...mcq(), status: 'live' },
    ];
    const res = await importFile('json', JSON.stringify(items));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('import_invalid');
    expect(body.message).toMatch(/^Nothing was imported: \d+ problems in 5 rows\.$/);
    const rows = body.details.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`);
    expect(rows).toContain('2:difficulty');
    expect(rows).toContain('4:options');
    expect(rows).toContain('5:questions.0.answer');
    expect(rows).toContain('6:(row)');
    expect(rows).toContain('7:status');
    expect(rows.some((r: string) => r.startsWith('1:') || r.startsWith('3:'))).toBe(false);
    expect(await bankSize()).toEqual(before);
  });

  it('names duplicates inside the file and against the bank', async () => {
    const existing = (await t.database.db.select().from(questions).limit(1))[0];
    const again = mcq();
    const res = await importFile(
      'json',
      JSON.stringify([again, again, { ...mcq(), stem: existing?.stem, options: existing?.options }]),
    );
    expect(res.statusCode).toBe(400);
    const errors = res.json().details.errors;
    expect(errors).toContainEqual({ row: 2, field: 'stem', message: 'Same question as row 1.' });
    expect(errors).toContainEqual({
      row: 3,
      field: 'stem',
      message: `Already in the bank as question #${existing?.id}.`,
    });
  });

  it('reports a file that is not JSON or not an array', async () => {
    expect((await importFile('json', '{oops')).json().details.errors[0]).toMatchObject({ row: 0, field: '(file)' });
    expect((await importFile('json', '{}')).json().details.errors[0].message).toMatch(/array/);
  });
});

describe('bulk import: CSV', () => {
  it('imports the documented columns: lists, letters, TITA kinds, sets by key', async () => {
    const data = JSON.stringify({ blocks: [{ kind: 'table', columns: ['City', 'Rain'], rows: [['A', 10]] }] });
    const csv = [
      HEADER,
      csvLine({
        section: 'QA',
        area: 'Algebra',
        topic: 'Modulus',
        exams: 'CAT|XAT',
        type: 'MCQ',
        stem: 'Solve $|x - 3| = 5$. The product of the roots is',
        options: JSON.stringify(['$-16$', '$16$', '$|x| = 8$', '$-2$']),
        answer: 'A',
        explanation: 'Roots are 8 and $-2$.||Product $= -16$.',
        difficulty: '3',
        is_premium: 'yes',
      }),
      csvLine({
        section: 'VARC',
        area: 'Verbal Ability',
        topic: 'Para Jumbles',
        exams: 'CAT',
        type: 'TITA',
        stem: 'Arrange the sentences:\n1. a\n2. b\n3. c\n4. d',
        answer: '2413',
        answer_type: 'text',
        explanation: 'Opening sentence is 2.',
        difficulty: '4',
        status: 'published',
      }),
      csvLine({
        set_key: 'rain',
        set_kind: 'dilr_set',
        set_type: 'table',
        set_title: 'Rainfall',
        set_body: 'The table shows rainfall, in cm.',
        set_data: data,
        section: 'DILR',
        area: 'Data Interpretation',
        topic: 'Tables',
        exams: 'CAT',
        type: 'TITA',
        stem: 'Rainfall in A (cm)?',
        answer: '10',
        explanation: 'Read it off.',
        difficulty: '2',
      }),
      csvLine({
        set_key: 'rain',
        section: 'DILR',
        area: 'Data Interpretation',
        topic: 'Tables',
        exams: 'CAT',
        type: 'MCQ',
        stem: 'Which city is listed?',
        options: 'A|B|C|D',
        answer: '1',
        explanation: 'Only A is listed.',
        difficulty: '1',
      }),
    ].join('\r\n');
    const res = await importFile('csv', csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ imported: 4, sets: 1 });
    const [modulus, jumble, rain, city] = await Promise.all(
      res
        .json()
        .questionIds.map(async (id: number) =>
          (await t.app.inject({ method: 'GET', url: `/api/admin/questions/${id}`, headers: admin.headers })).json(),
        ),
    );
    expect(modulus).toMatchObject({ exams: ['CAT', 'XAT'], isPremium: true, answer: { kind: 'option', index: 0 } });
    expect(modulus.options[2]).toBe('$|x| = 8$');
    expect(modulus.explanation).toEqual(['Roots are 8 and $-2$.', 'Product $= -16$.']);
    expect(jumble).toMatchObject({ answer: { kind: 'text', value: '2413' }, status: 'published' });
    expect(rain).toMatchObject({ answer: { kind: 'numeric', value: 10, tolerance: 0 }, setOrder: 1 });
    expect(city).toMatchObject({ setId: rain.setId, setOrder: 2, answer: { kind: 'option', index: 0 } });
  });

  it('rejects a CSV with bad rows whole, naming row and column', async () => {
    const before = await bankSize();
    const good = { section: 'QA', area: 'Arithmetic', topic: 'Averages', exams: 'CAT', type: 'MCQ', difficulty: '2' };
    const csv = [
      HEADER,
      csvLine({ ...good, stem: 'Average of 2 and 4?', options: '1|2|3|4', answer: 'C', explanation: '(2+4)/2 = 3' }),
      csvLine({ ...good, stem: 'Average of 3 and 5?', options: '1|2|3|4', answer: 'Z', explanation: 'x' }),
      csvLine({
        ...good,
        stem: 'Average of 6 and 8?',
        options: '5|6|7|8',
        answer: 'C',
        explanation: '',
        difficulty: 'hard',
      }),
      csvLine({ ...good, section: 'GK', stem: 'Capital of India?', options: 'a|b|c|d', answer: 'A', explanation: 'x' }),
      'QA,too,few',
    ].join('\n');
    const res = await importFile('csv', csv);
    expect(res.statusCode).toBe(400);
    const errors = res.json().details.errors.map((e: { row: number; field: string }) => `${e.row}:${e.field}`);
    expect(errors).toContain('2:answer');
    expect(errors).toContain('3:difficulty');
    expect(errors).toContain('3:explanation');
    expect(errors).toContain('4:section');
    expect(errors).toContain('5:(row)');
    expect(errors.some((e: string) => e.startsWith('1:'))).toBe(false);
    expect(await bankSize()).toEqual(before);
  });

  it('names unknown and missing columns', async () => {
    const res = await importFile('csv', 'section,topic,colour\nQA,x,red\n');
    const fields = res.json().details.errors.map((e: { field: string }) => e.field);
    expect(fields).toContain('colour');
    expect(fields).toContain('stem');
  });
});

describe('export', () => {
  it('round-trips the bank through JSON and CSV into a fresh bank', async () => {
    const json = await exportFile('json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="question-bank-\d{4}-\d{2}-\d{2}\.json"/);
    const csv = await exportFile('csv');
    expect(csv.headers['content-type']).toMatch(/text\/csv/);

    for (const [format, content] of [
      ['json', json.body],
      ['csv', csv.body],
    ] as const) {
      const other = await createTestApp();
      try {
        const staff = await createUser(other, { kind: 'admin' });
        const res = await importFile(format, content, undefined, other, staff);
        expect(res.statusCode).toBe(201);
        expect(await bankSize(other)).toEqual(await bankSize());
        const again = await exportFile('json', other, staff);
        expect(JSON.parse(again.body)).toEqual(JSON.parse(json.body));
      } finally {
        await other.close();
      }
    }
    // Two fresh apps (each a new database with every migration) dominate: on a busy 2-core machine that passes 30 s.
  }, 90_000);

  it('filters the export and keeps answers and explanations (staff only)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/questions/export?format=json&section=VARC',
      headers: admin.headers,
    });
    const items = JSON.parse(res.body);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ section: 'VARC', answer: { kind: 'text', value: '2413' } });
  });
});

import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConceptNotes } from '#server/content/concept-notes';
import { tutorConceptNotes } from '#server/db/schema/index';
import { queryLog } from '#server/test/query-log';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { seedConceptNotes } from './concept-notes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = () =>
  t.database.db
    .select({ id: tutorConceptNotes.id, keywords: tutorConceptNotes.keywords, terms: tutorConceptNotes.terms })
    .from(tutorConceptNotes)
    .orderBy(asc(tutorConceptNotes.id));

describe('seeding the concept notes', () => {
  it('adds every note once, follows an edit to any field, and removes a note whose file is gone', async () => {
    const notes = loadConceptNotes();
    expect(await seedConceptNotes(t.deps)).toBe(notes.length);
    // The next start finds every note as its file has it: one read, no write.
    const { database, statements } = queryLog(t.database);
    expect(await seedConceptNotes({ database })).toBe(0);
    expect(statements).toEqual([expect.stringMatching(/^select .* from "tutor_concept_notes"$/)]);
    expect((await stored()).map((n) => n.id)).toEqual(notes.map((n) => n.id).sort());

    const [first, ...rest] = notes;
    if (!first) throw new Error('no concept notes');
    const edited = { ...first, keywords: [...first.keywords, 'freshly-added-keyword'] };
    expect(await seedConceptNotes(t.deps, [edited, ...rest])).toBe(1);
    const row = (await stored()).find((n) => n.id === first.id);
    expect(row?.keywords).toContain('freshly-added-keyword');
    expect(row?.terms).toContain('freshly-added-keyword');

    expect(await seedConceptNotes(t.deps, rest)).toBe(1);
    expect((await stored()).map((n) => n.id)).not.toContain(first.id);
  });
});

import { notInArray, sql } from 'drizzle-orm';
import { type ConceptNote, loadConceptNotes } from '../../content/concept-notes.ts';
import type { AppDeps } from '../../deps.ts';
import { tutorConceptNotes } from '../schema/index.ts';

/**
 * The tutor's concept notes (content/concept-notes/*.md) copied into the database for full-text search. The files
 * are the source: a new note is added, an edited one (any field) is updated, a deleted one is removed.
 * Returns how many rows were added or changed.
 */
export async function seedConceptNotes(
  { database }: Pick<AppDeps, 'database'>,
  notes: Omit<ConceptNote, 'sections'>[] = loadConceptNotes(),
): Promise<number> {
  const db = database.db;
  let changed = 0;
  for (const note of notes) {
    const row = {
      id: note.id,
      title: note.title,
      section: note.section,
      area: note.area,
      topics: note.topics,
      keywords: note.keywords,
      body: note.body,
      terms: [...note.topics, ...note.keywords].join(' '),
    };
    const written = await db
      .insert(tutorConceptNotes)
      .values(row)
      .onConflictDoUpdate({
        target: tutorConceptNotes.id,
        set: row,
        setWhere: sql`(${tutorConceptNotes.title}, ${tutorConceptNotes.section}, ${tutorConceptNotes.area},
          ${tutorConceptNotes.topics}, ${tutorConceptNotes.keywords}, ${tutorConceptNotes.body}, ${tutorConceptNotes.terms})
          is distinct from (excluded.title, excluded.section, excluded.area, excluded.topics, excluded.keywords,
          excluded.body, excluded.terms)`,
      })
      .returning({ id: tutorConceptNotes.id });
    changed += written.length;
  }
  const ids = notes.map((n) => n.id);
  const removed = await db
    .delete(tutorConceptNotes)
    .where(ids.length ? notInArray(tutorConceptNotes.id, ids) : sql`true`)
    .returning({ id: tutorConceptNotes.id });
  return changed + removed.length;
}

import { eq, getTableColumns, inArray } from 'drizzle-orm';
import { type ConceptNote, loadConceptNotes } from '../../content/concept-notes.ts';
import type { AppDeps } from '../../deps.ts';
import { tutorConceptNotes } from '../schema/index.ts';

type NoteRow = Omit<typeof tutorConceptNotes.$inferSelect, 'search'>;

const rowOf = (note: Omit<ConceptNote, 'sections'>): NoteRow => ({
  id: note.id,
  title: note.title,
  section: note.section,
  area: note.area,
  topics: note.topics,
  keywords: note.keywords,
  body: note.body,
  terms: [...note.topics, ...note.keywords].join(' '),
});

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameNote = (a: NoteRow, b: NoteRow) =>
  a.title === b.title &&
  a.section === b.section &&
  a.area === b.area &&
  a.body === b.body &&
  a.terms === b.terms &&
  sameList(a.topics, b.topics) &&
  sameList(a.keywords, b.keywords);

/**
 * The tutor's concept notes (content/concept-notes/*.md) copied into the database for full-text search. The files
 * are the source: a new note is added, an edited one (any field) is updated, a deleted one is removed. It reads
 * what is stored first and writes only the differences, so a start with nothing new writes nothing.
 * Returns how many rows were added, changed or removed.
 */
export async function seedConceptNotes(
  { database }: Pick<AppDeps, 'database'>,
  notes: Omit<ConceptNote, 'sections'>[] = loadConceptNotes(),
): Promise<number> {
  const db = database.db;
  // Every column but the generated search vector, which the files do not hold.
  const { search: _search, ...columns } = getTableColumns(tutorConceptNotes);
  const stored = new Map((await db.select(columns).from(tutorConceptNotes)).map((row) => [row.id, row]));
  const wanted = notes.map(rowOf);
  const wantedIds = new Set(wanted.map((row) => row.id));

  const added = wanted.filter((row) => !stored.has(row.id));
  const edited = wanted.filter((row) => {
    const before = stored.get(row.id);
    return before !== undefined && !sameNote(before, row);
  });
  const gone = [...stored.keys()].filter((id) => !wantedIds.has(id));

  let changed = 0;
  // Another process seeding at the same moment may add a note first: its copy is the same file's.
  if (added.length > 0)
    changed += (
      await db.insert(tutorConceptNotes).values(added).onConflictDoNothing().returning({ id: tutorConceptNotes.id })
    ).length;
  for (const row of edited) {
    await db.update(tutorConceptNotes).set(row).where(eq(tutorConceptNotes.id, row.id));
    changed++;
  }
  if (gone.length > 0)
    changed += (
      await db
        .delete(tutorConceptNotes)
        .where(inArray(tutorConceptNotes.id, gone))
        .returning({ id: tutorConceptNotes.id })
    ).length;
  return changed;
}

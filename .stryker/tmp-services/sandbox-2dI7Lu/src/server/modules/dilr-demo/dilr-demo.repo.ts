// @ts-nocheck
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { questionSets, questions } from '../../db/schema/index.ts';

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A set with published questions, none of them premium. */
const freeAndPublished = sql`exists (select 1 from questions q where q.set_id = s.id and q.status = 'published')
    and not exists (select 1 from questions q where q.set_id = s.id and q.status = 'published' and q.is_premium)`;

export function dilrDemoRepo(db: Db) {
  return {
    /** The first free DILR set whose data holds a block of one of `blockKinds`. */
    async firstFreeSetWithBlock(blockKinds: readonly string[]): Promise<number | undefined> {
      const res = await db.execute(sql`
        select s.id from question_sets s
        where s.kind = 'dilr_set' and ${freeAndPublished}
          and exists (select 1 from jsonb_array_elements(coalesce(s.data->'blocks', '[]'::jsonb)) b
                      where b->>'kind' in (${textList(blockKinds)}))
        order by s.id limit 1`);
      return rowsOf<{ id: number }>(res)[0]?.id;
    },

    /** The first free DILR set other than `exclude`, sets of `preferTypes` first. */
    async firstFreeSetPreferring(preferTypes: readonly string[], exclude?: number): Promise<number | undefined> {
      const res = await db.execute(sql`
        select s.id from question_sets s
        where s.kind = 'dilr_set' and ${freeAndPublished} and s.id <> ${exclude ?? 0}
        order by (s.set_type in (${textList(preferTypes)})) desc, s.id
        limit 1`);
      return rowsOf<{ id: number }>(res)[0]?.id;
    },

    async findSet(id: number) {
      const [row] = await db.select().from(questionSets).where(eq(questionSets.id, id)).limit(1);
      return row;
    },

    /** The published questions of a set in order. */
    setQuestions(setId: number) {
      return db
        .select()
        .from(questions)
        .where(and(eq(questions.setId, setId), eq(questions.status, 'published')))
        .orderBy(asc(questions.setOrder), asc(questions.id));
    },

    async findPublishedQuestion(id: number) {
      const [row] = await db
        .select()
        .from(questions)
        .where(and(eq(questions.id, id), eq(questions.status, 'published')))
        .limit(1);
      return row;
    },
  };
}

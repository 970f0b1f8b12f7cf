import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { QUESTION_STATUSES, type Section } from '#shared/contracts/questions';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { questionSets, questions } from '../db/schema/index.ts';
import { bankProfile } from './bank-profile.ts';
import { type ParsedQuestion, type ParsedSet, type QuestionInsert, questionRow, setRow } from './bank-rows.ts';

export interface SingleEntry {
  kind: 'single';
  question: ParsedQuestion;
  hash: string;
  isPremium: boolean;
  status?: 'draft' | 'published';
}
export interface SetEntry {
  kind: 'set';
  set: ParsedSet;
  hash: string;
  /** One per question of the set, in order. */
  questionHashes: string[];
  /** Marks every question of the set premium; false leaves each question's own flag. */
  isPremium: boolean;
  status?: 'draft' | 'published';
}
export type BankEntry = SingleEntry | SetEntry;

export interface InsertOptions {
  /** Default status for entries that do not carry one. */
  status: 'draft' | 'published';
  authorId?: string | null;
  /** skip: content already in the bank is ignored (ON CONFLICT DO NOTHING); error: a duplicate throws. */
  onDuplicate: 'skip' | 'error';
}

export interface InsertOutcome {
  questions: number;
  sets: number;
  questionIds: number[];
  setIds: number[];
}

// 250 entries of up to 8 questions stay far below PostgreSQL's 65,535 bind parameters per statement.
const CHUNK = 250;

/** Batch writes of whole bank entries; questions keep the order of the entries, sets come before their questions. */
export function bankRepo(db: Db) {
  return {
    async questionHashes(): Promise<Set<string>> {
      const rows = await db.select({ h: questions.contentHash }).from(questions);
      return new Set(rows.map((r) => r.h));
    },

    async setHashes(): Promise<Set<string>> {
      const rows = await db.select({ h: questionSets.contentHash }).from(questionSets);
      return new Set(rows.flatMap((r) => (r.h ? [r.h] : [])));
    },

    async countQuestions(status?: 'published' | 'draft'): Promise<number> {
      const query = db.select({ n: count() }).from(questions);
      const [row] = status ? await query.where(eq(questions.status, status)) : await query;
      return row.n;
    },

    /** Those of `sections` that hold no question at all, whatever its status (two index probes each, on start-up). */
    async emptySections<S extends Section>(sections: readonly S[]): Promise<S[]> {
      const found = await db
        .selectDistinct({ section: questions.section })
        .from(questions)
        .where(and(inArray(questions.status, [...QUESTION_STATUSES]), inArray(questions.section, [...sections])));
      const present = new Set<string>(found.map((r) => r.section));
      return sections.filter((s) => !present.has(s));
    },

    /**
     * What `npm run content:stats` prints: sizes by section and type, well-stocked topics, DILR set types, RC passages,
     * and the mix (levels per section, distinct QA wordings) of the published bank.
     */
    async stats() {
      const tally = async (column: 'section' | 'type' | 'status') =>
        Object.fromEntries(
          rowsOf<{ k: string; n: number }>(
            await db.execute(
              sql`select ${sql.identifier(column)} as k, count(*)::int as n from questions group by 1 order by 1`,
            ),
          ).map((r) => [r.k, Number(r.n)]),
        );
      const [topics] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from (select topic from questions group by section, topic having count(*) >= 20) t`,
        ),
      );
      const setTypes = rowsOf<{ t: string; n: number }>(
        await db.execute(sql`
          select s.set_type as t, count(distinct s.id)::int as n from question_sets s
          join questions q on q.set_id = s.id
          where s.kind = 'dilr_set' and s.set_type is not null group by 1 order by 1`),
      );
      const [rc] = rowsOf<{ n: number }>(
        await db.execute(sql`
          select count(distinct s.id)::int as n from question_sets s
          join questions q on q.set_id = s.id where s.kind = 'rc_passage'`),
      );
      const bySection = await tally('section');
      const profile = bankProfile(
        await db
          .select({ section: questions.section, difficulty: questions.difficulty, stem: questions.stem })
          .from(questions)
          .where(eq(questions.status, 'published')),
      );
      return {
        ...profile,
        total: Object.values(bySection).reduce((a, b) => a + b, 0),
        bySection,
        byType: await tally('type'),
        byStatus: await tally('status'),
        topics: Number(topics.n),
        setTypes: setTypes.length,
        setTypeCounts: Object.fromEntries(setTypes.map((r) => [r.t, Number(r.n)])),
        rcPassages: Number(rc.n),
      };
    },

    async insertEntries(entries: BankEntry[], options: InsertOptions): Promise<InsertOutcome> {
      const outcome: InsertOutcome = { questions: 0, sets: 0, questionIds: [], setIds: [] };
      for (let start = 0; start < entries.length; start += CHUNK) {
        const chunk = entries.slice(start, start + CHUNK);
        const setEntries = chunk.filter((e): e is SetEntry => e.kind === 'set');
        const setIds = new Map<string, number>();
        if (setEntries.length > 0) {
          const values = setEntries.map((e) => setRow(e.set, e.hash));
          const insert = db.insert(questionSets).values(values);
          const saved = await (options.onDuplicate === 'skip'
            ? insert.onConflictDoNothing({ target: questionSets.contentHash })
            : insert
          ).returning({ id: questionSets.id, hash: questionSets.contentHash });
          for (const s of saved) {
            if (s.hash) setIds.set(s.hash, s.id);
            outcome.setIds.push(s.id);
          }
          outcome.sets += saved.length;
        }
        const rows: QuestionInsert[] = [];
        for (const entry of chunk) {
          const status = entry.status ?? options.status;
          const common = { status, isPremium: entry.isPremium, authorId: options.authorId ?? null };
          if (entry.kind === 'single') {
            rows.push(questionRow(entry.question, { ...common, hash: entry.hash }));
            continue;
          }
          const setId = setIds.get(entry.hash);
          // A set already in the bank is skipped whole.
          if (setId === undefined) continue;
          entry.set.questions.forEach((q, i) => {
            const isPremium = entry.isPremium || q.isPremium;
            rows.push(questionRow(q, { ...common, isPremium, hash: entry.questionHashes[i], setId, setOrder: i + 1 }));
          });
        }
        if (rows.length === 0) continue;
        const insert = db.insert(questions).values(rows);
        const saved = await (options.onDuplicate === 'skip'
          ? insert.onConflictDoNothing({ target: questions.contentHash })
          : insert
        ).returning({ id: questions.id });
        outcome.questions += saved.length;
        for (const s of saved) outcome.questionIds.push(s.id);
      }
      return outcome;
    },
  };
}

import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TutorMessageStatus, TutorSource } from '#shared/contracts/ai-tutor';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { questionSets, questions, tutorConversations, tutorDailyUsage, tutorMessages } from '../../db/schema/index.ts';

/** Who owns a conversation: a learner or a guest's cookie key. */
export type Owner = { userId: string } | { guestKey: string };

const ownedBy = (owner: Owner): SQL =>
  'userId' in owner ? eq(tutorConversations.userId, owner.userId) : eq(tutorConversations.guestKey, owner.guestKey);

/** Any words of the learner's text, OR-ed: plainto_tsquery stems and drops stop words, and takes any text safely. */
const anyWords = (text: string) => sql`replace(plainto_tsquery('english', ${text})::text, '&', '|')::tsquery`;

export interface NoteRow {
  id: string;
  title: string;
  section: string;
  area: string;
  topics: string[];
  keywords: string[];
  body: string;
}

export function aiTutorRepo(db: Db) {
  return {
    /**
     * One more message today, unless the day's limit is reached: the increment and the check are one statement
     * on the owner's own row, so parallel requests never pass the limit. Null when refused.
     */
    async bumpUsage(owner: string, day: string, limit: number): Promise<number | null> {
      const rows = await db
        .insert(tutorDailyUsage)
        .values({ owner, day, count: 1 })
        .onConflictDoUpdate({
          target: [tutorDailyUsage.owner, tutorDailyUsage.day],
          set: { count: sql`${tutorDailyUsage.count} + 1` },
          setWhere: sql`${tutorDailyUsage.count} < ${limit}`,
        })
        .returning({ count: tutorDailyUsage.count });
      return rows[0]?.count ?? null;
    },

    /** Gives one message back (a refusal after counting, or an answer the provider failed to give). */
    async refundUsage(owner: string, day: string) {
      await db
        .update(tutorDailyUsage)
        .set({ count: sql`${tutorDailyUsage.count} - 1` })
        .where(and(eq(tutorDailyUsage.owner, owner), eq(tutorDailyUsage.day, day), sql`${tutorDailyUsage.count} > 0`));
    },

    async usage(owner: string, day: string): Promise<number> {
      const [row] = await db
        .select({ count: tutorDailyUsage.count })
        .from(tutorDailyUsage)
        .where(and(eq(tutorDailyUsage.owner, owner), eq(tutorDailyUsage.day, day)));
      return row?.count ?? 0;
    },

    list(owner: Owner) {
      return db
        .select({
          id: tutorConversations.id,
          title: tutorConversations.title,
          questionId: tutorConversations.questionId,
          updatedAt: tutorConversations.updatedAt,
        })
        .from(tutorConversations)
        .where(ownedBy(owner))
        .orderBy(desc(tutorConversations.updatedAt), desc(tutorConversations.id))
        .limit(100);
    },

    async find(owner: Owner, id: number) {
      const [row] = await db
        .select()
        .from(tutorConversations)
        .where(and(ownedBy(owner), eq(tutorConversations.id, id)));
      return row ?? null;
    },

    async create(
      owner: Owner,
      values: { title: string; questionId: number | null; learnerAnswer: string | null; now: Date },
    ) {
      const [row] = await db
        .insert(tutorConversations)
        .values({
          userId: 'userId' in owner ? owner.userId : null,
          guestKey: 'guestKey' in owner ? owner.guestKey : null,
          title: values.title,
          questionId: values.questionId,
          learnerAnswer: values.learnerAnswer,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .returning();
      if (!row) throw new Error('conversation not created');
      return row;
    },

    async rename(owner: Owner, id: number, title: string) {
      const rows = await db
        .update(tutorConversations)
        .set({ title })
        .where(and(ownedBy(owner), eq(tutorConversations.id, id)))
        .returning({ id: tutorConversations.id });
      return rows.length > 0;
    },

    async remove(owner: Owner, id: number) {
      const rows = await db
        .delete(tutorConversations)
        .where(and(ownedBy(owner), eq(tutorConversations.id, id)))
        .returning({ id: tutorConversations.id });
      return rows.length > 0;
    },

    async touch(id: number, now: Date) {
      await db.update(tutorConversations).set({ updatedAt: now }).where(eq(tutorConversations.id, id));
    },

    messages(conversationId: number) {
      return db
        .select()
        .from(tutorMessages)
        .where(eq(tutorMessages.conversationId, conversationId))
        .orderBy(asc(tutorMessages.id));
    },

    async addMessage(values: {
      conversationId: number;
      role: 'user' | 'assistant';
      content: string;
      status?: TutorMessageStatus;
      sources?: TutorSource[];
      now: Date;
    }) {
      const [row] = await db
        .insert(tutorMessages)
        .values({
          conversationId: values.conversationId,
          role: values.role,
          content: values.content,
          status: values.status ?? 'complete',
          sources: values.sources ?? [],
          createdAt: values.now,
        })
        .returning({ id: tutorMessages.id });
      return row?.id ?? 0;
    },

    /** A published question with what the tutor shows: stem, options, key, worked explanation, its set's passage. */
    async question(id: number) {
      const [row] = await db
        .select({
          id: questions.id,
          section: questions.section,
          area: questions.area,
          topic: questions.topic,
          type: questions.type,
          stem: questions.stem,
          options: questions.options,
          answer: questions.answer,
          explanation: questions.explanation,
          isPremium: questions.isPremium,
          setTitle: questionSets.title,
          setBody: questionSets.body,
        })
        .from(questions)
        .leftJoin(questionSets, eq(questionSets.id, questions.setId))
        .where(and(eq(questions.id, id), eq(questions.status, 'published')));
      return row ?? null;
    },

    /** Published questions whose text or worked explanation matches any of the words, best first. */
    async searchQuestions(text: string, limit: number, includePremium: boolean) {
      const premium = includePremium ? sql`true` : sql`q.is_premium = false`;
      const query = anyWords(text);
      return rowsOf<{ id: number; topic: string; stem: string; explanation: string[] }>(
        await db.execute(sql`
          select q.id, q.topic, q.stem, q.explanation
          from questions q, (select ${query} as query) w
          where q.status = 'published' and ${premium} and numnode(w.query) > 0
            and (q.search @@ w.query or q.explanation_search @@ w.query)
          order by ts_rank(q.search, w.query) + ts_rank(q.explanation_search, w.query) desc, q.id
          limit ${limit}`),
      );
    },

    async searchNotes(text: string, limit: number) {
      const query = anyWords(text);
      return rowsOf<NoteRow>(
        await db.execute(sql`
          select n.id, n.title, n.section, n.area, n.topics, n.keywords, n.body
          from tutor_concept_notes n, (select ${query} as query) w
          where numnode(w.query) > 0 and n.search @@ w.query
          order by ts_rank(n.search, w.query) desc, n.id
          limit ${limit}`),
      );
    },

    async notesForTopic(topic: string, limit: number) {
      return rowsOf<NoteRow>(
        await db.execute(sql`
          select id, title, section, area, topics, keywords, body from tutor_concept_notes
          where ${topic} = any(topics) or lower(title) = lower(${topic}) order by id limit ${limit}`),
      );
    },

    /** Other free published questions in a topic, for "similar questions". */
    similar(topic: string, excludeId: number | null, limit: number) {
      const where: SQL[] = [
        eq(questions.topic, topic),
        eq(questions.status, 'published'),
        eq(questions.isPremium, false),
      ];
      if (excludeId !== null) where.push(sql`${questions.id} <> ${excludeId}`);
      return db
        .select({ id: questions.id, topic: questions.topic, stem: questions.stem, difficulty: questions.difficulty })
        .from(questions)
        .where(and(...where))
        .orderBy(asc(questions.difficulty), asc(questions.id))
        .limit(limit);
    },
  };
}

export type AiTutorRepo = ReturnType<typeof aiTutorRepo>;

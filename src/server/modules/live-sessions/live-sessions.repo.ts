import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { liveAttendance, liveRegistrations, liveSessions, questions, users } from '../../db/schema/index.ts';

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type LiveSessionInsert = typeof liveSessions.$inferInsert;
type Editable = Omit<LiveSessionInsert, 'id' | 'createdAt' | 'seatsTaken' | 'status'>;

const hostName = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${liveSessions.hostId})`;

/** Sessions, registrations and the attendance report (SQL only). */
export function liveSessionsRepo(db: Db) {
  return {
    async insert(values: LiveSessionInsert) {
      const [row] = await db.insert(liveSessions).values(values).returning({ id: liveSessions.id });
      return row?.id;
    },

    async update(id: string, values: Partial<Editable>, now: Date) {
      const rows = await db
        .update(liveSessions)
        .set({ ...values, updatedAt: now })
        .where(eq(liveSessions.id, id))
        .returning({ id: liveSessions.id });
      return rows.length > 0;
    },

    /** Moves the session from one of `from` to `to`; false when it was in none of them. */
    async transition(id: string, from: LiveSessionRow['status'][], set: Partial<LiveSessionRow>) {
      const rows = await db
        .update(liveSessions)
        .set(set)
        .where(and(eq(liveSessions.id, id), inArray(liveSessions.status, from)))
        .returning({ id: liveSessions.id });
      return rows.length > 0;
    },

    async find(id: string) {
      const [row] = await db
        .select({ session: liveSessions, hostName })
        .from(liveSessions)
        .where(eq(liveSessions.id, id))
        .limit(1);
      return row;
    },

    /** Sessions not cancelled whose end is after `since` or that are live, plus the recent past, by start. */
    list(where: { since?: Date; until?: Date } = {}) {
      const cond: SQL[] = [];
      if (where.since) cond.push(gte(liveSessions.startsAt, where.since));
      if (where.until) cond.push(lt(liveSessions.startsAt, where.until));
      return db
        .select({ session: liveSessions, hostName })
        .from(liveSessions)
        .where(cond.length ? and(...cond) : undefined)
        .orderBy(asc(liveSessions.startsAt))
        .limit(500);
    },

    async registeredIds(userId: string, sessionIds: string[]) {
      if (sessionIds.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: liveRegistrations.sessionId })
        .from(liveRegistrations)
        .where(and(eq(liveRegistrations.userId, userId), inArray(liveRegistrations.sessionId, sessionIds)));
      return new Set(rows.map((r) => r.id));
    },

    async isRegistered(sessionId: string, userId: string) {
      const [row] = await db
        .select({ id: liveRegistrations.sessionId })
        .from(liveRegistrations)
        .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.userId, userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Adds the registration; false when it already existed. */
    async insertRegistration(sessionId: string, userId: string, now: Date) {
      const rows = await db
        .insert(liveRegistrations)
        .values({ sessionId, userId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: liveRegistrations.sessionId });
      return rows.length > 0;
    },

    async deleteRegistration(sessionId: string, userId: string) {
      const rows = await db
        .delete(liveRegistrations)
        .where(and(eq(liveRegistrations.sessionId, sessionId), eq(liveRegistrations.userId, userId)))
        .returning({ id: liveRegistrations.sessionId });
      return rows.length > 0;
    },

    /** Takes a seat atomically: the new count, or undefined when the session is full or not open. */
    async takeSeat(sessionId: string) {
      const [row] = await db
        .update(liveSessions)
        .set({ seatsTaken: sql`${liveSessions.seatsTaken} + 1` })
        .where(
          and(
            eq(liveSessions.id, sessionId),
            inArray(liveSessions.status, ['scheduled', 'live']),
            or(isNull(liveSessions.seatLimit), lt(liveSessions.seatsTaken, liveSessions.seatLimit)),
          ),
        )
        .returning({ seatsTaken: liveSessions.seatsTaken });
      return row?.seatsTaken;
    },

    async releaseSeat(sessionId: string) {
      const [row] = await db
        .update(liveSessions)
        .set({ seatsTaken: sql`greatest(${liveSessions.seatsTaken} - 1, 0)` })
        .where(eq(liveSessions.id, sessionId))
        .returning({ seatsTaken: liveSessions.seatsTaken });
      return row?.seatsTaken ?? 0;
    },

    registrants(sessionId: string) {
      return db
        .select({ userId: users.id, email: users.email, firstName: users.firstName })
        .from(liveRegistrations)
        .innerJoin(users, eq(users.id, liveRegistrations.userId))
        .where(eq(liveRegistrations.sessionId, sessionId));
    },

    async registrationCount(sessionId: string) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(liveRegistrations)
        .where(eq(liveRegistrations.sessionId, sessionId));
      return row?.n ?? 0;
    },

    async user(id: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** Everyone registered or who entered, with what they did: starts from this session's rows, not all users. */
    async attendance(sessionId: string) {
      const result = await db.execute(sql`
        with people as (
          select user_id from ${liveRegistrations} where session_id = ${sessionId}
          union
          select user_id from ${liveAttendance} where session_id = ${sessionId})
        select u.id as user_id, u.first_name || ' ' || u.last_name as name, u.email,
               (r.user_id is not null) as registered, (a.user_id is not null) as joined,
               coalesce(a.seconds, 0)::int as seconds, coalesce(a.messages, 0)::int as messages,
               coalesce(a.questions_asked, 0)::int as questions_asked, coalesce(a.poll_answers, 0)::int as poll_answers
        from people p
        join ${users} u on u.id = p.user_id
        left join ${liveRegistrations} r on r.user_id = p.user_id and r.session_id = ${sessionId}
        left join ${liveAttendance} a on a.user_id = p.user_id and a.session_id = ${sessionId}
        order by name, u.email`);
      return rowsOf<{
        user_id: string;
        name: string;
        email: string;
        registered: boolean;
        joined: boolean;
        seconds: number;
        messages: number;
        questions_asked: number;
        poll_answers: number;
      }>(result);
    },

    /**
     * Claims the reminders due at `now` (scheduled sessions starting within `windowMs`): sets reminded_at on up to
     * `limit` registrations not yet reminded and returns who to mail. Rows another sender holds are skipped and
     * a row already claimed no longer matches, so each registration is claimed exactly once across processes.
     */
    async claimReminders(now: Date, windowMs: number, limit: number) {
      const until = new Date(now.getTime() + windowMs);
      const result = await db.execute(sql`
        update ${liveRegistrations} r set reminded_at = ${now.toISOString()}
        from ${liveSessions} s, ${users} u
        where s.id = r.session_id and u.id = r.user_id
          and (r.session_id, r.user_id) in (
            select r2.session_id, r2.user_id from ${liveRegistrations} r2
            join ${liveSessions} s2 on s2.id = r2.session_id
            where r2.reminded_at is null and s2.status = 'scheduled'
              and s2.starts_at > ${now.toISOString()} and s2.starts_at <= ${until.toISOString()}
            limit ${limit}
            for update of r2 skip locked)
          and r.reminded_at is null
        returning r.session_id as "sessionId", r.user_id as "userId", u.email, u.first_name as "firstName",
                  s.title, s.starts_at as "startsAt", s.recording_url as "recordingUrl"`);
      return rowsOf<{
        sessionId: string;
        userId: string;
        email: string;
        firstName: string;
        title: string;
        startsAt: string | Date;
        recordingUrl: string | null;
      }>(result).map((r) => ({ ...r, startsAt: new Date(r.startsAt) }));
    },

    async publishedMcq(questionId: number) {
      const [row] = await db
        .select({
          id: questions.id,
          stem: questions.stem,
          options: questions.options,
          answer: questions.answer,
          type: questions.type,
          status: questions.status,
        })
        .from(questions)
        .where(eq(questions.id, questionId))
        .limit(1);
      return row && row.status === 'published' && row.type === 'MCQ' ? row : undefined;
    },
  };
}

export type LiveSessionsRepo = ReturnType<typeof liveSessionsRepo>;

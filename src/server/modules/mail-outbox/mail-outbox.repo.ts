import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface OutboxInsert {
  dedupeKey: string;
  toAddress: string;
  subject: string;
  body: string;
}
export interface ClaimedMail extends OutboxInsert {
  id: number;
  attempts: number;
}

const CHUNK = 500;

/** The mail outbox's SQL: idempotent enqueue, atomic claim, the outcome of each send, and pruning. */
export function mailOutboxRepo(db: Db) {
  return {
    /** Adds the mails whose key is new; a key already queued (or sent) is left alone. The number added. */
    async enqueue(rows: OutboxInsert[], now: Date) {
      let added = 0;
      for (let i = 0; i < rows.length; i += CHUNK) {
        const inserted = await db
          .insert(mailOutbox)
          .values(rows.slice(i, i + CHUNK).map((r) => ({ ...r, createdAt: now, nextAttemptAt: now })))
          .onConflictDoNothing({ target: mailOutbox.dedupeKey })
          .returning({ id: mailOutbox.id });
        added += inserted.length;
      }
      return added;
    },

    /**
     * Claims up to `limit` due mails for `leaseMs`: the claimed rows' next attempt moves to the lease's end, so
     * another sender (another process) skips them (SKIP LOCKED while this UPDATE runs, the lease afterwards).
     */
    async claim(now: Date, leaseMs: number, maxAttempts: number, limit: number): Promise<ClaimedMail[]> {
      const until = new Date(now.getTime() + leaseMs);
      const result = await db.execute(sql`
        update ${mailOutbox} set next_attempt_at = ${until.toISOString()}, attempts = attempts + 1
        where id in (
          select id from ${mailOutbox}
          where sent_at is null and next_attempt_at <= ${now.toISOString()} and attempts < ${maxAttempts}
          order by id limit ${limit}
          for update skip locked)
        returning id, dedupe_key as "dedupeKey", to_address as "toAddress", subject, body, attempts`);
      return rowsOf<ClaimedMail>(result);
    },

    async markSent(id: number, now: Date) {
      await db.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, id));
    },

    async markFailed(id: number, error: string, retryAt: Date) {
      await db
        .update(mailOutbox)
        .set({ lastError: error.slice(0, 1000), nextAttemptAt: retryAt })
        .where(eq(mailOutbox.id, id));
    },

    /**
     * Deletes up to `limit` mails done before `before`: sent then, or given up (no attempt left, the last one
     * ended then). The oldest go first; the number deleted.
     */
    async prune(before: Date, maxAttempts: number, limit: number) {
      const cutoff = before.toISOString();
      // `= any(array(…))`, not `in (…)`: PostgreSQL then deletes by primary key instead of hashing a scan of the table.
      const result = await db.execute(sql`
        delete from ${mailOutbox} where id = any(array(
          select id from ${mailOutbox}
          where created_at < ${cutoff}
            and (sent_at < ${cutoff} or (sent_at is null and attempts >= ${maxAttempts} and next_attempt_at < ${cutoff}))
          order by created_at limit ${limit}))
        returning id`);
      return rowsOf<{ id: number }>(result).length;
    },

    /** Drops the unsent mails whose key starts with `prefix` (a reminder for a session just cancelled). */
    async withdraw(prefix: string) {
      const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = await db
        .delete(mailOutbox)
        .where(and(like(mailOutbox.dedupeKey, `${escaped}%`), isNull(mailOutbox.sentAt)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}

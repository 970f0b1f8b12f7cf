import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Mail waiting to be sent, off the request path. `dedupeKey` makes enqueueing idempotent (one reminder per learner
 * and session however many processes enqueue it); a sender claims a row by moving `nextAttemptAt` past its lease,
 * so two senders never hold the same row; a failure pushes `nextAttemptAt` out and keeps the error. Sent and given-up
 * mails are pruned 30 days on, so a key stops deduplicating then.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    // The prune reads only rows created before its cut-off (a sent or given-up mail is never younger than that).
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

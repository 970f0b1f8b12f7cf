import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { MailMessage } from '../../platform/mailer.ts';
import { mailOutboxRepo } from './mail-outbox.repo.ts';

/** A mail to queue; `key` names it so the same mail is never queued twice (e.g. `live-reminder:<session>:<user>`). */
export interface QueuedMail extends MailMessage {
  key: string;
}

export interface MailFailure {
  key: string;
  to: string;
  attempt: number;
  error: unknown;
  /** No attempt is left: the mail stays in the outbox, unsent, with its last error. */
  gaveUp: boolean;
}

/** How long a claimed mail is held by its sender before another sender may try it (a crash mid-send). */
export const MAIL_LEASE_MS = 5 * 60_000;
export const MAIL_MAX_ATTEMPTS = 5;
const BATCH = 20;
/** Sent and given-up mails are kept this long (to read what went out, and why one failed), then pruned. */
export const MAIL_KEEP_MS = 30 * 24 * 3_600_000;
/** Rows one prune deletes at most: the periodic job runs one per tick, so a backlog goes in short statements. */
export const MAIL_PRUNE_BATCH = 1000;
/** Retry pause after the nth failed attempt: 1, 4, 9, 16 minutes. */
export const retryDelayMs = (attempt: number) => attempt * attempt * 60_000;

/**
 * Mail off the request path: a request queues its mails (in its own transaction when it passes one) and returns;
 * `drain` sends what is due, from any process, each mail once; failures are kept, reported and retried.
 */
export function mailOutboxService(deps: Pick<AppDeps, 'database' | 'clock' | 'mailer'>) {
  const { db } = deps.database;
  const repo = mailOutboxRepo(db);
  const failureListeners: Array<(failure: MailFailure) => void> = [];
  const inFlight = new Set<Promise<unknown>>();

  async function sendOne(mail: Awaited<ReturnType<typeof repo.claim>>[number]) {
    try {
      await deps.mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.body });
      await repo.markSent(mail.id, deps.clock.now());
      return true;
    } catch (error) {
      const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(mail.attempts));
      await repo.markFailed(mail.id, error instanceof Error ? error.message : String(error), retryAt);
      const failure = { key: mail.dedupeKey, to: mail.toAddress, attempt: mail.attempts, error };
      for (const listen of failureListeners) listen({ ...failure, gaveUp: mail.attempts >= MAIL_MAX_ATTEMPTS });
      return false;
    }
  }

  /** Sends every due mail, a batch at a time, until none is left to claim. */
  async function drain(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    for (;;) {
      const batch = await repo.claim(deps.clock.now(), MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, BATCH);
      if (batch.length === 0) return { sent, failed };
      const results = await Promise.all(batch.map(sendOne));
      sent += results.filter(Boolean).length;
      failed += results.filter((ok) => !ok).length;
    }
  }

  return {
    onFailure(listener: (failure: MailFailure) => void) {
      failureListeners.push(listener);
    },

    /** Queues mails; pass the caller's transaction so they are queued only if its change commits. */
    async enqueue(mails: QueuedMail[], tx: Db = db) {
      if (mails.length === 0) return 0;
      const rows = mails.map((m) => ({ dedupeKey: m.key, toAddress: m.to, subject: m.subject, body: m.text }));
      return mailOutboxRepo(tx).enqueue(rows, deps.clock.now());
    },

    /** Unsent mails whose key starts with `prefix` are dropped (one being sent at this moment still goes). */
    withdraw: (prefix: string, tx: Db = db) => mailOutboxRepo(tx).withdraw(prefix),

    drain,

    /** One bounded delete of the mails sent or given up more than MAIL_KEEP_MS ago; the number deleted. */
    prune: () => repo.prune(new Date(deps.clock.now().getTime() - MAIL_KEEP_MS), MAIL_MAX_ATTEMPTS, MAIL_PRUNE_BATCH),

    /** Starts a drain without waiting for it (after a request queued mail); errors go to the failure listeners. */
    kick() {
      const run = drain()
        .catch((error) => {
          for (const listen of failureListeners) listen({ key: '', to: '', attempt: 0, error, gaveUp: false });
        })
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
    },

    /** Waits for the drains already started (before the database closes). */
    async idle() {
      await Promise.allSettled([...inFlight]);
    },

    /** Waits for the drains already started, then drains what is still due (tests, graceful shutdown). */
    async settle() {
      await Promise.allSettled([...inFlight]);
      return drain();
    },
  };
}

export type MailOutboxService = ReturnType<typeof mailOutboxService>;

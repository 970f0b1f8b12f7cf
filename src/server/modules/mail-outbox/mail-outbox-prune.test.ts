import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema/index';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { MAIL_KEEP_MS, MAIL_MAX_ATTEMPTS, MAIL_PRUNE_BATCH } from './mail-outbox.service.ts';

// Pruning the outbox: sent and given-up mails go 30 days on, a bounded batch per run; anything that may still be
// sent stays, however old.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});

const DAY = 24 * 3_600_000;
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
type Row = typeof mailOutbox.$inferInsert;
const row = (key: string, fields: Partial<Row>): Row => ({
  dedupeKey: key,
  toAddress: `${key}@example.com`,
  subject: key,
  body: 'Hello',
  createdAt: ago(31 * DAY),
  nextAttemptAt: ago(31 * DAY),
  attempts: 1,
  ...fields,
});
const keys = async () =>
  (await t.database.db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).orderBy(asc(mailOutbox.dedupeKey))).map(
    (r) => r.key,
  );

describe('mail outbox pruning', () => {
  it('deletes mails sent, or given up, more than 30 days ago; keeps the rest', async () => {
    expect(MAIL_KEEP_MS).toBe(30 * DAY);
    const final = MAIL_MAX_ATTEMPTS;
    await t.database.db.insert(mailOutbox).values([
      row('sent-31-days-ago', { sentAt: ago(31 * DAY) }),
      row('sent-just-over-30-days-ago', { sentAt: ago(MAIL_KEEP_MS + 1) }),
      row('sent-exactly-30-days-ago', { sentAt: ago(MAIL_KEEP_MS) }),
      row('sent-29-days-ago', { sentAt: ago(29 * DAY) }),
      row('gave-up-31-days-ago', { attempts: final, lastError: 'SMTP 550', nextAttemptAt: ago(31 * DAY) }),
      row('gave-up-29-days-ago', { attempts: final, lastError: 'SMTP 550', nextAttemptAt: ago(29 * DAY) }),
      // Old but with attempts left (the senders were down): it may still go out.
      row('retrying-since-31-days', { attempts: final - 1, lastError: 'SMTP 451' }),
      row('queued-now', { createdAt: ago(0), nextAttemptAt: ago(0), attempts: 0 }),
    ]);
    expect(await t.services.mailOutbox.prune()).toBe(3);
    expect(await keys()).toEqual([
      'gave-up-29-days-ago',
      'queued-now',
      'retrying-since-31-days',
      'sent-29-days-ago',
      'sent-exactly-30-days-ago',
    ]);
    expect(await t.services.mailOutbox.prune()).toBe(0);
  });

  it('prunes nothing in an empty outbox', async () => {
    expect(await t.services.mailOutbox.prune()).toBe(0);
  });

  it('a mail sent through the outbox is pruned once 30 days have passed since it went', async () => {
    const outbox = t.services.mailOutbox;
    await outbox.enqueue([{ key: 'welcome', to: 'welcome@example.com', subject: 'Hi', text: 'Hello' }]);
    expect((await outbox.drain()).sent).toBe(1);
    t.clock.advance(MAIL_KEEP_MS);
    expect(await outbox.prune()).toBe(0);
    t.clock.advance(1);
    expect(await outbox.prune()).toBe(1);
    expect(await keys()).toEqual([]);
  });

  it('deletes at most one batch per run, oldest first', async () => {
    const rows = Array.from({ length: MAIL_PRUNE_BATCH + 1 }, (_, i) =>
      row(`old-${String(i).padStart(5, '0')}`, { sentAt: ago(40 * DAY - i), createdAt: ago(40 * DAY - i) }),
    );
    await t.database.db.insert(mailOutbox).values(rows);
    expect(await t.services.mailOutbox.prune()).toBe(MAIL_PRUNE_BATCH);
    expect(await keys()).toEqual([`old-${String(MAIL_PRUNE_BATCH).padStart(5, '0')}`]);
    expect(await t.services.mailOutbox.prune()).toBe(1);
    expect(await t.services.mailOutbox.prune()).toBe(0);
  });
});

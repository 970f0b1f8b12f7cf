import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, MailMessage } from '#server/platform/mailer';
import { createUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { MAIL_MAX_ATTEMPTS, type MailFailure, retryDelayMs } from './mail-outbox.service.ts';

// The outbox: queued once per key, sent off the request path, failures reported and retried with a pause.

let t: TestApp;
const failures: MailFailure[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.services.mailOutbox.onFailure((f) => failures.push(f));
});
afterAll(() => t.close());

const mail = (key: string, to = `${key}@example.com`) => ({ key, to, subject: `About ${key}`, text: 'Hello' });

/** A mailer that fails its first `failFirst` sends to each address. */
function flakyMailer(failFirst: number): Mailer & { sent: MailMessage[] } {
  const tries = new Map<string, number>();
  const sent: MailMessage[] = [];
  return {
    transport: 'outbox',
    sent,
    async send(message) {
      const n = (tries.get(message.to) ?? 0) + 1;
      tries.set(message.to, n);
      if (n <= failFirst) throw new Error('SMTP 451 try again later');
      sent.push(message);
    },
  };
}

describe('mail outbox', () => {
  it('a key is queued once; a drain sends each due mail once', async () => {
    const outbox = t.services.mailOutbox;
    expect(await outbox.enqueue([mail('once-a'), mail('once-b')])).toBe(2);
    expect(await outbox.enqueue([mail('once-a')])).toBe(0);
    const before = t.mailer.sent.length;
    const [one, two] = await Promise.all([outbox.drain(), outbox.drain()]);
    expect((one?.sent ?? 0) + (two?.sent ?? 0)).toBe(2);
    expect(
      t.mailer.sent
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual(['once-a@example.com', 'once-b@example.com']);
    expect((await outbox.drain()).sent).toBe(0);
  });

  it('a failed send is reported, retried after a pause and given up after the last attempt', async () => {
    const original = t.deps.mailer;
    const flaky = flakyMailer(1);
    t.deps.mailer = flaky;
    try {
      const outbox = t.services.mailOutbox;
      await outbox.enqueue([mail('retry')]);
      expect(await outbox.drain()).toEqual({ sent: 0, failed: 1 });
      expect(failures.at(-1)).toMatchObject({ key: 'retry', attempt: 1, gaveUp: false });
      expect(await outbox.drain()).toEqual({ sent: 0, failed: 0 });
      t.clock.advance(retryDelayMs(1));
      expect(await outbox.drain()).toEqual({ sent: 1, failed: 0 });
      expect(flaky.sent.map((m) => m.to)).toEqual(['retry@example.com']);

      t.deps.mailer = flakyMailer(100);
      await outbox.enqueue([mail('hopeless')]);
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS + 1; attempt++) {
        await outbox.drain();
        t.clock.advance(retryDelayMs(attempt));
      }
      const mine = failures.filter((f) => f.key === 'hopeless');
      expect(mine).toHaveLength(MAIL_MAX_ATTEMPTS);
      expect(mine.at(-1)?.gaveUp).toBe(true);
    } finally {
      t.deps.mailer = original;
    }
  });

  it('cancelling a session answers before its mails are sent (a slow mail server never holds the request)', async () => {
    const original = t.deps.mailer;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = { transport: 'outbox' as const, sent: [] as MailMessage[] };
    t.deps.mailer = {
      ...slow,
      async send(message) {
        await gate;
        slow.sent.push(message);
      },
    };
    try {
      const staff = await createUser(t, { kind: 'admin' });
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/admin/live-sessions',
        headers: staff.headers,
        payload: {
          title: 'Slow mail',
          subject: 'QA',
          startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
          durationMinutes: 60,
          videoKind: 'embed',
          videoUrl: 'https://www.youtube.com/embed/x',
        },
      });
      const id = create.json().id as string;
      const learners = await Promise.all([createUser(t), createUser(t), createUser(t)]);
      for (const u of learners)
        await t.app.inject({ method: 'POST', url: `/api/live-sessions/${id}/registration`, headers: u.headers });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/live-sessions/${id}/cancel`,
        headers: staff.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(slow.sent).toEqual([]);
      release();
      await t.services.mailOutbox.settle();
      expect(slow.sent.map((m) => m.to).sort()).toEqual(learners.map((u) => u.email).sort());
    } finally {
      release();
      t.deps.mailer = original;
    }
  });
});

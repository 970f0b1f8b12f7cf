import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, memoryMailer, type TestApp } from '#server/test/test-app';
import { mailOutboxService } from '../mail-outbox/mail-outbox.service.ts';
import { liveSessionsService } from './live-sessions.service.ts';
import { createSession, sessionInput } from './live-test-fixtures.ts';

// The reminder 30 minutes before the start, with the test clock and the in-memory mailer (on PostgreSQL when
// TEST_DATABASE_URL is set, where the two concurrent job runs really overlap).

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const register = (u: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/live-sessions/${id}/registration`, headers: u.headers });
const job = async () => {
  await t.services.liveSessions.remindDue();
  await t.services.mailOutbox.settle();
};
const remindersTo = (sessionTitle: string) =>
  t.mailer.sent.filter((m) => m.subject.startsWith('Starting in') && m.subject.endsWith(sessionTitle)).map((m) => m.to);

describe('live-session reminders', () => {
  it('mails every registered learner once, 30 minutes before the start', async () => {
    const s = await createSession(t, staff, {
      title: 'Reminder once',
      startsAt: new Date(t.clock.now().getTime() + 45 * MINUTE).toISOString(),
    });
    const [a, b] = [await createUser(t), await createUser(t)];
    await register(a, s.id);
    await register(b, s.id);
    await job();
    expect(remindersTo('Reminder once')).toEqual([]);
    t.clock.advance(15 * MINUTE);
    await job();
    expect(remindersTo('Reminder once').sort()).toEqual([a.email, b.email].sort());
    const mail = t.mailer.sent.find((m) => m.to === a.email && m.subject.endsWith('Reminder once'));
    expect(mail?.subject).toBe('Starting in 30 minutes: Reminder once');
    expect(mail?.text).toContain(`/live-sessions/${s.id}`);
    t.clock.advance(5 * MINUTE);
    await job();
    await job();
    expect(remindersTo('Reminder once')).toHaveLength(2);
  });

  it('a session created or moved inside the window still gets one reminder; a cancelled one none', async () => {
    const soon = await createSession(t, staff, {
      title: 'Created late',
      startsAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
    });
    const moved = await createSession(t, staff, { title: 'Moved in' });
    const cancelled = await createSession(t, staff, {
      title: 'Called off',
      startsAt: new Date(t.clock.now().getTime() + 20 * MINUTE).toISOString(),
    });
    const learner = await createUser(t);
    for (const id of [soon.id, moved.id, cancelled.id]) await register(learner, id);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/live-sessions/${moved.id}`,
      headers: staff.headers,
      payload: sessionInput(t, {
        title: 'Moved in',
        startsAt: new Date(t.clock.now().getTime() + 12 * MINUTE).toISOString(),
      }),
    });
    expect(put.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/live-sessions/${cancelled.id}/cancel`,
      headers: staff.headers,
    });
    await job();
    expect(remindersTo('Created late')).toEqual([learner.email]);
    expect(t.mailer.sent.find((m) => m.subject.endsWith('Created late'))?.subject).toBe(
      'Starting in 10 minutes: Created late',
    );
    expect(remindersTo('Moved in')).toEqual([learner.email]);
    expect(remindersTo('Called off')).toEqual([]);
    // A session whose start has passed is not reminded any more.
    const late = await createSession(t, staff, {
      title: 'Missed',
      startsAt: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString(),
    });
    await register(learner, late.id);
    t.clock.advance(3 * MINUTE);
    await job();
    expect(remindersTo('Missed')).toEqual([]);
  });

  it('a reminder queued but not yet sent is withdrawn when the session is cancelled', async () => {
    const s = await createSession(t, staff, {
      title: 'Withdrawn',
      startsAt: new Date(t.clock.now().getTime() + 20 * MINUTE).toISOString(),
    });
    const learner = await createUser(t);
    await register(learner, s.id);
    await t.services.liveSessions.remindDue();
    await t.app.inject({ method: 'POST', url: `/api/admin/live-sessions/${s.id}/cancel`, headers: staff.headers });
    await t.services.mailOutbox.settle();
    expect(remindersTo('Withdrawn')).toEqual([]);
    expect(t.mailer.sent.filter((m) => m.subject === 'Cancelled: Withdrawn').map((m) => m.to)).toEqual([learner.email]);
  });

  it('two job runs at once (two processes) send each learner exactly one reminder', async () => {
    const s = await createSession(t, staff, {
      title: 'Raced',
      startsAt: new Date(t.clock.now().getTime() + 25 * MINUTE).toISOString(),
    });
    const learners = await Promise.all(Array.from({ length: 30 }, () => createUser(t)));
    for (const u of learners) await register(u, s.id);
    // A second "process": its own services and mailer over the same database (another pooled connection).
    const otherMailer = memoryMailer();
    const otherOutbox = mailOutboxService({ ...t.deps, mailer: otherMailer });
    const otherLive = liveSessionsService({ ...t.deps, mailOutbox: otherOutbox, liveFiles: t.services.liveFiles });
    const run = async (live: typeof otherLive, outbox: typeof otherOutbox) => {
      await live.remindDue();
      await outbox.drain();
    };
    await Promise.all([
      run(t.services.liveSessions, t.services.mailOutbox),
      run(otherLive, otherOutbox),
      run(t.services.liveSessions, t.services.mailOutbox),
      run(otherLive, otherOutbox),
    ]);
    await t.services.mailOutbox.settle();
    const sent = [...t.mailer.sent, ...otherMailer.sent].filter((m) => m.subject.endsWith(': Raced')).map((m) => m.to);
    expect(sent.sort()).toEqual(learners.map((u) => u.email).sort());
  });
});

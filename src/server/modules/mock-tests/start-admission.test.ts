import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAttempts } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createMock, examApi } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';
import { memoryCounters } from '../../platform/counters.ts';
import { startAdmission } from './start-admission.ts';

// The start queue of decision 0017 on a hand-moved clock: a second's burst goes straight in, the rest get slots at
// the rate, and only a ticket signed for its holder lets one in at its slot.

function queue(perSecond = 10, key = 'test-key') {
  const clock = { at: 1_000_000 };
  return { clock, admission: startAdmission({ perSecond, key, now: () => clock.at }) };
}

describe('startAdmission', () => {
  it("takes a second's worth at once, then gives each start the next slot at the rate", async () => {
    const { admission } = queue(10);
    const first = [];
    for (let i = 0; i < 10; i++) first.push(await admission.admit(`1:learner-${i}`));
    expect(first).toEqual(Array(10).fill(null));
    const eleventh = await admission.admit('1:learner-10');
    const twelfth = await admission.admit('1:learner-11');
    expect(eleventh?.waitMs).toBe(1000);
    expect(twelfth?.waitMs).toBe(1100);
    expect(eleventh?.ticket).not.toBe(twelfth?.ticket);
    // The slot in milliseconds and 32 characters of signature: within the start body's 64.
    expect(eleventh?.ticket).toMatch(/^1001000\.[\w-]{32}$/);
  });

  it('lets a ticket in from its slot on, answers an early one with the time left, and spends no new slot', async () => {
    const { clock, admission } = queue(10);
    for (let i = 0; i < 30; i++) await admission.admit(`1:l${i}`);
    const wait = await admission.admit('1:late');
    expect(wait?.waitMs).toBe(3000);
    clock.at += 400;
    expect(await admission.admit('1:late', wait?.ticket)).toEqual({ waitMs: 2600, ticket: wait?.ticket });
    expect(await admission.admit('1:late', wait?.ticket)).toEqual({ waitMs: 2600, ticket: wait?.ticket });
    // The slot after the ticket's is still the next one given: its returns took none.
    expect((await admission.admit('1:other'))?.waitMs).toBe(2700);
    clock.at += 2599;
    expect(await admission.admit('1:late', wait?.ticket)).toEqual({ waitMs: 1, ticket: wait?.ticket });
    clock.at += 1;
    expect(await admission.admit('1:late', wait?.ticket)).toBeNull();
  });

  it('queues a forged, foreign, stale or malformed ticket as a new start', async () => {
    const { clock, admission } = queue(10);
    for (let i = 0; i < 30; i++) await admission.admit(`1:l${i}`);
    const wait = await admission.admit('1:mine');
    const ticket = wait?.ticket ?? '';
    const [slot, mac] = ticket.split('.');
    const next = async () => (await admission.admit('1:probe'))?.waitMs;
    const before = await next();
    const refused = [
      `${Number(slot) - 1000}.${mac}`, // the slot moved earlier by hand
      `${slot}.${mac?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${slot}.${mac}.extra`,
      'not-a-ticket',
      '',
      `${'9'.repeat(20)}.${mac}`,
      `+${slot}.${mac}`,
      `${slot}.${mac?.slice(0, 10)}`, // a short signature is refused, not compared (which would throw)
    ];
    for (const bad of refused) expect(await admission.admit('1:mine', bad), bad).not.toBeNull();
    // Another learner, or the same learner on another mock, cannot use it.
    expect(await admission.admit('1:someone-else', ticket)).not.toBeNull();
    expect(await admission.admit('2:mine', ticket)).not.toBeNull();
    // Each refusal took a new slot at the back of the queue.
    expect(await next()).toBe((before ?? 0) + 11 * 100);
    clock.at += 11 * 60_000;
    expect(await admission.admit('1:mine', ticket)).toBeNull(); // the queue has drained: a new start goes straight in
    for (let i = 0; i < 20; i++) await admission.admit(`1:x${i}`);
    expect(await admission.admit('1:mine', ticket)).not.toBeNull(); // and a ten-minute-old ticket is not honoured
  });

  it('honours a ticket up to ten minutes past its slot', async () => {
    const { clock, admission } = queue(10);
    for (let i = 0; i < 30; i++) await admission.admit(`1:l${i}`);
    const wait = await admission.admit('1:slow');
    clock.at += (wait?.waitMs ?? 0) + 10 * 60_000;
    for (let i = 0; i < 30; i++) await admission.admit(`1:m${i}`);
    expect(await admission.admit('1:slow', wait?.ticket)).toBeNull();
    clock.at += 1;
    expect(await admission.admit('1:slow', wait?.ticket)).not.toBeNull();
  });

  it("honours another worker's ticket when they share the key, and not otherwise", async () => {
    const shared = queue(10, 'cluster-key');
    const sibling = startAdmission({ perSecond: 10, key: 'cluster-key', now: () => shared.clock.at });
    const stranger = startAdmission({ perSecond: 10, key: 'other-key', now: () => shared.clock.at });
    for (let i = 0; i < 10; i++) await shared.admission.admit(`1:l${i}`);
    const wait = await shared.admission.admit('1:mine');
    shared.clock.at += 1000;
    for (let i = 0; i < 10; i++) await stranger.admit(`1:s${i}`);
    expect(await sibling.admit('1:mine', wait?.ticket)).toBeNull();
    expect(await stranger.admit('1:mine', wait?.ticket)).not.toBeNull();
  });

  it('makes one queue of every process sharing the slots, and falls back to its own when they fail', async () => {
    const clock = { at: 1_000_000 };
    const slots = memoryCounters();
    const [a, b] = ['one', 'two'].map(() => startAdmission({ perSecond: 10, key: 'k', now: () => clock.at, slots }));
    for (let i = 0; i < 15; i++) {
      await a?.admit(`1:a${i}`);
      await b?.admit(`1:b${i}`);
    }
    // 30 arrivals on two processes: the next one, on either, waits for the 31st slot of the one queue.
    expect((await a?.admit('1:next'))?.waitMs).toBe(3000);
    expect((await b?.admit('1:after'))?.waitMs).toBe(3100);
    const broken = startAdmission({
      perSecond: 10,
      now: () => clock.at,
      slots: { takeSlot: () => Promise.reject(new Error('Redis is down')) },
    });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await broken.admit(`1:c${i}`));
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(null));
    expect(answers[10]?.waitMs).toBe(1000);
  });

  it('takes starts straight in again once the rush is over', async () => {
    const { clock, admission } = queue(10);
    for (let i = 0; i < 30; i++) await admission.admit(`1:l${i}`);
    expect((await admission.admit('1:rush'))?.waitMs).toBe(3000);
    clock.at += 5000;
    expect(await admission.admit('1:calm')).toBeNull();
  });
});

describe('POST /api/mock-tests/:id/start in a rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EXAM_START_RATE: '2' });
  });
  afterAll(() => t.close());

  it('gives starts beyond the rate a slot and a ticket; the ticket starts the test at its slot, for its holder only', async () => {
    const mock = await createMock(t);
    // At 2 a second, a second's burst is 2 starts: of 4 at once, at least the last is given a slot.
    const learners = await Promise.all(Array.from({ length: 4 }, () => createUser(t, { kind: 'premium' })));
    const replies = await Promise.all(learners.map((u) => examApi(t, u).start(mock.id)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const queuedAt = replies.findIndex((r) => 'waitMs' in r.json());
    expect(queuedAt).not.toBe(-1);
    expect(replies.filter((r) => 'attemptId' in r.json()).length).toBeGreaterThanOrEqual(2);
    const learner = must(learners[queuedAt], 'the queued learner');
    const { waitMs, ticket } = must(replies[queuedAt], 'reply').json() as { waitMs: number; ticket: string };
    expect(waitMs).toBeGreaterThan(0);
    expect(waitMs).toBeLessThanOrEqual(1500);
    // Nothing was started for it yet: its clock is not running.
    expect(await attemptsOf(learner)).toBe(0);
    // Another learner's start cannot use the ticket: it is queued behind.
    const borrowed = await t.app.inject({
      method: 'POST',
      url: `/api/mock-tests/${mock.id}/start`,
      headers: (await createUser(t, { kind: 'premium' })).headers,
      payload: { clientId: 'tab-borrow-01', ticket },
    });
    expect(borrowed.json()).toHaveProperty('waitMs');
    // No session: refused at once, not queued.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/mock-tests/${mock.id}/start`,
      payload: { clientId: 'tab-anon-0001', ticket },
    });
    expect(anonymous.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, waitMs + 20));
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/mock-tests/${mock.id}/start`,
      headers: learner.headers,
      payload: { clientId: 'tab-one-0001', ticket },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ attemptId: expect.any(String), state: { status: 'active' } });
    expect(await attemptsOf(learner)).toBe(1);
  });

  async function attemptsOf(u: TestUser) {
    const rows = await t.database.db.select().from(mockAttempts).where(eq(mockAttempts.userId, u.id));
    return rows.length;
  }
});

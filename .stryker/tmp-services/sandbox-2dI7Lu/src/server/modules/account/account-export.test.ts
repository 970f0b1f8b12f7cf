// @ts-nocheck
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attempts,
  bookmarks,
  dailyCompletions,
  payments,
  questions,
  sessions,
  subscriptionPlans,
  subscriptions,
  users,
} from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A premium user with one attempt, bookmark, completion and payment, plus a second session. */
async function richUser(): Promise<TestUser & { questionId: number }> {
  const user = await createUser(t, { kind: 'premium' });
  const { db } = t.database;
  const [q] = await db
    .insert(questions)
    .values({
      section: 'QA',
      area: 'Arithmetic',
      topic: 'Percentages',
      type: 'MCQ',
      stem: 'What is 10% of 50?',
      options: ['5', '10', '15', '20'],
      answer: { kind: 'option', index: 0 },
      explanation: ['10% of 50 is 5.'],
      contentHash: `export-test-${user.id}`,
    })
    .returning({ id: questions.id });
  const questionId = must(q, 'the test question').id;
  await db.insert(attempts).values({ userId: user.id, questionId, isCorrect: true, seconds: 42 });
  await db.insert(bookmarks).values({ userId: user.id, questionId, note: 'revise' });
  await db
    .insert(dailyCompletions)
    .values({ userId: user.id, subject: 'VARC', completedDate: '2026-11-22', questionsCompleted: 8, totalTime: 1200 });
  const [plan] = await db.select().from(subscriptionPlans).limit(1);
  await db.insert(payments).values({
    userId: user.id,
    planId: must(plan, 'a plan').id,
    amountPaise: 79900,
    gateway: 'test',
    gatewayOrderId: `order_${user.id}`,
    status: 'captured',
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': 'Export Browser' },
  });
  return { ...user, questionId };
}

describe('GET /api/account/export', () => {
  it('downloads everything we hold about the user as a JSON attachment, without secrets', async () => {
    const user = await richUser();
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mba-prep-account-2026-11-22\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = res.json();
    expect(data.profile).toMatchObject({ id: user.id, email: user.email, firstName: 'Test' });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.map((s: { userAgent: string | null }) => s.userAgent)).toContain('Export Browser');
    expect(data.attempts).toEqual([
      expect.objectContaining({ questionId: user.questionId, isCorrect: true, seconds: 42 }),
    ]);
    expect(data.bookmarks).toEqual([expect.objectContaining({ questionId: user.questionId, note: 'revise' })]);
    expect(data.dailyCompletions).toEqual([
      expect.objectContaining({ subject: 'VARC', completedDate: '2026-11-22', questionsCompleted: 8 }),
    ]);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.payments).toEqual([expect.objectContaining({ amountPaise: 79900, status: 'captured' })]);
    expect(data.passwordResets).toHaveLength(1);

    // No password hash and no token hash anywhere in the file.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const tokenHashes = (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).map(
      (s) => s.tokenHash,
    );
    expect(res.body).not.toContain(row?.passwordHash);
    expect(res.body).not.toMatch(/passwordHash|tokenHash/);
    for (const h of tokenHashes) expect(res.body).not.toContain(h);
  });

  it("holds only the requester's data", async () => {
    const owner = await richUser();
    const stranger = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: stranger.headers });
    const data = res.json();
    expect(data.profile.id).toBe(stranger.id);
    expect(data.attempts).toEqual([]);
    expect(data.bookmarks).toEqual([]);
    expect(data.payments).toEqual([]);
    expect(res.body).not.toContain(owner.id);
  });
});

describe('DELETE /api/account cascades', () => {
  it('removes owned rows and keeps payments with the user cleared', async () => {
    const user = await richUser();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: user.headers,
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const { db } = t.database;
    expect(await db.select().from(attempts).where(eq(attempts.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toHaveLength(0);
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrderId, `order_${user.id}`));
    expect(payment?.userId).toBeNull();
  });
});

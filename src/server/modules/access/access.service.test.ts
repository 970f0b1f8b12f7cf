import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, subscriptionPlans, subscriptions, users } from '#server/db/schema/index';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { FREE_LIMITS, UNLIMITED } from '#shared/domain/plan-limits';
import { must } from '#shared/must';
import { accessService } from './access.service.ts';
import type { AuthContext } from './auth-context.ts';

// The one place that decides who a caller is and what they may use, called as the routes call it: sessions
// (touched at most every 5 minutes, refused once suspended), staff, free access, and each plan's period and limits.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: 'chief@mbaprep.test' });
});
afterAll(() => t.close());

const MIN = 60_000;
const DAY = 86_400_000;
const access = () => accessService(t.deps);
const tokenOf = (u: TestUser) => u.token;
const sessionOf = async (u: TestUser) =>
  must((await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id)))[0], 'the session');
const authOf = async (u: TestUser) => must(await access().authenticate(tokenOf(u)), 'a live session');

/** A paid plan with its own limits, running from `startsAt` for 30 days. */
async function subscribe(u: TestUser, startsAt: Date, limits: { maxMockTests: number; maxQuestions: number }) {
  const [plan] = await t.database.db
    .insert(subscriptionPlans)
    .values({ name: `Plan ${Math.random()}`, price: '799', durationDays: 30, ...limits })
    .returning();
  await t.database.db.insert(subscriptions).values({
    userId: u.id,
    planId: must(plan, 'the plan').id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 30 * DAY),
  });
}

describe('sessions', () => {
  it('a session is touched after 5 minutes of quiet, not before', async () => {
    const u = await createUser(t);
    const seen = t.clock.now().getTime();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(seen) })
      .where(eq(sessions.userId, u.id));
    t.clock.advance(4 * MIN);
    await authOf(u);
    expect((await sessionOf(u)).lastSeenAt.getTime()).toBe(seen);
    // Exactly 5 minutes is not yet "after".
    t.clock.advance(MIN);
    await authOf(u);
    expect((await sessionOf(u)).lastSeenAt.getTime()).toBe(seen);
    t.clock.advance(MIN);
    await authOf(u);
    expect((await sessionOf(u)).lastSeenAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('a suspended account`s session is refused; an unknown token is nobody', async () => {
    const u = await createUser(t);
    expect(await access().authenticate('not-a-token')).toBeNull();
    await t.database.db.update(users).set({ suspendedAt: t.clock.now() }).where(eq(users.id, u.id));
    expect(await access().authenticate(tokenOf(u))).toBeNull();
  });

  it('knows the administrator by the configured email and by role; staff are not administrators', async () => {
    const chief = await createUser(t, { email: 'chief@mbaprep.test' });
    expect(await authOf(chief)).toMatchObject({ isAdmin: true, isStaff: true });
    const staff = await createUser(t);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
    expect(await authOf(staff)).toMatchObject({ isAdmin: false, isStaff: true });
    expect(await authOf(await createUser(t))).toMatchObject({ isAdmin: false, isStaff: false });
  });
});

describe('what a caller may use', () => {
  it('a guest and a new learner have the free limits; requirePremium says 401 and 403', async () => {
    expect(await access().entitlements(null)).toEqual({
      premium: false,
      source: 'free',
      periodStart: null,
      ...FREE_LIMITS,
    });
    const u = await authOf(await createUser(t));
    expect(await access().entitlements(u)).toEqual({
      premium: false,
      source: 'free',
      periodStart: null,
      ...FREE_LIMITS,
    });
    expect(await access().isPremium(null)).toBe(false);
    await expect(access().requirePremium(null)).rejects.toMatchObject({ statusCode: 401 });
    await expect(access().requirePremium(u, 'Mocks need premium.')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Mocks need premium.',
    });
    expect(await access().questionAllowance(u)).toEqual({ max: FREE_LIMITS.maxQuestions, since: null, free: true });
    expect(await access().mockAllowance(u)).toEqual({ max: FREE_LIMITS.maxMockTests, since: null, free: true });
  });

  it('staff have everything, unlimited, as admin access', async () => {
    const staff = await createUser(t);
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
    const auth = await authOf(staff);
    expect(await access().status(auth)).toEqual({
      hasPaidSubscription: false,
      isAdminAccess: true,
      hasFreeAccess: false,
    });
    expect(await access().entitlements(auth)).toMatchObject({
      premium: true,
      source: 'admin',
      maxQuestions: UNLIMITED,
    });
    expect(await access().questionAllowance(auth)).toBeNull();
    expect(await access().mockAllowance(auth)).toBeNull();
    expect(await access().requirePremium(auth)).toBe(auth);
  });

  it('free access is premium with everything, while it lasts', async () => {
    const u = await createUser(t, { kind: 'freeAccess' });
    const auth = await authOf(u);
    expect(await access().status(auth)).toEqual({
      hasPaidSubscription: false,
      isAdminAccess: false,
      hasFreeAccess: true,
    });
    expect(await access().entitlements(auth)).toMatchObject({ premium: true, source: 'freeAccess', periodStart: null });
    expect(await access().mockAllowance(auth)).toBeNull();
  });

  it('a paid plan counts from its start: its limits, its period, premium', async () => {
    const u = await createUser(t);
    const start = new Date(t.clock.now().getTime() - DAY);
    await subscribe(u, start, { maxMockTests: 7, maxQuestions: 400 });
    const auth: AuthContext = await authOf(u);
    expect(await access().status(auth)).toEqual({
      hasPaidSubscription: true,
      isAdminAccess: false,
      hasFreeAccess: false,
    });
    expect(await access().entitlements(auth)).toMatchObject({
      premium: true,
      source: 'paid',
      periodStart: start.toISOString(),
      maxMockTests: 7,
      maxQuestions: 400,
    });
    expect(await access().questionAllowance(auth)).toEqual({ max: 400, since: start, free: false });
    expect(await access().mockAllowance(auth)).toEqual({ max: 7, since: start, free: false });
  });

  it('a plan that starts tomorrow gives nothing today', async () => {
    const u = await createUser(t);
    await subscribe(u, new Date(t.clock.now().getTime() + DAY), { maxMockTests: 7, maxQuestions: 400 });
    expect(await access().entitlements(await authOf(u))).toMatchObject({ premium: false, source: 'free' });
  });
});

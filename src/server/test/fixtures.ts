import { hash } from '@node-rs/argon2';
import { sessions, subscriptionPlans, subscriptions, users } from '#server/db/schema/index';
import { hashToken, newToken, SESSION_DAYS } from '#server/modules/access/session-token';
import { must } from '#shared/must';
import type { TestApp } from './test-app.ts';

let counter = 0;
const DEFAULT_PASSWORD = 'secret123';
// One argon2 hash of the default password for every test user (each hash costs tens of ms of CPU, and the suite
// creates thousands of users); a user given their own password gets their own hash.
let defaultPasswordHash: Promise<string> | undefined;
function passwordHashOf(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hash(password);
  defaultPasswordHash ??= hash(DEFAULT_PASSWORD);
  return defaultPasswordHash;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** Headers that authenticate an inject() call. */
  headers: { 'x-auth-token': string };
}

/**
 * Inserts a user with a live session straight into the database, so feature tests do not depend on the auth
 * routes. kind: free (default), premium (an active paid subscription), admin (role admin), freeAccess.
 */
export async function createUser(
  t: TestApp,
  opts: { kind?: 'free' | 'premium' | 'admin' | 'freeAccess'; email?: string; password?: string } = {},
): Promise<TestUser> {
  const { db } = t.database;
  const n = ++counter;
  const email = opts.email ?? `user${n}-${Date.now()}@example.com`;
  const password = opts.password ?? DEFAULT_PASSWORD;
  const [inserted] = await db
    .insert(users)
    .values({
      email,
      username: `user_${n}_${Math.random().toString(36).slice(2, 8)}`,
      passwordHash: await passwordHashOf(password),
      firstName: 'Test',
      lastName: `User${n}`,
      role: opts.kind === 'admin' ? 'admin' : 'user',
      freeAccess: opts.kind === 'freeAccess',
    })
    .returning();
  const user = must(inserted, 'the new user');
  const token = newToken();
  const now = t.clock.now();
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
  });
  if (opts.kind === 'premium') {
    let [plan] = await db.select().from(subscriptionPlans).limit(1);
    if (!plan) {
      [plan] = await db
        .insert(subscriptionPlans)
        .values({ name: 'Test Monthly', price: '799', durationDays: 30 })
        .returning();
    }
    if (!plan) throw new Error('no plan for the premium test user');
    await db.insert(subscriptions).values({
      userId: user.id,
      planId: plan.id,
      startsAt: new Date(now.getTime() - 60_000),
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
    });
  }
  return { id: user.id, email, password, token, headers: { 'x-auth-token': token } };
}

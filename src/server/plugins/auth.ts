import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SubscriptionStatus } from '#shared/contracts/auth';
import { isAdministrator } from '#shared/domain/access';
import type { Db } from '../db/client.ts';
import { sessions, subscriptions, users } from '../db/schema/index.ts';
import type { Config } from '../env.ts';
import { forbidden, premiumRequired, unauthorized } from '../errors.ts';
import type { Clock } from '../platform/clock.ts';

export const AUTH_COOKIE = 'auth_token';
export const AUTH_HEADER = 'x-auth-token';
export const SESSION_DAYS = 30;

export type UserRow = typeof users.$inferSelect;
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers[AUTH_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token =
    fromHeader && fromHeader !== 'undefined' && fromHeader !== 'null' ? fromHeader : request.cookies?.[AUTH_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

export function setAuthCookie(reply: FastifyReply, token: string, config: Config, expires: Date) {
  reply.setCookie(AUTH_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    expires,
  });
}

export function clearAuthCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(AUTH_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.secureCookies });
}

/** Resolves the session on every request into request.auth, and guards /api/admin/* for admins only. */
export function registerAuth(app: FastifyInstance, deps: { db: Db; config: Config; clock: Clock }) {
  const { db, config, clock } = deps;
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = readToken(request);
    if (!token) return;
    const now = clock.now();
    const [row] = await db
      .select({ user: users, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
      .limit(1);
    if (!row) return;
    request.auth = { user: row.user, sessionId: row.sessionId, isAdmin: isAdministrator(row.user, config.ADMIN_EMAIL) };
    if (now.getTime() - row.lastSeenAt.getTime() > 5 * 60_000) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/admin/') || request.url === '/api/admin') requireAdmin(request);
  });
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (!auth.isAdmin) throw forbidden('Administrators only.');
  return auth;
}

/** Spec section 3 subscription status, from the subscriptions table and the staff-granted flag. */
export async function loadSubscriptionStatus(db: Db, auth: AuthContext, now: Date): Promise<SubscriptionStatus> {
  const [paid] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, auth.user.id),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .limit(1);
  return { hasPaidSubscription: !!paid, isAdminAccess: auth.isAdmin, hasFreeAccess: auth.user.freeAccess };
}

export async function requirePremium(request: FastifyRequest, db: Db, clock: Clock): Promise<AuthContext> {
  const auth = requireUser(request);
  const status = await loadSubscriptionStatus(db, auth, clock.now());
  if (!status.hasPaidSubscription && !status.isAdminAccess && !status.hasFreeAccess) throw premiumRequired();
  return auth;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../env.ts';
import { unauthorized } from '../errors.ts';
import type { AccessService } from '../modules/access/access.service.ts';
import type { AuthContext, DeferredAuth } from '../modules/access/auth-context.ts';
import { assertAdmin, assertStaff } from '../modules/access/roles.ts';
import { hashToken } from '../modules/access/session-token.ts';

export const AUTH_COOKIE = 'auth_token';
export const AUTH_HEADER = 'x-auth-token';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's hot statement checks the session itself (exam-day save and heartbeat): the hook skips the lookup
     * and the handler gets a DeferredAuth. See docs/decisions/0011-exam-day-writes.md.
     */
    sessionInStatement?: boolean;
  }
}

/**
 * The session token: the x-auth-token header's (a client's "undefined"/"null" counts as none), else the cookie's.
 * HTTP requests (readToken) and the live room's Socket.IO handshake (platform/realtime.ts) both read it here.
 */
export function tokenFrom(header: string | string[] | undefined, cookie: string | undefined): string | undefined {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const token = fromHeader && fromHeader !== 'undefined' && fromHeader !== 'null' ? fromHeader : cookie;
  return token && token.length <= 200 ? token : undefined;
}

export function readToken(request: FastifyRequest): string | undefined {
  return tokenFrom(request.headers[AUTH_HEADER], request.cookies?.[AUTH_COOKIE]);
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

/**
 * Resolves the session behind the token (header or cookie) into request.auth on every request, except on routes
 * marked sessionInStatement, which check it in their own statement and resolve it only when they need the caller.
 */
export function registerAuth(app: FastifyInstance, access: AccessService) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.sessionInStatement) return;
    const token = readToken(request);
    if (token) request.auth = await access.authenticate(token);
  });
}

/** The caller of a sessionInStatement route, looked up only on demand (see DeferredAuth). */
export function deferredAuth(request: FastifyRequest, access: AccessService): DeferredAuth {
  const token = readToken(request);
  return {
    tokenHash: token ? hashToken(token) : null,
    async resolve() {
      if (!request.auth && token) request.auth = await access.authenticate(token);
      return requireUser(request);
    },
  };
}

export function requireUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export const requireStaff = (request: FastifyRequest): AuthContext => assertStaff(request.auth);
export const requireAdmin = (request: FastifyRequest): AuthContext => assertAdmin(request.auth);

/**
 * Staff routes live inside this encapsulated plugin: its onRequest guard runs for every route registered in it,
 * matched after the router decoded the path, so no spelling of the URL gets around it. `admin` narrows it further.
 */
export function staffScope(role: 'staff' | 'admin', register: (scope: FastifyInstance) => Promise<void>) {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request) => {
      if (role === 'admin') requireAdmin(request);
      else requireStaff(request);
    });
    await register(scope);
  };
}

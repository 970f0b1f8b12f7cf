// @ts-nocheck
import { forbidden, unauthorized } from '../../errors.ts';
import type { AuthContext } from './auth-context.ts';

// Role checks that services repeat on top of the staff plugin's guard, so a route registered in the wrong place
// still refuses the wrong caller.

export function assertStaff(auth: AuthContext | null | undefined): AuthContext {
  if (!auth) throw unauthorized();
  if (!auth.isStaff) throw forbidden('Staff only.');
  return auth;
}

export function assertAdmin(auth: AuthContext | null | undefined): AuthContext {
  if (!auth) throw unauthorized();
  if (!auth.isAdmin) throw forbidden('Administrators only.');
  return auth;
}

// biome-ignore lint/suspicious/noExplicitAny: a method's own parameter types are kept by the generic below
type ActorMethods = Record<string, (actor: AuthContext, ...args: any[]) => unknown>;

/**
 * A staff service whose every method takes the acting user first and refuses anyone below `role` before it runs.
 * Used on the services behind /api/admin, on top of the staff plugin's guard.
 */
export function forRole<S extends ActorMethods>(role: 'staff' | 'admin', methods: S): S {
  const check = role === 'admin' ? assertAdmin : assertStaff;
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(methods)) {
    guarded[name] = (actor: AuthContext | null, ...args: unknown[]) => method.call(guarded, check(actor), ...args);
  }
  return guarded as S;
}

// @ts-nocheck
// What other modules may use from access besides its service: who the caller is, the role guards of staff
// services, and the session-token helpers the sign-in flow shares.
export type { AuthContext, DeferredAuth, UserRow } from './auth-context.ts';
export { assertAdmin, assertStaff, forRole } from './roles.ts';
export { hashToken, newToken, SESSION_DAYS } from './session-token.ts';

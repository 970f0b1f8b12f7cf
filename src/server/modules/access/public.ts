// What other modules may use from access besides its service: who the caller is, the role guards of staff
// services, the session-token helpers the sign-in flow shares, and the session rules as SQL for statements that check
// the caller themselves.
export type { AuthContext, DeferredAuth, UserRow } from './auth-context.ts';
export { assertAdmin, assertStaff, forRole } from './roles.ts';
export {
  type LiveSubscription,
  liveSession,
  liveSubscriptionsFrom,
  liveSubscriptionsJson,
  SESSION_OF_TOKEN,
  SESSION_TOUCH_MS,
  userFromJson,
} from './session-sql.ts';
export { hashToken, newToken, SESSION_DAYS } from './session-token.ts';

// @ts-nocheck
import type { UserRow } from '../../db/rows.ts';

export type { UserRow };

/** Who is calling: resolved once per request from the session token (see plugins/auth.ts). */
export interface AuthContext {
  user: UserRow;
  sessionId: string;
  /** Role admin, the isAdmin flag or the designated admin email (spec section 6). */
  isAdmin: boolean;
  /** Admin or staff: may use the staff console's content, live-session and moderation tools. */
  isStaff: boolean;
}

/**
 * A caller not yet looked up (routes whose statement checks the session itself): the token's hash for that
 * statement, and the full lookup on demand, which throws 401 without a live session.
 */
export interface DeferredAuth {
  tokenHash: string | null;
  resolve(): Promise<AuthContext>;
}

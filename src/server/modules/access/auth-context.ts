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

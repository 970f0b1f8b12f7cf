// @ts-nocheck
import type { AdminUserRow } from '#shared/contracts/admin-users';
import type { AuthUser } from '#shared/contracts/auth';
import { hasLiveFreeAccess, isAdministrator } from '#shared/domain/access';
import type { UserRow } from '../db/rows.ts';

/** What every view of a user shows: who they are, their role and when they joined. */
function identity(user: UserRow, adminEmail: string) {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isAdmin: isAdministrator(user, adminEmail),
    createdAt: user.createdAt.toISOString(),
  };
}

/** The one place a user row becomes what clients see: no hash, dates as ISO text, computed admin status. */
export function presentAuthUser(user: UserRow, adminEmail: string): AuthUser {
  return {
    ...identity(user, adminEmail),
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    timezone: user.timezone,
    xp: user.xp,
  };
}

/** A user as the staff console lists them: access at `now`, activity counts, suspension. */
export function presentAdminUser(
  row: { user: UserRow; hasPaidSubscription: boolean; attempts: number; lastActiveAt: Date | string | null },
  adminEmail: string,
  now: Date,
): AdminUserRow {
  const { user } = row;
  return {
    ...identity(user, adminEmail),
    freeAccess: hasLiveFreeAccess(user, now),
    freeAccessUntil: user.freeAccessUntil?.toISOString() ?? null,
    hasPaidSubscription: Boolean(row.hasPaidSubscription),
    suspended: user.suspendedAt !== null,
    attempts: row.attempts,
    lastActiveAt: row.lastActiveAt ? new Date(row.lastActiveAt).toISOString() : null,
  };
}

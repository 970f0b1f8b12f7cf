import type { AuthUser } from '#shared/contracts/auth';
import { isAdministrator } from '#shared/domain/access';
import type { UserRow } from '../db/rows.ts';

/** The one place a user row becomes what clients see: no hash, dates as ISO text, computed admin status. */
export function presentAuthUser(user: UserRow, adminEmail: string): AuthUser {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    isAdmin: isAdministrator(user, adminEmail),
    timezone: user.timezone,
    xp: user.xp,
    createdAt: user.createdAt.toISOString(),
  };
}

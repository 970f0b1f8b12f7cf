// @ts-nocheck
import type { SubscriptionStatus } from '../contracts/auth.ts';

/** Account roles. `staff` runs content, live sessions and moderation; `admin` also payments, roles and refunds. */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Spec section 4: premium access = hasPaidSubscription or isAdminAccess or hasFreeAccess. */
export function hasPremiumAccess(status: SubscriptionStatus | null | undefined): boolean {
  if (!status) return false;
  return status.hasPaidSubscription || status.isAdminAccess || status.hasFreeAccess;
}

/** Spec section 6: role admin, the isAdmin flag, or the designated admin email counts as administrator. */
export function isAdministrator(
  user: { role?: string | null; isAdmin?: boolean | null; email?: string | null },
  adminEmail: string,
): boolean {
  if (user.role === 'admin' || user.isAdmin === true) return true;
  return !!user.email && user.email.toLowerCase() === adminEmail.toLowerCase();
}

/** Staff-granted free access that is on and not past its end date (spec: hasFreeAccess). */
export function hasLiveFreeAccess(user: { freeAccess: boolean; freeAccessUntil: Date | null }, now: Date): boolean {
  return user.freeAccess && (user.freeAccessUntil === null || user.freeAccessUntil.getTime() > now.getTime());
}

/** A staff member who is not an administrator (administrators are checked with isAdministrator). */
export function isStaffMember(user: { role?: string | null }): boolean {
  return user.role === 'staff';
}

export type AccessClass = 'public' | 'login' | 'premium' | 'admin';

import type { SubscriptionStatus } from '../contracts/auth.ts';

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

export type AccessClass = 'public' | 'login' | 'premium' | 'admin';

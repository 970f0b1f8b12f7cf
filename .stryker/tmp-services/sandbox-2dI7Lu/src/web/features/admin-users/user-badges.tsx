// @ts-nocheck
import type { AdminUserRow } from '#shared/contracts/admin-users';
import { Badge } from '../../components/ui/badge.tsx';

export const dateIn = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-IN') : '—');
/** Free access ends at the first moment after its last day: show that last day. */
export const lastDay = (iso: string) => new Date(new Date(iso).getTime() - 1).toLocaleDateString('en-IN');

/** Role, plan and suspension at a glance. */
export function AccessBadges({ u }: { u: AdminUserRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {u.suspended && <Badge variant="destructive">Suspended</Badge>}
      {u.isAdmin ? <Badge>Admin</Badge> : u.role === 'staff' && <Badge>Staff</Badge>}
      {u.hasPaidSubscription && <Badge variant="success">Paid</Badge>}
      {u.freeAccess && (
        <Badge variant="warning">
          {u.freeAccessUntil ? `Free access until ${lastDay(u.freeAccessUntil)}` : 'Free access'}
        </Badge>
      )}
      {!u.isAdmin && u.role !== 'staff' && !u.hasPaidSubscription && !u.freeAccess && (
        <Badge variant="secondary">Free</Badge>
      )}
    </span>
  );
}

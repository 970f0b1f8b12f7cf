// @ts-nocheck
import type { AdminUserRow } from '#shared/contracts/admin-users';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';

const HEADER = [
  'id',
  'email',
  'username',
  'first_name',
  'last_name',
  'role',
  'is_admin',
  'paid',
  'free_access',
  'free_access_until',
  'suspended',
  'attempts',
  'last_active_at',
  'created_at',
];

/** The users desk's CSV export (RFC 4180, CRLF). */
export function usersCsv(rows: AdminUserRow[]): string {
  return spreadsheetCsv(
    HEADER,
    rows.map((u) => [
      u.id,
      u.email,
      u.username,
      u.firstName,
      u.lastName,
      u.role,
      u.isAdmin,
      u.hasPaidSubscription,
      u.freeAccess,
      u.freeAccessUntil,
      u.suspended,
      u.attempts,
      u.lastActiveAt,
      u.createdAt,
    ]),
  );
}

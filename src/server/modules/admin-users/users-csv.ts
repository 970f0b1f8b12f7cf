import type { AdminUserRow } from '#shared/contracts/admin-users';

// Spreadsheet programs run cells starting with = + - @ as formulas: prefix them so a name cannot.
const cell = (value: string | number | boolean | null) => {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

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
  const lines = rows.map((u) =>
    [
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
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}

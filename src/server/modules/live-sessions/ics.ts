// An iCalendar file (RFC 5545) for one session, so a learner can add it to any calendar.

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Escapes text values (backslash, semicolon, comma, newline) and folds lines at 75 octets. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

export function sessionIcs(s: {
  id: string;
  title: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  url: string;
  now: Date;
  cancelled: boolean;
}): string {
  const end = new Date(s.startsAt.getTime() + s.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MBA Prep//Live sessions//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${s.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:live-${s.id}@mba-prep`,
    `DTSTAMP:${stamp(s.now)}`,
    `DTSTART:${stamp(s.startsAt)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(s.title)}`,
    `DESCRIPTION:${escapeText(`${s.description}\n\nJoin: ${s.url}`.trim())}`,
    `URL:${s.url}`,
    `STATUS:${s.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'BEGIN:VALARM',
    'TRIGGER:-PT30M',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(s.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

// @ts-nocheck
// Learners live in India by default: "today", streaks and daily figures use their calendar day, not UTC's.
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

/** The YYYY-MM-DD calendar day of an instant in a time zone. */
export function calendarDay(instant: Date, timeZone = DEFAULT_TIMEZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** The zone's offset from UTC in ms at an instant (e.g. +5:30 → 19,800,000). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the calendar day containing `instant` began in the zone. */
export function startOfCalendarDay(instant: Date, timeZone = DEFAULT_TIMEZONE): Date {
  const [y = 1970, m = 1, d = 1] = calendarDay(instant, timeZone).split('-').map(Number);
  const midnightAsUtc = Date.UTC(y, m - 1, d);
  return new Date(midnightAsUtc - zoneOffsetMs(new Date(midnightAsUtc), timeZone));
}

/** Adds whole days to a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

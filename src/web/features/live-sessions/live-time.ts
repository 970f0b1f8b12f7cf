// Session times shown twice: India time (the exams' zone) and the viewer's own zone when it differs.

const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const format = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

export function sessionTimes(iso: string): { ist: string; local: string | null } {
  const zone = viewerZone();
  const ist = format(iso, 'Asia/Kolkata');
  const local = format(iso, zone);
  return { ist, local: zone === 'Asia/Kolkata' || local === ist ? null : local };
}

/** "2 d 3 h", "3 h 12 min", "4 min 05 s" until the start; null once it has passed. */
export function countdown(iso: string, now: number): string | null {
  const ms = new Date(iso).getTime() - now;
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  return `${m} min ${String(s % 60).padStart(2, '0')} s`;
}

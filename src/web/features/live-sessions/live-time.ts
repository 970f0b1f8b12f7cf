import { countdownParts } from '#shared/domain/pricing';

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

/** "2 d 3 h", "3 h 12 min", "4 min 05 s" until the start (parts from the shared countdownParts); null once passed. */
export function countdown(iso: string, now: Date): string | null {
  const ms = new Date(iso).getTime() - now.getTime();
  if (ms <= 0) return null;
  const { days, hours, minutes, seconds } = countdownParts(ms);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

/** "900 B", "2.5 KB", "3.3 MB": a material file's size beside its title. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

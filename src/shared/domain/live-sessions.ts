// Rules of live sessions that both sides read: the session's states, the video providers allowed, chat limits.

export const LIVE_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type LiveStatus = (typeof LIVE_STATUSES)[number];
export const LIVE_SUBJECTS = ['QA', 'VARC', 'DILR', 'General'] as const;
export type LiveSubject = (typeof LIVE_SUBJECTS)[number];
export const VIDEO_KINDS = ['embed', 'hls'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

export const CHAT_MAX_LENGTH = 500;
export const QUESTION_MAX_LENGTH = 300;
/** One chat message a second per learner, or the session's slow mode when it is longer. */
export const CHAT_MIN_INTERVAL_SECONDS = 1;
export const CHAT_HISTORY = 50;
export const POLL_MIN_SECONDS = 10;
export const POLL_MAX_SECONDS = 600;

/** Hosts whose embed pages may be framed, by provider. Exact host names (or a subdomain of zoom.us). */
const EMBED_HOSTS: Array<{ provider: string; matches: (host: string, path: string) => boolean }> = [
  {
    provider: 'YouTube Live',
    matches: (h, p) => /^(www\.)?youtube(-nocookie)?\.com$/.test(h) && p.startsWith('/embed/'),
  },
  { provider: 'Jitsi Meet', matches: (h) => h === 'meet.jit.si' },
  { provider: 'Zoom', matches: (h, p) => /^([a-z0-9-]+\.)?zoom\.us$/.test(h) && p.startsWith('/wc/') },
  { provider: 'Vimeo', matches: (h, p) => h === 'player.vimeo.com' && p.startsWith('/video/') },
];

/** The same providers as Content-Security-Policy frame sources (the room page frames their players). */
export const VIDEO_FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://www.youtube-nocookie.com',
  'https://meet.jit.si',
  'https://zoom.us',
  'https://*.zoom.us',
  'https://player.vimeo.com',
];

/** The provider of an allowed embed URL, or null (https only, no credentials). */
export function embedProvider(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  const found = EMBED_HOSTS.find((e) => e.matches(parsed.hostname.toLowerCase(), parsed.pathname));
  return found ? found.provider : null;
}

/** An HLS stream: an https URL whose path ends in .m3u8. */
export function isHlsUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && parsed.pathname.toLowerCase().endsWith('.m3u8');
  } catch {
    return false;
  }
}

export function isAllowedVideo(kind: VideoKind, url: string): boolean {
  return kind === 'hls' ? isHlsUrl(url) : embedProvider(url) !== null;
}

/** Control characters (except the line break, kept above), zero-width marks and bidirectional overrides. */
const isInvisible = (code: number) =>
  code < 0x20 || code === 0x7f || (code >= 0x200b && code <= 0x200f) || (code >= 0x2028 && code <= 0x202e);

/**
 * A chat message or question as stored: control characters and HTML tags removed, whitespace runs collapsed,
 * trimmed. The web shows it as text; this keeps markup out of exports and mail too.
 */
export function sanitiseText(input: string): string {
  const printable = Array.from(input)
    .filter((ch) => ch === '\n' || !isInvisible(ch.codePointAt(0) ?? 0))
    .join('');
  return printable
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Which list a session belongs to at `now`. */
export function sessionPhase(s: { status: LiveStatus; startsAt: Date; durationMinutes: number }, now: Date) {
  if (s.status === 'live') return 'live' as const;
  if (s.status === 'ended' || s.status === 'cancelled') return 'past' as const;
  const end = s.startsAt.getTime() + s.durationMinutes * 60_000;
  return end < now.getTime() ? ('past' as const) : ('upcoming' as const);
}

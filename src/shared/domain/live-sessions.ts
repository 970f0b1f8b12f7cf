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

/**
 * The one allow-list of video providers: the embed check (embedProvider) and the room page's Content-Security-Policy
 * frame sources (VIDEO_FRAME_SOURCES) are both read from it, so they cannot drift apart. A host starting with "*."
 * stands for its subdomains, as in CSP.
 */
export const VIDEO_PROVIDERS: ReadonlyArray<{ provider: string; hosts: readonly string[]; pathPrefix: string }> = [
  {
    provider: 'YouTube Live',
    hosts: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com'],
    pathPrefix: '/embed/',
  },
  { provider: 'Jitsi Meet', hosts: ['meet.jit.si'], pathPrefix: '/' },
  { provider: 'Zoom', hosts: ['zoom.us', '*.zoom.us'], pathPrefix: '/wc/' },
  { provider: 'Vimeo', hosts: ['player.vimeo.com'], pathPrefix: '/video/' },
];

/** The same providers as Content-Security-Policy frame sources (the room page frames their players). */
export const VIDEO_FRAME_SOURCES: readonly string[] = VIDEO_PROVIDERS.flatMap((p) =>
  p.hosts.map((h) => `https://${h}`),
);

const hostMatches = (pattern: string, host: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

/** The provider of an allowed embed URL, or null (https only, no credentials). */
export function embedProvider(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return null;
  const host = parsed.hostname.toLowerCase();
  const found = VIDEO_PROVIDERS.find(
    (p) => p.hosts.some((h) => hostMatches(h, host)) && parsed.pathname.startsWith(p.pathPrefix),
  );
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
 * trimmed. The web shows it as text; this keeps markup out of exports and mail too. A lone "<" or ">" stays:
 * learners write "x < 3" in a maths class.
 */
export function sanitiseText(input: string): string {
  const printable = Array.from(input)
    .filter((ch) => ch === '\n' || !isInvisible(ch.codePointAt(0) ?? 0))
    .join('');
  return printable
    .replace(/<\/?[a-z!][^>]*>/gi, '')
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

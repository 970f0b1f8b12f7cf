import { describe, expect, it } from 'vitest';
import {
  embedProvider,
  isAllowedVideo,
  isHlsUrl,
  sanitiseText,
  sessionPhase,
  VIDEO_FRAME_SOURCES,
  VIDEO_PROVIDERS,
} from './live-sessions.ts';

// Issue 18: video from an allow-list of providers (YouTube Live, Jitsi Meet, Zoom web, Vimeo) or an HLS URL.

describe('the video allow-list', () => {
  it('accepts the four providers’ embed URLs, https only', () => {
    expect(embedProvider('https://www.youtube.com/embed/abc')).toBe('YouTube Live');
    expect(embedProvider('https://youtube-nocookie.com/embed/abc')).toBe('YouTube Live');
    expect(embedProvider('https://www.youtube-nocookie.com/embed/abc')).toBe('YouTube Live');
    expect(embedProvider('https://meet.jit.si/mba-class')).toBe('Jitsi Meet');
    expect(embedProvider('https://zoom.us/wc/123/join')).toBe('Zoom');
    expect(embedProvider('https://us02web.zoom.us/wc/123/join')).toBe('Zoom');
    expect(embedProvider('https://player.vimeo.com/video/1')).toBe('Vimeo');
  });

  it('refuses other hosts, paths, schemes and credentials', () => {
    for (const url of [
      'http://www.youtube.com/embed/abc',
      'https://www.youtube.com/watch?v=abc',
      'https://evilzoom.us/wc/1',
      'https://zoom.us.evil.com/wc/1',
      'https://vimeo.com/video/1',
      'https://user:pw@meet.jit.si/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(embedProvider(url), url).toBeNull();
    }
    expect(isAllowedVideo('hls', 'https://cdn.example.com/live/index.m3u8')).toBe(true);
    expect(isAllowedVideo('hls', 'http://cdn.example.com/live/index.m3u8')).toBe(false);
    expect(isAllowedVideo('embed', 'https://cdn.example.com/live/index.m3u8')).toBe(false);
  });

  it('the CSP frame sources are the same list: every host the embed check accepts may be framed', () => {
    const hosts = VIDEO_PROVIDERS.flatMap((p) => p.hosts);
    expect(VIDEO_FRAME_SOURCES).toEqual(hosts.map((h) => `https://${h}`));
    for (const host of ['youtube-nocookie.com', 'www.youtube-nocookie.com', 'us02web.zoom.us']) {
      const allowed = VIDEO_FRAME_SOURCES.some((src) => {
        const pattern = src.slice('https://'.length);
        return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;
      });
      expect(allowed, host).toBe(true);
    }
  });
});

describe('HLS links', () => {
  it('takes an https .m3u8 path (any case) and nothing else', () => {
    expect(isHlsUrl('https://cdn.example.com/live/INDEX.M3U8')).toBe(true);
    expect(isHlsUrl('https://cdn.example.com/live/index.m3u8?token=1')).toBe(true);
    expect(isHlsUrl('https://cdn.example.com/live/index.mp4')).toBe(false);
    expect(isHlsUrl('https://user@cdn.example.com/live/index.m3u8')).toBe(false);
    expect(isHlsUrl('ftp://cdn.example.com/live/index.m3u8')).toBe(false);
    expect(isHlsUrl('index.m3u8')).toBe(false);
  });

  it('matches a wildcard host only below it, never the bare suffix or a look-alike', () => {
    expect(embedProvider('https://a.zoom.us/wc/1')).toBe('Zoom');
    expect(embedProvider('https://.zoom.us/wc/1')).toBeNull();
    expect(embedProvider('https://ZOOM.US/wc/1')).toBe('Zoom');
    expect(embedProvider('https://zoom.us/j/1')).toBeNull();
    expect(embedProvider('https://meet.jit.si.evil.com/x')).toBeNull();
  });
});

describe('chat text as stored', () => {
  it('drops control characters, zero-width and direction marks, and tags; keeps line breaks and letters', () => {
    expect(sanitiseText('  hello\u0000 wor\u200bld\u202e!  ')).toBe('hello world!');
    expect(sanitiseText('a\u0007b\u007fc\u2028d\u200fe')).toBe('abcde');
    expect(sanitiseText('<b>bold</b> <img src=x onerror=alert(1)>text')).toBe('bold text');
    expect(sanitiseText('x < 3 and y > 4, so 2<x')).toBe('x < 3 and y > 4, so 2<x');
    expect(sanitiseText('<!-- hidden --><script>alert(1)</script>ok')).toBe('alert(1)ok');
    expect(sanitiseText('नमस्ते  दुनिया')).toBe('नमस्ते दुनिया');
    expect(sanitiseText('one\n\n\n\n\ntwo\nthree')).toBe('one\n\ntwo\nthree');
    expect(sanitiseText('one\n\ntwo')).toBe('one\n\ntwo');
    expect(sanitiseText('\t\n  ')).toBe('');
  });
});

describe('which list a session is in', () => {
  const startsAt = new Date('2026-11-28T10:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('live while live; past once ended or cancelled; upcoming until its planned end, then past', () => {
    expect(sessionPhase({ status: 'live', startsAt, durationMinutes: 60 }, at('2026-11-29T00:00:00Z'))).toBe('live');
    expect(sessionPhase({ status: 'ended', startsAt, durationMinutes: 60 }, at('2026-11-28T09:00:00Z'))).toBe('past');
    expect(sessionPhase({ status: 'cancelled', startsAt, durationMinutes: 60 }, at('2026-11-28T09:00:00Z'))).toBe(
      'past',
    );
    const scheduled = { status: 'scheduled' as const, startsAt, durationMinutes: 60 };
    expect(sessionPhase(scheduled, at('2026-11-28T09:00:00Z'))).toBe('upcoming');
    expect(sessionPhase(scheduled, at('2026-11-28T11:00:00Z'))).toBe('upcoming');
    expect(sessionPhase(scheduled, at('2026-11-28T11:00:00.001Z'))).toBe('past');
  });
});

import { describe, expect, it } from 'vitest';
import { embedProvider, isAllowedVideo, VIDEO_FRAME_SOURCES, VIDEO_PROVIDERS } from './live-sessions.ts';

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

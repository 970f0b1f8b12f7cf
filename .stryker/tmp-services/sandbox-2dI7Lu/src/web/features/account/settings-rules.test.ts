// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '#shared/contracts/account';
import { avatarFileProblem } from './avatar-rules.ts';
import { describeUserAgent, formatDateTime } from './describe-session.ts';

describe('avatar file checks', () => {
  it('accepts PNG, JPEG and WebP up to the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('rejects other types, oversized and empty files with a message', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toMatch(/2 MB or smaller/);
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
  });
});

describe('session labels', () => {
  it('names browser and system', () => {
    const chromeWin =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const edge = `${chromeWin} Edg/126.0`;
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const firefoxLinux = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
    expect(describeUserAgent(chromeWin)).toBe('Chrome on Windows');
    expect(describeUserAgent(edge)).toBe('Edge on Windows');
    expect(describeUserAgent(iphone)).toBe('Safari on iOS');
    expect(describeUserAgent(firefoxLinux)).toBe('Firefox on Linux');
    expect(describeUserAgent('curl/8.0')).toBe('Unknown device');
    expect(describeUserAgent(null)).toBe('Unknown device');
  });

  it('formats times in the user time zone and survives an unknown zone', () => {
    const iso = '2025-01-01T00:00:00.000Z';
    expect(formatDateTime(iso, 'Asia/Kolkata')).toMatch(/5:30/);
    expect(formatDateTime(iso, 'Not/AZone')).toMatch(/2025|2024/);
  });
});

import { describe, expect, it } from 'vitest';
import { countdown, fileSize } from './live-time.ts';

describe('the session countdown', () => {
  const start = '2026-11-22T10:00:00Z';
  const ahead = (ms: number) => new Date(new Date(start).getTime() - ms);

  it('days and hours, then hours and minutes, then minutes and seconds; nothing once started', () => {
    expect(countdown(start, ahead((2 * 24 + 3) * 3_600_000 + 59_000))).toBe('2 d 3 h');
    expect(countdown(start, ahead(3 * 3_600_000 + 12 * 60_000 + 30_000))).toBe('3 h 12 min');
    expect(countdown(start, ahead(4 * 60_000 + 5_000))).toBe('4 min 05 s');
    expect(countdown(start, ahead(0))).toBeNull();
    expect(countdown(start, ahead(-1_000))).toBeNull();
  });
});

describe('file sizes', () => {
  it('bytes, KB and MB with one decimal', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(2_560)).toBe('2.5 KB');
    expect(fileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });
});

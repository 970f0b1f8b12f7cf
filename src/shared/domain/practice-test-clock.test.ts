import { describe, expect, it } from 'vitest';
import { practiceTestClockStart } from './practice-test-clock.ts';

const createdAt = new Date('2026-03-01T09:00:00Z');

describe("a practice test's clock", () => {
  it('runs from the Start press', () => {
    const startedAt = new Date('2026-03-01T09:04:30Z');
    expect(practiceTestClockStart({ createdAt, startedAt })).toBe(startedAt);
  });

  it('runs from the creation of a session stored before Start was recorded', () => {
    expect(practiceTestClockStart({ createdAt, startedAt: null })).toBe(createdAt);
  });

  it('takes a Start pressed in the same millisecond as the creation', () => {
    const startedAt = new Date(createdAt.getTime());
    expect(practiceTestClockStart({ createdAt, startedAt })).toBe(startedAt);
  });
});

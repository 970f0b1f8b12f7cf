// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { combineLimits, FREE_LIMITS, FULL_ACCESS, remaining, UNLIMITED, withinLimit } from './plan-limits.ts';

describe('spec 3: "maxMockTests (-1 unlimited), maxQuestions (-1 unlimited)"', () => {
  it('-1 never runs out; other limits stop at the number', () => {
    expect(withinLimit(UNLIMITED, 1_000_000)).toBe(true);
    expect(withinLimit(10, 9)).toBe(true);
    expect(withinLimit(10, 10)).toBe(false);
    expect(remaining(10, 4)).toBe(6);
    expect(remaining(10, 40)).toBe(0);
    expect(remaining(UNLIMITED, 40)).toBeNull();
  });
  it('combines live plans by the most generous limit', () => {
    const monthly = { maxMockTests: 10, maxQuestions: 2000, aiTutorAccess: true, premiumContent: false };
    const yearly = { maxMockTests: UNLIMITED, maxQuestions: 1000, aiTutorAccess: false, premiumContent: true };
    expect(combineLimits([monthly, yearly])).toEqual({
      maxMockTests: -1,
      maxQuestions: 2000,
      aiTutorAccess: true,
      premiumContent: true,
    });
    expect(combineLimits([])).toBeNull();
  });
  it('free learners get less than full access', () => {
    expect(FREE_LIMITS.premiumContent).toBe(false);
    expect(withinLimit(FREE_LIMITS.maxMockTests, FREE_LIMITS.maxMockTests)).toBe(false);
    expect(FULL_ACCESS).toMatchObject({ maxMockTests: -1, maxQuestions: -1 });
  });
});

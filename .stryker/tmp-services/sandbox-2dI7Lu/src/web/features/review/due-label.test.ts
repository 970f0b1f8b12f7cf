// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { dueLabel } from './due-label.ts';

describe('the next review in words', () => {
  const now = new Date(2026, 10, 22, 21, 0);
  it('counts calendar days, not 24-hour spans', () => {
    expect(dueLabel(new Date(2026, 10, 22, 23, 0).toISOString(), now)).toBe('today');
    expect(dueLabel(new Date(2026, 10, 23, 1, 0).toISOString(), now)).toBe('tomorrow');
    expect(dueLabel(new Date(2026, 10, 25, 9, 0).toISOString(), now)).toBe('in 3 days');
  });
  it('says today for a card already overdue, and a date a month or more away', () => {
    expect(dueLabel(new Date(2026, 10, 1).toISOString(), now)).toBe('today');
    expect(dueLabel(new Date(2027, 0, 5).toISOString(), now)).toMatch(/^on 5 Jan 2027$/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMarks } from './marks.ts';

describe('formatMarks', () => {
  it('prints a true minus, and a plus only when asked', () => {
    expect(formatMarks(-0.25)).toBe('−0.25');
    expect(formatMarks(-2.67, { signed: true })).toBe('−2.67');
    expect(formatMarks(3)).toBe('3');
    expect(formatMarks(3, { signed: true })).toBe('+3');
    expect(formatMarks(0, { signed: true })).toBe('0');
  });
});

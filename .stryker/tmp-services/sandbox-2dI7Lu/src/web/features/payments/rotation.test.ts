// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex } from './rotation.ts';

describe('spec 4: "next/previous controls wrap around"', () => {
  it('wraps both ways', () => {
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

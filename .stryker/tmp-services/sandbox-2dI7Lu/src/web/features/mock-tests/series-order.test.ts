// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { moved } from './series-order.ts';

describe('moving a mock inside its series', () => {
  it('swaps it with its neighbour and leaves the ends and unknown ids alone', () => {
    expect(moved([11, 22, 33], 33, -1)).toEqual([11, 33, 22]);
    expect(moved([11, 22, 33], 11, 1)).toEqual([22, 11, 33]);
    expect(moved([11, 22, 33], 11, -1)).toEqual([11, 22, 33]);
    expect(moved([11, 22, 33], 33, 1)).toEqual([11, 22, 33]);
    expect(moved([11, 22, 33], 44, 1)).toEqual([11, 22, 33]);
  });
});

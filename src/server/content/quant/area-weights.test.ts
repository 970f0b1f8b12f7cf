import { describe, expect, it } from 'vitest';
import { areaPicker } from './area-weights.ts';

/** Draws `n` times from a picker over `areas` with `active`, returning how many each area got. */
function draw(areas: string[], weights: Record<string, number>, n: number, active = (_: number) => true) {
  const picker = areaPicker(areas, weights);
  const got: Record<string, number> = {};
  const order: number[] = [];
  for (let k = 0; k < n; k++) {
    const i = picker.next(active);
    if (i < 0) break;
    order.push(i);
    picker.took(i);
    got[areas[i]] = (got[areas[i]] ?? 0) + 1;
  }
  return { got, order };
}

describe('areaPicker', () => {
  it('follows the weights, whatever the number of templates per area', () => {
    const areas = ['A', 'A', 'A', 'A', 'B'];
    expect(draw(areas, { A: 0.25, B: 0.75 }, 100).got).toEqual({ A: 25, B: 75 });
  });

  it('takes an area’s templates in turn', () => {
    expect(draw(['A', 'B', 'A', 'A'], { A: 0.75, B: 0.25 }, 8).order).toEqual([0, 2, 1, 3, 0, 2, 1, 3]);
  });

  it('lets the remaining areas share the weight of an exhausted one', () => {
    const { got } = draw(['A', 'B', 'C'], { A: 0.5, B: 0.25, C: 0.25 }, 90, (i) => i !== 0);
    expect(got).toEqual({ B: 45, C: 45 });
  });

  it('gives an area without a weight its share of the templates, and -1 when nothing is left', () => {
    expect(draw(['A', 'X', 'X', 'X'], { A: 0.25 }, 40).got).toEqual({ A: 10, X: 30 });
    expect(draw(['A'], { A: 1 }, 5, () => false).order).toEqual([]);
  });
});

// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { currencyOutsideMath } from './math-text.ts';

describe('issue 12: the rupee sign inside math renders as text', () => {
  it('wraps ₹ inside inline and display math, and leaves prose alone', () => {
    expect(currencyOutsideMath('Cost ₹500, so $x = ₹500 + 2$.')).toBe('Cost ₹500, so $x = \\text{₹}500 + 2$.');
    expect(currencyOutsideMath('$$\n₹1000 \\times 2\n$$')).toBe('$$\n\\text{₹}1000 \\times 2\n$$');
  });
  it('leaves an already wrapped sign and math without it as they are', () => {
    expect(currencyOutsideMath('$\\text{₹}5$ and $y$')).toBe('$\\text{₹}5$ and $y$');
    expect(currencyOutsideMath('$a + b$')).toBe('$a + b$');
  });
});

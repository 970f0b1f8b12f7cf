/** Next and previous slide with wrap-around (spec section 4: controls wrap around). */
// @ts-nocheck

export const nextIndex = (i: number, n: number) => (n === 0 ? 0 : (i + 1) % n);
export const previousIndex = (i: number, n: number) => (n === 0 ? 0 : (i - 1 + n) % n);

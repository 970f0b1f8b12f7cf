/** Exact fractions for generator arithmetic, so answers never carry floating-point noise. */
// @ts-nocheck

export interface Q {
  readonly n: number;
  readonly d: number;
}

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return (Math.abs(a) / gcd(a, b)) * Math.abs(b);
}

export function lcmAll(values: readonly number[]): number {
  return values.reduce((acc, v) => lcm(acc, v), 1);
}

export function q(n: number, d = 1): Q {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) {
    throw new Error(`bad fraction ${n}/${d}`);
  }
  const g = gcd(n, d) || 1;
  const s = d < 0 ? -1 : 1;
  return { n: (s * n) / g || 0, d: (s * d) / g };
}

export const toQ = (x: Q | number): Q => (typeof x === 'number' ? q(x) : x);
export const add = (a: Q | number, b: Q | number): Q => {
  const x = toQ(a);
  const y = toQ(b);
  return q(x.n * y.d + y.n * x.d, x.d * y.d);
};
export const sub = (a: Q | number, b: Q | number): Q => add(a, neg(b));
export const neg = (a: Q | number): Q => {
  const x = toQ(a);
  return q(-x.n, x.d);
};
export const mul = (a: Q | number, b: Q | number): Q => {
  const x = toQ(a);
  const y = toQ(b);
  return q(x.n * y.n, x.d * y.d);
};
export const div = (a: Q | number, b: Q | number): Q => {
  const x = toQ(a);
  const y = toQ(b);
  return q(x.n * y.d, x.d * y.n);
};
export const eqQ = (a: Q | number, b: Q | number): boolean => {
  const x = toQ(a);
  const y = toQ(b);
  return x.n === y.n && x.d === y.d;
};
export const isInt = (a: Q | number): boolean => toQ(a).d === 1;
export const toNum = (a: Q | number): number => {
  const x = toQ(a);
  return x.n / x.d;
};

/** n choose r for the small values the templates use. */
export function choose(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let out = 1;
  for (let i = 1; i <= Math.min(r, n - r); i++) out = (out * (n - i + 1)) / i;
  return Math.round(out);
}

export function factorial(n: number): number {
  let out = 1;
  for (let i = 2; i <= n; i++) out *= i;
  return out;
}

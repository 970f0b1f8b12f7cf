// @ts-nocheck
import { type Q, toQ } from './rational.ts';

/** U+2212: a leading ASCII hyphen would turn an option into a Markdown list item. */
export const MINUS = '−';

function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const parts: string[] = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) parts.unshift(rest);
  return `${parts.join(',')},${last3}`;
}

/** Indian digit grouping (12,34,567) with up to `dp` decimals, trailing zeros trimmed. */
export function group(value: number, dp = 2): string {
  const sign = value < 0 ? MINUS : '';
  const fixed = Math.abs(value).toFixed(dp);
  const [whole, frac = ''] = fixed.split('.');
  const trimmed = frac.replace(/0+$/, '');
  return `${sign}${groupDigits(whole)}${trimmed ? `.${trimmed}` : ''}`;
}

/** True when the fraction has a decimal form with at most `dp` places. */
export function terminates(x: Q, dp = 2): boolean {
  return 10 ** dp % x.d === 0;
}

/** TeX for a fraction: mixed (3\frac{1}{4}) or improper (\frac{13}{4}); integers stay plain. */
export function texFrac(value: Q | number, mixed = true): string {
  const x = toQ(value);
  const sign = x.n < 0 ? '-' : '';
  const n = Math.abs(x.n);
  if (x.d === 1) return `${sign}${n}`;
  const whole = Math.floor(n / x.d);
  if (mixed && whole > 0) return `${sign}${whole}\\frac{${n % x.d}}{${x.d}}`;
  return `${sign}\\frac{${n}}{${x.d}}`;
}

/**
 * A number for prose and options: integers and short decimals as plain text (Indian grouping, Unicode minus),
 * other fractions as KaTeX. `mixed` picks 3¼ over 13/4.
 */
export function numText(value: Q | number, opts: { mixed?: boolean; dp?: number } = {}): string {
  const x = toQ(value);
  if (terminates(x, opts.dp ?? 2)) return group(x.n / x.d, opts.dp ?? 2);
  return `$${texFrac(x, opts.mixed ?? false)}$`;
}

/** A percentage: 25%, 2.25% or $33\frac{1}{3}\%$. */
export function pct(value: Q | number): string {
  const x = toQ(value);
  if (terminates(x)) return `${group(x.n / x.d)}%`;
  return `$${texFrac(x, true)}\\%$`;
}

/** Rupees with Indian grouping: ₹1,25,000. */
export function inr(value: Q | number): string {
  const x = toQ(value);
  const v = Math.abs(x.n / x.d);
  // paise are always shown with two digits: ₹928.20, never ₹928.2
  const text = x.d === 1 ? group(v) : `${group(Math.trunc(v), 0)}.${v.toFixed(2).split('.')[1]}`;
  return x.n < 0 ? `${MINUS}₹${text}` : `₹${text}`;
}

/** Ratio text such as 3 : 4 : 5. */
export function ratio(parts: readonly number[]): string {
  return parts.map((p) => group(p)).join(' : ');
}

/** Polynomial in TeX from coefficients, highest power first: [1,-5,6] -> x^2 - 5x + 6. */
export function polyTex(coeffs: readonly number[], v = 'x'): string {
  const deg = coeffs.length - 1;
  let out = '';
  coeffs.forEach((c, i) => {
    if (c === 0) return;
    const p = deg - i;
    const abs = Math.abs(c);
    const coef = abs === 1 && p > 0 ? '' : String(abs);
    const term = p === 0 ? coef : p === 1 ? `${coef}${v}` : `${coef}${v}^{${p}}`;
    if (!out) out = c < 0 ? `-${term}` : term;
    else out += c < 0 ? ` - ${term}` : ` + ${term}`;
  });
  return out || '0';
}

/** Signed term for inline TeX sums: (+ 3) or (- 3). */
export function signed(n: number): string {
  return n < 0 ? `- ${-n}` : `+ ${n}`;
}

/** k√r in simplest form as TeX (no dollars). */
export function surdTex(coef: number, radicand: number): string {
  let c = coef;
  let r = radicand;
  for (let f = 2; f * f <= r; f++) {
    while (r % (f * f) === 0) {
      r /= f * f;
      c *= f;
    }
  }
  if (r === 1) return String(c);
  return `${c === 1 ? '' : c}\\sqrt{${r}}`;
}

/** Hours as "2 hours 30 minutes" from a fraction of an hour (minutes must be whole). */
export function hoursText(hours: Q): string {
  const minutes = (hours.n * 60) / hours.d;
  if (!Number.isInteger(minutes)) throw new Error('hoursText needs whole minutes');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hPart = h === 0 ? '' : `${h} hour${h === 1 ? '' : 's'}`;
  const mPart = m === 0 ? '' : `${m} minute${m === 1 ? '' : 's'}`;
  return [hPart, mPart].filter(Boolean).join(' ') || '0 minutes';
}

/** English ordinal: 1st, 2nd, 3rd, 11th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** A number inside TeX: decimal when it terminates within 4 places, else an improper fraction. */
export function tex(value: Q | number): string {
  const x = toQ(value);
  if (terminates(x, 4)) return String(Number((x.n / x.d).toFixed(4)));
  return texFrac(x, false);
}

export function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "1 unit", "3 units": a plural unit loses its s for exactly one. */
export function countOf(n: number | string, unit: string): string {
  const one = String(n) === '1';
  return `${n} ${one && unit.endsWith('s') ? unit.slice(0, -1) : unit}`;
}

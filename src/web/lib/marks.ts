/** A score or mark as printed: a true minus sign (−0.25, not -0.25); `signed` also puts + before a gain. */
export function formatMarks(n: number, { signed = false } = {}): string {
  if (n < 0) return `−${-n}`;
  return signed && n > 0 ? `+${n}` : String(n);
}

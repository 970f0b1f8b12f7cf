// @ts-nocheck
// Small statistics the analytics screens explain in words.

/** z for a two-sided 95% interval. */
export const Z95 = 1.96;

/**
 * The Wilson score interval of a proportion (correct of total), 0–1. Chosen over the plain ±z·√(p(1−p)/n) because it
 * stays inside 0–1 and is honest at small counts and at 0% or 100%.
 */
export function wilsonInterval(correct: number, total: number, z = Z95): { low: number; high: number } {
  if (total <= 0) return { low: 0, high: 1 };
  const p = correct / total;
  const z2 = z * z;
  const centre = p + z2 / (2 * total);
  const spread = z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total));
  const denominator = 1 + z2 / total;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

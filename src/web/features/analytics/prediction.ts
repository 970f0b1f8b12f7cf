// A simple, explainable projection for the "Performance Prediction" card: a least-squares line through the weekly
// accuracy of weeks with attempts (weighted by attempts), read off a few weeks ahead. It is an estimate, not a score.

export interface WeekPoint {
  accuracy: number;
  questionsAttempted: number;
}

export interface Projection {
  /** 0–100 */
  current: number;
  /** 0–100 */
  projected: number;
  /** percentage points per week */
  slope: number;
  weeksAhead: number;
  basedOnWeeks: number;
}

export const MIN_WEEKS_FOR_PROJECTION = 2;

const clampPercent = (x: number) => Math.min(100, Math.max(0, x));

export function projectAccuracy(weeks: readonly WeekPoint[], weeksAhead = 4): Projection | null {
  const pts = weeks.map((w, i) => ({ x: i, y: w.accuracy, w: w.questionsAttempted })).filter((p) => p.w > 0);
  if (pts.length < MIN_WEEKS_FOR_PROJECTION) return null;
  const sw = pts.reduce((s, p) => s + p.w, 0);
  const mx = pts.reduce((s, p) => s + p.w * p.x, 0) / sw;
  const my = pts.reduce((s, p) => s + p.w * p.y, 0) / sw;
  const sxx = pts.reduce((s, p) => s + p.w * (p.x - mx) ** 2, 0);
  const sxy = pts.reduce((s, p) => s + p.w * (p.x - mx) * (p.y - my), 0);
  const slope = sxx === 0 ? 0 : sxy / sxx;
  const lastX = weeks.length - 1;
  const current = clampPercent(my + slope * (lastX - mx));
  return {
    current: Math.round(current),
    projected: Math.round(clampPercent(current + slope * weeksAhead)),
    slope: Math.round(slope * 10) / 10,
    weeksAhead,
    basedOnWeeks: pts.length,
  };
}

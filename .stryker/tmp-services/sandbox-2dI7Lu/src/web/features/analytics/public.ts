// @ts-nocheck
// What other features use from analytics (the signed-in home shows these).
export { analyticsQuery } from './analytics-api.ts';
export { LazyDashboardInsights } from './lazy-insights.tsx';
export { StatCards } from './stat-cards.tsx';
export { SubjectPerformance, SubjectWiseAccuracy } from './subject-performance.tsx';
export { WeeklyProgress } from './weekly-progress.tsx';

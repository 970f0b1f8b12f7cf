// @ts-nocheck
import { lazy } from 'react';

/** The charts and analyses, loaded after the first paint in their own chunk (recharts is large). */
export const LazyDashboardInsights = lazy(async () => ({
  default: (await import('./dashboard-insights.tsx')).DashboardInsights,
}));

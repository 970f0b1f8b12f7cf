// @ts-nocheck
import { startOfCalendarDay } from '#shared/domain/calendar';
import type { AppDeps } from '../../deps.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import { adminOverviewRepo } from './admin-overview.repo.ts';

const DAY_MS = 86_400_000;

/** The staff dashboard's figures and the user list: administrators only. */
export function adminOverviewService(deps: Pick<AppDeps, 'database' | 'config' | 'clock'>) {
  const repo = adminOverviewRepo(deps.database.db);
  const { config, clock } = deps;
  return forRole('admin', {
    overview(actor: AuthContext) {
      const now = clock.now();
      return repo.overview({
        now,
        startOfToday: startOfCalendarDay(now, actor.user.timezone),
        weekAgo: new Date(now.getTime() - 7 * DAY_MS),
        monthAgo: new Date(now.getTime() - 30 * DAY_MS),
        adminEmail: config.ADMIN_EMAIL,
      });
    },
  });
}

export type AdminOverviewService = ReturnType<typeof adminOverviewService>;

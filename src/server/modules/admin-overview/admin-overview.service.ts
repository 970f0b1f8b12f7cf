import type { AdminUsersPage } from '#shared/contracts/admin-overview';
import { isAdministrator, type Role } from '#shared/domain/access';
import { startOfCalendarDay } from '#shared/domain/calendar';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
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

    async users(_actor: AuthContext, query: { q?: string; page: number; pageSize: number }): Promise<AdminUsersPage> {
      const { rows, total } = await repo.listUsers({ ...query, now: clock.now() });
      return {
        items: rows.map(({ user, hasPaidSubscription, attempts }) => ({
          id: user.id,
          email: user.email,
          username: user.username,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          isAdmin: isAdministrator(user, config.ADMIN_EMAIL),
          freeAccess: user.freeAccess,
          hasPaidSubscription: Boolean(hasPaidSubscription),
          attempts,
          createdAt: user.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async setRole(actor: AuthContext, userId: string, role: Role | undefined) {
      if (!role) throw badRequest('Nothing to change: send role.');
      if (userId === actor.user.id && role !== 'admin') {
        throw badRequest('You cannot remove your own administrator role.');
      }
      // The legacy isAdmin flag follows the role, so a demotion is not undone by it.
      const row = await repo.setRole(userId, { role, isAdmin: role === 'admin', updatedAt: clock.now() });
      if (!row) throw notFound('No such user.');
      return row;
    },
  });
}

export type AdminOverviewService = ReturnType<typeof adminOverviewService>;

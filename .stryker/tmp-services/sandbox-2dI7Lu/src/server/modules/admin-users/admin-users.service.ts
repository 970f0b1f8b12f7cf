// @ts-nocheck
import type {
  AdminUserAction,
  AdminUserDetail,
  AdminUsersFilter,
  AdminUsersPage,
  AdminUsersQuery,
  FreeAccessChange,
} from '#shared/contracts/admin-users';
import { isAdministrator, isStaffMember, type Role } from '#shared/domain/access';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { presentAdminUser } from '../../presenters/user.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { learnerTimeFactor } from '../mock-tests/public.ts';
import { adminUsersRepo, type UserFilter } from './admin-users.repo.ts';
import { usersCsv } from './users-csv.ts';

const DAY_MS = 86_400_000;
const EXPORT_CAP = 50_000;
/** A calendar day in India time as an instant: 2026-11-22 -> 2026-11-21T18:30:00Z. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

export const USER_MESSAGES = {
  lastAdmin: 'The platform needs at least one administrator: make another account an administrator first.',
  designatedAdmin: 'This account is the designated administrator (ADMIN_EMAIL); it stays an administrator.',
  selfSuspend: 'You cannot suspend your own account.',
  staffOnLearners: 'Only an administrator can do this to a staff or administrator account.',
  pastUntil: 'until: the end date must be today or later.',
} as const;

type Deps = Pick<AppDeps, 'database' | 'config' | 'clock' | 'audit'> & { auth: AuthService };

/**
 * The users desk. Staff (moderation): find users, open a learner's page, suspend or restore a learner, send a
 * password-reset link. Administrators also: roles, free access, the CSV export, and the same actions on staff
 * accounts. Every change records its audit entry in the change's transaction; none leaves the platform without
 * an active administrator.
 */
export function adminUsersService(deps: Deps) {
  const { db } = deps.database;
  const { config, clock, audit } = deps;
  const isAdmin = (u: UserRow) => isAdministrator(u, config.ADMIN_EMAIL);
  const filterOf = (f: AdminUsersFilter): UserFilter => {
    const { joinedFrom, joinedTo, suspended, ...rest } = f;
    return {
      ...rest,
      ...(joinedFrom ? { joinedFrom: istStart(joinedFrom) } : {}),
      ...(joinedTo ? { joinedBefore: new Date(istStart(joinedTo).getTime() + DAY_MS) } : {}),
      ...(suspended ? { suspended: suspended === 'yes' } : {}),
      now: clock.now(),
      adminEmail: config.ADMIN_EMAIL,
    };
  };

  /** The list row of a user after a change (paid status and activity read fresh). */
  async function fresh(id: string, message: string): Promise<AdminUserAction> {
    const row = await adminUsersRepo(db).one(id, clock.now());
    if (!row) throw notFound('No such user.');
    return { user: presentAdminUser(row, config.ADMIN_EMAIL, clock.now()), message };
  }

  /**
   * Runs a change on one user inside a transaction holding the administrators' rows and the target's, then checks
   * that an active administrator remains. `change` returns the values to write (or null for no change).
   */
  async function changeUser(
    actor: AuthContext,
    id: string,
    change: (target: UserRow, tx: Db) => Promise<Partial<UserRow> | null> | Partial<UserRow> | null,
    opts: { adminOnly?: boolean } = {},
  ): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const repo = adminUsersRepo(tx);
      const locked = await repo.lockAdminsAnd(id, config.ADMIN_EMAIL);
      const target = locked.find((u) => u.id === id);
      if (!target) throw notFound('No such user.');
      // The caller's rights as of now, under the lock: an administrator demoted a moment ago has lost them.
      const actorIsAdmin = locked.some((u) => u.id === actor.user.id && isAdmin(u) && !u.suspendedAt);
      if (opts.adminOnly && !actorIsAdmin) throw forbidden('Administrators only.');
      if (!actorIsAdmin && (isAdmin(target) || isStaffMember(target))) throw forbidden(USER_MESSAGES.staffOnLearners);
      const values = await change(target, tx);
      if (!values) return target;
      const updated = { ...target, ...values };
      const activeAdmins = locked.map((u) => (u.id === id ? updated : u)).filter((u) => isAdmin(u) && !u.suspendedAt);
      if (activeAdmins.length === 0) throw new AppError(409, 'last_admin', USER_MESSAGES.lastAdmin);
      const row = await repo.update(id, { ...values, updatedAt: clock.now() });
      if (!row) throw notFound('No such user.');
      return row;
    });
  }

  const staffMethods = forRole('staff', {
    async list(_actor: AuthContext, q: AdminUsersQuery): Promise<AdminUsersPage> {
      const { page, pageSize, ...f } = q;
      const { rows, total } = await adminUsersRepo(db).list(filterOf(f), page, pageSize);
      const now = clock.now();
      return { items: rows.map((r) => presentAdminUser(r, config.ADMIN_EMAIL, now)), total, page, pageSize };
    },

    async detail(actor: AuthContext, id: string): Promise<AdminUserDetail> {
      const repo = adminUsersRepo(db);
      const now = clock.now();
      const row = await repo.one(id, now);
      if (!row) throw notFound('No such user.');
      const [d, timeFactor] = await Promise.all([
        repo.detail(id, now, new Date(now.getTime() - 30 * DAY_MS)),
        learnerTimeFactor(db, id),
      ]);
      const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
      return {
        user: {
          ...presentAdminUser(row, config.ADMIN_EMAIL, now),
          phone: row.user.phone,
          suspendedAt: iso(row.user.suspendedAt),
        },
        plan: {
          subscriptions: d.subs.map((s) => ({
            planName: s.planName,
            status: s.status,
            startsAt: s.startsAt.toISOString(),
            endsAt: s.endsAt.toISOString(),
          })),
        },
        payments: actor.isAdmin ? d.pays.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })) : null,
        activity: {
          attempts: d.totals.attempts,
          correct: d.totals.correct,
          questions: d.totals.questions,
          totalSeconds: d.totals.totalSeconds,
          activeDays30: d.totals.activeDays30,
          lastActiveAt: iso(d.totals.lastActiveAt),
          liveSessions: d.liveSessions,
          byDay: d.byDay.map((b) => ({ day: b.day, attempts: Number(b.attempts) })),
        },
        tests: d.tests,
        sections: d.sections.map((s) => ({
          section: s.section,
          attempts: s.attempts,
          accuracy: s.attempts ? Math.round((s.correct / s.attempts) * 1000) / 10 : null,
        })),
        extraTime: { timeFactor },
        audit: d.trail.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
      };
    },

    async suspend(actor: AuthContext, id: string, reason?: string): Promise<AdminUserAction> {
      if (id === actor.user.id) throw badRequest(USER_MESSAGES.selfSuspend);
      await changeUser(actor, id, async (target, tx) => {
        if (target.suspendedAt) return null;
        const suspendedAt = clock.now();
        const sessionsEnded = await adminUsersRepo(tx).endSessions(id);
        await audit.record(tx, actor, {
          action: 'user.suspend',
          targetType: 'user',
          targetId: id,
          before: { suspendedAt: null },
          after: { suspendedAt: suspendedAt.toISOString(), reason: reason ?? null, sessionsEnded },
        });
        return { suspendedAt };
      });
      return fresh(id, 'Account suspended: its sessions have ended and sign-in is refused.');
    },

    async unsuspend(actor: AuthContext, id: string): Promise<AdminUserAction> {
      await changeUser(actor, id, async (target, tx) => {
        if (!target.suspendedAt) return null;
        await audit.record(tx, actor, {
          action: 'user.unsuspend',
          targetType: 'user',
          targetId: id,
          before: { suspendedAt: target.suspendedAt.toISOString() },
          after: { suspendedAt: null },
        });
        return { suspendedAt: null };
      });
      return fresh(id, 'Account restored: the user can sign in again.');
    },

    async sendPasswordReset(actor: AuthContext, id: string, log: (err: unknown) => void): Promise<AdminUserAction> {
      const target = await changeUser(actor, id, async (t, tx) => {
        await audit.record(tx, actor, {
          action: 'user.password_reset',
          targetType: 'user',
          targetId: id,
          before: null,
          after: { mailedTo: t.email },
        });
        return null;
      });
      await deps.auth.sendResetLink(target.email, log);
      return fresh(id, `A password-reset link is on its way to ${target.email}.`);
    },
  });

  const adminMethods = forRole('admin', {
    async exportCsv(_actor: AuthContext, f: AdminUsersFilter): Promise<string> {
      const now = clock.now();
      const rows = await adminUsersRepo(db).exportRows(filterOf(f), EXPORT_CAP);
      return usersCsv(rows.map((r) => presentAdminUser(r, config.ADMIN_EMAIL, now)));
    },

    async setRole(actor: AuthContext, id: string, role: Role): Promise<AdminUserAction> {
      await changeUser(
        actor,
        id,
        async (target, tx) => {
          if (target.role === role && target.isAdmin === (role === 'admin')) return null;
          if (role !== 'admin' && target.email.toLowerCase() === config.ADMIN_EMAIL.toLowerCase()) {
            throw badRequest(USER_MESSAGES.designatedAdmin);
          }
          // The legacy isAdmin flag follows the role, so a demotion is not undone by it.
          const values = { role, isAdmin: role === 'admin' };
          await audit.record(tx, actor, {
            action: 'user.role',
            targetType: 'user',
            targetId: id,
            before: { role: target.role, isAdmin: target.isAdmin },
            after: values,
          });
          return values;
        },
        { adminOnly: true },
      );
      return fresh(id, `Role changed to ${role}.`);
    },

    async setFreeAccess(actor: AuthContext, id: string, change: FreeAccessChange): Promise<AdminUserAction> {
      const until = change.enabled && change.until ? new Date(istStart(change.until).getTime() + DAY_MS) : null;
      if (until && until.getTime() <= clock.now().getTime()) throw badRequest(USER_MESSAGES.pastUntil);
      const row = await changeUser(
        actor,
        id,
        async (target, tx) => {
          const values = { freeAccess: change.enabled, freeAccessUntil: until };
          if (target.freeAccess === values.freeAccess && target.freeAccessUntil?.getTime() === until?.getTime()) {
            return null;
          }
          await recordFreeAccess(tx, actor, target, values);
          return values;
        },
        { adminOnly: true },
      );
      const message = row.freeAccess
        ? `Free access granted${until ? ` until ${change.until}` : ''}.`
        : 'Free access revoked.';
      return fresh(id, message);
    },
  });

  async function recordFreeAccess(
    tx: Db,
    actor: AuthContext,
    target: UserRow,
    values: { freeAccess: boolean; freeAccessUntil: Date | null },
  ) {
    await audit.record(tx, actor, {
      action: 'user.free_access',
      targetType: 'user',
      targetId: target.id,
      before: { freeAccess: target.freeAccess, freeAccessUntil: target.freeAccessUntil?.toISOString() ?? null },
      after: { freeAccess: values.freeAccess, freeAccessUntil: values.freeAccessUntil?.toISOString() ?? null },
    });
  }

  return { ...staffMethods, ...adminMethods };
}

export type AdminUsersService = ReturnType<typeof adminUsersService>;

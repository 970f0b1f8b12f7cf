// @ts-nocheck
import type { AuditEntry, AuditPage, AuditQuery } from '#shared/contracts/audit';
import type { AuditAction, AuditState, AuditTarget } from '#shared/domain/audit';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { type AuthContext, assertAdmin } from '../access/public.ts';
import { auditRepo } from './audit.repo.ts';

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string | number;
  before: AuditState;
  after: AuditState;
}

const DAY_MS = 86_400_000;
/** A calendar day in India time as an instant: 2026-11-22 -> 2026-11-21T18:30:00Z. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/**
 * The audit trail of staff actions (who, what, when, before and after). A staff service records on the same
 * executor as its change — inside the change's transaction — so the entry and the change commit together or not at
 * all. Shared like access (built in wireDeps), since every staff module writes to it.
 */
export function auditService(deps: { database: { db: Db }; clock: Clock }) {
  return {
    async record(db: Db, actor: AuthContext, entry: AuditRecord): Promise<void> {
      await auditRepo(db).insert({
        actorId: actor.user.id,
        actorEmail: actor.user.email,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        before: entry.before,
        after: entry.after,
        createdAt: deps.clock.now(),
      });
    },

    /** The trail, newest first, filtered; administrators only. */
    async list(actor: AuthContext | null, q: AuditQuery): Promise<AuditPage> {
      assertAdmin(actor);
      const { page, pageSize, from, to, ...rest } = q;
      const { rows, total } = await auditRepo(deps.database.db).list(
        {
          ...rest,
          ...(from ? { from: istStart(from) } : {}),
          ...(to ? { before: new Date(istStart(to).getTime() + DAY_MS) } : {}),
        },
        page,
        pageSize,
      );
      const items: AuditEntry[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      return { items, total, page, pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;

// @ts-nocheck
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditTarget } from '#shared/domain/audit';
import { must } from '#shared/must';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  targetType?: AuditTarget;
  targetId?: string;
  from?: Date;
  before?: Date;
}

/** Append-only on purpose: insert and read, never update or delete. */
export function auditRepo(db: Db) {
  const where = (f: AuditFilter) => {
    const parts: (SQL | undefined)[] = [
      f.actor ? ilike(auditLog.actorEmail, `%${f.actor.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
      f.action ? eq(auditLog.action, f.action) : undefined,
      f.targetType ? eq(auditLog.targetType, f.targetType) : undefined,
      f.targetId ? eq(auditLog.targetId, f.targetId) : undefined,
      f.from ? gte(auditLog.createdAt, f.from) : undefined,
      f.before ? lt(auditLog.createdAt, f.before) : undefined,
    ];
    return and(...parts);
  };
  return {
    async insert(values: NewAuditRow) {
      await db.insert(auditLog).values(values);
    },

    async list(f: AuditFilter, page: number, pageSize: number) {
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where(f))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(auditLog).where(where(f)),
      ]);
      return { rows, total: must(total[0], 'a count row').n };
    },
  };
}

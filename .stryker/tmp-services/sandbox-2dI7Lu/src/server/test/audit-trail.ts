// @ts-nocheck
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '#server/db/schema/index';
import type { AuditAction, AuditTarget } from '#shared/domain/audit';
import type { TestApp } from './test-app.ts';

export interface TrailFilter {
  action?: AuditAction;
  targetType?: AuditTarget;
  targetId?: string | number;
}

/**
 * The audit trail's rows that match, oldest first, read straight from the table (so a test sees every row a
 * request wrote, whatever the staff viewer shows). `.at(-1)` is the latest entry; a count before and after a
 * refused request proves it wrote none.
 */
export function auditTrail(t: TestApp, filter: TrailFilter = {}) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId !== undefined) where.push(eq(auditLog.targetId, String(filter.targetId)));
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(asc(auditLog.id));
}

/** How many rows the whole trail holds. */
export async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** Sends the requests one after another, checks their statuses, and proves the trail did not grow. */
export async function refusedWithoutEntry(
  t: TestApp,
  requests: Array<[() => Promise<{ statusCode: number }>, number]>,
): Promise<void> {
  const before = await auditCount(t);
  const got: number[] = [];
  for (const [send] of requests) got.push((await send()).statusCode);
  expect(got).toEqual(requests.map(([, status]) => status));
  expect(await auditCount(t)).toBe(before);
}

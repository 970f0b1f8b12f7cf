// @ts-nocheck
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../domain/audit.ts';

const day = z.iso.date('a day as YYYY-MM-DD');

export const auditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetType: z.enum(AUDIT_TARGETS).optional(),
  targetId: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGETS),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditPage = z.object({
  items: z.array(auditEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AuditPage = z.infer<typeof auditPage>;

// @ts-nocheck
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditState,
  type AuditTarget,
} from '../../../shared/domain/audit.ts';
import { oneOf } from './checks.ts';

// Append-only: the audit repo has no update or delete. No foreign keys, so the trail outlives deleted accounts,
// questions and plans; the actor's email is copied for the same reason.
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTarget>().notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<AuditState>(),
    after: jsonb('after').$type<AuditState>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('audit_log_action_check', oneOf(t.action, AUDIT_ACTIONS)),
    check('audit_log_target_type_check', oneOf(t.targetType, AUDIT_TARGETS)),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);

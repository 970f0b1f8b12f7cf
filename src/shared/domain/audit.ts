/** Every staff action the audit trail records: `<what>.<verb>`. A new staff write adds its action here first. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.free_access',
  'user.suspend',
  'user.unsuspend',
  'user.password_reset',
  'payment.refund',
  'plan.create',
  'plan.update',
  'question.create',
  'question.update',
  'question.status',
  'question.delete',
  'set.create',
  'set.update',
  'set.status',
  'set.delete',
  'report.status',
  'bank.import',
  'mock.create',
  'mock.status',
  'mock.time_grant',
  'mock.rescore',
  'mock.update',
  'mock.paper',
  'series.create',
  'series.update',
  'series.delete',
  'series.order',
  'live.create',
  'live.update',
  'live.cancel',
  'live.start',
  'live.end',
  'live.recording',
  'live.file.add',
  'live.file.remove',
  'forum.verify',
  'forum.suspend',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about; its id is kept as text (users are uuids, questions integers). */
export const AUDIT_TARGETS = [
  'user',
  'payment',
  'plan',
  'question',
  'set',
  'report',
  'bank',
  'mock',
  'series',
  'live_session',
  'forum_answer',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** A target's fields before and after the action (null when it did not exist before or after). */
export type AuditState = Record<string, unknown> | null;

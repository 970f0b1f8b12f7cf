/**
 * A practice test's (/tasks) clock runs from its Start press. Sessions stored before Start was recorded ran from
 * their creation, and keep doing so.
 */
// @ts-nocheck

export const practiceTestClockStart = (session: { createdAt: Date; startedAt: Date | null }): Date =>
  session.startedAt ?? session.createdAt;

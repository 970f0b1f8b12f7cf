// @ts-nocheck
import type { AdminReport } from '#shared/contracts/admin-questions';
import type { questionReports } from '../db/schema/index.ts';

/** A reported problem as the staff queue shows it: the question's place and the reporter, if still a user. */
export function presentReport(r: {
  report: typeof questionReports.$inferSelect;
  section: string;
  topic: string;
  preview: string;
  questionStatus: string;
  reporterId: string | null;
  username: string | null;
  email: string | null;
}): AdminReport {
  return {
    id: r.report.id,
    questionId: r.report.questionId,
    reason: r.report.reason,
    message: r.report.message,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
    resolvedAt: r.report.resolvedAt?.toISOString() ?? null,
    question: { section: r.section, topic: r.topic, preview: r.preview, status: r.questionStatus },
    reporter: r.reporterId ? { id: r.reporterId, username: r.username ?? '', email: r.email ?? '' } : null,
  };
}

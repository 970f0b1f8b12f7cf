import type { ForumReportReason, ItemTarget, QueueItem } from '#shared/contracts/community-moderation';
import type { QueueContentRow } from './moderation.repo.ts';

interface Group {
  target: ItemTarget;
  id: number;
  last: Date;
}

interface ReportRow {
  id: number;
  target: ItemTarget;
  targetId: number;
  reason: ForumReportReason;
  note: string;
  reporterId: string | null;
  reporterName: string | null;
  createdAt: Date;
}

/** The queue's items in the page's order, each with its content, thread, author and reports (newest first). */
export function presentQueue(
  groups: Group[],
  contents: Record<ItemTarget, QueueContentRow[]>,
  reports: ReportRow[],
): QueueItem[] {
  return groups.flatMap((g): QueueItem[] => {
    const row = contents[g.target].find((c) => c.id === g.id);
    if (!row) return [];
    return [
      {
        target: g.target,
        id: g.id,
        thread: {
          id: row.threadId,
          kind: row.threadKind,
          title: row.threadTitle,
          channel: { slug: row.channelSlug, name: row.channelName },
        },
        author: {
          id: row.authorId,
          username: row.username,
          name: `${row.firstName} ${row.lastName}`.trim() || row.username,
        },
        body: row.body,
        state: {
          hidden: row.hiddenAt !== null,
          deleted: row.deletedAt !== null,
          locked: row.lockedAt !== null,
          pinned: row.pinnedAt !== null,
          channel: row.channelSlug,
        },
        authorSuspendedUntil: row.suspendedUntil?.toISOString() ?? null,
        reports: reports
          .filter((r) => r.target === g.target && r.targetId === g.id)
          .map((r) => ({
            id: r.id,
            reason: r.reason,
            note: r.note,
            reporter: r.reporterId ? { id: r.reporterId, username: r.reporterName ?? '' } : null,
            createdAt: r.createdAt.toISOString(),
          })),
        lastReportedAt: g.last.toISOString(),
      },
    ];
  });
}

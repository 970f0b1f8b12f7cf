import { useState } from 'react';
import { FORUM_REPORT_STATUSES, type ForumReportStatus } from '#shared/contracts/community-moderation';
import { Pager } from '../../components/data-table.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { useReportQueue } from './admin-community-api.ts';
import { ReportQueueItem } from './report-queue-item.tsx';

const STATUS_LABELS: Record<ForumReportStatus, string> = {
  open: 'Open',
  actioned: 'Actioned (hidden or deleted)',
  dismissed: 'Dismissed',
};

/** /admin/community: members' reports on posts, answers and comments, one card per item, newest report first. */
export function CommunityReportsPage() {
  const [status, setStatus] = useState<ForumReportStatus>('open');
  const [page, setPage] = useState(1);
  const queue = useReportQueue(status, page);
  if (queue.error && isAccessDenied(queue.error)) return <AdminDenied />;
  const data = queue.data;
  return (
    <div className="mx-auto grid max-w-5xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Community reports</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          What members reported, grouped by post, answer or comment. Every action is written to the audit log.
        </p>
      </header>
      <Card className="grid gap-4 p-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <SelectField
            id="community-reports-status"
            label="Show"
            className="w-64"
            value={status}
            onChange={(v) => {
              setStatus(v as ForumReportStatus);
              setPage(1);
            }}
          >
            {FORUM_REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </SelectField>
          {data && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {data.total} {data.total === 1 ? 'item' : 'items'}
            </p>
          )}
        </div>
        {queue.isError && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(queue.error, 'Could not load the reports.')}
          </p>
        )}
        {!data && !queue.isError && <PageSpinner label="Loading the reports" />}
        {data && data.items.length === 0 && (
          <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
            {status === 'open' ? 'No open reports. All clear.' : 'No reports here.'}
          </p>
        )}
        {data && data.items.length > 0 && (
          <ul className="grid grid-cols-1 gap-3">
            {data.items.map((item) => (
              <ReportQueueItem key={`${item.target}-${item.id}`} item={item} />
            ))}
          </ul>
        )}
        {data && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
      </Card>
    </div>
  );
}

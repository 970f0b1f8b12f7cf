// @ts-nocheck
import { Check, Pencil, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminReport } from '#shared/contracts/admin-questions';
import { Markdown } from '../../components/content/markdown.tsx';
import { Pager } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { setReportStatus, useReports } from './admin-questions-api.ts';
import { ErrorNote, SelectField } from './bank-ui.tsx';

const REASONS: Record<AdminReport['reason'], string> = {
  wrong_answer: 'Wrong answer',
  typo: 'Typo',
  unclear: 'Unclear',
  other: 'Other',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

function ReportItem({ report, onEdit }: { report: AdminReport; onEdit(id: number): void }) {
  const [busy, setBusy] = useState(false);
  const change = async (status: AdminReport['status']) => {
    setBusy(true);
    try {
      await setReportStatus(report.id, status);
      toast({ title: status === 'open' ? 'Report reopened' : `Report ${status}`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not update the report',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={report.reason === 'wrong_answer' ? 'destructive' : 'warning'}>{REASONS[report.reason]}</Badge>
        <span className="font-mono text-xs">question #{report.questionId}</span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {report.question.section} · {report.question.topic} · {report.question.status}
        </span>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">{when(report.createdAt)}</span>
      </div>
      {report.message && <p className="whitespace-pre-wrap">“{report.message}”</p>}
      <Markdown className="line-clamp-2 rounded-md bg-slate-50 px-2 py-1 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300 [&_p]:my-0">
        {report.question.preview}
      </Markdown>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {report.reporter ? `${report.reporter.username} · ${report.reporter.email}` : 'Deleted user'}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onEdit(report.questionId)}>
            <Pencil aria-hidden="true" /> Open question
          </Button>
          {report.status === 'open' ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => change('resolved')}>
                <Check aria-hidden="true" /> Resolve
              </Button>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => change('dismissed')}>
                <X aria-hidden="true" /> Dismiss
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => change('open')}>
              <RotateCcw aria-hidden="true" /> Reopen
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Problems learners reported on questions, newest first; open ones by default. */
export function ReportsTab({ onEdit }: { onEdit(id: number): void }) {
  const [status, setStatus] = useState('open');
  const [page, setPage] = useState(1);
  const list = useReports(status, page);
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          id="reports-status"
          label="Show"
          className="w-48"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
        >
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="dismissed">Dismissed</option>
          <option value="">All</option>
        </SelectField>
        {list.data && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {list.data.total} {list.data.total === 1 ? 'report' : 'reports'}
          </p>
        )}
      </div>
      {list.isError && <ErrorNote>{errorMessage(list.error, 'Could not load the reports.')}</ErrorNote>}
      {list.data && list.data.items.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
          {status === 'open' ? 'No open reports. All clear.' : 'No reports here.'}
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="grid grid-cols-1 gap-3">
          {list.data.items.map((r) => (
            <ReportItem key={r.id} report={r} onEdit={onEdit} />
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={setPage} />}
    </div>
  );
}

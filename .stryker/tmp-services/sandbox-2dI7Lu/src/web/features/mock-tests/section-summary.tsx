// @ts-nocheck
import { type ReactNode, useState } from 'react';
import type { AttemptView } from '#shared/contracts/mock-tests';
import { Button } from '../../components/ui/button.tsx';
import { countStatuses } from './palette.tsx';
import type { LocalAnswer } from './use-exam-session.ts';

/** The exam's summary table: per section, answered, not answered, marked, answered & marked, not visited. */
export function SectionSummary({
  view,
  answers,
  sections,
}: {
  view: AttemptView;
  answers: Map<number, LocalAnswer>;
  sections: string[];
}) {
  const th = 'border border-slate-300 px-2 py-1.5 text-left font-semibold dark:border-slate-700';
  const td = 'border border-slate-300 px-2 py-1.5 text-center tabular-nums dark:border-slate-700';
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="section-summary">
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            <th className={th}>Section</th>
            <th className={th}>Questions</th>
            <th className={th}>Answered</th>
            <th className={th}>Not Answered</th>
            <th className={th}>Marked for Review</th>
            <th className={th}>Answered &amp; Marked</th>
            <th className={th}>Not Visited</th>
          </tr>
        </thead>
        <tbody>
          {sections.map((key) => {
            const qs = view.questions.filter((q) => q.sectionKey === key);
            const c = countStatuses(qs.map((q) => answers.get(q.id)?.status ?? 'not_visited'));
            return (
              <tr key={key}>
                <td className={`${td} text-left font-medium`}>{key}</td>
                <td className={td}>{qs.length}</td>
                <td className={td}>{c.answered}</td>
                <td className={td}>{c.not_answered}</td>
                <td className={td}>{c.marked}</td>
                <td className={td}>{c.answered_marked}</td>
                <td className={td}>{c.not_visited}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function SummaryDialog({
  title,
  description,
  children,
  onClose,
  onConfirm,
  confirmLabel,
}: {
  title: string;
  description: string;
  children: ReactNode;
  onClose: () => void;
  onConfirm?: () => Promise<void> | void;
  confirmLabel: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="fixed inset-0 z-[80] flex items-center justify-center bg-black/50 p-3">
      <dialog
        open
        aria-modal="true"
        aria-labelledby="summary-title"
        className="static m-0 max-h-full w-full max-w-2xl overflow-y-auto rounded-lg bg-white p-5 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="summary-title" className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        <div className="mt-4">{children}</div>
        <div className="mt-5 flex flex-col-reverse justify-end gap-2 sm:flex-row">
          {onConfirm && (
            <Button variant="outline" onClick={onClose} disabled={busy}>
              No
            </Button>
          )}
          <Button
            autoFocus
            disabled={busy}
            onClick={async () => {
              if (!onConfirm) return onClose();
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </dialog>
    </div>
  );
}

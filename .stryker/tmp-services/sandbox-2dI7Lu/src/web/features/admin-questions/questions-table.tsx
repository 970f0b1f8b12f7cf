// @ts-nocheck
import { BarChart3, Eye, EyeOff, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { AdminQuestionSummary } from '#shared/contracts/admin-questions';
import type { QuestionStatus } from '#shared/contracts/questions';
import { difficultyChoice } from '#shared/domain/difficulty-labels';
import { Markdown } from '../../components/content/markdown.tsx';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { deleteQuestion, setQuestionStatus, useItemStats } from './admin-questions-api.ts';
import { percent } from './bank-ui.tsx';

export interface RowHandlers {
  onEdit(id: number): void;
  onStats(id: number): void;
}

/** Facility needs the item's attempts; only questions that have any are asked about. */
function Facility({ q }: { q: AdminQuestionSummary }) {
  const stats = useItemStats(q.id, q.attemptCount > 0);
  if (q.attemptCount === 0) return <span className="text-slate-400">—</span>;
  if (!stats.data) return <span className="text-slate-400">…</span>;
  return <span className="tabular-nums">{percent(stats.data.facility)}</span>;
}

function StatusBadge({ status }: { status: QuestionStatus }) {
  return (
    <Badge variant={status === 'published' ? 'success' : 'secondary'}>
      {status === 'published' ? 'Published' : 'Draft'}
    </Badge>
  );
}

function RowActions({ q, onEdit, onStats }: { q: AdminQuestionSummary } & RowHandlers) {
  const toggle = async () => {
    const next = q.status === 'published' ? 'draft' : 'published';
    try {
      await setQuestionStatus(q.id, next);
      toast({ title: next === 'published' ? `Published #${q.id}` : `#${q.id} is a draft again`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not change the status',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  const remove = async () => {
    if (!window.confirm(`Delete question #${q.id}? This cannot be undone.`)) return;
    try {
      await deleteQuestion(q.id);
      toast({ title: `Deleted #${q.id}`, variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not delete',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex items-center justify-end gap-1">
      <Button variant="ghost" size="sm" onClick={() => onEdit(q.id)} aria-label={`Edit question ${q.id}`}>
        <Pencil aria-hidden="true" />
        <span className="hidden lg:inline">Edit</span>
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={`More actions for question ${q.id}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={toggle}>
            {q.status === 'published' ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {q.status === 'published' ? 'Unpublish' : 'Publish'}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onStats(q.id)}>
            <BarChart3 aria-hidden="true" /> Item statistics
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={remove} className="text-red-600 dark:text-red-400">
            <Trash2 aria-hidden="true" /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function Topic({ q }: { q: AdminQuestionSummary }) {
  return (
    <>
      <span className="block font-medium">{q.topic}</span>
      <span className="block text-xs text-slate-500 dark:text-slate-400">
        {q.section} · {q.area}
        {q.setTitle ? ` · set #${q.setId}` : ''}
      </span>
    </>
  );
}

/** The bank's page of questions: a table on wide screens, cards on phones; both with selection for bulk actions. */
export function QuestionsTable({
  items,
  selected,
  onSelect,
  ...handlers
}: {
  items: AdminQuestionSummary[];
  selected: Set<number>;
  onSelect(ids: number[], on: boolean): void;
} & RowHandlers) {
  const allOn = items.length > 0 && items.every((q) => selected.has(q.id));
  const check = (q: AdminQuestionSummary) => (
    <input
      type="checkbox"
      className="size-4 accent-brand-600"
      aria-label={`Select question ${q.id}`}
      checked={selected.has(q.id)}
      onChange={(e) => onSelect([q.id], e.target.checked)}
    />
  );
  const columns: Column<AdminQuestionSummary>[] = [
    {
      header: (
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          aria-label="Select all on this page"
          checked={allOn}
          onChange={(e) =>
            onSelect(
              items.map((q) => q.id),
              e.target.checked,
            )
          }
        />
      ),
      cell: check,
      className: 'w-8',
    },
    { header: 'Id', cell: (q) => `#${q.id}`, className: 'font-mono text-xs tabular-nums' },
    {
      header: 'Question',
      className: 'max-w-md',
      cell: (q) => (
        <>
          <Markdown className="line-clamp-3 text-sm [&_p]:my-0">{q.preview}</Markdown>
          {q.isPremium && (
            <Badge variant="warning" className="mt-1">
              Premium
            </Badge>
          )}
        </>
      ),
    },
    { header: 'Topic', cell: (q) => <Topic q={q} /> },
    {
      header: 'Difficulty',
      cell: (q) => difficultyChoice(q.difficulty),
      className: 'whitespace-nowrap',
    },
    { header: 'Type', cell: (q) => q.type },
    { header: 'Status', cell: (q) => <StatusBadge status={q.status} /> },
    { header: 'Attempts', align: 'right', cell: (q) => q.attemptCount },
    { header: 'Facility', align: 'right', cell: (q) => <Facility q={q} /> },
    { header: <span className="sr-only">Actions</span>, cell: (q) => <RowActions q={q} {...handlers} /> },
  ];
  return (
    <DataTable
      rows={items}
      columns={columns}
      rowKey={(q) => q.id}
      label="Questions"
      card={(q) => (
        <div className="flex items-start gap-2">
          <div className="pt-0.5">{check(q)}</div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono text-xs">#{q.id}</span>
              <StatusBadge status={q.status} />
              <Badge variant="secondary">{q.type}</Badge>
              {q.isPremium && <Badge variant="warning">Premium</Badge>}
            </div>
            <Markdown className="mt-1 line-clamp-3 break-words [&_p]:my-0">{q.preview}</Markdown>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {q.topic} · difficulty {q.difficulty} · {q.attemptCount} attempts · facility <Facility q={q} />
            </p>
          </div>
          <RowActions q={q} {...handlers} />
        </div>
      )}
    />
  );
}

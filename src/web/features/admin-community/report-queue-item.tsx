import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, Eye, EyeOff, Lock, Pin, PinOff, Trash2, Unlock, UserX, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  FORUM_REPORT_REASON_LABELS,
  type ModerationBody,
  type QueueItem,
} from '#shared/contracts/community-moderation';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { channelsQuery, moderateItem, SuspendDialog, threadPath } from '../community/public.ts';
import { REPORTS_KEY } from './admin-community-api.ts';

const NOUN = { post: 'Thread', answer: 'Answer', comment: 'Comment' } as const;
const DONE: Record<ModerationBody['action'], string> = {
  hide: 'Hidden from members',
  restore: 'Restored',
  delete: 'Deleted',
  lock: 'Thread locked',
  unlock: 'Thread unlocked',
  pin: 'Thread pinned',
  unpin: 'Thread unpinned',
  move: 'Thread moved',
  dismiss: 'Reports dismissed',
};

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/** One reported item: what was written, by whom, where, every report on it, and the staff actions. */
export function ReportQueueItem({ item }: { item: QueueItem }) {
  const client = useQueryClient();
  const channels = useQuery(channelsQuery);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const act = useMutation({
    // Thread actions go to the thread, whatever was reported in it.
    mutationFn: (body: ModerationBody) =>
      ['lock', 'unlock', 'pin', 'unpin', 'move'].includes(body.action)
        ? moderateItem('post', item.thread.id, body)
        : moderateItem(item.target, item.id, body),
    onSuccess: async (_res, body) => {
      setConfirmDelete(false);
      await client.invalidateQueries({ queryKey: [REPORTS_KEY] });
      await client.invalidateQueries({ queryKey: ['/api/community'] });
      toast({ title: DONE[body.action], variant: 'success' });
    },
    onError: (error) => toast({ title: 'Could not do that', description: errorMessage(error), variant: 'destructive' }),
  });
  const busy = act.isPending;
  const { state } = item;
  const suspendedUntil =
    item.authorSuspendedUntil && new Date(item.authorSuspendedUntil) > new Date() ? item.authorSuspendedUntil : null;
  return (
    <li
      className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
      data-testid="report-item"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">
          {item.reports.length} {item.reports.length === 1 ? 'report' : 'reports'}
        </Badge>
        <Badge variant="secondary">{NOUN[item.target]}</Badge>
        {state.deleted ? (
          <Badge variant="destructive">Deleted</Badge>
        ) : (
          state.hidden && <Badge variant="warning">Hidden</Badge>
        )}
        {state.locked && <Badge variant="warning">Locked</Badge>}
        {state.pinned && <Badge>Pinned</Badge>}
        <span className="min-w-0 basis-full break-words text-xs text-slate-500 sm:basis-auto dark:text-slate-400">
          in {item.thread.channel.name} ·{' '}
          <Link
            to={threadPath({ id: item.thread.id, kind: item.thread.kind })}
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            {item.thread.title} <ExternalLink className="size-3" aria-hidden="true" />
          </Link>
        </span>
        <span className="ml-auto text-xs text-slate-500 dark:text-slate-400">{when(item.lastReportedAt)}</span>
      </div>
      <Markdown
        links="external"
        className="max-h-40 overflow-y-auto rounded-md bg-slate-50 px-3 py-1 text-slate-700 dark:bg-slate-800/60 dark:text-slate-300"
      >
        {item.body}
      </Markdown>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        By {item.author.name} (@{item.author.username})
        {suspendedUntil && (
          <span className="text-red-700 dark:text-red-300"> · suspended until {when(suspendedUntil)}</span>
        )}
      </p>
      <ul className="grid gap-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
        {item.reports.map((r) => (
          <li key={r.id} className="flex flex-wrap items-baseline gap-x-2 text-xs">
            <span className="font-semibold">{FORUM_REPORT_REASON_LABELS[r.reason]}</span>
            {r.note && <span className="whitespace-pre-wrap">“{r.note}”</span>}
            <span className="text-slate-500 dark:text-slate-400">
              — {r.reporter ? `@${r.reporter.username}` : 'deleted member'}, {when(r.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {!state.deleted &&
          (state.hidden ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => act.mutate({ action: 'restore' })}>
              <Eye aria-hidden="true" /> Restore
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => act.mutate({ action: 'hide' })}>
              <EyeOff aria-hidden="true" /> Hide
            </Button>
          ))}
        {!state.deleted && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirmDelete(true)}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => act.mutate({ action: state.locked ? 'unlock' : 'lock' })}
        >
          {state.locked ? <Unlock aria-hidden="true" /> : <Lock aria-hidden="true" />}
          {state.locked ? 'Unlock thread' : 'Lock thread'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={() => act.mutate({ action: state.pinned ? 'unpin' : 'pin' })}
        >
          {state.pinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
          {state.pinned ? 'Unpin' : 'Pin'}
        </Button>
        <select
          aria-label="Move the thread to channel"
          className="h-8 rounded-md border border-slate-300 bg-white px-2 text-xs dark:border-slate-700 dark:bg-slate-900"
          value={state.channel ?? ''}
          disabled={busy}
          onChange={(e) => act.mutate({ action: 'move', channel: e.target.value })}
        >
          {(channels.data?.items ?? [item.thread.channel]).map((c) => (
            <option key={c.slug} value={c.slug}>
              Move to: {c.name}
            </option>
          ))}
        </select>
        <Button size="sm" variant="outline" onClick={() => setSuspending(true)}>
          <UserX aria-hidden="true" /> Suspend author
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          disabled={busy}
          onClick={() => act.mutate({ action: 'dismiss' })}
        >
          <X aria-hidden="true" /> Dismiss
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete this ${NOUN[item.target].toLowerCase()}?`}
        description="It disappears for everyone, staff included, and cannot be restored. The text stays in the records for the audit trail."
        cancelLabel="Keep it"
        confirmLabel={
          <>
            <Check aria-hidden="true" /> Delete
          </>
        }
        destructive
        busy={busy}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => act.mutate({ action: 'delete' })}
      />
      <SuspendDialog open={suspending} onOpenChange={setSuspending} member={item.author} />
    </li>
  );
}

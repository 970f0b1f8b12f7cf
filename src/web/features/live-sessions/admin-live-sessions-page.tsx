import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminLiveSession, LiveSessionInput } from '#shared/contracts/live-sessions';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { useAuth } from '../auth/public.ts';
import {
  ADMIN_LIVE_KEY,
  adminLiveQuery,
  attendanceCsvUrl,
  attendanceQuery,
  LIVE_KEY,
  postRecording,
  saveSession,
  sessionAction,
} from './live-sessions-api.ts';
import { sessionTimes } from './live-time.ts';
import { SessionFilesEditor } from './session-files-editor.tsx';
import { SessionForm } from './session-form.tsx';

/** /admin/live-sessions: schedule, edit, cancel, start and end sessions, post recordings, attendance reports. */
export function AdminLiveSessionsPage() {
  const { user } = useAuth();
  const list = useQuery(adminLiveQuery());
  const [editing, setEditing] = useState<AdminLiveSession | 'new' | null>(null);
  const client = useQueryClient();
  const refresh = () => {
    void client.invalidateQueries({ queryKey: [ADMIN_LIVE_KEY] });
    void client.invalidateQueries({ queryKey: [LIVE_KEY] });
  };
  const save = useMutation({
    mutationFn: (input: LiveSessionInput) => saveSession(input, editing && editing !== 'new' ? editing.id : undefined),
    onSuccess: () => {
      toast({ title: editing === 'new' ? 'Session scheduled' : 'Session saved', variant: 'success' });
      setEditing(null);
      refresh();
    },
  });
  if (list.isPending) return <PageSpinner />;
  if (list.isError)
    return isAccessDenied(list.error) ? <AdminDenied /> : <Card className="p-6">{errorMessage(list.error)}</Card>;
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Live Sessions</h1>
          <p className="text-slate-600 dark:text-slate-400">
            Schedule classes, run the room, post recordings and see who attended.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Schedule a session
        </Button>
      </header>
      {editing ? (
        <Card className="p-5">
          <SessionForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? undefined : editing}
            myId={user?.id ?? ''}
            busy={save.isPending}
            error={save.isError ? errorMessage(save.error) : undefined}
            onSubmit={(input) => save.mutate(input)}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : null}
      {list.data.items.length === 0 ? (
        <Card className="p-6 text-slate-600 dark:text-slate-400">No sessions yet. Schedule the first one.</Card>
      ) : (
        <div className="grid gap-3">
          {list.data.items.map((s) => (
            <AdminSessionRow key={s.id} session={s} onEdit={() => setEditing(s)} onChanged={refresh} />
          ))}
        </div>
      )}
    </div>
  );
}

function AdminSessionRow({
  session: s,
  onEdit,
  onChanged,
}: {
  session: AdminLiveSession;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const [report, setReport] = useState(false);
  const [files, setFiles] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [recording, setRecording] = useState(s.recordingUrl ?? '');
  const act = useMutation({
    mutationFn: (action: 'start' | 'end' | 'cancel') => sessionAction(s.id, action),
    onSuccess: (_r, action) => {
      setConfirmCancel(false);
      toast({
        title: action === 'start' ? 'Session started' : action === 'end' ? 'Session ended' : 'Session cancelled',
      });
      onChanged();
    },
    onError: (error) => toast({ title: 'Not done', description: errorMessage(error), variant: 'destructive' }),
  });
  const rec = useMutation({
    mutationFn: () => postRecording(s.id, recording),
    onSuccess: () => {
      toast({ title: 'Recording posted', description: 'Registered learners are told by mail.' });
      onChanged();
    },
    onError: (error) => toast({ title: 'Not saved', description: errorMessage(error), variant: 'destructive' }),
  });
  const times = sessionTimes(s.startsAt);
  return (
    <Card className="grid gap-3 p-4" data-testid="admin-live-session">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{s.title}</h2>
        <Badge variant={s.status === 'live' ? 'destructive' : s.status === 'scheduled' ? 'default' : 'secondary'}>
          {s.status}
        </Badge>
        {s.isPremium ? <Badge variant="warning">Premium</Badge> : null}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {times.ist} · {s.durationMinutes} min · {s.subject} · host {s.host?.name ?? 'none'} · {s.registrations}
        {s.seatLimit !== null ? ` / ${s.seatLimit}` : ''} registered
      </p>
      <div className="flex flex-wrap gap-2">
        {s.status === 'scheduled' ? (
          <>
            <Button size="sm" onClick={() => act.mutate('start')} disabled={act.isPending}>
              Start room
            </Button>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="destructive" onClick={() => setConfirmCancel(true)} disabled={act.isPending}>
              Cancel session
            </Button>
          </>
        ) : null}
        {s.status === 'live' ? (
          <>
            <Button size="sm" asChild>
              <Link to={`/live-sessions/${s.id}/room`}>Open room</Link>
            </Button>
            <Button size="sm" variant="outline" onClick={onEdit}>
              Edit
            </Button>
            <Button size="sm" variant="destructive" onClick={() => act.mutate('end')} disabled={act.isPending}>
              End room
            </Button>
          </>
        ) : null}
        {s.status !== 'cancelled' ? (
          <Button size="sm" variant="ghost" onClick={() => setFiles((f) => !f)} aria-expanded={files}>
            {files ? 'Hide files' : `Files (${s.files.length})`}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={() => setReport((r) => !r)}>
          {report ? 'Hide attendance' : 'Attendance'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        title={`Cancel “${s.title}”?`}
        description={
          s.registrations > 0
            ? `The ${s.registrations} registered learner${s.registrations === 1 ? '' : 's'} will get a cancellation mail. A cancelled session cannot be scheduled again.`
            : 'Nobody has registered yet. A cancelled session cannot be scheduled again.'
        }
        cancelLabel="Keep the session"
        confirmLabel="Cancel session"
        destructive
        busy={act.isPending}
        confirmTestId="confirm-cancel-session"
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => act.mutate('cancel')}
      />
      {files && s.status !== 'cancelled' ? <SessionFilesEditor session={s} onChanged={onChanged} /> : null}
      {s.status === 'ended' || s.status === 'live' ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            rec.mutate();
          }}
        >
          <Input
            aria-label={`Recording URL for ${s.title}`}
            className="max-w-md"
            type="url"
            placeholder="https://… recording link"
            value={recording}
            onChange={(e) => setRecording(e.target.value)}
          />
          <Button size="sm" type="submit" variant="outline" disabled={rec.isPending || !recording}>
            Post recording
          </Button>
        </form>
      ) : null}
      {report ? <Attendance sessionId={s.id} /> : null}
    </Card>
  );
}

function Attendance({ sessionId }: { sessionId: string }) {
  const q = useQuery(attendanceQuery(sessionId));
  if (q.isPending) return <PageSpinner />;
  if (q.isError) return <p className="text-red-600">{errorMessage(q.error)}</p>;
  return (
    <div className="grid gap-2">
      <div className="flex justify-end">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            downloadFile(attendanceCsvUrl(sessionId), 'attendance.csv').catch((error) =>
              toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' }),
            )
          }
        >
          <Download aria-hidden /> CSV
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              {['Name', 'Email', 'Registered', 'Joined', 'Minutes', 'Messages', 'Questions', 'Poll answers'].map(
                (h) => (
                  <th key={h} className="px-2 py-1 font-medium">
                    {h}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {q.data.rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-2 py-3 text-slate-500">
                  Nobody has registered yet.
                </td>
              </tr>
            ) : null}
            {q.data.rows.map((r) => (
              <tr key={r.userId} className="border-b border-slate-100 dark:border-slate-800">
                <td className="px-2 py-1">{r.name}</td>
                <td className="px-2 py-1">{r.email}</td>
                <td className="px-2 py-1">{r.registered ? 'Yes' : 'No'}</td>
                <td className="px-2 py-1">{r.joined ? 'Yes' : 'No'}</td>
                <td className="px-2 py-1">{r.minutes}</td>
                <td className="px-2 py-1">{r.messages}</td>
                <td className="px-2 py-1">{r.questions}</td>
                <td className="px-2 py-1">{r.pollAnswers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

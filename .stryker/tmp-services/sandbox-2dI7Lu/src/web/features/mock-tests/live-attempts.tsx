// @ts-nocheck
import { Radio, X } from 'lucide-react';
import type { LiveAttempt } from '#shared/contracts/mock-staff';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useLiveAttempts } from './mock-staff-api.ts';

const clock = (s: number) => {
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
};
/** "12 s ago", "3 min ago": how long the server has not heard from the tab, against the server's own time. */
const ago = (iso: string, serverTime: string) => {
  const s = Math.max(0, Math.round((new Date(serverTime).getTime() - new Date(iso).getTime()) / 1000));
  return s < 90 ? `${s} s ago` : s < 5400 ? `${Math.round(s / 60)} min ago` : `${Math.round(s / 3600)} h ago`;
};

const Connection = ({ a }: { a: LiveAttempt }) =>
  a.connection === 'live' ? <Badge variant="success">Live</Badge> : <Badge variant="secondary">Away</Badge>;

function columns(serverTime: string): Column<LiveAttempt>[] {
  return [
    {
      header: 'Learner',
      className: 'min-w-48',
      cell: (a) => (
        <span className="grid">
          <span className="font-medium">{a.name}</span>
          <span className="text-xs text-muted-foreground">{a.email}</span>
        </span>
      ),
    },
    { header: 'Section', cell: (a) => a.stage },
    { header: 'Answered', align: 'right', cell: (a) => `${a.answered} / ${a.questions}` },
    { header: 'Marked', align: 'right', cell: (a) => a.marked },
    { header: 'Time left', align: 'right', cell: (a) => <span className="tabular-nums">{clock(a.secondsLeft)}</span> },
    { header: 'Last heard', cell: (a) => ago(a.lastSeenAt, serverTime) },
    { header: 'Connection', cell: (a) => <Connection a={a} /> },
  ];
}

function AttemptCard({ a, serverTime }: { a: LiveAttempt; serverTime: string }) {
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="grid">
          <span className="font-medium">{a.name}</span>
          <span className="text-xs text-muted-foreground">{a.email}</span>
        </span>
        <Connection a={a} />
      </div>
      <p className="text-xs text-muted-foreground">
        {a.stage} · answered {a.answered} / {a.questions} · marked {a.marked} · {clock(a.secondsLeft)} left · heard{' '}
        {ago(a.lastSeenAt, serverTime)}
      </p>
    </div>
  );
}

/** A mock's attempts in progress on the server's clock, refreshed every 10 s while open. */
export function LiveAttempts({ mockId, onClose }: { mockId: number; onClose(): void }) {
  const live = useLiveAttempts(mockId);
  const v = live.data;
  return (
    <Card role="region" className="grid gap-3 p-4" aria-labelledby="live-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="live-title" className="flex items-center gap-2 text-lg font-semibold">
            <Radio className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            Live attempts{v ? `: ${v.title}` : ''}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {v
              ? `${v.inProgress} in progress · ${v.submittedToday} submitted today (India time) · refreshes every 10 s`
              : 'Loading'}
            {live.isFetching && <Spinner className="ml-2 inline size-3" />}
          </p>
        </div>
        <Button size="sm" variant="outline" onClick={onClose}>
          <X aria-hidden="true" />
          Close
        </Button>
      </div>
      {live.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(live.error)}
        </p>
      ) : !v ? null : v.attempts.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 dark:border-slate-700 text-center text-sm text-muted-foreground">
          Nobody is taking this mock right now. Learners appear here the moment they start it.
        </p>
      ) : (
        <DataTable
          rows={v.attempts}
          rowKey={(a) => a.attemptId}
          minWidth="880px"
          label="Attempts in progress"
          columns={columns(v.serverTime)}
          card={(a) => <AttemptCard a={a} serverTime={v.serverTime} />}
        />
      )}
      {v && v.inProgress > v.attempts.length && (
        <p className="text-xs text-muted-foreground">
          Showing the {v.attempts.length} most recently heard from of {v.inProgress}.
        </p>
      )}
    </Card>
  );
}

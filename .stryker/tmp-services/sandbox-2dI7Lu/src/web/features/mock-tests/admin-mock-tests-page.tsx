// @ts-nocheck
import { CalendarClock, CheckCircle2, FilePen, Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminMock, MockStatus } from '#shared/contracts/mock-tests';
import { type Column, DataTable } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { AnswerKeyDialog } from './answer-key-dialog.tsx';
import { HandBuildForm } from './hand-build-form.tsx';
import { LiveAttempts } from './live-attempts.tsx';
import { useAdminMocks, useSetMockStatus } from './mock-admin-api.ts';
import { MockScheduleDialog } from './mock-schedule-dialog.tsx';
import { useSeries } from './mock-staff-api.ts';
import { NewMockForm } from './new-mock-form.tsx';
import { ReplacePaper } from './replace-paper.tsx';

const num = (n: number) => n.toLocaleString('en-IN');
const count = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;
const ist = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );
const KIND_LABEL = { full: 'Full mock', sectional: 'Sectional', topic: 'Topic test' } as const;
const TIMER_SHORT = { strict: 'Strict', pausable: 'Pausable' } as const;

function Window({ m }: { m: AdminMock }) {
  if (!m.opensAt && !m.closesAt) return <span className="text-slate-500 dark:text-slate-400">Always open</span>;
  return (
    <span className="grid gap-0.5 whitespace-nowrap">
      {m.opensAt && <span>Opens {ist(m.opensAt)}</span>}
      {m.closesAt && <span>Closes {ist(m.closesAt)}</span>}
    </span>
  );
}

const StatusBadge = ({ m }: { m: AdminMock }) =>
  m.status === 'published' ? <Badge variant="success">Published</Badge> : <Badge variant="secondary">Draft</Badge>;

function StatusButton({ m, onAsk }: { m: AdminMock; onAsk(m: AdminMock): void }) {
  return (
    <Button size="sm" variant={m.status === 'draft' ? 'default' : 'outline'} onClick={() => onAsk(m)}>
      {m.status === 'draft' ? 'Publish' : 'Move to draft'}
      <span className="sr-only"> {m.title}</span>
    </Button>
  );
}

interface RowActions {
  onAsk(m: AdminMock): void;
  onKeys(m: AdminMock): void;
  onLive(m: AdminMock): void;
  onSchedule(m: AdminMock): void;
  onPaper(m: AdminMock): void;
  seriesTitle(id: number): string;
}

function Actions({ m, onAsk, onKeys, onLive, onSchedule, onPaper }: { m: AdminMock } & RowActions) {
  return (
    <span className="flex flex-wrap gap-2">
      <StatusButton m={m} onAsk={onAsk} />
      <Button size="sm" variant="outline" onClick={() => onLive(m)}>
        <Radio aria-hidden="true" />
        Watch live
        <span className="sr-only"> {m.title}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => onSchedule(m)}>
        <CalendarClock aria-hidden="true" />
        Schedule
        <span className="sr-only"> {m.title}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => onKeys(m)}>
        Correct a key
        <span className="sr-only"> in {m.title}</span>
      </Button>
      {/* A paper is fixed once a learner has started the mock (the server refuses with 409 too). */}
      {m.attempts === 0 && (
        <Button size="sm" variant="outline" onClick={() => onPaper(m)}>
          <FilePen aria-hidden="true" />
          Replace paper
          <span className="sr-only"> of {m.title}</span>
        </Button>
      )}
    </span>
  );
}

function columns(actions: RowActions): Column<AdminMock>[] {
  return [
    {
      header: 'Title',
      className: 'min-w-56',
      cell: (m) => (
        <span className="grid gap-0.5">
          <span className="font-medium">{m.title}</span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {KIND_LABEL[m.kind]}
            {m.seriesId !== null ? ` · ${actions.seriesTitle(m.seriesId)}` : ''} · {m.patternName}
          </span>
        </span>
      ),
    },
    {
      header: 'Paper',
      className: 'whitespace-nowrap',
      cell: (m) => (
        <span data-testid="mock-paper">
          {num(m.questions)} q · {num(m.minutes)} min
        </span>
      ),
    },
    { header: 'Timer', cell: (m) => TIMER_SHORT[m.timerMode] },
    { header: 'Premium', cell: (m) => (m.isPremium ? <Badge variant="warning">Premium</Badge> : 'Free') },
    { header: 'Window (IST)', cell: (m) => <Window m={m} /> },
    { header: 'Status', cell: (m) => <StatusBadge m={m} /> },
    { header: 'Attempts', align: 'right', cell: (m) => num(m.attempts) },
    { header: 'Active now', align: 'right', cell: (m) => num(m.active) },
    { header: <span className="sr-only">Actions</span>, cell: (m) => <Actions m={m} {...actions} /> },
  ];
}

function MockCardRow({ m, ...actions }: { m: AdminMock } & RowActions) {
  return (
    <div className="grid gap-2">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">{m.title}</p>
        <StatusBadge m={m} />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {m.exam} · {KIND_LABEL[m.kind]} · {m.patternName}
        {m.seriesId !== null ? ` · ${actions.seriesTitle(m.seriesId)}` : ''}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-xs">
        {(
          [
            ['Questions', num(m.questions)],
            ['Minutes', num(m.minutes)],
            ['Timer', TIMER_SHORT[m.timerMode]],
            ['Access', m.isPremium ? 'Premium' : 'Free'],
            ['Attempts', num(m.attempts)],
            ['Active now', num(m.active)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="text-xs">
        <Window m={m} />
      </div>
      <div>
        <Actions m={m} {...actions} />
      </div>
    </div>
  );
}

/** The question the confirmation asks, in words that say what learners will see. */
function confirmText(m: AdminMock, to: MockStatus) {
  if (to === 'published') {
    return {
      title: `Publish “${m.title}”?`,
      body: `Learners will see it on Mock Tests${m.opensAt ? ` and can start it from ${ist(m.opensAt)} (India time)` : ''}.`,
      action: 'Publish',
    };
  }
  return {
    title: `Move “${m.title}” back to draft?`,
    body: `Learners will no longer see it or start it.${m.active ? ` ${m.active === 1 ? '1 attempt is' : `${num(m.active)} attempts are`} in progress now.` : ''}`,
    action: 'Move to draft',
  };
}

function ConfirmStatus({ mock, onClose }: { mock: AdminMock | null; onClose(): void }) {
  const setStatus = useSetMockStatus();
  const to: MockStatus = mock?.status === 'draft' ? 'published' : 'draft';
  const text = mock ? confirmText(mock, to) : null;
  const close = () => {
    setStatus.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={mock !== null}
      title={text?.title}
      description={
        <>
          {text?.body}
          {setStatus.error && (
            <span role="alert" className="mt-2 block font-medium text-red-600 dark:text-red-400">
              {errorMessage(setStatus.error)}
            </span>
          )}
        </>
      }
      cancelLabel="Cancel"
      confirmLabel={text?.action}
      busy={setStatus.isPending}
      onCancel={close}
      onConfirm={() =>
        mock &&
        setStatus.mutate(
          { id: mock.id, status: to },
          {
            onSuccess: (res) => {
              toast({ title: 'Done', description: `${mock.title}: ${res.message}` });
              close();
            },
          },
        )
      }
    />
  );
}

/**
 * /admin/mock-tests: the workshop. Build a mock (from a blueprint or by hand), publish or withdraw it, correct an
 * answer key and re-score, and watch its live attempts. Series, their order and schedule windows are managed on
 * /admin/test-management (the Schedule button here opens the same dialog).
 */
export function AdminMockTestsPage() {
  const mocks = useAdminMocks();
  const series = useSeries();
  const [asking, setAsking] = useState<AdminMock | null>(null);
  const [correcting, setCorrecting] = useState<AdminMock | null>(null);
  const [scheduling, setScheduling] = useState<AdminMock | null>(null);
  const [watching, setWatching] = useState<number | null>(null);
  const [builder, setBuilder] = useState<'blueprint' | 'hand'>('blueprint');
  const [replacingId, setReplacingId] = useState<number | null>(null);
  /** The last build or paper change, in words. */
  const [done, setDone] = useState<string | null>(null);
  const draftCreated = (title: string) =>
    setDone(`Draft “${title}” created: it is in the list below; publish it when ready.`);
  const titles = new Map((series.data?.items ?? []).map((s) => [s.id, s.title]));
  const actions: RowActions = {
    onAsk: setAsking,
    onKeys: setCorrecting,
    onLive: (m) => {
      setWatching(m.id);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onSchedule: setScheduling,
    onPaper: (m) => {
      setReplacingId(m.id);
      setDone(null);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    seriesTitle: (id) => titles.get(id) ?? `series ${id}`,
  };
  if (mocks.error && isAccessDenied(mocks.error)) return <AdminDenied />;
  const data = mocks.data;
  const drafts = data?.items.filter((m) => m.status === 'draft').length ?? 0;
  const active = data?.items.reduce((n, m) => n + m.active, 0) ?? 0;

  return (
    <div className="mx-auto grid max-w-7xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Mock tests</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {data
            ? `${count(data.items.length, 'mock test', 'mock tests')} · ${count(drafts, 'draft', 'drafts')} · ${count(active, 'attempt', 'attempts')} running now`
            : 'Loading mock tests'}
          . Series and schedules:{' '}
          <Link to="/admin/test-management" className="font-medium text-brand-700 underline dark:text-brand-400">
            Test management
          </Link>
          .
        </p>
      </header>
      {watching !== null && <LiveAttempts mockId={watching} onClose={() => setWatching(null)} />}
      <fieldset className="flex gap-2">
        <legend className="sr-only">How to build</legend>
        {(
          [
            ['blueprint', 'From a blueprint'],
            ['hand', 'By hand'],
          ] as const
        ).map(([key, label]) => (
          <Button
            key={key}
            size="sm"
            variant={builder === key ? 'default' : 'outline'}
            aria-pressed={builder === key}
            onClick={() => {
              setBuilder(key);
              setReplacingId(null);
            }}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      {replacingId !== null ? (
        <ReplacePaper
          mockId={replacingId}
          onDone={(message) => {
            setReplacingId(null);
            setDone(message);
          }}
        />
      ) : builder === 'blueprint' ? (
        <NewMockForm onCreated={draftCreated} />
      ) : (
        <HandBuildForm onCreated={draftCreated} />
      )}
      {done && (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {done}
        </p>
      )}
      {mocks.error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(mocks.error)}
        </p>
      ) : !data ? (
        <PageSpinner label="Loading mock tests" />
      ) : data.items.length === 0 ? (
        <Card className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">
          No mock tests yet: create the first one above.
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <DataTable
            rows={data.items}
            rowKey={(m) => m.id}
            minWidth="1380px"
            label="Mock tests"
            columns={columns(actions)}
            card={(m) => <MockCardRow m={m} {...actions} />}
          />
        </Card>
      )}
      <ConfirmStatus mock={asking} onClose={() => setAsking(null)} />
      <AnswerKeyDialog mock={correcting} onClose={() => setCorrecting(null)} />
      <MockScheduleDialog mock={scheduling} series={series.data?.items ?? []} onClose={() => setScheduling(null)} />
    </div>
  );
}

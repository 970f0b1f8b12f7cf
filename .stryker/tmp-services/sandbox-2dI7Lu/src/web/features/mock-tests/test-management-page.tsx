// @ts-nocheck
import { Hammer, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminSeries } from '#shared/contracts/mock-staff';
import type { AdminMock } from '#shared/contracts/mock-tests';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { useAdminMocks } from './mock-admin-api.ts';
import { MockScheduleDialog } from './mock-schedule-dialog.tsx';
import { useDeleteSeries, useOrderSeries, useSeries } from './mock-staff-api.ts';
import { SeriesDialog } from './series-dialog.tsx';
import { MockRow } from './series-mocks.tsx';
import { moved } from './series-order.ts';

function SeriesCard({
  s,
  mocks,
  now,
  onEdit,
  onDelete,
  onSchedule,
}: {
  s: AdminSeries;
  mocks: Map<number, AdminMock>;
  now: Date;
  onEdit(s: AdminSeries): void;
  onDelete(s: AdminSeries): void;
  onSchedule(m: AdminMock): void;
}) {
  const order = useOrderSeries();
  // The order shown while a move is on its way (the server's answer then replaces it).
  const [pending, setPending] = useState<number[] | null>(null);
  const ids = pending ?? s.mockIds;
  const rows = ids.map((id) => mocks.get(id)).filter((m): m is AdminMock => m !== undefined);
  const move = (m: AdminMock, by: -1 | 1) => {
    const next = moved(ids, m.id, by);
    setPending(next);
    order.mutate(
      { id: s.id, mockIds: next },
      {
        onError: (e) => toast({ title: 'Order not saved', description: errorMessage(e), variant: 'destructive' }),
        onSettled: () => setPending(null),
      },
    );
  };
  return (
    <Card className="p-4" role="region" aria-labelledby={`series-${s.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 id={`series-${s.id}`} className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            {s.title}
            <Badge variant="secondary">{s.exam}</Badge>
            {s.isPremium ? <Badge variant="warning">Premium</Badge> : <Badge variant="secondary">Free</Badge>}
          </h2>
          {s.description && <p className="text-sm text-muted-foreground">{s.description}</p>}
        </div>
        <span className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => onEdit(s)}>
            <Pencil aria-hidden="true" />
            Edit<span className="sr-only"> {s.title}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDelete(s)}>
            <Trash2 aria-hidden="true" />
            Delete<span className="sr-only"> {s.title}</span>
          </Button>
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 rounded-md border border-dashed border-slate-300 p-4 dark:border-slate-700 text-sm text-muted-foreground">
          No mocks in this series yet. Choose Schedule on a {s.exam} mock below and pick this series.
        </p>
      ) : (
        <ol
          className="mt-2 divide-y divide-slate-100 dark:divide-slate-800"
          aria-label={`Mocks of ${s.title} in order`}
        >
          {rows.map((m, i) => (
            <MockRow
              key={m.id}
              m={m}
              place={i + 1}
              now={now}
              onSchedule={onSchedule}
              onMove={move}
              first={i === 0}
              last={i === rows.length - 1}
              busy={order.isPending}
            />
          ))}
        </ol>
      )}
    </Card>
  );
}

/**
 * /admin/test-management: the series and schedule desk. Series (create, edit, delete), their mocks in order (up and
 * down), and every mock's schedule window and series. Building papers, publishing, keys and live attempts are on
 * /admin/mock-tests.
 */
export function TestManagementPage() {
  const series = useSeries();
  const mocks = useAdminMocks();
  const [editing, setEditing] = useState<{ open: boolean; series: AdminSeries | null }>({ open: false, series: null });
  const [deleting, setDeleting] = useState<AdminSeries | null>(null);
  const [scheduling, setScheduling] = useState<AdminMock | null>(null);
  const remove = useDeleteSeries();
  const error = series.error ?? mocks.error;
  if (error && isAccessDenied(error)) return <AdminDenied />;
  const now = new Date();
  const byId = new Map((mocks.data?.items ?? []).map((m) => [m.id, m]));
  const loose = (mocks.data?.items ?? []).filter((m) => m.seriesId === null);
  const list = series.data?.items ?? [];

  return (
    <div className="mx-auto grid max-w-5xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Test management</h1>
          <p className="text-sm text-muted-foreground">
            Test series, the order of their mocks and every mock's schedule window (India time). Build, publish and
            watch mocks on{' '}
            <Link to="/admin/mock-tests" className="font-medium text-brand-700 underline dark:text-brand-400">
              Mock tests
            </Link>
            .
          </p>
        </div>
        <span className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/admin/mock-tests">
              <Hammer aria-hidden="true" />
              Build a mock test
            </Link>
          </Button>
          <Button onClick={() => setEditing({ open: true, series: null })}>
            <Plus aria-hidden="true" />
            New series
          </Button>
        </span>
      </header>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {errorMessage(error)}
        </p>
      ) : !series.data || !mocks.data ? (
        <PageSpinner label="Loading series" />
      ) : (
        <>
          {list.length === 0 && (
            <Card className="p-8 text-center text-sm text-muted-foreground">
              No test series yet. Create one with New series, then put mocks in it with Schedule.
            </Card>
          )}
          {list.map((s) => (
            <SeriesCard
              key={s.id}
              s={s}
              mocks={byId}
              now={now}
              onEdit={(x) => setEditing({ open: true, series: x })}
              onDelete={setDeleting}
              onSchedule={setScheduling}
            />
          ))}
          <Card className="p-4" role="region" aria-labelledby="loose-title">
            <h2 id="loose-title" className="text-lg font-semibold">
              Not in a series
            </h2>
            {loose.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">Every mock sits in a series.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                {loose.map((m) => (
                  <MockRow key={m.id} m={m} now={now} onSchedule={setScheduling} />
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
      <SeriesDialog
        open={editing.open}
        series={editing.series}
        onClose={() => setEditing({ open: false, series: null })}
      />
      <MockScheduleDialog mock={scheduling} series={list} onClose={() => setScheduling(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete the series “${deleting.title}”?` : undefined}
        description={
          deleting
            ? `${deleting.mockIds.length ? `Its ${deleting.mockIds.length} mocks stay, published or not, in no series.` : 'It holds no mocks.'} Learners no longer see it on Test Series.`
            : undefined
        }
        cancelLabel="Cancel"
        confirmLabel="Delete series"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              toast({ title: 'Deleted', description: r.message });
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}

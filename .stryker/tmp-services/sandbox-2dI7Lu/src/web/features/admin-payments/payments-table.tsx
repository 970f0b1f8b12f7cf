// @ts-nocheck
import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminPayment, PaymentList } from '#shared/contracts/admin-payments';
import { formatPaise } from '#shared/domain/pricing';
import { type Column, DataTable, Pager } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { staffRefund } from './admin-payments-api.ts';

const statusBadge = {
  captured: 'success',
  refunded: 'warning',
  failed: 'destructive',
  created: 'secondary',
} as const;

const when = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
        new Date(iso),
      )
    : '—';

function RefundButton({ payment }: { payment: AdminPayment }) {
  const [busy, setBusy] = useState(false);
  if (payment.status !== 'captured') return null;
  const refund = async () => {
    if (
      !window.confirm(
        `Refund ${formatPaise(payment.amountPaise)} to ${payment.userEmail ?? 'this user'} and end their plan?`,
      )
    ) {
      return;
    }
    setBusy(true);
    try {
      const r = await staffRefund(payment.id);
      toast({ title: 'Refunded', description: `Refund ${r.refundId}`, variant: 'success' });
    } catch (error) {
      const text = errorMessage(error, 'Please try again.');
      toast({ title: 'Refund failed', description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={refund} disabled={busy}>
      <Undo2 aria-hidden="true" /> Refund
    </Button>
  );
}

const columns: Column<AdminPayment>[] = [
  { header: 'Receipt', cell: (p) => <span className="font-medium">#{p.receiptNo}</span> },
  { header: 'Date', cell: (p) => when(p.capturedAt ?? p.createdAt), className: 'whitespace-nowrap' },
  {
    header: 'User',
    className: 'max-w-56',
    cell: (p) => (
      <>
        <span className="block truncate">{p.userEmail ?? 'Deleted user'}</span>
        {p.userName && <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{p.userName}</span>}
      </>
    ),
  },
  { header: 'Plan', cell: (p) => p.planName },
  { header: 'Amount', align: 'right', cell: (p) => formatPaise(p.amountPaise) },
  { header: 'Status', cell: (p) => <Badge variant={statusBadge[p.status]}>{p.status}</Badge> },
  {
    header: 'Gateway',
    cell: (p) => (
      <>
        <span className="block">{p.gateway}</span>
        <span
          className="block max-w-40 truncate font-mono text-xs text-slate-500 dark:text-slate-400"
          title={p.gatewayOrderId}
        >
          {p.gatewayPaymentId ?? p.gatewayOrderId}
        </span>
      </>
    ),
  },
  { header: <span className="sr-only">Actions</span>, align: 'right', cell: (p) => <RefundButton payment={p} /> },
];

function PaymentCard({ p }: { p: AdminPayment }) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">
          #{p.receiptNo} · {formatPaise(p.amountPaise)}
        </span>
        <Badge variant={statusBadge[p.status]}>{p.status}</Badge>
      </div>
      <p className="mt-1 truncate text-slate-600 dark:text-slate-400">{p.userEmail ?? 'Deleted user'}</p>
      <p className="text-slate-600 dark:text-slate-400">
        {p.planName} · {p.gateway} · {when(p.capturedAt ?? p.createdAt)}
      </p>
      <div className="mt-2">
        <RefundButton payment={p} />
      </div>
    </>
  );
}

/** Payments as a table on wide screens and as cards on phones. */
export function PaymentsTable({
  list,
  page,
  onPage,
  onExport,
}: {
  list: PaymentList;
  page: number;
  onPage(page: number): void;
  onExport(): void;
}) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {list.total} {list.total === 1 ? 'payment' : 'payments'}
        </p>
        <Button variant="outline" size="sm" onClick={onExport}>
          <Download aria-hidden="true" /> Export CSV
        </Button>
      </div>
      {list.items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">No payments match these filters.</p>
      ) : (
        <DataTable
          rows={list.items}
          columns={columns}
          rowKey={(p) => p.id}
          card={(p) => <PaymentCard p={p} />}
          label="Payments"
        />
      )}
      <Pager page={page} total={list.total} pageSize={list.pageSize} onPage={onPage} />
    </div>
  );
}

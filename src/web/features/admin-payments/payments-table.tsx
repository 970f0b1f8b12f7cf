import { Download, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminPayment, PaymentList } from '#shared/contracts/admin-payments';
import { formatPaise } from '#shared/domain/pricing';
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
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
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
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th className="py-2 pr-3">Receipt</th>
                  <th className="py-2 pr-3">Date</th>
                  <th className="py-2 pr-3">User</th>
                  <th className="py-2 pr-3">Plan</th>
                  <th className="py-2 pr-3 text-right">Amount</th>
                  <th className="py-2 pr-3">Status</th>
                  <th className="py-2 pr-3">Gateway</th>
                  <th className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {list.items.map((p) => (
                  <tr key={p.id}>
                    <td className="py-2 pr-3 font-medium">#{p.receiptNo}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{when(p.capturedAt ?? p.createdAt)}</td>
                    <td className="max-w-56 py-2 pr-3">
                      <span className="block truncate">{p.userEmail ?? 'Deleted user'}</span>
                      {p.userName && <span className="block truncate text-xs text-slate-500">{p.userName}</span>}
                    </td>
                    <td className="py-2 pr-3">{p.planName}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{formatPaise(p.amountPaise)}</td>
                    <td className="py-2 pr-3">
                      <Badge variant={statusBadge[p.status]}>{p.status}</Badge>
                    </td>
                    <td className="py-2 pr-3">
                      <span className="block">{p.gateway}</span>
                      <span
                        className="block max-w-40 truncate font-mono text-xs text-slate-500"
                        title={p.gatewayOrderId}
                      >
                        {p.gatewayPaymentId ?? p.gatewayOrderId}
                      </span>
                    </td>
                    <td className="py-2 text-right">
                      <RefundButton payment={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:hidden">
            {list.items.map((p) => (
              <li key={p.id} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800">
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
              </li>
            ))}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-center gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}

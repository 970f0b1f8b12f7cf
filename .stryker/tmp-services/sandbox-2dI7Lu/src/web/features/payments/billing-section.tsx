// @ts-nocheck
import { Crown, Download, ReceiptIndianRupee, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { BillingOverview, Receipt } from '#shared/contracts/payments';
import { durationLabel, formatDate, formatPaise, MONEY_BACK_DAYS } from '#shared/domain/pricing';
import { premiumHighlights } from '#shared/domain/shipped-features';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { refreshAccess, requestRefund, useBilling } from './payments-api.ts';
import { useUpgradeDialog } from './upgrade-context.tsx';

function PlanStatus({ billing }: { billing: BillingOverview }) {
  const { showPopup } = useUpgradeDialog();
  if (billing.subscription) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="success">
          <Crown className="size-3.5" aria-hidden="true" /> Premium
        </Badge>
        {billing.subscription.planName}, active until {formatDate(billing.subscription.endsAt)}.
      </p>
    );
  }
  if (billing.isAdminAccess || billing.hasFreeAccess) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="success">Premium</Badge>
        {billing.isAdminAccess ? 'Included with your staff account.' : 'Free access granted by our team.'}
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <Badge variant="secondary">Free plan</Badge>
      <span className="text-slate-600 dark:text-slate-400">Upgrade for {premiumHighlights()}.</span>
      <Button size="sm" onClick={() => showPopup('general')}>
        <Crown aria-hidden="true" /> Upgrade to Premium
      </Button>
    </div>
  );
}

function ReceiptRow({ receipt, onRefund }: { receipt: Receipt; onRefund(r: Receipt): void }) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(`/api/payments/receipts/${receipt.receiptNo}/pdf`, `receipt-${receipt.receiptNo}.pdf`);
    } catch (error) {
      toast({
        title: 'Download failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li
      className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid={`receipt-${receipt.receiptNo}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          Receipt #{receipt.receiptNo}
          {receipt.status === 'refunded' ? (
            <Badge variant="warning">Refunded</Badge>
          ) : (
            <Badge variant="success">Paid</Badge>
          )}
          {receipt.gateway === 'test' && <Badge variant="secondary">Test mode</Badge>}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {receipt.planName} ({durationLabel(receipt.durationDays)}) · {formatPaise(receipt.amountPaise)} incl.{' '}
          {formatPaise(receipt.gstPaise)} GST · {receipt.paidAt ? formatDate(receipt.paidAt) : '—'}
        </p>
        {receipt.status === 'refunded' && receipt.refundedAt && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Refunded on {formatDate(receipt.refundedAt)}.</p>
        )}
        {receipt.status === 'captured' && !receipt.refund.eligible && receipt.refund.reason && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="refund-reason">
            Refund not available: {receipt.refund.reason}
          </p>
        )}
        {receipt.refund.eligible && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Money-back guarantee until {formatDate(receipt.refund.deadline)}.
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={download} disabled={downloading}>
          <Download aria-hidden="true" /> {downloading ? 'Preparing…' : 'PDF'}
        </Button>
        {receipt.refund.eligible && (
          <Button variant="outline" size="sm" onClick={() => onRefund(receipt)}>
            <Undo2 aria-hidden="true" /> Request refund
          </Button>
        )}
      </div>
    </li>
  );
}

/** Settings: plan status, numbered receipts with PDF download, and the 7-day money-back request. */
export function BillingSection() {
  const billing = useBilling();
  const [pending, setPending] = useState<Receipt | null>(null);
  const [refunding, setRefunding] = useState(false);

  const refund = async () => {
    if (!pending) return;
    setRefunding(true);
    try {
      const res = await requestRefund(pending.id);
      toast({ title: 'Refund requested', description: res.message, variant: 'success' });
      setPending(null);
      await refreshAccess();
    } catch (error) {
      toast({ title: 'Refund failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setRefunding(false);
    }
  };

  return (
    <Card id="billing" aria-labelledby="billing-title" className="scroll-mt-24 p-5 sm:p-6">
      <section className="grid gap-5">
        <header className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
            <ReceiptIndianRupee className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="billing-title" className="text-lg font-semibold leading-tight">
              Plan and billing
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              Your plan, receipts and the {MONEY_BACK_DAYS}-day money-back guarantee.
            </p>
          </div>
        </header>

        {billing.isLoading && <Spinner label="Loading billing" />}
        {billing.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errorMessage(billing.error, 'We could not load your billing details.')}
          </p>
        )}
        {billing.data && (
          <>
            <PlanStatus billing={billing.data} />
            {billing.data.receipts.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">No payments yet.</p>
            ) : (
              <ul className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {billing.data.receipts.map((r) => (
                  <ReceiptRow key={r.id} receipt={r} onRefund={setPending} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <ConfirmDialog
        open={pending !== null}
        title={`Refund ${pending ? formatPaise(pending.amountPaise) : ''}?`}
        description="The full amount goes back to your original payment method, usually within 5–7 working days. Your premium access ends immediately."
        cancelLabel="Keep my plan"
        confirmLabel={refunding ? 'Refunding…' : 'Refund and end premium'}
        onCancel={() => setPending(null)}
        onConfirm={refund}
        destructive
        busy={refunding}
        confirmTestId="confirm-refund"
      />
    </Card>
  );
}

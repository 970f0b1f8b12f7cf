// @ts-nocheck
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import type { CheckoutOrder } from '#shared/contracts/payments';
import { formatPaise } from '#shared/domain/pricing';
import { Button } from '../../components/ui/button.tsx';

/**
 * Test mode's stand-in for the Razorpay window: the server's test gateway pays or declines the order and signs
 * the result, which then goes through the same server verification as a real payment.
 */
export function TestCheckout({
  order,
  onPay,
  onDecline,
  onCancel,
}: {
  order: CheckoutOrder;
  onPay(): Promise<void>;
  onDecline(): Promise<void>;
  onCancel(): void;
}) {
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      aria-label="Test checkout"
      data-testid="test-checkout"
      className="grid gap-3 rounded-xl border-2 border-dashed border-amber-400 p-4 dark:border-amber-500/60"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-amber-800 dark:text-amber-300">
        <FlaskConical className="size-4" aria-hidden="true" />
        Test checkout: no real money
      </p>
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500 dark:text-slate-400">Order</dt>
          <dd className="truncate font-mono text-xs">{order.orderId}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-500 dark:text-slate-400">Amount</dt>
          <dd className="font-semibold">{formatPaise(order.amountPaise)}</dd>
        </div>
      </dl>
      <Button onClick={run(onPay)} disabled={busy} data-testid="test-pay-success">
        Simulate successful payment
      </Button>
      <Button variant="outline" onClick={run(onDecline)} disabled={busy} data-testid="test-pay-failure">
        Simulate declined payment
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
    </section>
  );
}

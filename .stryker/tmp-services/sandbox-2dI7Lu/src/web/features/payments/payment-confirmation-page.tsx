// @ts-nocheck
import { CreditCard, FlaskConical, Lock, Receipt, Shield, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CheckoutOrder, SubscriptionPlan, VerifyPaymentBody } from '#shared/contracts/payments';
import { formatRupees, rupeesToPaise } from '#shared/domain/pricing';
import { StatusScreen } from '../../components/status-screen.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner, Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage, HttpError } from '../../lib/api-client.ts';
import { useAuth, usePremiumAccess } from '../auth/public.ts';
import { OrderSummary } from './order-summary.tsx';
import { createOrder, refreshAccess, testPay, useCheckoutConfig, usePlan, verifyPayment } from './payments-api.ts';
import { openRazorpayCheckout } from './razorpay-checkout.ts';
import { TestCheckout } from './test-checkout.tsx';

type Step =
  | { kind: 'ready' }
  | { kind: 'creating' }
  | { kind: 'test-checkout'; order: CheckoutOrder }
  | { kind: 'razorpay'; order: CheckoutOrder }
  | { kind: 'verifying' }
  | { kind: 'failed'; message: string };

// The checkout script's own errors (Razorpay failed to load, the window was closed) carry a readable message too.
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && !(error instanceof HttpError) ? error.message || fallback : errorMessage(error, fallback);

/** /payment-confirmation?planId= : the order summary with GST, then checkout (Razorpay, or test mode). */
export function PaymentConfirmationPage() {
  const [params] = useSearchParams();
  const raw = params.get('planId');
  const planId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const plan = usePlan(planId);
  const config = useCheckoutConfig();

  if (planId === null) return <PlanMissing text="No plan was chosen." />;
  if (plan.isLoading || config.isLoading) return <PageSpinner label="Loading your order" />;
  if (plan.isError || !plan.data) return <PlanMissing text="This plan is not available any more." />;
  if (config.data?.gateway === 'unavailable') return <PaymentsUnavailable />;
  return <Checkout plan={plan.data} testMode={config.data?.gateway !== 'razorpay'} />;
}

/** Production without a payment gateway: nothing is sold, and the page says so plainly. */
function PaymentsUnavailable() {
  return (
    <StatusScreen
      icon={ShoppingBag}
      title="Payments are unavailable"
      tone="amber"
      actions={
        <Button asChild>
          <Link to="/">Back to Dashboard</Link>
        </Button>
      }
    >
      Payments are unavailable right now. Please try again later; nothing has been charged.
    </StatusScreen>
  );
}

function PlanMissing({ text }: { text: string }) {
  return (
    <StatusScreen
      icon={ShoppingBag}
      title="Plan not found"
      tone="amber"
      actions={
        <Button asChild>
          <Link to="/">Back to Dashboard</Link>
        </Button>
      }
    >
      {text} Open the upgrade dialog to choose a current plan.
    </StatusScreen>
  );
}

function Checkout({ plan, testMode }: { plan: SubscriptionPlan; testMode: boolean }) {
  const { isAuthenticated, isLoading } = useAuth();
  const premium = usePremiumAccess();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'ready' });
  const total = formatRupees(rupeesToPaise(plan.price) / 100);

  const verify = async (result: VerifyPaymentBody) => {
    setStep({ kind: 'verifying' });
    try {
      await verifyPayment(result);
      await refreshAccess();
      navigate('/?premium=activated', { replace: true });
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error, 'We could not confirm the payment.') });
    }
  };

  const start = async () => {
    setStep({ kind: 'creating' });
    try {
      const order = await createOrder(plan.id);
      if (order.gateway === 'test') {
        setStep({ kind: 'test-checkout', order });
        return;
      }
      setStep({ kind: 'razorpay', order });
      await openRazorpayCheckout(order, {
        onPaid: (result) => void verify(result),
        onDismiss: () => setStep({ kind: 'ready' }),
        onFailed: (message) => setStep({ kind: 'failed', message }),
      });
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error, 'We could not start the payment.') });
    }
  };

  const payTest = async (order: CheckoutOrder, outcome: 'success' | 'failure') => {
    try {
      const r = await testPay(order.orderId, outcome);
      if (r.outcome === 'failure' || !r.razorpay_signature) {
        setStep({ kind: 'failed', message: r.error ?? 'The payment failed.' });
        return;
      }
      await verify({
        razorpay_order_id: r.razorpay_order_id,
        razorpay_payment_id: r.razorpay_payment_id,
        razorpay_signature: r.razorpay_signature,
        planId: plan.id,
      });
    } catch (error) {
      setStep({ kind: 'failed', message: messageOf(error, 'The test payment did not go through.') });
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Confirm your plan</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Review the order, then pay securely.</p>
      </header>

      {testMode && (
        <div
          role="note"
          data-testid="test-mode-banner"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>Test mode.</strong> This site has no payment gateway keys, so payments are simulated by a built-in
            test gateway: no card is charged and no money moves.
          </p>
        </div>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-[1fr_380px]">
        <OrderSummary plan={plan} />

        <Card className="grid gap-4 p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <CreditCard className="size-5 text-brand-600 dark:text-brand-500" aria-hidden="true" />
            Checkout
          </h2>

          {premium.hasPaidSubscription && (
            <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700 dark:bg-brand-500/15 dark:text-brand-100">
              You already have a premium plan. A new plan starts when the current one ends.
            </p>
          )}

          {isLoading ? (
            <Spinner label="Checking your sign-in" />
          ) : !isAuthenticated ? (
            <div className="grid gap-3">
              <p className="text-sm text-slate-600 dark:text-slate-400">Sign in to buy this plan for your account.</p>
              <Button asChild>
                <Link to="/login">Sign In to Continue</Link>
              </Button>
            </div>
          ) : step.kind === 'test-checkout' ? (
            <TestCheckout
              order={step.order}
              onPay={() => payTest(step.order, 'success')}
              onDecline={() => payTest(step.order, 'failure')}
              onCancel={() => setStep({ kind: 'ready' })}
            />
          ) : step.kind === 'verifying' ? (
            <p role="status" className="flex items-center gap-3 text-sm">
              <Spinner label="Confirming your payment" /> Confirming your payment…
            </p>
          ) : (
            <div className="grid gap-3">
              {step.kind === 'failed' && (
                <p
                  role="alert"
                  className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-500/10 dark:text-red-300"
                >
                  Payment failed: {step.message}
                </p>
              )}
              <Button
                size="lg"
                data-testid="pay-button"
                onClick={start}
                disabled={step.kind === 'creating' || step.kind === 'razorpay'}
              >
                <Lock aria-hidden="true" />
                {step.kind === 'creating' || step.kind === 'razorpay'
                  ? 'Opening checkout…'
                  : step.kind === 'failed'
                    ? `Try again: pay ${total}`
                    : `Pay ${total}`}
              </Button>
            </div>
          )}

          <ul className="grid gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <li className="flex items-center gap-2">
              <Shield className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              7-day money-back guarantee, from Settings
            </li>
            <li className="flex items-center gap-2">
              <Lock className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              {testMode
                ? 'Simulated payment, verified on our server'
                : 'Secure payment by Razorpay: UPI, cards, netbanking'}
            </li>
            <li className="flex items-center gap-2">
              <Receipt className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              Instant activation and a numbered receipt
            </li>
          </ul>
        </Card>
      </div>
    </div>
  );
}

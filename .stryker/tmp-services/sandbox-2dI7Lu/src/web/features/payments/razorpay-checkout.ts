// @ts-nocheck
import type { CheckoutOrder, VerifyPaymentBody } from '#shared/contracts/payments';

// Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js), loaded only when a learner pays.

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      loading = null;
      reject(new Error('Could not reach Razorpay. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Checkout on our server-made order; the amount shown is the order's, fixed on the server. */
export async function openRazorpayCheckout(
  order: CheckoutOrder,
  handlers: { onPaid(result: VerifyPaymentBody): void; onDismiss(): void; onFailed(message: string): void },
) {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: order.keyId,
    order_id: order.orderId,
    amount: order.amountPaise,
    currency: order.currency,
    name: 'MBA Prep',
    description: `${order.plan.name} plan`,
    prefill: { name: order.prefill.name, email: order.prefill.email, contact: order.prefill.contact ?? undefined },
    notes: { planId: String(order.plan.id) },
    theme: { color: '#4f46e5' },
    handler: (response: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) =>
      handlers.onPaid({ ...response, planId: order.plan.id }),
    modal: { ondismiss: handlers.onDismiss, confirm_close: true },
  });
  checkout.on('payment.failed', (r) => handlers.onFailed(r.error?.description ?? 'The payment failed.'));
  checkout.open();
}

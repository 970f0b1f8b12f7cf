// @ts-nocheck
import type { Config } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { razorpayGateway } from './razorpay-gateway.ts';
import { testGateway } from './test-gateway.ts';

/**
 * Razorpay when both keys are set. Otherwise the built-in test gateway (plainly labelled in the UI) outside
 * production, and in production only when PAYMENT_GATEWAY=test says so: a production site without keys sells
 * nothing (null) rather than handing out premium through simulated payments.
 */
export function gatewayFromConfig(config: Config): PaymentGateway | null {
  const wantsTest = config.PAYMENT_GATEWAY === 'test';
  if (!wantsTest && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return razorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  if (config.PAYMENT_GATEWAY === 'razorpay') {
    throw new Error('PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.');
  }
  if (wantsTest || config.NODE_ENV !== 'production') return testGateway();
  return null;
}

/** One line for the start-up log: which gateway takes payments. */
export function describeGateway(gateway: PaymentGateway | null): string {
  if (!gateway) return 'none (payments unavailable: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)';
  return gateway.name === 'test' ? 'test (simulated, no money moves)' : 'razorpay';
}

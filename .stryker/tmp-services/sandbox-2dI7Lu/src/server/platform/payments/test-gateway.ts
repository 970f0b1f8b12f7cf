// @ts-nocheck
import { randomBytes } from 'node:crypto';
import {
  GatewayError,
  type GatewayOrder,
  type GatewayPayment,
  type PaymentGateway,
  paymentSignature,
  signaturesMatch,
} from './gateway.ts';

export interface TestGateway extends PaymentGateway {
  readonly name: 'test';
  /**
   * The stand-in for the checkout window: pays (or fails) an order as a card would, and signs the result with
   * this gateway's server-side secret exactly as Razorpay signs a checkout, so verification walks the real path.
   */
  pay(
    orderId: string,
    outcome: 'success' | 'failure',
  ): { paymentId: string; signature: string | null; error: string | null };
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('base64url')}`;

/**
 * Built-in test mode, used when no Razorpay keys are set. Orders and payments live in this process's memory and
 * the signing secret is random per process: a restart between paying and verifying simply fails verification.
 */
/** The test gateway, told apart by the one method only it has. */
export const isTestGateway = (gateway: PaymentGateway): gateway is TestGateway =>
  gateway.name === 'test' && 'pay' in gateway;

export function testGateway(secret = randomBytes(32).toString('hex')): TestGateway {
  const orders = new Map<string, GatewayOrder>();
  const payments = new Map<string, GatewayPayment>();
  const payment = (paymentId: string) => {
    const p = payments.get(paymentId);
    if (!p) throw new GatewayError('The test gateway has no such payment.', 400, 'BAD_REQUEST_ERROR');
    return p;
  };

  return {
    name: 'test',
    keyId: null,
    webhooksEnabled: false,
    async createOrder({ amountPaise, currency }) {
      const order: GatewayOrder = { id: id('order'), amount: amountPaise, currency, status: 'created' };
      orders.set(order.id, order);
      return { ...order };
    },
    pay(orderId, outcome) {
      const order = orders.get(orderId);
      if (!order) throw new GatewayError('The test gateway has no such order.', 400, 'BAD_REQUEST_ERROR');
      const p: GatewayPayment = {
        id: id('pay'),
        orderId,
        amount: order.amount,
        currency: order.currency,
        status: outcome === 'success' ? 'captured' : 'failed',
        errorDescription: outcome === 'success' ? null : 'Test mode: the payment was declined.',
      };
      payments.set(p.id, p);
      order.status = outcome === 'success' ? 'paid' : 'attempted';
      return {
        paymentId: p.id,
        signature: outcome === 'success' ? paymentSignature(secret, orderId, p.id) : null,
        error: p.errorDescription,
      };
    },
    async fetchPayment(paymentId) {
      return { ...payment(paymentId) };
    },
    async capturePayment(paymentId, amountPaise) {
      const p = payment(paymentId);
      if (p.amount !== amountPaise) throw new GatewayError('Capture amount does not match.', 400, 'BAD_REQUEST_ERROR');
      if (p.status === 'authorized') p.status = 'captured';
      return { ...p };
    },
    async refundPayment(paymentId, amountPaise) {
      const p = payment(paymentId);
      if (p.status !== 'captured')
        throw new GatewayError('Only captured payments can be refunded.', 400, 'BAD_REQUEST_ERROR');
      p.status = 'refunded';
      return { id: id('rfnd'), paymentId, amount: amountPaise, status: 'processed' };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(secret, orderId, paymentId), signature);
    },
    verifyWebhookSignature() {
      return false;
    },
  };
}

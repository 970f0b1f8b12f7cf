import type Razorpay from 'razorpay';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentStatus,
  hmacHex,
  type PaymentGateway,
  paymentSignature,
  signaturesMatch,
} from './gateway.ts';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
}

interface RawPayment {
  id: string;
  order_id: string;
  amount: number | string;
  currency: string;
  status: GatewayPaymentStatus;
  error_description?: string | null;
}

/**
 * Razorpay through the official SDK. baseUrl points the SDK at another host speaking the same API (our local
 * peer in tests): the SDK has no public option for it, so, as its own e2e suite does, we re-aim the HTTP client
 * it keeps in `api.rq` (an axios instance carrying the basic-auth keys).
 */
export function razorpayGateway(config: RazorpayConfig, options: { baseUrl?: string } = {}): PaymentGateway {
  // The SDK and its HTTP client (some 5 MB of a server's memory) load with the first call to the gateway.
  let sdk: Promise<Razorpay> | undefined;
  const connect = async () => {
    const { default: Sdk } = await import('razorpay');
    const client = new Sdk({ key_id: config.keyId, key_secret: config.keySecret });
    if (options.baseUrl) {
      const http = (client.api as unknown as { rq?: { defaults: { baseURL?: string } } }).rq;
      if (!http?.defaults) throw new Error('This razorpay SDK version cannot be pointed at another host');
      http.defaults.baseURL = options.baseUrl.replace(/\/$/, '');
    }
    return client;
  };

  const call = async <T>(what: string, run: (client: Razorpay) => Promise<T>): Promise<T> => {
    sdk ??= connect();
    const client = await sdk;
    try {
      return await run(client);
    } catch (error) {
      throw toGatewayError(what, error);
    }
  };
  const toPayment = (p: RawPayment): GatewayPayment => ({
    id: p.id,
    orderId: p.order_id,
    amount: Number(p.amount),
    currency: p.currency,
    status: p.status,
    errorDescription: p.error_description ?? null,
  });

  return {
    name: 'razorpay',
    keyId: config.keyId,
    webhooksEnabled: !!config.webhookSecret,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await call('create the order', (client) =>
        client.orders.create({ amount: amountPaise, currency, receipt, notes }),
      );
      return { id: order.id, amount: Number(order.amount), currency: order.currency, status: order.status };
    },
    async fetchPayment(paymentId) {
      const p = await call('fetch the payment', (client) => client.payments.fetch(paymentId));
      return toPayment(p as unknown as RawPayment);
    },
    async capturePayment(paymentId, amountPaise, currency) {
      const p = await call('capture the payment', (client) =>
        client.payments.capture(paymentId, amountPaise, currency),
      );
      return toPayment(p as unknown as RawPayment);
    },
    async refundPayment(paymentId, amountPaise, notes) {
      const r = await call('refund the payment', (client) =>
        client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes }),
      );
      return { id: r.id, paymentId: r.payment_id, amount: Number(r.amount), status: r.status };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return signaturesMatch(paymentSignature(config.keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      if (!config.webhookSecret) return false;
      return signaturesMatch(hmacHex(config.webhookSecret, rawBody), signature);
    },
  };
}

/** The SDK rejects with { statusCode, error: { code, description } }, or a plain error when the network fails. */
function toGatewayError(what: string, error: unknown): GatewayError {
  const e = error as { statusCode?: number; error?: { code?: string; description?: string } } | undefined;
  if (e && typeof e === 'object' && e.error && typeof e.statusCode === 'number') {
    return new GatewayError(
      `Razorpay could not ${what}: ${e.error.description ?? 'unknown error'}`,
      e.statusCode,
      e.error.code ?? null,
    );
  }
  return new GatewayError(`Razorpay could not ${what}: the gateway did not answer.`, null, null);
}

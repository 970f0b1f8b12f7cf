// @ts-nocheck
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server on 127.0.0.1 speaking the documented Razorpay v1 orders, payments and refunds API with
// basic auth, so tests drive the official SDK over a real socket. It also plays the checkout window (pay) and the
// webhook sender (webhook), signing both as Razorpay documents.

type Json = Record<string, unknown>;
export interface PeerOrder extends Json {
  id: string;
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Json;
}
export interface PeerPayment extends Json {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  error_description: string | null;
}
export interface PeerRefund extends Json {
  id: string;
  amount: number;
  payment_id: string;
  status: 'processed';
}

export interface RazorpayPeer {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  orders: Map<string, PeerOrder>;
  payments: Map<string, PeerPayment>;
  refunds: Map<string, PeerRefund>;
  /** Every API call received, in order. */
  requests: { method: string; path: string; body: Json | null; authorised: boolean }[];
  /** What Checkout does when a learner pays: a payment on the order and the handler's signed response. */
  pay(
    orderId: string,
    opts?: { status?: 'captured' | 'authorized' | 'failed'; amount?: number },
  ): { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
  /** A webhook delivery as Razorpay sends it: raw JSON body plus signature and event-id headers. */
  webhook(
    event: 'payment.captured' | 'payment.failed' | 'refund.processed',
    ids: { paymentId: string; refundId?: string },
    eventId?: string,
  ): { payload: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;
const unix = () => Math.floor(Date.now() / 1000);
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

class PeerError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export async function startRazorpayPeer(
  opts: { keyId?: string; keySecret?: string; webhookSecret?: string } = {},
): Promise<RazorpayPeer> {
  const keyId = opts.keyId ?? 'rzp_test_peer';
  const keySecret = opts.keySecret ?? 'peer_secret';
  const webhookSecret = opts.webhookSecret ?? 'peer_webhook_secret';
  const orders = new Map<string, PeerOrder>();
  const payments = new Map<string, PeerPayment>();
  const refunds = new Map<string, PeerRefund>();
  const requests: RazorpayPeer['requests'] = [];

  const find = <T>(map: Map<string, T>, id: string, what: string): T => {
    const found = map.get(id);
    if (!found) throw new PeerError(400, `The id provided does not exist`, `${what}_id`);
    return found;
  };

  function route(method: string, path: string, body: Json): { status: number; json: unknown } {
    const at = (verb: string, pattern: RegExp) => (method === verb ? pattern.exec(path) : null);
    let m: RegExpExecArray | null = null;
    if (method === 'POST' && path === '/v1/orders') {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount)) {
        throw new PeerError(400, 'The amount must be an integer.', 'amount');
      }
      if (amount < 100) throw new PeerError(400, 'Order amount less than minimum amount allowed', 'amount');
      const receipt = (body.receipt as string | undefined) ?? null;
      if (receipt && receipt.length > 40) {
        throw new PeerError(400, 'The receipt may not be greater than 40 characters.', 'receipt');
      }
      const order: PeerOrder = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: (body.currency as string) ?? 'INR',
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: (body.notes as Json) ?? {},
        created_at: unix(),
      };
      orders.set(order.id, order);
      return { status: 200, json: order };
    }
    m = at('GET', /^\/v1\/orders\/([^/]+)$/);
    if (m) {
      return { status: 200, json: find(orders, m[1] ?? '', 'order') };
    }
    m = at('GET', /^\/v1\/orders\/([^/]+)\/payments$/);
    if (m) {
      const orderId = m[1];
      const items = [...payments.values()].filter((p) => p.order_id === orderId);
      return { status: 200, json: { entity: 'collection', count: items.length, items } };
    }
    m = at('GET', /^\/v1\/payments\/([^/]+)$/);
    if (m) {
      return { status: 200, json: find(payments, m[1] ?? '', 'payment') };
    }
    m = at('POST', /^\/v1\/payments\/([^/]+)\/capture$/);
    if (m) {
      const p = find(payments, m[1] ?? '', 'payment');
      if (p.status === 'captured') throw new PeerError(400, 'This payment has already been captured');
      if (p.status !== 'authorized')
        throw new PeerError(400, 'Only payments which have been authorized can be captured');
      if (body.amount !== p.amount) {
        throw new PeerError(400, 'Capture amount must be equal to the amount authorized', 'amount');
      }
      Object.assign(p, { status: 'captured', captured: true });
      return { status: 200, json: p };
    }
    m = at('POST', /^\/v1\/payments\/([^/]+)\/refund$/);
    if (m) {
      const p = find(payments, m[1] ?? '', 'payment');
      if (p.status !== 'captured') throw new PeerError(400, 'The payment has not been captured');
      const amount = (body.amount as number | undefined) ?? p.amount - p.amount_refunded;
      if (!Number.isInteger(amount) || amount < 100 || amount > p.amount - p.amount_refunded) {
        throw new PeerError(400, 'The refund amount provided is greater than amount captured', 'amount');
      }
      const refund: PeerRefund = {
        id: newId('rfnd'),
        entity: 'refund',
        amount,
        currency: p.currency,
        payment_id: p.id,
        notes: (body.notes as Json) ?? {},
        receipt: null,
        acquirer_data: { arn: null },
        created_at: unix(),
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: (body.speed as string) ?? 'normal',
      };
      refunds.set(refund.id, refund);
      p.amount_refunded += amount;
      p.refund_status = p.amount_refunded === p.amount ? 'full' : 'partial';
      if (p.refund_status === 'full') p.status = 'refunded';
      return { status: 200, json: refund };
    }
    m = at('GET', /^\/v1\/refunds\/([^/]+)$/);
    if (m) {
      return { status: 200, json: find(refunds, m[1] ?? '', 'refund') };
    }
    throw new PeerError(400, 'The requested URL was not found on the server.');
  }

  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const authorised = req.headers.authorization === expectedAuth;
      let body: Json | null = null;
      let status = 200;
      let json: unknown;
      try {
        body = text ? (JSON.parse(text) as Json) : null;
        requests.push({ method: req.method ?? 'GET', path, body, authorised });
        if (!authorised) throw new PeerError(401, 'Authentication failed');
        ({ status, json } = route(req.method ?? 'GET', path, body ?? {}));
      } catch (error) {
        const e = error instanceof PeerError ? error : new PeerError(400, 'Invalid request body');
        status = e.status;
        json = {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: e.message,
            source: 'business',
            step: 'payment_initiation',
            reason: 'input_validation_failed',
            metadata: {},
            field: e.field ?? null,
          },
        };
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    requests,
    pay(orderId, o = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`peer: no order ${orderId}`);
      const status = o.status ?? 'captured';
      const payment: PeerPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: o.amount ?? order.amount,
        currency: order.currency,
        status,
        order_id: orderId,
        method: 'upi',
        captured: status === 'captured',
        amount_refunded: 0,
        refund_status: null,
        email: 'learner@example.com',
        contact: '+919000000000',
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed because the bank declined it' : null,
        created_at: unix(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      if (status === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      else order.status = 'attempted';
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: sign(keySecret, `${orderId}|${payment.id}`),
      };
    },
    webhook(event, ids, eventId = newId('evt')) {
      const payment = payments.get(ids.paymentId);
      if (!payment) throw new Error(`peer: no payment ${ids.paymentId}`);
      const payload: Json = { payment: { entity: payment } };
      const contains = ['payment'];
      if (event === 'refund.processed') {
        const refund = ids.refundId ? refunds.get(ids.refundId) : undefined;
        if (!refund) throw new Error('peer: refund.processed needs a refund id');
        payload.refund = { entity: refund };
        contains.unshift('refund');
      }
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_peer',
        event,
        contains,
        payload,
        created_at: unix(),
      });
      return {
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

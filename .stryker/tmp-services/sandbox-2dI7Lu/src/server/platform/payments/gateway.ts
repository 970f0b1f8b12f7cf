// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

// The seam between our payment rules and a payment gateway: Razorpay, or the built-in test gateway.

export type GatewayName = 'razorpay' | 'test';
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayOrder {
  id: string;
  amount: number;
  currency: string;
  status: string;
}

export interface GatewayPayment {
  id: string;
  orderId: string;
  amount: number;
  currency: string;
  status: GatewayPaymentStatus;
  errorDescription: string | null;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The public key the browser's checkout needs (Razorpay key_id); null for the test gateway. */
  readonly keyId: string | null;
  readonly webhooksEnabled: boolean;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  capturePayment(paymentId: string, amountPaise: number, currency: string): Promise<GatewayPayment>;
  refundPayment(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund>;
  /** Checkout's signature: HMAC-SHA256(key secret, order_id + "|" + payment_id), hex. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Webhook signature: HMAC-SHA256(webhook secret, raw body), hex. False when no webhook secret is set. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
}

/** A gateway refused or failed a call; the message is safe to show. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly gatewayCode: string | null,
  ) {
    super(message);
  }
}

export const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const paymentSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacHex(secret, `${orderId}|${paymentId}`);

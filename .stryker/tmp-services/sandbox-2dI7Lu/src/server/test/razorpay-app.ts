// @ts-nocheck
import { seedPlans } from '#server/db/seeds/plans';
import { razorpayGateway } from '#server/platform/payments/razorpay-gateway';
import { type RazorpayPeer, startRazorpayPeer } from './razorpay-peer.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A whole app with Razorpay as in production, its gateway aimed at a local peer on 127.0.0.1 (the webhook route
 * checks signatures instead of answering 503 "not configured", and orders reach a gateway), the plans seeded.
 * The caller closes both: `await t.close(); await peer.close();`.
 */
export async function createRazorpayTestApp(): Promise<{ t: TestApp; peer: RazorpayPeer }> {
  const peer = await startRazorpayPeer();
  const t = await createTestApp({
    RAZORPAY_KEY_ID: peer.keyId,
    RAZORPAY_KEY_SECRET: peer.keySecret,
    RAZORPAY_WEBHOOK_SECRET: peer.webhookSecret,
  });
  t.deps.payments = razorpayGateway(
    { keyId: peer.keyId, keySecret: peer.keySecret, webhookSecret: peer.webhookSecret },
    { baseUrl: peer.url },
  );
  await seedPlans({ database: t.database, clock: t.clock });
  return { t, peer };
}

import type { Config } from '../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { razorpayGateway } from './razorpay-gateway.ts';
import { testGateway } from './test-gateway.ts';

/** Razorpay when both keys are set, else the built-in test gateway (plainly labelled test mode in the UI). */
export function gatewayFromConfig(config: Config): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return razorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  }
  return testGateway();
}

const chosen = new WeakMap<object, PaymentGateway>();

/**
 * The gateway for one app: deps.payments when the app was built with one (tests pass a gateway aimed at the
 * local Razorpay peer), else one made from the config, once per app.
 */
export function gatewayFor(deps: { config: Config; payments?: PaymentGateway }): PaymentGateway {
  if (deps.payments) return deps.payments;
  let gateway = chosen.get(deps);
  if (!gateway) {
    gateway = gatewayFromConfig(deps.config);
    chosen.set(deps, gateway);
  }
  return gateway;
}

// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import { randomUUID } from 'node:crypto';
import type { CheckoutConfig, CheckoutOrder, SubscriptionPlan, TestPayResponse, VerifyPaymentBody, VerifyPaymentResponse } from '#shared/contracts/payments';
import { CURRENCY, gstIncluded, rupeesToPaise } from '#shared/domain/pricing';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { GatewayError, type PaymentGateway } from '../../platform/payments/gateway.ts';
import { isTestGateway } from '../../platform/payments/test-gateway.ts';
import { presentPlan } from '../../presenters/plan.ts';
import type { AuthContext } from '../access/public.ts';
import { paymentsRepo, type SubscriptionRow } from './payments.repo.ts';
import { plansCache } from './plans-cache.ts';
export const PAYMENTS_UNAVAILABLE = stryMutAct_9fa48("176") ? "" : (stryCov_9fa48("176"), 'Payments are unavailable right now. Please try again later.');
const DAY_MS = 86_400_000;

/** Gateway trouble reaches the learner as a 4xx/502 with the gateway's reason, never as a stack trace. */
export async function viaGateway<T>(run: () => Promise<T>): Promise<T> {
  if (stryMutAct_9fa48("177")) {
    {}
  } else {
    stryCov_9fa48("177");
    try {
      if (stryMutAct_9fa48("178")) {
        {}
      } else {
        stryCov_9fa48("178");
        return await run();
      }
    } catch (error) {
      if (stryMutAct_9fa48("179")) {
        {}
      } else {
        stryCov_9fa48("179");
        if (stryMutAct_9fa48("181") ? false : stryMutAct_9fa48("180") ? true : (stryCov_9fa48("180", "181"), error instanceof GatewayError)) {
          if (stryMutAct_9fa48("182")) {
            {}
          } else {
            stryCov_9fa48("182");
            if (stryMutAct_9fa48("185") ? error.statusCode && error.statusCode >= 400 || error.statusCode < 500 : stryMutAct_9fa48("184") ? false : stryMutAct_9fa48("183") ? true : (stryCov_9fa48("183", "184", "185"), (stryMutAct_9fa48("187") ? error.statusCode || error.statusCode >= 400 : stryMutAct_9fa48("186") ? true : (stryCov_9fa48("186", "187"), error.statusCode && (stryMutAct_9fa48("190") ? error.statusCode < 400 : stryMutAct_9fa48("189") ? error.statusCode > 400 : stryMutAct_9fa48("188") ? true : (stryCov_9fa48("188", "189", "190"), error.statusCode >= 400)))) && (stryMutAct_9fa48("193") ? error.statusCode >= 500 : stryMutAct_9fa48("192") ? error.statusCode <= 500 : stryMutAct_9fa48("191") ? true : (stryCov_9fa48("191", "192", "193"), error.statusCode < 500)))) {
              if (stryMutAct_9fa48("194")) {
                {}
              } else {
                stryCov_9fa48("194");
                throw new AppError(400, stryMutAct_9fa48("195") ? "" : (stryCov_9fa48("195"), 'gateway_refused'), error.message);
              }
            }
            throw new AppError(502, stryMutAct_9fa48("196") ? "" : (stryCov_9fa48("196"), 'gateway_unavailable'), error.message);
          }
        }
        throw error;
      }
    }
  }
}

/** A plan bought while another is live starts when the last one ends, so paid days are never lost. */
export function subscriptionWindow(latestActiveEnd: Date | null, now: Date, durationDays: number) {
  if (stryMutAct_9fa48("197")) {
    {}
  } else {
    stryCov_9fa48("197");
    const startsAt = (stryMutAct_9fa48("200") ? latestActiveEnd || latestActiveEnd > now : stryMutAct_9fa48("199") ? false : stryMutAct_9fa48("198") ? true : (stryCov_9fa48("198", "199", "200"), latestActiveEnd && (stryMutAct_9fa48("203") ? latestActiveEnd <= now : stryMutAct_9fa48("202") ? latestActiveEnd >= now : stryMutAct_9fa48("201") ? true : (stryCov_9fa48("201", "202", "203"), latestActiveEnd > now)))) ? latestActiveEnd : now;
    return stryMutAct_9fa48("204") ? {} : (stryCov_9fa48("204"), {
      startsAt,
      endsAt: new Date(stryMutAct_9fa48("205") ? startsAt.getTime() - durationDays * DAY_MS : (stryCov_9fa48("205"), startsAt.getTime() + (stryMutAct_9fa48("206") ? durationDays / DAY_MS : (stryCov_9fa48("206"), durationDays * DAY_MS))))
    });
  }
}
export type PaymentsDeps = Pick<AppDeps, 'database' | 'clock' | 'payments'>;

/** Plans, checkout (orders, test mode, verification) and the two state changes every path shares. */
export function paymentsService(deps: PaymentsDeps) {
  if (stryMutAct_9fa48("207")) {
    {}
  } else {
    stryCov_9fa48("207");
    const {
      db
    } = deps.database;
    const repo = paymentsRepo(db);
    const plans = plansCache(stryMutAct_9fa48("208") ? () => undefined : (stryCov_9fa48("208"), () => repo.listActivePlans()));
    // Read on every call: a test may aim the app at another gateway after start.
    const gateway = (): PaymentGateway => {
      if (stryMutAct_9fa48("209")) {
        {}
      } else {
        stryCov_9fa48("209");
        if (stryMutAct_9fa48("212") ? false : stryMutAct_9fa48("211") ? true : stryMutAct_9fa48("210") ? deps.payments : (stryCov_9fa48("210", "211", "212"), !deps.payments)) throw new AppError(503, stryMutAct_9fa48("213") ? "" : (stryCov_9fa48("213"), 'payments_unavailable'), PAYMENTS_UNAVAILABLE);
        return deps.payments;
      }
    };
    async function activePlan(id: number): Promise<SubscriptionPlan> {
      if (stryMutAct_9fa48("214")) {
        {}
      } else {
        stryCov_9fa48("214");
        const row = await repo.findPlan(id);
        if (stryMutAct_9fa48("217") ? false : stryMutAct_9fa48("216") ? true : stryMutAct_9fa48("215") ? row?.isActive : (stryCov_9fa48("215", "216", "217"), !(stryMutAct_9fa48("218") ? row.isActive : (stryCov_9fa48("218"), row?.isActive)))) throw notFound(stryMutAct_9fa48("219") ? "" : (stryCov_9fa48("219"), 'This plan is not available.'));
        return presentPlan(row, deps.clock.now());
      }
    }
    async function ownOrder(auth: AuthContext, orderId: string): Promise<PaymentRow> {
      if (stryMutAct_9fa48("220")) {
        {}
      } else {
        stryCov_9fa48("220");
        const payment = await repo.findPaymentByOrderId(orderId);
        // Someone else's order answers exactly like an unknown one.
        if (stryMutAct_9fa48("223") ? !payment && payment.userId !== auth.user.id : stryMutAct_9fa48("222") ? false : stryMutAct_9fa48("221") ? true : (stryCov_9fa48("221", "222", "223"), (stryMutAct_9fa48("224") ? payment : (stryCov_9fa48("224"), !payment)) || (stryMutAct_9fa48("226") ? payment.userId === auth.user.id : stryMutAct_9fa48("225") ? false : (stryCov_9fa48("225", "226"), payment.userId !== auth.user.id)))) throw notFound(stryMutAct_9fa48("227") ? "" : (stryCov_9fa48("227"), 'No such order.'));
        return payment;
      }
    }
    async function activated(paymentId: string): Promise<VerifyPaymentResponse> {
      if (stryMutAct_9fa48("228")) {
        {}
      } else {
        stryCov_9fa48("228");
        const [payment, subscription] = await Promise.all(stryMutAct_9fa48("229") ? [] : (stryCov_9fa48("229"), [repo.findPaymentById(paymentId), repo.findSubscriptionForPayment(paymentId)]));
        if (stryMutAct_9fa48("232") ? payment?.status !== 'captured' && !subscription : stryMutAct_9fa48("231") ? false : stryMutAct_9fa48("230") ? true : (stryCov_9fa48("230", "231", "232"), (stryMutAct_9fa48("234") ? payment?.status === 'captured' : stryMutAct_9fa48("233") ? false : (stryCov_9fa48("233", "234"), (stryMutAct_9fa48("235") ? payment.status : (stryCov_9fa48("235"), payment?.status)) !== (stryMutAct_9fa48("236") ? "" : (stryCov_9fa48("236"), 'captured')))) || (stryMutAct_9fa48("237") ? subscription : (stryCov_9fa48("237"), !subscription)))) throw conflict(stryMutAct_9fa48("238") ? "" : (stryCov_9fa48("238"), 'This payment is not active.'));
        return stryMutAct_9fa48("239") ? {} : (stryCov_9fa48("239"), {
          success: stryMutAct_9fa48("240") ? false : (stryCov_9fa48("240"), true),
          message: stryMutAct_9fa48("241") ? "" : (stryCov_9fa48("241"), 'Premium features have been activated'),
          receiptNo: payment.receiptNo,
          endsAt: subscription.endsAt.toISOString()
        });
      }
    }
    const service = stryMutAct_9fa48("242") ? {} : (stryCov_9fa48("242"), {
      gateway,
      checkoutConfig(): CheckoutConfig {
        if (stryMutAct_9fa48("243")) {
          {}
        } else {
          stryCov_9fa48("243");
          const live = deps.payments;
          return live ? stryMutAct_9fa48("244") ? {} : (stryCov_9fa48("244"), {
            gateway: live.name,
            keyId: live.keyId
          }) : stryMutAct_9fa48("245") ? {} : (stryCov_9fa48("245"), {
            gateway: stryMutAct_9fa48("246") ? "" : (stryCov_9fa48("246"), 'unavailable'),
            keyId: null
          });
        }
      },
      async activePlans(): Promise<SubscriptionPlan[]> {
        if (stryMutAct_9fa48("247")) {
          {}
        } else {
          stryCov_9fa48("247");
          const now = deps.clock.now();
          return (await plans.rows()).map(stryMutAct_9fa48("248") ? () => undefined : (stryCov_9fa48("248"), row => presentPlan(row, now)));
        }
      },
      /** After a plan is created or edited: the next list reads the database. */
      forgetPlans: plans.forget,
      activePlan,
      /** Creates a gateway order for a plan. The amount comes from our price at this moment, never from the browser. */
      async createOrder(auth: AuthContext, planId: number): Promise<CheckoutOrder> {
        if (stryMutAct_9fa48("249")) {
          {}
        } else {
          stryCov_9fa48("249");
          const plan = await activePlan(planId);
          const amountPaise = rupeesToPaise(plan.price);
          if (stryMutAct_9fa48("253") ? amountPaise >= 100 : stryMutAct_9fa48("252") ? amountPaise <= 100 : stryMutAct_9fa48("251") ? false : stryMutAct_9fa48("250") ? true : (stryCov_9fa48("250", "251", "252", "253"), amountPaise < 100)) throw badRequest(stryMutAct_9fa48("254") ? "" : (stryCov_9fa48("254"), 'This plan has no payable price.'));
          const live = gateway();
          const paymentId = randomUUID();
          const order = await viaGateway(stryMutAct_9fa48("255") ? () => undefined : (stryCov_9fa48("255"), () => live.createOrder(stryMutAct_9fa48("256") ? {} : (stryCov_9fa48("256"), {
            amountPaise,
            currency: CURRENCY,
            receipt: paymentId,
            notes: stryMutAct_9fa48("257") ? {} : (stryCov_9fa48("257"), {
              planId: String(plan.id),
              userId: auth.user.id
            })
          }))));
          if (stryMutAct_9fa48("260") ? order.amount === amountPaise : stryMutAct_9fa48("259") ? false : stryMutAct_9fa48("258") ? true : (stryCov_9fa48("258", "259", "260"), order.amount !== amountPaise)) throw new AppError(502, stryMutAct_9fa48("261") ? "" : (stryCov_9fa48("261"), 'gateway_mismatch'), stryMutAct_9fa48("262") ? "" : (stryCov_9fa48("262"), 'The gateway created a wrong order.'));
          await repo.insertPayment(stryMutAct_9fa48("263") ? {} : (stryCov_9fa48("263"), {
            id: paymentId,
            userId: auth.user.id,
            planId: plan.id,
            amountPaise,
            gstPaise: gstIncluded(amountPaise).gstPaise,
            currency: CURRENCY,
            gateway: live.name,
            gatewayOrderId: order.id,
            status: stryMutAct_9fa48("264") ? "" : (stryCov_9fa48("264"), 'created'),
            createdAt: deps.clock.now()
          }));
          const {
            user
          } = auth;
          return stryMutAct_9fa48("265") ? {} : (stryCov_9fa48("265"), {
            paymentId,
            orderId: order.id,
            gateway: live.name,
            keyId: live.keyId,
            amountPaise,
            gstPaise: gstIncluded(amountPaise).gstPaise,
            currency: CURRENCY,
            plan: stryMutAct_9fa48("266") ? {} : (stryCov_9fa48("266"), {
              id: plan.id,
              name: plan.name,
              durationDays: plan.durationDays
            }),
            prefill: stryMutAct_9fa48("267") ? {} : (stryCov_9fa48("267"), {
              name: stryMutAct_9fa48("268") ? `${user.firstName} ${user.lastName}` : (stryCov_9fa48("268"), (stryMutAct_9fa48("269") ? `` : (stryCov_9fa48("269"), `${user.firstName} ${user.lastName}`)).trim()),
              email: user.email,
              contact: user.phone
            })
          });
        }
      },
      /** Test mode's checkout window: pays or declines the order and hands back what Razorpay Checkout would. */
      async testPay(auth: AuthContext, orderId: string, outcome: 'success' | 'failure'): Promise<TestPayResponse> {
        if (stryMutAct_9fa48("270")) {
          {}
        } else {
          stryCov_9fa48("270");
          const live = gateway();
          if (stryMutAct_9fa48("273") ? false : stryMutAct_9fa48("272") ? true : stryMutAct_9fa48("271") ? isTestGateway(live) : (stryCov_9fa48("271", "272", "273"), !isTestGateway(live))) throw notFound(stryMutAct_9fa48("274") ? "" : (stryCov_9fa48("274"), 'Test mode is off: payments go through Razorpay.'));
          const payment = await ownOrder(auth, orderId);
          if (stryMutAct_9fa48("277") ? payment.status === 'captured' && payment.status === 'refunded' : stryMutAct_9fa48("276") ? false : stryMutAct_9fa48("275") ? true : (stryCov_9fa48("275", "276", "277"), (stryMutAct_9fa48("279") ? payment.status !== 'captured' : stryMutAct_9fa48("278") ? false : (stryCov_9fa48("278", "279"), payment.status === (stryMutAct_9fa48("280") ? "" : (stryCov_9fa48("280"), 'captured')))) || (stryMutAct_9fa48("282") ? payment.status !== 'refunded' : stryMutAct_9fa48("281") ? false : (stryCov_9fa48("281", "282"), payment.status === (stryMutAct_9fa48("283") ? "" : (stryCov_9fa48("283"), 'refunded')))))) throw conflict(stryMutAct_9fa48("284") ? "" : (stryCov_9fa48("284"), 'This order is already paid.'));
          const result = await viaGateway(stryMutAct_9fa48("285") ? () => undefined : (stryCov_9fa48("285"), async () => live.pay(orderId, outcome)));
          if (stryMutAct_9fa48("288") ? outcome !== 'failure' : stryMutAct_9fa48("287") ? false : stryMutAct_9fa48("286") ? true : (stryCov_9fa48("286", "287", "288"), outcome === (stryMutAct_9fa48("289") ? "" : (stryCov_9fa48("289"), 'failure')))) await repo.markPaymentFailed(payment.id, result.paymentId);
          return stryMutAct_9fa48("290") ? {} : (stryCov_9fa48("290"), {
            outcome,
            razorpay_order_id: orderId,
            razorpay_payment_id: result.paymentId,
            razorpay_signature: result.signature,
            error: result.error
          });
        }
      },
      /**
       * Checkout's handler result, checked on the server: the signature over order and payment ids with our secret,
       * then the payment as the gateway reports it (same order, same amount, captured or capturable), then activation
       * exactly once. Repeating a verified call answers the same result and changes nothing.
       */
      async verify(auth: AuthContext, body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
        if (stryMutAct_9fa48("291")) {
          {}
        } else {
          stryCov_9fa48("291");
          const {
            razorpay_order_id: orderId,
            razorpay_payment_id: gatewayPaymentId,
            razorpay_signature: signature
          } = body;
          const payment = await ownOrder(auth, orderId);
          if (stryMutAct_9fa48("294") ? body.planId !== undefined || body.planId !== payment.planId : stryMutAct_9fa48("293") ? false : stryMutAct_9fa48("292") ? true : (stryCov_9fa48("292", "293", "294"), (stryMutAct_9fa48("296") ? body.planId === undefined : stryMutAct_9fa48("295") ? true : (stryCov_9fa48("295", "296"), body.planId !== undefined)) && (stryMutAct_9fa48("298") ? body.planId === payment.planId : stryMutAct_9fa48("297") ? true : (stryCov_9fa48("297", "298"), body.planId !== payment.planId)))) {
            if (stryMutAct_9fa48("299")) {
              {}
            } else {
              stryCov_9fa48("299");
              throw new AppError(400, stryMutAct_9fa48("300") ? "" : (stryCov_9fa48("300"), 'plan_mismatch'), stryMutAct_9fa48("301") ? "" : (stryCov_9fa48("301"), 'The plan does not match this order.'));
            }
          }
          const live = gateway();
          if (stryMutAct_9fa48("304") ? false : stryMutAct_9fa48("303") ? true : stryMutAct_9fa48("302") ? live.verifyPaymentSignature({
            orderId,
            paymentId: gatewayPaymentId,
            signature
          }) : (stryCov_9fa48("302", "303", "304"), !live.verifyPaymentSignature(stryMutAct_9fa48("305") ? {} : (stryCov_9fa48("305"), {
            orderId,
            paymentId: gatewayPaymentId,
            signature
          })))) {
            if (stryMutAct_9fa48("306")) {
              {}
            } else {
              stryCov_9fa48("306");
              throw new AppError(400, stryMutAct_9fa48("307") ? "" : (stryCov_9fa48("307"), 'invalid_signature'), stryMutAct_9fa48("308") ? "" : (stryCov_9fa48("308"), 'The payment signature is not valid.'));
            }
          }
          if (stryMutAct_9fa48("311") ? payment.status !== 'refunded' : stryMutAct_9fa48("310") ? false : stryMutAct_9fa48("309") ? true : (stryCov_9fa48("309", "310", "311"), payment.status === (stryMutAct_9fa48("312") ? "" : (stryCov_9fa48("312"), 'refunded')))) throw conflict(stryMutAct_9fa48("313") ? "" : (stryCov_9fa48("313"), 'This payment was refunded.'));
          if (stryMutAct_9fa48("316") ? payment.status !== 'captured' : stryMutAct_9fa48("315") ? false : stryMutAct_9fa48("314") ? true : (stryCov_9fa48("314", "315", "316"), payment.status === (stryMutAct_9fa48("317") ? "" : (stryCov_9fa48("317"), 'captured')))) {
            if (stryMutAct_9fa48("318")) {
              {}
            } else {
              stryCov_9fa48("318");
              if (stryMutAct_9fa48("321") ? payment.gatewayPaymentId === gatewayPaymentId : stryMutAct_9fa48("320") ? false : stryMutAct_9fa48("319") ? true : (stryCov_9fa48("319", "320", "321"), payment.gatewayPaymentId !== gatewayPaymentId)) throw conflict(stryMutAct_9fa48("322") ? "" : (stryCov_9fa48("322"), 'This order is already paid.'));
              return activated(payment.id);
            }
          }
          let remote = await viaGateway(stryMutAct_9fa48("323") ? () => undefined : (stryCov_9fa48("323"), () => live.fetchPayment(gatewayPaymentId)));
          if (stryMutAct_9fa48("326") ? (remote.orderId !== orderId || remote.amount !== payment.amountPaise) && remote.currency !== payment.currency : stryMutAct_9fa48("325") ? false : stryMutAct_9fa48("324") ? true : (stryCov_9fa48("324", "325", "326"), (stryMutAct_9fa48("328") ? remote.orderId !== orderId && remote.amount !== payment.amountPaise : stryMutAct_9fa48("327") ? false : (stryCov_9fa48("327", "328"), (stryMutAct_9fa48("330") ? remote.orderId === orderId : stryMutAct_9fa48("329") ? false : (stryCov_9fa48("329", "330"), remote.orderId !== orderId)) || (stryMutAct_9fa48("332") ? remote.amount === payment.amountPaise : stryMutAct_9fa48("331") ? false : (stryCov_9fa48("331", "332"), remote.amount !== payment.amountPaise)))) || (stryMutAct_9fa48("334") ? remote.currency === payment.currency : stryMutAct_9fa48("333") ? false : (stryCov_9fa48("333", "334"), remote.currency !== payment.currency)))) {
            if (stryMutAct_9fa48("335")) {
              {}
            } else {
              stryCov_9fa48("335");
              throw new AppError(400, stryMutAct_9fa48("336") ? "" : (stryCov_9fa48("336"), 'amount_mismatch'), stryMutAct_9fa48("337") ? "" : (stryCov_9fa48("337"), 'The payment does not match the order amount.'));
            }
          }
          if (stryMutAct_9fa48("340") ? remote.status !== 'authorized' : stryMutAct_9fa48("339") ? false : stryMutAct_9fa48("338") ? true : (stryCov_9fa48("338", "339", "340"), remote.status === (stryMutAct_9fa48("341") ? "" : (stryCov_9fa48("341"), 'authorized')))) {
            if (stryMutAct_9fa48("342")) {
              {}
            } else {
              stryCov_9fa48("342");
              remote = await viaGateway(stryMutAct_9fa48("343") ? () => undefined : (stryCov_9fa48("343"), () => live.capturePayment(gatewayPaymentId, payment.amountPaise, payment.currency)));
            }
          }
          if (stryMutAct_9fa48("346") ? remote.status !== 'failed' : stryMutAct_9fa48("345") ? false : stryMutAct_9fa48("344") ? true : (stryCov_9fa48("344", "345", "346"), remote.status === (stryMutAct_9fa48("347") ? "" : (stryCov_9fa48("347"), 'failed')))) {
            if (stryMutAct_9fa48("348")) {
              {}
            } else {
              stryCov_9fa48("348");
              await repo.markPaymentFailed(payment.id, gatewayPaymentId);
              throw new AppError(400, stryMutAct_9fa48("349") ? "" : (stryCov_9fa48("349"), 'payment_failed'), stryMutAct_9fa48("350") ? remote.errorDescription && 'The payment failed.' : (stryCov_9fa48("350"), remote.errorDescription ?? (stryMutAct_9fa48("351") ? "" : (stryCov_9fa48("351"), 'The payment failed.'))));
            }
          }
          if (stryMutAct_9fa48("354") ? remote.status === 'captured' : stryMutAct_9fa48("353") ? false : stryMutAct_9fa48("352") ? true : (stryCov_9fa48("352", "353", "354"), remote.status !== (stryMutAct_9fa48("355") ? "" : (stryCov_9fa48("355"), 'captured')))) {
            if (stryMutAct_9fa48("356")) {
              {}
            } else {
              stryCov_9fa48("356");
              throw new AppError(400, stryMutAct_9fa48("357") ? "" : (stryCov_9fa48("357"), 'payment_not_captured'), stryMutAct_9fa48("358") ? `` : (stryCov_9fa48("358"), `The payment is ${remote.status}, not captured.`));
            }
          }
          await service.activate(payment.id, gatewayPaymentId);
          return activated(payment.id);
        }
      },
      /**
       * Captures a payment and starts its subscription, at most once: only a payment still 'created' or 'failed'
       * moves to 'captured' (a retried card can succeed after a failure). Returns the subscription, or null when
       * someone else activated it first. Two of one learner's payments activated at once queue on the learner's row
       * (locked before the payment, the order every learner write keeps), so the second sees the first's end date.
       */
      activate(paymentId: string, gatewayPaymentId: string): Promise<SubscriptionRow | null> {
        if (stryMutAct_9fa48("359")) {
          {}
        } else {
          stryCov_9fa48("359");
          const now = deps.clock.now();
          return db.transaction(async tx => {
            if (stryMutAct_9fa48("360")) {
              {}
            } else {
              stryCov_9fa48("360");
              const r = paymentsRepo(tx);
              const buyer = stryMutAct_9fa48("361") ? (await r.findPaymentById(paymentId)).userId : (stryCov_9fa48("361"), (await r.findPaymentById(paymentId))?.userId);
              if (stryMutAct_9fa48("364") ? false : stryMutAct_9fa48("363") ? true : stryMutAct_9fa48("362") ? buyer : (stryCov_9fa48("362", "363", "364"), !buyer)) return null;
              await r.lockBuyer(buyer);
              const paid = await r.markCaptured(paymentId, gatewayPaymentId, now);
              if (stryMutAct_9fa48("367") ? false : stryMutAct_9fa48("366") ? true : stryMutAct_9fa48("365") ? paid?.userId : (stryCov_9fa48("365", "366", "367"), !(stryMutAct_9fa48("368") ? paid.userId : (stryCov_9fa48("368"), paid?.userId)))) return null;
              const plan = await r.findPlan(paid.planId);
              if (stryMutAct_9fa48("371") ? false : stryMutAct_9fa48("370") ? true : stryMutAct_9fa48("369") ? plan : (stryCov_9fa48("369", "370", "371"), !plan)) throw new Error(stryMutAct_9fa48("372") ? `` : (stryCov_9fa48("372"), `plan ${paid.planId} of payment ${paid.id} is missing`));
              const window = subscriptionWindow(await r.latestActiveEnd(paid.userId, now), now, plan.durationDays);
              const sub = await r.insertSubscription(stryMutAct_9fa48("373") ? {} : (stryCov_9fa48("373"), {
                userId: paid.userId,
                planId: paid.planId,
                paymentId: paid.id,
                status: stryMutAct_9fa48("374") ? "" : (stryCov_9fa48("374"), 'active'),
                ...window
              }));
              return stryMutAct_9fa48("375") ? sub && null : (stryCov_9fa48("375"), sub ?? null);
            }
          });
        }
      },
      /**
       * Refunds a captured payment once and ends the access it bought; false when it was not captured. `alsoInTx`
       * (a staff refund's audit entry) runs in the same transaction, so both commit together or not at all.
       */
      markRefunded(paymentId: string, refundId: string, alsoInTx?: (tx: Db) => Promise<void>): Promise<boolean> {
        if (stryMutAct_9fa48("376")) {
          {}
        } else {
          stryCov_9fa48("376");
          const now = deps.clock.now();
          return db.transaction(async tx => {
            if (stryMutAct_9fa48("377")) {
              {}
            } else {
              stryCov_9fa48("377");
              const r = paymentsRepo(tx);
              if (stryMutAct_9fa48("380") ? false : stryMutAct_9fa48("379") ? true : stryMutAct_9fa48("378") ? await r.markRefunded(paymentId, refundId, now) : (stryCov_9fa48("378", "379", "380"), !(await r.markRefunded(paymentId, refundId, now)))) return stryMutAct_9fa48("381") ? true : (stryCov_9fa48("381"), false);
              await r.endSubscriptionOf(paymentId);
              await (stryMutAct_9fa48("382") ? alsoInTx(tx) : (stryCov_9fa48("382"), alsoInTx?.(tx)));
              return stryMutAct_9fa48("383") ? false : (stryCov_9fa48("383"), true);
            }
          });
        }
      }
    });
    return service;
  }
}
export type PaymentsService = ReturnType<typeof paymentsService>;
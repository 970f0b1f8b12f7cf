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
import type { BillingOverview } from '#shared/contracts/payments';
import { refundWindow } from '#shared/domain/pricing';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { presentReceipt } from '../../presenters/payment.ts';
import { type AuthContext, assertAdmin } from '../access/public.ts';
import { paymentsRepo } from './payments.repo.ts';
import { type PaymentsService, viaGateway } from './payments.service.ts';

/** A refund claim older than this (a request that died mid-refund) no longer blocks a new one. */
const REFUND_CLAIM_LAPSES_MS = stryMutAct_9fa48("84") ? 5 / 60_000 : (stryCov_9fa48("84"), 5 * 60_000);

/** A learner's billing: status, current plan, receipts (and their PDFs), and the 7-day money-back refund. */
export function billingService(deps: Pick<AppDeps, 'database' | 'clock' | 'access'> & {
  paymentsService: PaymentsService;
}) {
  if (stryMutAct_9fa48("85")) {
    {}
  } else {
    stryCov_9fa48("85");
    const repo = paymentsRepo(deps.database.db);
    const {
      clock
    } = deps;
    return stryMutAct_9fa48("86") ? {} : (stryCov_9fa48("86"), {
      /** The settings page: status, the current plan and every receipt with its money-back state. */
      async overview(auth: AuthContext): Promise<BillingOverview> {
        if (stryMutAct_9fa48("87")) {
          {}
        } else {
          stryCov_9fa48("87");
          const now = clock.now();
          const [status, live, latestEnd, receipts] = await Promise.all(stryMutAct_9fa48("88") ? [] : (stryCov_9fa48("88"), [deps.access.status(auth), repo.liveSubscriptions(auth.user.id, now), repo.latestActiveEnd(auth.user.id, now), repo.userReceipts(auth.user.id)]));
          const current = live[0];
          return stryMutAct_9fa48("89") ? {} : (stryCov_9fa48("89"), {
            ...status,
            subscription: current ? stryMutAct_9fa48("90") ? {} : (stryCov_9fa48("90"), {
              planId: current.plan.id,
              planName: current.plan.name,
              startsAt: current.subscription.startsAt.toISOString(),
              endsAt: (stryMutAct_9fa48("91") ? latestEnd && current.subscription.endsAt : (stryCov_9fa48("91"), latestEnd ?? current.subscription.endsAt)).toISOString()
            }) : null,
            receipts: receipts.map(stryMutAct_9fa48("92") ? () => undefined : (stryCov_9fa48("92"), r => presentReceipt(r, now)))
          });
        }
      },
      /** A receipt its owner (or an administrator) may see, with the buyer's name for the PDF. */
      async receipt(auth: AuthContext, receiptNo: number) {
        if (stryMutAct_9fa48("93")) {
          {}
        } else {
          stryCov_9fa48("93");
          const row = await repo.findReceipt(receiptNo);
          const visible = stryMutAct_9fa48("96") ? row || ['captured', 'refunded'].includes(row.payment.status) : stryMutAct_9fa48("95") ? false : stryMutAct_9fa48("94") ? true : (stryCov_9fa48("94", "95", "96"), row && (stryMutAct_9fa48("97") ? [] : (stryCov_9fa48("97"), [stryMutAct_9fa48("98") ? "" : (stryCov_9fa48("98"), 'captured'), stryMutAct_9fa48("99") ? "" : (stryCov_9fa48("99"), 'refunded')])).includes(row.payment.status));
          if (stryMutAct_9fa48("102") ? !visible && row.payment.userId !== auth.user.id && !auth.isAdmin : stryMutAct_9fa48("101") ? false : stryMutAct_9fa48("100") ? true : (stryCov_9fa48("100", "101", "102"), (stryMutAct_9fa48("103") ? visible : (stryCov_9fa48("103"), !visible)) || (stryMutAct_9fa48("105") ? row.payment.userId !== auth.user.id || !auth.isAdmin : stryMutAct_9fa48("104") ? false : (stryCov_9fa48("104", "105"), (stryMutAct_9fa48("107") ? row.payment.userId === auth.user.id : stryMutAct_9fa48("106") ? true : (stryCov_9fa48("106", "107"), row.payment.userId !== auth.user.id)) && (stryMutAct_9fa48("108") ? auth.isAdmin : (stryCov_9fa48("108"), !auth.isAdmin)))))) throw notFound(stryMutAct_9fa48("109") ? "" : (stryCov_9fa48("109"), 'No such receipt.'));
          const {
            email,
            firstName,
            lastName,
            ...rest
          } = row;
          return stryMutAct_9fa48("110") ? {} : (stryCov_9fa48("110"), {
            ...rest,
            user: email ? stryMutAct_9fa48("111") ? {} : (stryCov_9fa48("111"), {
              email,
              firstName: stryMutAct_9fa48("112") ? firstName && '' : (stryCov_9fa48("112"), firstName ?? (stryMutAct_9fa48("113") ? "Stryker was here!" : (stryCov_9fa48("113"), ''))),
              lastName: stryMutAct_9fa48("114") ? lastName && '' : (stryCov_9fa48("114"), lastName ?? (stryMutAct_9fa48("115") ? "Stryker was here!" : (stryCov_9fa48("115"), '')))
            }) : null
          });
        }
      },
      /**
       * The 7-day money-back guarantee: refunds through the gateway, then marks the payment refunded and ends the
       * access it bought. Administrators may refund outside the window (`staff`); learners may not. `record` writes
       * in the refund's own transaction (the staff desk's audit entry).
       */
      async refund(auth: AuthContext, paymentId: string, opts: {
        staff?: boolean;
        record?: (tx: Db, refundId: string) => Promise<void>;
      } = {}): Promise<{
        success: boolean;
        message: string;
        refundId: string;
      }> {
        if (stryMutAct_9fa48("116")) {
          {}
        } else {
          stryCov_9fa48("116");
          if (stryMutAct_9fa48("118") ? false : stryMutAct_9fa48("117") ? true : (stryCov_9fa48("117", "118"), opts.staff)) assertAdmin(auth);
          const payment = await repo.findPaymentById(paymentId);
          if (stryMutAct_9fa48("121") ? !payment && !opts.staff && payment.userId !== auth.user.id : stryMutAct_9fa48("120") ? false : stryMutAct_9fa48("119") ? true : (stryCov_9fa48("119", "120", "121"), (stryMutAct_9fa48("122") ? payment : (stryCov_9fa48("122"), !payment)) || (stryMutAct_9fa48("124") ? !opts.staff || payment.userId !== auth.user.id : stryMutAct_9fa48("123") ? false : (stryCov_9fa48("123", "124"), (stryMutAct_9fa48("125") ? opts.staff : (stryCov_9fa48("125"), !opts.staff)) && (stryMutAct_9fa48("127") ? payment.userId === auth.user.id : stryMutAct_9fa48("126") ? true : (stryCov_9fa48("126", "127"), payment.userId !== auth.user.id)))))) throw notFound(stryMutAct_9fa48("128") ? "" : (stryCov_9fa48("128"), 'No such payment.'));
          if (stryMutAct_9fa48("131") ? payment.status !== 'refunded' : stryMutAct_9fa48("130") ? false : stryMutAct_9fa48("129") ? true : (stryCov_9fa48("129", "130", "131"), payment.status === (stryMutAct_9fa48("132") ? "" : (stryCov_9fa48("132"), 'refunded')))) throw conflict(stryMutAct_9fa48("133") ? "" : (stryCov_9fa48("133"), 'This payment has already been refunded.'));
          const window = refundWindow(stryMutAct_9fa48("134") ? payment.capturedAt && payment.createdAt : (stryCov_9fa48("134"), payment.capturedAt ?? payment.createdAt), clock.now(), payment.status);
          const gatewayPaymentId = payment.gatewayPaymentId;
          if (stryMutAct_9fa48("137") ? payment.status !== 'captured' && !gatewayPaymentId : stryMutAct_9fa48("136") ? false : stryMutAct_9fa48("135") ? true : (stryCov_9fa48("135", "136", "137"), (stryMutAct_9fa48("139") ? payment.status === 'captured' : stryMutAct_9fa48("138") ? false : (stryCov_9fa48("138", "139"), payment.status !== (stryMutAct_9fa48("140") ? "" : (stryCov_9fa48("140"), 'captured')))) || (stryMutAct_9fa48("141") ? gatewayPaymentId : (stryCov_9fa48("141"), !gatewayPaymentId)))) {
            if (stryMutAct_9fa48("142")) {
              {}
            } else {
              stryCov_9fa48("142");
              throw new AppError(400, stryMutAct_9fa48("143") ? "" : (stryCov_9fa48("143"), 'not_refundable'), stryMutAct_9fa48("144") ? window.reason && 'Only completed payments can be refunded.' : (stryCov_9fa48("144"), window.reason ?? (stryMutAct_9fa48("145") ? "" : (stryCov_9fa48("145"), 'Only completed payments can be refunded.'))));
            }
          }
          if (stryMutAct_9fa48("148") ? !window.eligible || !opts.staff : stryMutAct_9fa48("147") ? false : stryMutAct_9fa48("146") ? true : (stryCov_9fa48("146", "147", "148"), (stryMutAct_9fa48("149") ? window.eligible : (stryCov_9fa48("149"), !window.eligible)) && (stryMutAct_9fa48("150") ? opts.staff : (stryCov_9fa48("150"), !opts.staff)))) {
            if (stryMutAct_9fa48("151")) {
              {}
            } else {
              stryCov_9fa48("151");
              throw new AppError(400, stryMutAct_9fa48("152") ? "" : (stryCov_9fa48("152"), 'refund_window_closed'), stryMutAct_9fa48("153") ? window.reason && 'The 7-day refund window has closed.' : (stryCov_9fa48("153"), window.reason ?? (stryMutAct_9fa48("154") ? "" : (stryCov_9fa48("154"), 'The 7-day refund window has closed.'))));
            }
          }
          const claim = await repo.claimRefund(payment.id, clock.now().getTime(), REFUND_CLAIM_LAPSES_MS);
          if (stryMutAct_9fa48("157") ? false : stryMutAct_9fa48("156") ? true : stryMutAct_9fa48("155") ? claim : (stryCov_9fa48("155", "156", "157"), !claim)) throw conflict(stryMutAct_9fa48("158") ? "" : (stryCov_9fa48("158"), 'This payment is being refunded already.'));
          const gateway = deps.paymentsService.gateway();
          let refund: {
            id: string;
          };
          let marked: boolean;
          try {
            if (stryMutAct_9fa48("159")) {
              {}
            } else {
              stryCov_9fa48("159");
              refund = await viaGateway(stryMutAct_9fa48("160") ? () => undefined : (stryCov_9fa48("160"), () => gateway.refundPayment(gatewayPaymentId, payment.amountPaise, stryMutAct_9fa48("161") ? {} : (stryCov_9fa48("161"), {
                reason: opts.staff ? stryMutAct_9fa48("162") ? "" : (stryCov_9fa48("162"), 'Refunded by staff') : stryMutAct_9fa48("163") ? "" : (stryCov_9fa48("163"), '7-day money-back guarantee'),
                receiptNo: String(payment.receiptNo)
              }))));
              const record = opts.record;
              const alsoInTx = stryMutAct_9fa48("166") ? record || ((tx: Db) => record(tx, refund.id)) : stryMutAct_9fa48("165") ? false : stryMutAct_9fa48("164") ? true : (stryCov_9fa48("164", "165", "166"), record && (stryMutAct_9fa48("167") ? () => undefined : (stryCov_9fa48("167"), (tx: Db) => record(tx, refund.id))));
              marked = await deps.paymentsService.markRefunded(payment.id, refund.id, alsoInTx);
            }
          } catch (error) {
            if (stryMutAct_9fa48("168")) {
              {}
            } else {
              stryCov_9fa48("168");
              // The gateway refused or failed, or the write after it did: the learner may try again.
              await repo.releaseRefund(payment.id, claim);
              throw error;
            }
          }
          if (stryMutAct_9fa48("171") ? false : stryMutAct_9fa48("170") ? true : stryMutAct_9fa48("169") ? marked : (stryCov_9fa48("169", "170", "171"), !marked)) throw conflict(stryMutAct_9fa48("172") ? "" : (stryCov_9fa48("172"), 'This payment has already been refunded.'));
          return stryMutAct_9fa48("173") ? {} : (stryCov_9fa48("173"), {
            success: stryMutAct_9fa48("174") ? false : (stryCov_9fa48("174"), true),
            message: stryMutAct_9fa48("175") ? "" : (stryCov_9fa48("175"), 'Your payment has been refunded and premium access has ended.'),
            refundId: refund.id
          });
        }
      }
    });
  }
}
export type BillingService = ReturnType<typeof billingService>;
export type ReceiptData = Awaited<ReturnType<BillingService['receipt']>>;
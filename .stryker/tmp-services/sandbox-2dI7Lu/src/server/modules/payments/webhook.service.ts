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
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../errors.ts';
import { paymentsRepo } from './payments.repo.ts';
import type { PaymentsService } from './payments.service.ts';

// Razorpay webhooks: signed with the webhook secret over the raw body, one delivery per event id.

const paymentEntity = z.object(stryMutAct_9fa48("384") ? {} : (stryCov_9fa48("384"), {
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.coerce.number(),
  currency: z.string(),
  status: z.string(),
  /** Everything refunded on the payment so far (refund events carry it): a last partial refund can complete it. */
  amount_refunded: z.coerce.number().optional()
}));
const refundEntity = z.object(stryMutAct_9fa48("385") ? {} : (stryCov_9fa48("385"), {
  id: z.string(),
  payment_id: z.string(),
  amount: z.coerce.number()
}));
const event = z.object(stryMutAct_9fa48("386") ? {} : (stryCov_9fa48("386"), {
  event: z.string(),
  payload: z.object(stryMutAct_9fa48("387") ? {} : (stryCov_9fa48("387"), {
    payment: z.object(stryMutAct_9fa48("388") ? {} : (stryCov_9fa48("388"), {
      entity: paymentEntity
    })).optional(),
    refund: z.object(stryMutAct_9fa48("389") ? {} : (stryCov_9fa48("389"), {
      entity: refundEntity
    })).optional()
  }))
}));
export interface WebhookResult {
  status: 'processed' | 'ignored';
  message: string;
}

/** Razorpay's webhook deliveries: verified, applied once per event id, and retried cleanly after a failure. */
export function webhookService(deps: Pick<AppDeps, 'database'> & {
  paymentsService: PaymentsService;
}) {
  if (stryMutAct_9fa48("390")) {
    {}
  } else {
    stryCov_9fa48("390");
    const repo = paymentsRepo(deps.database.db);
    const payments = deps.paymentsService;
    return stryMutAct_9fa48("391") ? {} : (stryCov_9fa48("391"), {
      handle
    });
    async function handle(rawBody: string, headers: {
      signature?: string;
      eventId?: string;
    }): Promise<WebhookResult> {
      if (stryMutAct_9fa48("392")) {
        {}
      } else {
        stryCov_9fa48("392");
        const gateway = payments.gateway();
        if (stryMutAct_9fa48("395") ? false : stryMutAct_9fa48("394") ? true : stryMutAct_9fa48("393") ? gateway.webhooksEnabled : (stryCov_9fa48("393", "394", "395"), !gateway.webhooksEnabled)) {
          if (stryMutAct_9fa48("396")) {
            {}
          } else {
            stryCov_9fa48("396");
            throw new AppError(503, stryMutAct_9fa48("397") ? "" : (stryCov_9fa48("397"), 'webhooks_disabled'), stryMutAct_9fa48("398") ? "" : (stryCov_9fa48("398"), 'Webhooks are not configured (RAZORPAY_WEBHOOK_SECRET).'));
          }
        }
        if (stryMutAct_9fa48("401") ? !headers.signature && !gateway.verifyWebhookSignature(rawBody, headers.signature) : stryMutAct_9fa48("400") ? false : stryMutAct_9fa48("399") ? true : (stryCov_9fa48("399", "400", "401"), (stryMutAct_9fa48("402") ? headers.signature : (stryCov_9fa48("402"), !headers.signature)) || (stryMutAct_9fa48("403") ? gateway.verifyWebhookSignature(rawBody, headers.signature) : (stryCov_9fa48("403"), !gateway.verifyWebhookSignature(rawBody, headers.signature))))) {
          if (stryMutAct_9fa48("404")) {
            {}
          } else {
            stryCov_9fa48("404");
            throw new AppError(400, stryMutAct_9fa48("405") ? "" : (stryCov_9fa48("405"), 'invalid_signature'), stryMutAct_9fa48("406") ? "" : (stryCov_9fa48("406"), 'The webhook signature is not valid.'));
          }
        }
        if (stryMutAct_9fa48("409") ? false : stryMutAct_9fa48("408") ? true : stryMutAct_9fa48("407") ? headers.eventId : (stryCov_9fa48("407", "408", "409"), !headers.eventId)) throw badRequest(stryMutAct_9fa48("410") ? "" : (stryCov_9fa48("410"), 'The x-razorpay-event-id header is missing.'));
        let parsed: z.infer<typeof event>;
        try {
          if (stryMutAct_9fa48("411")) {
            {}
          } else {
            stryCov_9fa48("411");
            parsed = event.parse(JSON.parse(rawBody));
          }
        } catch {
          if (stryMutAct_9fa48("412")) {
            {}
          } else {
            stryCov_9fa48("412");
            throw badRequest(stryMutAct_9fa48("413") ? "" : (stryCov_9fa48("413"), 'The webhook body is not a Razorpay event.'));
          }
        }
        if (stryMutAct_9fa48("416") ? false : stryMutAct_9fa48("415") ? true : stryMutAct_9fa48("414") ? await repo.recordWebhookEvent(headers.eventId, parsed.event) : (stryCov_9fa48("414", "415", "416"), !(await repo.recordWebhookEvent(headers.eventId, parsed.event)))) {
          if (stryMutAct_9fa48("417")) {
            {}
          } else {
            stryCov_9fa48("417");
            throw new AppError(409, stryMutAct_9fa48("418") ? "" : (stryCov_9fa48("418"), 'duplicate_event'), stryMutAct_9fa48("419") ? "" : (stryCov_9fa48("419"), 'This event was already processed.'));
          }
        }
        try {
          if (stryMutAct_9fa48("420")) {
            {}
          } else {
            stryCov_9fa48("420");
            return await applyEvent(parsed);
          }
        } catch (error) {
          if (stryMutAct_9fa48("421")) {
            {}
          } else {
            stryCov_9fa48("421");
            // Let Razorpay's retry of this event id be processed once the cause is fixed.
            await repo.forgetWebhookEvent(headers.eventId);
            throw error;
          }
        }
      }
    }
    async function applyEvent(e: z.infer<typeof event>): Promise<WebhookResult> {
      if (stryMutAct_9fa48("422")) {
        {}
      } else {
        stryCov_9fa48("422");
        const payment = stryMutAct_9fa48("423") ? e.payload.payment.entity : (stryCov_9fa48("423"), e.payload.payment?.entity);
        switch (e.event) {
          case stryMutAct_9fa48("425") ? "" : (stryCov_9fa48("425"), 'payment.captured'):
            if (stryMutAct_9fa48("424")) {} else {
              stryCov_9fa48("424");
              {
                if (stryMutAct_9fa48("426")) {
                  {}
                } else {
                  stryCov_9fa48("426");
                  const ours = (stryMutAct_9fa48("427") ? payment.order_id : (stryCov_9fa48("427"), payment?.order_id)) ? await repo.findPaymentByOrderId(payment.order_id) : undefined;
                  if (stryMutAct_9fa48("430") ? !payment && !ours : stryMutAct_9fa48("429") ? false : stryMutAct_9fa48("428") ? true : (stryCov_9fa48("428", "429", "430"), (stryMutAct_9fa48("431") ? payment : (stryCov_9fa48("431"), !payment)) || (stryMutAct_9fa48("432") ? ours : (stryCov_9fa48("432"), !ours)))) return stryMutAct_9fa48("433") ? {} : (stryCov_9fa48("433"), {
                    status: stryMutAct_9fa48("434") ? "" : (stryCov_9fa48("434"), 'ignored'),
                    message: stryMutAct_9fa48("435") ? "" : (stryCov_9fa48("435"), 'Not one of our orders.')
                  });
                  if (stryMutAct_9fa48("438") ? payment.amount !== ours.amountPaise && payment.currency !== ours.currency : stryMutAct_9fa48("437") ? false : stryMutAct_9fa48("436") ? true : (stryCov_9fa48("436", "437", "438"), (stryMutAct_9fa48("440") ? payment.amount === ours.amountPaise : stryMutAct_9fa48("439") ? false : (stryCov_9fa48("439", "440"), payment.amount !== ours.amountPaise)) || (stryMutAct_9fa48("442") ? payment.currency === ours.currency : stryMutAct_9fa48("441") ? false : (stryCov_9fa48("441", "442"), payment.currency !== ours.currency)))) {
                    if (stryMutAct_9fa48("443")) {
                      {}
                    } else {
                      stryCov_9fa48("443");
                      throw new AppError(400, stryMutAct_9fa48("444") ? "" : (stryCov_9fa48("444"), 'amount_mismatch'), stryMutAct_9fa48("445") ? "" : (stryCov_9fa48("445"), 'The captured amount does not match the order.'));
                    }
                  }
                  const sub = await payments.activate(ours.id, payment.id);
                  return sub ? stryMutAct_9fa48("446") ? {} : (stryCov_9fa48("446"), {
                    status: stryMutAct_9fa48("447") ? "" : (stryCov_9fa48("447"), 'processed'),
                    message: stryMutAct_9fa48("448") ? "" : (stryCov_9fa48("448"), 'Subscription activated.')
                  }) : stryMutAct_9fa48("449") ? {} : (stryCov_9fa48("449"), {
                    status: stryMutAct_9fa48("450") ? "" : (stryCov_9fa48("450"), 'ignored'),
                    message: stryMutAct_9fa48("451") ? `` : (stryCov_9fa48("451"), `The payment is already ${ours.status}.`)
                  });
                }
              }
            }
          case stryMutAct_9fa48("453") ? "" : (stryCov_9fa48("453"), 'payment.failed'):
            if (stryMutAct_9fa48("452")) {} else {
              stryCov_9fa48("452");
              {
                if (stryMutAct_9fa48("454")) {
                  {}
                } else {
                  stryCov_9fa48("454");
                  const ours = (stryMutAct_9fa48("455") ? payment.order_id : (stryCov_9fa48("455"), payment?.order_id)) ? await repo.findPaymentByOrderId(payment.order_id) : undefined;
                  if (stryMutAct_9fa48("458") ? !payment && !ours : stryMutAct_9fa48("457") ? false : stryMutAct_9fa48("456") ? true : (stryCov_9fa48("456", "457", "458"), (stryMutAct_9fa48("459") ? payment : (stryCov_9fa48("459"), !payment)) || (stryMutAct_9fa48("460") ? ours : (stryCov_9fa48("460"), !ours)))) return stryMutAct_9fa48("461") ? {} : (stryCov_9fa48("461"), {
                    status: stryMutAct_9fa48("462") ? "" : (stryCov_9fa48("462"), 'ignored'),
                    message: stryMutAct_9fa48("463") ? "" : (stryCov_9fa48("463"), 'Not one of our orders.')
                  });
                  const changed = await repo.markPaymentFailed(ours.id, payment.id);
                  return changed ? stryMutAct_9fa48("464") ? {} : (stryCov_9fa48("464"), {
                    status: stryMutAct_9fa48("465") ? "" : (stryCov_9fa48("465"), 'processed'),
                    message: stryMutAct_9fa48("466") ? "" : (stryCov_9fa48("466"), 'Payment marked failed.')
                  }) : stryMutAct_9fa48("467") ? {} : (stryCov_9fa48("467"), {
                    status: stryMutAct_9fa48("468") ? "" : (stryCov_9fa48("468"), 'ignored'),
                    message: stryMutAct_9fa48("469") ? `` : (stryCov_9fa48("469"), `The payment is already ${ours.status}.`)
                  });
                }
              }
            }
          case stryMutAct_9fa48("470") ? "" : (stryCov_9fa48("470"), 'refund.created'):
          case stryMutAct_9fa48("472") ? "" : (stryCov_9fa48("472"), 'refund.processed'):
            if (stryMutAct_9fa48("471")) {} else {
              stryCov_9fa48("471");
              {
                if (stryMutAct_9fa48("473")) {
                  {}
                } else {
                  stryCov_9fa48("473");
                  const refund = stryMutAct_9fa48("474") ? e.payload.refund.entity : (stryCov_9fa48("474"), e.payload.refund?.entity);
                  const ours = refund ? await repo.findPaymentByGatewayPaymentId(refund.payment_id) : undefined;
                  if (stryMutAct_9fa48("477") ? !refund && !ours : stryMutAct_9fa48("476") ? false : stryMutAct_9fa48("475") ? true : (stryCov_9fa48("475", "476", "477"), (stryMutAct_9fa48("478") ? refund : (stryCov_9fa48("478"), !refund)) || (stryMutAct_9fa48("479") ? ours : (stryCov_9fa48("479"), !ours)))) return stryMutAct_9fa48("480") ? {} : (stryCov_9fa48("480"), {
                    status: stryMutAct_9fa48("481") ? "" : (stryCov_9fa48("481"), 'ignored'),
                    message: stryMutAct_9fa48("482") ? "" : (stryCov_9fa48("482"), 'Not one of our payments.')
                  });
                  // A partial refund (a goodwill amount from the dashboard) leaves the plan running; refunds that add up to
                  // the whole payment end it.
                  const refundedInAll = stryMutAct_9fa48("483") ? Math.min(refund.amount, payment?.amount_refunded ?? 0) : (stryCov_9fa48("483"), Math.max(refund.amount, stryMutAct_9fa48("484") ? payment?.amount_refunded && 0 : (stryCov_9fa48("484"), (stryMutAct_9fa48("485") ? payment.amount_refunded : (stryCov_9fa48("485"), payment?.amount_refunded)) ?? 0)));
                  if (stryMutAct_9fa48("489") ? refundedInAll >= ours.amountPaise : stryMutAct_9fa48("488") ? refundedInAll <= ours.amountPaise : stryMutAct_9fa48("487") ? false : stryMutAct_9fa48("486") ? true : (stryCov_9fa48("486", "487", "488", "489"), refundedInAll < ours.amountPaise)) return stryMutAct_9fa48("490") ? {} : (stryCov_9fa48("490"), {
                    status: stryMutAct_9fa48("491") ? "" : (stryCov_9fa48("491"), 'ignored'),
                    message: stryMutAct_9fa48("492") ? "" : (stryCov_9fa48("492"), 'Partial refund: access kept.')
                  });
                  const changed = await payments.markRefunded(ours.id, refund.id);
                  return changed ? stryMutAct_9fa48("493") ? {} : (stryCov_9fa48("493"), {
                    status: stryMutAct_9fa48("494") ? "" : (stryCov_9fa48("494"), 'processed'),
                    message: stryMutAct_9fa48("495") ? "" : (stryCov_9fa48("495"), 'Payment refunded and access ended.')
                  }) : stryMutAct_9fa48("496") ? {} : (stryCov_9fa48("496"), {
                    status: stryMutAct_9fa48("497") ? "" : (stryCov_9fa48("497"), 'ignored'),
                    message: stryMutAct_9fa48("498") ? `` : (stryCov_9fa48("498"), `The payment is already ${ours.status}.`)
                  });
                }
              }
            }
          default:
            if (stryMutAct_9fa48("499")) {} else {
              stryCov_9fa48("499");
              return stryMutAct_9fa48("500") ? {} : (stryCov_9fa48("500"), {
                status: stryMutAct_9fa48("501") ? "" : (stryCov_9fa48("501"), 'ignored'),
                message: stryMutAct_9fa48("502") ? `` : (stryCov_9fa48("502"), `Event ${e.event} is not used.`)
              });
            }
        }
      }
    }
  }
}
export type WebhookService = ReturnType<typeof webhookService>;
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
import type { SubscriptionStatus } from '#shared/contracts/auth';
import type { Entitlements } from '#shared/contracts/payments';
import { hasLiveFreeAccess, hasPremiumAccess, isAdministrator, isStaffMember } from '#shared/domain/access';
import { combineLimits, FREE_LIMITS, FULL_ACCESS, UNLIMITED } from '#shared/domain/plan-limits';
import type { AppDeps } from '../../deps.ts';
import { premiumRequired, unauthorized } from '../../errors.ts';
import { accessRepo } from './access.repo.ts';
import type { AuthContext } from './auth-context.ts';
import { hashToken } from './session-token.ts';
const TOUCH_AFTER_MS = stryMutAct_9fa48("0") ? 5 / 60_000 : (stryCov_9fa48("0"), 5 * 60_000);
export interface Access extends SubscriptionStatus, Entitlements {}

/**
 * The one place that decides who a caller is and what they may use: the session behind a token, the spec's
 * subscription status, premium (spec section 4: paid or admin access or free access) and the plan's limits.
 * Every service asks here; nothing restates the rule.
 */
export function accessService(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  if (stryMutAct_9fa48("1")) {
    {}
  } else {
    stryCov_9fa48("1");
    const repo = accessRepo(deps.database.db);
    // One AuthContext lives for one request, so this memo never outlives it.
    const perRequest = new WeakMap<AuthContext, Promise<Access>>();
    async function load(auth: AuthContext): Promise<Access> {
      if (stryMutAct_9fa48("2")) {
        {}
      } else {
        stryCov_9fa48("2");
        const freeAccess = hasLiveFreeAccess(auth.user, deps.clock.now());
        const status = stryMutAct_9fa48("3") ? {} : (stryCov_9fa48("3"), {
          hasPaidSubscription: stryMutAct_9fa48("4") ? true : (stryCov_9fa48("4"), false),
          isAdminAccess: auth.isStaff,
          hasFreeAccess: freeAccess
        });
        if (stryMutAct_9fa48("6") ? false : stryMutAct_9fa48("5") ? true : (stryCov_9fa48("5", "6"), auth.isStaff)) return stryMutAct_9fa48("7") ? {} : (stryCov_9fa48("7"), {
          ...status,
          premium: stryMutAct_9fa48("8") ? false : (stryCov_9fa48("8"), true),
          source: stryMutAct_9fa48("9") ? "" : (stryCov_9fa48("9"), 'admin'),
          periodStart: null,
          ...FULL_ACCESS
        });
        const live = await repo.liveSubscriptions(auth.user.id, deps.clock.now());
        status.hasPaidSubscription = stryMutAct_9fa48("13") ? live.length <= 0 : stryMutAct_9fa48("12") ? live.length >= 0 : stryMutAct_9fa48("11") ? false : stryMutAct_9fa48("10") ? true : (stryCov_9fa48("10", "11", "12", "13"), live.length > 0);
        const premium = hasPremiumAccess(status);
        if (stryMutAct_9fa48("15") ? false : stryMutAct_9fa48("14") ? true : (stryCov_9fa48("14", "15"), freeAccess)) return stryMutAct_9fa48("16") ? {} : (stryCov_9fa48("16"), {
          ...status,
          premium,
          source: stryMutAct_9fa48("17") ? "" : (stryCov_9fa48("17"), 'freeAccess'),
          periodStart: null,
          ...FULL_ACCESS
        });
        const limits = combineLimits(live);
        if (stryMutAct_9fa48("20") ? false : stryMutAct_9fa48("19") ? true : stryMutAct_9fa48("18") ? limits : (stryCov_9fa48("18", "19", "20"), !limits)) return stryMutAct_9fa48("21") ? {} : (stryCov_9fa48("21"), {
          ...status,
          premium,
          source: stryMutAct_9fa48("22") ? "" : (stryCov_9fa48("22"), 'free'),
          periodStart: null,
          ...FREE_LIMITS
        });
        return stryMutAct_9fa48("23") ? {} : (stryCov_9fa48("23"), {
          ...status,
          premium,
          source: stryMutAct_9fa48("24") ? "" : (stryCov_9fa48("24"), 'paid'),
          periodStart: stryMutAct_9fa48("25") ? live[0]?.startsAt.toISOString() && null : (stryCov_9fa48("25"), (stryMutAct_9fa48("26") ? live[0].startsAt.toISOString() : (stryCov_9fa48("26"), live[0]?.startsAt.toISOString())) ?? null),
          ...limits
        });
      }
    }
    function access(auth: AuthContext): Promise<Access> {
      if (stryMutAct_9fa48("27")) {
        {}
      } else {
        stryCov_9fa48("27");
        let pending = perRequest.get(auth);
        if (stryMutAct_9fa48("30") ? false : stryMutAct_9fa48("29") ? true : stryMutAct_9fa48("28") ? pending : (stryCov_9fa48("28", "29", "30"), !pending)) {
          if (stryMutAct_9fa48("31")) {
            {}
          } else {
            stryCov_9fa48("31");
            pending = load(auth);
            perRequest.set(auth, pending);
          }
        }
        return pending;
      }
    }
    return stryMutAct_9fa48("32") ? {} : (stryCov_9fa48("32"), {
      /** The live session behind a token, or null. Refreshes the session's last-seen time at most every 5 min. */
      async authenticate(token: string): Promise<AuthContext | null> {
        if (stryMutAct_9fa48("33")) {
          {}
        } else {
          stryCov_9fa48("33");
          const now = deps.clock.now();
          const row = await repo.findLiveSession(hashToken(token), now);
          // A suspended account's sessions are ended when it is suspended; this also refuses any that remain.
          if (stryMutAct_9fa48("36") ? !row && row.user.suspendedAt : stryMutAct_9fa48("35") ? false : stryMutAct_9fa48("34") ? true : (stryCov_9fa48("34", "35", "36"), (stryMutAct_9fa48("37") ? row : (stryCov_9fa48("37"), !row)) || row.user.suspendedAt)) return null;
          if (stryMutAct_9fa48("41") ? now.getTime() - row.lastSeenAt.getTime() <= TOUCH_AFTER_MS : stryMutAct_9fa48("40") ? now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS : stryMutAct_9fa48("39") ? false : stryMutAct_9fa48("38") ? true : (stryCov_9fa48("38", "39", "40", "41"), (stryMutAct_9fa48("42") ? now.getTime() + row.lastSeenAt.getTime() : (stryCov_9fa48("42"), now.getTime() - row.lastSeenAt.getTime())) > TOUCH_AFTER_MS)) await repo.touchSession(row.sessionId, now);
          const isAdmin = isAdministrator(row.user, deps.config.ADMIN_EMAIL);
          return stryMutAct_9fa48("43") ? {} : (stryCov_9fa48("43"), {
            user: row.user,
            sessionId: row.sessionId,
            isAdmin,
            isStaff: stryMutAct_9fa48("46") ? isAdmin && isStaffMember(row.user) : stryMutAct_9fa48("45") ? false : stryMutAct_9fa48("44") ? true : (stryCov_9fa48("44", "45", "46"), isAdmin || isStaffMember(row.user))
          });
        }
      },
      /** Spec section 3's subscription status. */
      async status(auth: AuthContext): Promise<SubscriptionStatus> {
        if (stryMutAct_9fa48("47")) {
          {}
        } else {
          stryCov_9fa48("47");
          const {
            hasPaidSubscription,
            isAdminAccess,
            hasFreeAccess
          } = await access(auth);
          return stryMutAct_9fa48("48") ? {} : (stryCov_9fa48("48"), {
            hasPaidSubscription,
            isAdminAccess,
            hasFreeAccess
          });
        }
      },
      /** Premium flag and plan limits; a guest gets the free limits. */
      async entitlements(auth: AuthContext | null): Promise<Entitlements> {
        if (stryMutAct_9fa48("49")) {
          {}
        } else {
          stryCov_9fa48("49");
          if (stryMutAct_9fa48("52") ? false : stryMutAct_9fa48("51") ? true : stryMutAct_9fa48("50") ? auth : (stryCov_9fa48("50", "51", "52"), !auth)) return stryMutAct_9fa48("53") ? {} : (stryCov_9fa48("53"), {
            premium: stryMutAct_9fa48("54") ? true : (stryCov_9fa48("54"), false),
            source: stryMutAct_9fa48("55") ? "" : (stryCov_9fa48("55"), 'free'),
            periodStart: null,
            ...FREE_LIMITS
          });
          const {
            premium,
            source,
            periodStart,
            maxMockTests,
            maxQuestions,
            aiTutorAccess,
            premiumContent
          } = await access(auth);
          return stryMutAct_9fa48("56") ? {} : (stryCov_9fa48("56"), {
            premium,
            source,
            periodStart,
            maxMockTests,
            maxQuestions,
            aiTutorAccess,
            premiumContent
          });
        }
      },
      async isPremium(auth: AuthContext | null): Promise<boolean> {
        if (stryMutAct_9fa48("57")) {
          {}
        } else {
          stryCov_9fa48("57");
          return auth ? (await access(auth)).premium : stryMutAct_9fa48("58") ? true : (stryCov_9fa48("58"), false);
        }
      },
      /**
       * The practice questions the caller may still start: null when unlimited, else at most `max` distinct questions
       * answered since `since` (the plan's period start; null for the free plan, which counts every answer ever).
       */
      async questionAllowance(auth: AuthContext): Promise<{
        max: number;
        since: Date | null;
        free: boolean;
      } | null> {
        if (stryMutAct_9fa48("59")) {
          {}
        } else {
          stryCov_9fa48("59");
          const {
            maxQuestions,
            periodStart,
            source
          } = await access(auth);
          if (stryMutAct_9fa48("62") ? maxQuestions !== UNLIMITED : stryMutAct_9fa48("61") ? false : stryMutAct_9fa48("60") ? true : (stryCov_9fa48("60", "61", "62"), maxQuestions === UNLIMITED)) return null;
          return stryMutAct_9fa48("63") ? {} : (stryCov_9fa48("63"), {
            max: maxQuestions,
            since: periodStart ? new Date(periodStart) : null,
            free: stryMutAct_9fa48("66") ? source !== 'free' : stryMutAct_9fa48("65") ? false : stryMutAct_9fa48("64") ? true : (stryCov_9fa48("64", "65", "66"), source === (stryMutAct_9fa48("67") ? "" : (stryCov_9fa48("67"), 'free')))
          });
        }
      },
      /** The mock tests the caller may still start, counted like questionAllowance (null when unlimited). */
      async mockAllowance(auth: AuthContext): Promise<{
        max: number;
        since: Date | null;
        free: boolean;
      } | null> {
        if (stryMutAct_9fa48("68")) {
          {}
        } else {
          stryCov_9fa48("68");
          const {
            maxMockTests,
            periodStart,
            source
          } = await access(auth);
          if (stryMutAct_9fa48("71") ? maxMockTests !== UNLIMITED : stryMutAct_9fa48("70") ? false : stryMutAct_9fa48("69") ? true : (stryCov_9fa48("69", "70", "71"), maxMockTests === UNLIMITED)) return null;
          return stryMutAct_9fa48("72") ? {} : (stryCov_9fa48("72"), {
            max: maxMockTests,
            since: periodStart ? new Date(periodStart) : null,
            free: stryMutAct_9fa48("75") ? source !== 'free' : stryMutAct_9fa48("74") ? false : stryMutAct_9fa48("73") ? true : (stryCov_9fa48("73", "74", "75"), source === (stryMutAct_9fa48("76") ? "" : (stryCov_9fa48("76"), 'free')))
          });
        }
      },
      /** The caller, if signed in with premium access; otherwise 401 or 403 premium_required. */
      async requirePremium(auth: AuthContext | null, message?: string): Promise<AuthContext> {
        if (stryMutAct_9fa48("77")) {
          {}
        } else {
          stryCov_9fa48("77");
          if (stryMutAct_9fa48("80") ? false : stryMutAct_9fa48("79") ? true : stryMutAct_9fa48("78") ? auth : (stryCov_9fa48("78", "79", "80"), !auth)) throw unauthorized();
          if (stryMutAct_9fa48("83") ? false : stryMutAct_9fa48("82") ? true : stryMutAct_9fa48("81") ? (await access(auth)).premium : (stryCov_9fa48("81", "82", "83"), !(await access(auth)).premium)) throw premiumRequired(message);
          return auth;
        }
      }
    });
  }
}
export type AccessService = ReturnType<typeof accessService>;
import type { SubscriptionStatus } from '#shared/contracts/auth';
import type { Entitlements } from '#shared/contracts/payments';
import { hasLiveFreeAccess, hasPremiumAccess, isAdministrator, isStaffMember } from '#shared/domain/access';
import { combineLimits, FREE_LIMITS, FULL_ACCESS, UNLIMITED } from '#shared/domain/plan-limits';
import type { AppDeps } from '../../deps.ts';
import { premiumRequired, unauthorized } from '../../errors.ts';
import { accessRepo } from './access.repo.ts';
import type { AuthContext, UserRow } from './auth-context.ts';
import { type LiveSubscription, SESSION_TOUCH_MS } from './session-sql.ts';
import { hashToken } from './session-token.ts';

export interface Access extends SubscriptionStatus, Entitlements {}

/**
 * The one place that decides who a caller is and what they may use: the session behind a token, the spec's
 * subscription status, premium (spec section 4: paid or admin access or free access) and the plan's limits.
 * Every service asks here; nothing restates the rule.
 */
export function accessService(deps: Pick<AppDeps, 'database' | 'clock' | 'config'>) {
  const repo = accessRepo(deps.database.db);
  // One AuthContext lives for one request, so this memo never outlives it.
  const perRequest = new WeakMap<AuthContext, Promise<Access>>();

  async function load(auth: AuthContext): Promise<Access> {
    return decide(auth, auth.isStaff ? [] : await repo.liveSubscriptions(auth.user.id, deps.clock.now()));
  }

  function decide(auth: AuthContext, live: readonly LiveSubscription[]): Access {
    const freeAccess = hasLiveFreeAccess(auth.user, deps.clock.now());
    const status = { hasPaidSubscription: false, isAdminAccess: auth.isStaff, hasFreeAccess: freeAccess };
    if (auth.isStaff) return { ...status, premium: true, source: 'admin', periodStart: null, ...FULL_ACCESS };
    status.hasPaidSubscription = live.length > 0;
    const premium = hasPremiumAccess(status);
    if (freeAccess) return { ...status, premium, source: 'freeAccess', periodStart: null, ...FULL_ACCESS };
    const limits = combineLimits(live);
    if (!limits) return { ...status, premium, source: 'free', periodStart: null, ...FREE_LIMITS };
    return { ...status, premium, source: 'paid', periodStart: live[0]?.startsAt.toISOString() ?? null, ...limits };
  }

  function contextOf(user: UserRow, sessionId: string): AuthContext {
    const isAdmin = isAdministrator(user, deps.config.ADMIN_EMAIL);
    return { user, sessionId, isAdmin, isStaff: isAdmin || isStaffMember(user) };
  }

  function access(auth: AuthContext): Promise<Access> {
    let pending = perRequest.get(auth);
    if (!pending) {
      pending = load(auth);
      perRequest.set(auth, pending);
    }
    return pending;
  }

  return {
    /** The live session behind a token, or null. Refreshes the session's last-seen time at most every 5 min. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const now = deps.clock.now();
      const row = await repo.findLiveSession(hashToken(token), now);
      // A suspended account's sessions are ended when it is suspended; this also refuses any that remain.
      if (!row || row.user.suspendedAt) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > SESSION_TOUCH_MS) await repo.touchSession(row.sessionId, now);
      return contextOf(row.user, row.sessionId);
    },

    /**
     * The caller from what a route's own statement read (session-sql.ts: a live session, touched there, its user row
     * and their live subscriptions), so that this request's access questions need no further query.
     */
    adopt(facts: { user: UserRow; sessionId: string; subscriptions: readonly LiveSubscription[] }): AuthContext {
      const auth = contextOf(facts.user, facts.sessionId);
      perRequest.set(auth, Promise.resolve(decide(auth, facts.subscriptions)));
      return auth;
    },

    /** Spec section 3's subscription status. */
    async status(auth: AuthContext): Promise<SubscriptionStatus> {
      const { hasPaidSubscription, isAdminAccess, hasFreeAccess } = await access(auth);
      return { hasPaidSubscription, isAdminAccess, hasFreeAccess };
    },

    /** Premium flag and plan limits; a guest gets the free limits. */
    async entitlements(auth: AuthContext | null): Promise<Entitlements> {
      if (!auth) return { premium: false, source: 'free', periodStart: null, ...FREE_LIMITS };
      const { premium, source, periodStart, maxMockTests, maxQuestions, aiTutorAccess, premiumContent } =
        await access(auth);
      return { premium, source, periodStart, maxMockTests, maxQuestions, aiTutorAccess, premiumContent };
    },

    async isPremium(auth: AuthContext | null): Promise<boolean> {
      return auth ? (await access(auth)).premium : false;
    },

    /**
     * The practice questions the caller may still start: null when unlimited, else at most `max` distinct questions
     * answered since `since` (the plan's period start; null for the free plan, which counts every answer ever).
     */
    async questionAllowance(auth: AuthContext): Promise<{ max: number; since: Date | null; free: boolean } | null> {
      const { maxQuestions, periodStart, source } = await access(auth);
      if (maxQuestions === UNLIMITED) return null;
      return { max: maxQuestions, since: periodStart ? new Date(periodStart) : null, free: source === 'free' };
    },

    /** The mock tests the caller may still start, counted like questionAllowance (null when unlimited). */
    async mockAllowance(auth: AuthContext): Promise<{ max: number; since: Date | null; free: boolean } | null> {
      const { maxMockTests, periodStart, source } = await access(auth);
      if (maxMockTests === UNLIMITED) return null;
      return { max: maxMockTests, since: periodStart ? new Date(periodStart) : null, free: source === 'free' };
    },

    /** The caller, if signed in with premium access; otherwise 401 or 403 premium_required. */
    async requirePremium(auth: AuthContext | null, message?: string): Promise<AuthContext> {
      if (!auth) throw unauthorized();
      if (!(await access(auth)).premium) throw premiumRequired(message);
      return auth;
    },
  };
}

export type AccessService = ReturnType<typeof accessService>;

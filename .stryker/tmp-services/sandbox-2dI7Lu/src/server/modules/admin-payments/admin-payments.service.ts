// @ts-nocheck
import type {
  FreeAccessUser,
  PaymentFilters,
  PaymentList,
  PlanInput,
  PlanPatch,
  RevenueSummary,
} from '#shared/contracts/admin-payments';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import { rupeesToPaise } from '#shared/domain/pricing';
import type { AppDeps } from '../../deps.ts';
import { badRequest, notFound } from '../../errors.ts';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { presentAdminPayment, shownRefundId } from '../../presenters/payment.ts';
import { storedPlan } from '../../presenters/plan.ts';
import { type AuthContext, forRole } from '../access/public.ts';
import type { AdminUsersService } from '../admin-users/admin-users.service.ts';
import type { BillingService } from '../payments/billing.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import {
  type AdminPaymentsRepo,
  adminPaymentsRepo,
  type PaymentQuery,
  type PlanValues,
} from './admin-payments.repo.ts';

/** A calendar day in India time as an instant: 2026-11-22 -> 2026-11-21T18:30:00Z. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const DAY_MS = 86_400_000;

/** The filters' days (India time) as the instants the repo compares: from its first moment, before the next day's. */
function paymentQuery({ from, to, ...rest }: PaymentFilters): PaymentQuery {
  return {
    ...rest,
    ...(from ? { from: istStart(from) } : {}),
    ...(to ? { before: new Date(istStart(to).getTime() + DAY_MS) } : {}),
  };
}

/** A plan's fields as stored: the discount end as an instant. */
function planValues({ discountEndTime, ...rest }: PlanPatch): PlanValues {
  if (discountEndTime === undefined) return rest;
  return { ...rest, discountEndTime: discountEndTime ? new Date(discountEndTime) : null };
}

async function listPayments(
  repo: AdminPaymentsRepo,
  f: PaymentFilters,
  page: number,
  pageSize: number,
): Promise<PaymentList> {
  const { rows, total } = await repo.listPayments(paymentQuery(f), page, pageSize);
  return { items: rows.map(presentAdminPayment), total, page, pageSize };
}

async function revenueSummary(repo: AdminPaymentsRepo, f: PaymentFilters): Promise<RevenueSummary> {
  const { gross, refunds, byPlan, counts } = await repo.revenue(paymentQuery(f));
  const days = new Map<string, { day: string; grossPaise: number; refundedPaise: number; count: number }>();
  const dayOf = (day: string) => {
    let d = days.get(day);
    if (!d) {
      d = { day, grossPaise: 0, refundedPaise: 0, count: 0 };
      days.set(day, d);
    }
    return d;
  };
  for (const g of gross) if (g.day) Object.assign(dayOf(g.day), { grossPaise: g.paise ?? 0, count: g.n });
  for (const r of refunds) if (r.day) dayOf(r.day).refundedPaise = r.paise ?? 0;
  const n = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  const grossPaise = gross.reduce((a, g) => a + (g.paise ?? 0), 0);
  const refundedPaise = refunds.reduce((a, r) => a + (r.paise ?? 0), 0);
  return {
    totals: {
      grossPaise,
      refundedPaise,
      netPaise: grossPaise - refundedPaise,
      captured: n('captured') + n('refunded'),
      refunded: n('refunded'),
      failed: n('failed'),
    },
    byDay: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    byPlan: byPlan.map((p) => ({ planId: p.planId, planName: p.planName, grossPaise: p.paise ?? 0, count: p.n })),
  };
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

async function paymentsCsv(repo: AdminPaymentsRepo, f: PaymentFilters): Promise<string> {
  const rows = (await repo.exportPayments(paymentQuery(f))).map(presentAdminPayment);
  const header = [
    'receipt_no',
    'created_at',
    'captured_at',
    'refunded_at',
    'status',
    'gateway',
    'plan',
    'amount_inr',
    'gst_inr',
    'user_email',
    'user_name',
    'order_id',
    'payment_id',
    'refund_id',
  ];
  return spreadsheetCsv(
    header,
    rows.map((p) => [
      p.receiptNo,
      p.createdAt,
      p.capturedAt,
      p.refundedAt,
      p.status,
      p.gateway,
      p.planName,
      rupees(p.amountPaise),
      rupees(p.gstPaise),
      p.userEmail,
      p.userName,
      p.gatewayOrderId,
      p.gatewayPaymentId,
      shownRefundId(p.refundId),
    ]),
  );
}

/** Rules a plan must keep after any edit. */
function checkPlan(plan: SubscriptionPlan) {
  if (rupeesToPaise(plan.price) < 100) throw badRequest('price: a plan costs at least ₹1.');
  if (plan.originalPrice !== null && Number(plan.originalPrice) < Number(plan.price)) {
    throw badRequest('originalPrice: the original price cannot be below the price.');
  }
  if (plan.hasActiveDiscount && plan.discountPercent <= 0) {
    throw badRequest('discountPercent: a discounted plan needs a discount above 0%.');
  }
}

async function allPlans(repo: AdminPaymentsRepo): Promise<SubscriptionPlan[]> {
  return (await repo.listAllPlans()).map(storedPlan);
}

const presentUser = (u: { id: string; email: string; firstName: string; lastName: string; freeAccess: boolean }) => ({
  id: u.id,
  email: u.email,
  name: `${u.firstName} ${u.lastName}`.trim(),
  hasFreeAccess: u.freeAccess,
});

async function freeAccessUsers(repo: AdminPaymentsRepo): Promise<FreeAccessUser[]> {
  return (await repo.freeAccessUsers()).map(presentUser);
}

/** The payments desk: administrators only (staff run content, not money). */
export function adminPaymentsService(
  deps: Pick<AppDeps, 'database' | 'audit'> & {
    billing: BillingService;
    adminUsers: AdminUsersService;
    payments: Pick<PaymentsService, 'forgetPlans'>;
  },
) {
  /** A plan created or edited here: the public list (cached for a few seconds) reads it at once. */
  const afterPlanChange = async <T>(change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      deps.payments.forgetPlans();
    }
  };
  const { db } = deps.database;
  const { audit } = deps;
  const repo = adminPaymentsRepo(db);

  async function createPlan(actor: AuthContext, input: PlanInput): Promise<SubscriptionPlan> {
    checkPlan({ id: 0, ...input });
    const { name, price, durationDays } = input;
    return db.transaction(async (tx) => {
      const plan = storedPlan(
        await adminPaymentsRepo(tx).insertPlan({ ...planValues(input), name, price, durationDays }),
      );
      await audit.record(tx, actor, {
        action: 'plan.create',
        targetType: 'plan',
        targetId: plan.id,
        before: null,
        after: plan,
      });
      return plan;
    });
  }

  async function editPlan(actor: AuthContext, id: number, patch: PlanPatch): Promise<SubscriptionPlan> {
    if (Object.keys(patch).length === 0) throw badRequest('Nothing to change: send at least one field of the plan.');
    return db.transaction(async (tx) => {
      const r = adminPaymentsRepo(tx);
      const current = await r.findPlanLocked(id);
      if (!current) throw notFound('No such plan.');
      const before = storedPlan(current);
      checkPlan({ ...before, ...patch });
      const after = storedPlan(await r.updatePlan(id, planValues(patch)));
      await audit.record(tx, actor, { action: 'plan.update', targetType: 'plan', targetId: id, before, after });
      return after;
    });
  }

  /** The desk's free-access form (by email) is the users desk's action, audited there. */
  async function setFreeAccess(actor: AuthContext, email: string, enabled: boolean): Promise<FreeAccessUser> {
    const id = await repo.userIdByEmail(email);
    if (!id) throw notFound('No user has this email address.');
    const { user } = await deps.adminUsers.setFreeAccess(actor, id, { enabled });
    return {
      id: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
      hasFreeAccess: user.freeAccess,
    };
  }

  /**
   * A refund at any time (outside the learner's 7-day window too). The gateway answers first; the entry is written
   * in the transaction that marks the payment refunded and ends its access.
   */
  async function refund(actor: AuthContext, paymentId: string) {
    return deps.billing.refund(actor, paymentId, {
      staff: true,
      record: (tx, refundId) =>
        audit.record(tx, actor, {
          action: 'payment.refund',
          targetType: 'payment',
          targetId: paymentId,
          before: { status: 'captured', refundId: null },
          after: { status: 'refunded', refundId },
        }),
    });
  }

  return forRole('admin', {
    listPayments: (_actor: AuthContext, f: PaymentFilters, page: number, pageSize: number) =>
      listPayments(repo, f, page, pageSize),
    revenueSummary: (_actor: AuthContext, f: PaymentFilters) => revenueSummary(repo, f),
    paymentsCsv: (_actor: AuthContext, f: PaymentFilters) => paymentsCsv(repo, f),
    refund,
    allPlans: (_actor: AuthContext) => allPlans(repo),
    createPlan: (actor: AuthContext, input: PlanInput) => afterPlanChange(createPlan(actor, input)),
    editPlan: (actor: AuthContext, id: number, patch: PlanPatch) => afterPlanChange(editPlan(actor, id, patch)),
    setFreeAccess,
    freeAccessUsers: (_actor: AuthContext) => freeAccessUsers(repo),
  });
}

export type AdminPaymentsService = ReturnType<typeof adminPaymentsService>;

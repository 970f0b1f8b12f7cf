import type {
  AdminPayment,
  FreeAccessUser,
  PaymentFilters,
  PaymentList,
  PlanInput,
  PlanPatch,
  RevenueSummary,
} from '#shared/contracts/admin-payments';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import { rupeesToPaise } from '#shared/domain/pricing';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../access/auth-context.ts';
import { forRole } from '../access/roles.ts';
import { storedPlan } from '../payments/plan-view.ts';
import * as repo from './admin-payments.repo.ts';

export function presentPayment(r: repo.AdminPaymentRow): AdminPayment {
  const p = r.payment;
  const name = [r.firstName, r.lastName].filter(Boolean).join(' ');
  return {
    id: p.id,
    receiptNo: p.receiptNo,
    userId: p.userId,
    userEmail: r.userEmail,
    userName: name || null,
    planId: p.planId,
    planName: r.planName,
    amountPaise: p.amountPaise,
    gstPaise: p.gstPaise,
    gateway: p.gateway as AdminPayment['gateway'],
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    status: p.status as AdminPayment['status'],
    refundId: p.refundId,
    createdAt: p.createdAt.toISOString(),
    capturedAt: p.capturedAt?.toISOString() ?? null,
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}

async function listPayments(db: Db, f: PaymentFilters, page: number, pageSize: number): Promise<PaymentList> {
  const { rows, total } = await repo.listPayments(db, f, page, pageSize);
  return { items: rows.map(presentPayment), total, page, pageSize };
}

async function revenueSummary(db: Db, f: PaymentFilters): Promise<RevenueSummary> {
  const { gross, refunds, byPlan, counts } = await repo.revenue(db, f);
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

// Spreadsheet programs run cells starting with = + - @ as formulas: prefix them so an email cannot.
const cell = (value: string | number | null) => {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const rupees = (paise: number) => (paise / 100).toFixed(2);

async function paymentsCsv(db: Db, f: PaymentFilters): Promise<string> {
  const rows = (await repo.exportPayments(db, f)).map(presentPayment);
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
  const lines = rows.map((p) =>
    [
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
      p.refundId,
    ]
      .map(cell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
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

async function allPlans(db: Db): Promise<SubscriptionPlan[]> {
  return (await repo.listAllPlans(db)).map(storedPlan);
}

async function createPlan(db: Db, input: PlanInput): Promise<SubscriptionPlan> {
  checkPlan({ id: 0, ...input });
  return storedPlan(await repo.insertPlan(db, input));
}

async function editPlan(db: Db, id: number, patch: PlanPatch): Promise<SubscriptionPlan> {
  const current = await repo.findPlanRow(db, id);
  if (!current) throw notFound('No such plan.');
  if (Object.keys(patch).length === 0) throw badRequest('Nothing to change: send at least one field of the plan.');
  checkPlan({ ...storedPlan(current), ...patch });
  return storedPlan(await repo.updatePlan(db, id, patch));
}

const presentUser = (u: { id: string; email: string; firstName: string; lastName: string; freeAccess: boolean }) => ({
  id: u.id,
  email: u.email,
  name: `${u.firstName} ${u.lastName}`.trim(),
  hasFreeAccess: u.freeAccess,
});

async function setFreeAccess(db: Db, email: string, enabled: boolean): Promise<FreeAccessUser> {
  const user = await repo.setFreeAccess(db, email, enabled);
  if (!user) throw notFound('No user has this email address.');
  return presentUser(user);
}

async function freeAccessUsers(db: Db): Promise<FreeAccessUser[]> {
  return (await repo.freeAccessUsers(db)).map(presentUser);
}

/** The payments desk: administrators only (staff run content, not money). */
export function adminPaymentsService(db: Db) {
  return forRole('admin', {
    listPayments: (_actor: AuthContext, f: PaymentFilters, page: number, pageSize: number) =>
      listPayments(db, f, page, pageSize),
    revenueSummary: (_actor: AuthContext, f: PaymentFilters) => revenueSummary(db, f),
    paymentsCsv: (_actor: AuthContext, f: PaymentFilters) => paymentsCsv(db, f),
    allPlans: (_actor: AuthContext) => allPlans(db),
    createPlan: (_actor: AuthContext, input: PlanInput) => createPlan(db, input),
    editPlan: (_actor: AuthContext, id: number, patch: PlanPatch) => editPlan(db, id, patch),
    setFreeAccess: (_actor: AuthContext, email: string, enabled: boolean) => setFreeAccess(db, email, enabled),
    freeAccessUsers: (_actor: AuthContext) => freeAccessUsers(db),
  });
}

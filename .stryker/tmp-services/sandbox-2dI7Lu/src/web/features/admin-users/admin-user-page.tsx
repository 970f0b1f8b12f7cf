// @ts-nocheck
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminUserDetail } from '#shared/contracts/admin-users';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { AuditTable } from '../audit/public.ts';
import { useAuth } from '../auth/public.ts';
import { useAdminUser } from './admin-users-api.ts';
import { ExtraTime } from './extra-time.tsx';
import { UserActions } from './user-actions.tsx';
import { AccessBadges, dateIn } from './user-badges.tsx';

const num = (n: number) => n.toLocaleString('en-IN');
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="font-medium tabular-nums">{children}</dd>
    </div>
  );
}

function Activity({ d }: { d: AdminUserDetail }) {
  const a = d.activity;
  const accuracy = a.attempts ? `${Math.round((a.correct / a.attempts) * 100)}%` : '—';
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity and analytics</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="Answers">{num(a.attempts)}</Fact>
          <Fact label="Accuracy">{accuracy}</Fact>
          <Fact label="Questions seen">{num(a.questions)}</Fact>
          <Fact label="Time practising">{Math.round(a.totalSeconds / 60)} min</Fact>
          <Fact label="Active days (30)">{a.activeDays30}</Fact>
          <Fact label="Last active">{dateIn(a.lastActiveAt)}</Fact>
          <Fact label="Practice tests">{`${d.tests.finished} of ${d.tests.started} finished`}</Fact>
          <Fact label="Signed-in sessions">{a.liveSessions}</Fact>
        </dl>
        {d.sections.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-3" aria-label="Accuracy by section">
            {d.sections.map((s) => (
              <li key={s.section} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <p className="text-xs text-slate-500 dark:text-slate-400">{s.section}</p>
                <p className="font-semibold">{s.accuracy === null ? '—' : `${s.accuracy}%`}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">{num(s.attempts)} answers</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">No practice yet.</p>
        )}
      </CardContent>
    </Card>
  );
}

function PlanAndPayments({ d }: { d: AdminUserDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan and payments</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {d.plan.subscriptions.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No paid subscription.</p>
        ) : (
          <ul className="grid gap-1">
            {d.plan.subscriptions.map((s) => (
              <li key={`${s.planName}-${s.startsAt}`}>
                {s.planName} · {s.status} · {dateIn(s.startsAt)} – {dateIn(s.endsAt)}
              </li>
            ))}
          </ul>
        )}
        {d.payments === null ? (
          <p className="text-xs text-slate-500 dark:text-slate-400">Payments are visible to administrators.</p>
        ) : d.payments.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">No payments.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Payments">
            {d.payments.map((p) => (
              <li key={p.id}>
                #{p.receiptNo} · {p.planName} · {rupees(p.amountPaise)} · {p.status} · {dateIn(p.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/users/:id — a learner's page: profile, plan and payments, activity, and the staff actions. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const detail = useAdminUser(id);
  const { user: me } = useAuth();
  if (detail.error && isAccessDenied(detail.error)) return <AdminDenied />;
  if (detail.error) return <p role="alert">{errorMessage(detail.error)}</p>;
  if (!detail.data) return <PageSpinner label="Loading the account" />;
  const d = detail.data;
  const u = d.user;
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <Link
        to="/admin/users"
        className="flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-100"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All users
      </Link>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">
          {u.firstName} {u.lastName}
        </h1>
        {/* Each piece wraps as a whole; only a long email may break inside itself. */}
        <p className="flex flex-wrap gap-x-1.5 text-sm text-slate-600 dark:text-slate-400">
          <span className="break-all">{u.email}</span>
          <span>· @{u.username}</span>
          {u.phone && <span>· {u.phone}</span>}
          <span>· joined {dateIn(u.createdAt)}</span>
        </p>
        <AccessBadges u={u} />
        {u.suspendedAt && (
          <p className="text-sm text-red-700 dark:text-red-300">Suspended on {dateIn(u.suspendedAt)}.</p>
        )}
      </header>
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-5">
          <Activity d={d} />
          <PlanAndPayments d={d} />
        </div>
        <div className="grid content-start gap-5">
          <UserActions detail={d} isAdmin={Boolean(me?.isAdmin)} isSelf={me?.id === u.id} />
          <ExtraTime key={d.extraTime.timeFactor} userId={u.id} timeFactor={d.extraTime.timeFactor} />
        </div>
      </div>
      <Card className="overflow-hidden p-0">
        <h2 className="px-5 pt-4 pb-2 font-semibold">Audit log for this account</h2>
        {d.audit.length === 0 ? (
          <p className="px-5 pb-4 text-sm text-slate-600 dark:text-slate-400">No staff action on this account yet.</p>
        ) : (
          <AuditTable items={d.audit} showTarget={false} />
        )}
      </Card>
    </div>
  );
}

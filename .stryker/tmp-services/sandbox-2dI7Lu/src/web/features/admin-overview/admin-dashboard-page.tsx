// @ts-nocheck
import {
  Activity,
  AlertTriangle,
  BarChart3,
  BookOpen,
  ClipboardCheck,
  CreditCard,
  FileQuestion,
  IndianRupee,
  ScrollText,
  UserPlus,
  Users,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_PERIODS } from '#shared/contracts/admin-analytics';
import type { AdminOverview } from '#shared/contracts/admin-overview';
import { Card } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { isAccessDenied } from '../../lib/api-client.ts';
import { useAuth } from '../auth/public.ts';
import { AdminDenied } from './admin-denied.tsx';
import { useAdminDashboard, useAdminOverview } from './admin-overview-api.ts';
import { PeriodCharts } from './period-charts.tsx';

const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;
const num = (n: number) => n.toLocaleString('en-IN');

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-500/15 dark:text-brand-100">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>
      </div>
    </Card>
  );
}

const desks: { to: string; label: string; text: string; icon: typeof Users; adminOnly?: boolean }[] = [
  {
    to: '/admin/questions',
    label: 'Question bank',
    text: 'Search, edit, import and publish questions.',
    icon: BookOpen,
  },
  { to: '/admin/users', label: 'Users', text: 'Find learners, grant free access, manage staff.', icon: Users },
  {
    to: '/admin/payments',
    label: 'Payments',
    text: 'Revenue, refunds, plans and receipts.',
    icon: CreditCard,
    adminOnly: true,
  },
  {
    to: '/admin/analytics',
    label: 'Analytics',
    text: 'Weakest items, topics, funnel, test and mock scores.',
    icon: BarChart3,
  },
  {
    to: '/admin/audit',
    label: 'Audit log',
    text: 'Every staff action, before and after.',
    icon: ScrollText,
    adminOnly: true,
  },
];

function PeriodSection() {
  const [days, setDays] = useState<string>('30');
  const dash = useAdminDashboard(days);
  const k = dash.data?.kpis;
  return (
    <section aria-label="Figures over the period" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">Over the last {days} days</h2>
        <SelectField id="period" label="Period" value={days} onChange={setDays} className="w-40">
          {DASHBOARD_PERIODS.map((p) => (
            <option key={p} value={p}>
              {p} days
            </option>
          ))}
        </SelectField>
      </div>
      {!dash.data || !k ? (
        <PageSpinner label="Loading the period" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Stat
              icon={<UserPlus className="size-5" />}
              label="Registrations"
              value={num(k.registrations)}
              hint={`in ${days} days`}
            />
            <Stat
              icon={<Activity className="size-5" />}
              label="Active learners"
              value={num(k.activeToday)}
              hint={`today · ${num(k.activeLast7Days)} in the last 7 days`}
            />
            <Stat
              icon={<BookOpen className="size-5" />}
              label="Questions answered"
              value={num(k.answers)}
              hint={`${num(k.practiceTestsFinished)} practice tests finished`}
            />
            <Stat
              icon={<ClipboardCheck className="size-5" />}
              label="Mocks taken"
              value={num(k.mocksTaken)}
              hint={`submitted in ${days} days · ${num(k.mocksInProgress)} in progress now`}
            />
            {k.revenuePaise !== null && (
              <Stat
                icon={<IndianRupee className="size-5" />}
                label="Revenue"
                value={rupees(k.revenuePaise)}
                hint={`free to paid: ${Math.round((k.conversion ?? 0) * 1000) / 10}% of learners`}
              />
            )}
            <Stat
              icon={<AlertTriangle className="size-5" />}
              label="Open reports"
              value={num(k.openReports)}
              hint={`${num(k.flaggedQuestions)} flagged questions`}
            />
          </div>
          <PeriodCharts d={dash.data} />
        </>
      )}
    </section>
  );
}

/** /admin and /admin/dashboard: today's figures and a chosen period's, straight from the tables, and the desks. */
export function AdminDashboardPage() {
  const { isAdmin } = useAuth();
  // Today's figures include revenue, which only administrators see; a staff-role account gets the period and desks.
  const overview = useAdminOverview(isAdmin);
  if (overview.error && isAccessDenied(overview.error)) return <AdminDenied />;
  if (isAdmin && (overview.isLoading || !overview.data)) return <PageSpinner label="Loading the staff dashboard" />;
  const o = overview.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">{isAdmin ? 'Admin Dashboard' : 'Staff Dashboard'}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Live figures from the platform.</p>
      </header>
      {o && <TodayFigures o={o} />}
      <PeriodSection />
      <section aria-label="Desks" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {desks
          .filter((d) => isAdmin || !d.adminOnly)
          .map((d) => (
            <Link key={d.to} to={d.to} className="group">
              <Card className="h-full p-5 transition-shadow group-hover:shadow-md">
                <d.icon className="mb-3 size-6 text-brand-600 dark:text-brand-100" aria-hidden="true" />
                <h2 className="font-semibold">{d.label}</h2>
                <p className="text-sm text-slate-600 dark:text-slate-400">{d.text}</p>
              </Card>
            </Link>
          ))}
      </section>
    </div>
  );
}

function TodayFigures({ o }: { o: AdminOverview }) {
  return (
    <>
      <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          icon={<Users className="size-5" />}
          label="Learners"
          value={num(o.users.total)}
          hint={`${num(o.users.newLast7Days)} new this week · ${num(o.users.premium)} premium`}
        />
        <Stat
          icon={<FileQuestion className="size-5" />}
          label="Published questions"
          value={num(o.questions.published)}
          hint={`${num(o.questions.draft)} drafts · ${num(o.questions.sets)} passages & sets`}
        />
        <Stat
          icon={<BookOpen className="size-5" />}
          label="Attempts today"
          value={num(o.activity.attemptsToday)}
          hint={`${num(o.activity.activeLearnersToday)} learners today · ${num(o.activity.attemptsLast7Days)} this week`}
        />
        <Stat
          icon={<IndianRupee className="size-5" />}
          label="Revenue, last 30 days"
          value={rupees(o.revenue.last30DaysPaise)}
          hint={`${num(o.revenue.capturedPayments)} captured payments`}
        />
      </section>
      {o.openReports > 0 && (
        <Link
          to="/admin/questions"
          className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 hover:bg-amber-100 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <AlertTriangle className="size-5 shrink-0" aria-hidden="true" />
          <span>
            {o.openReports} reported {o.openReports === 1 ? 'problem waits' : 'problems wait'} for review in the
            question bank.
          </span>
        </Link>
      )}
    </>
  );
}

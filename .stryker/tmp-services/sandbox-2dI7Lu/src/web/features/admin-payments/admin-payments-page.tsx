// @ts-nocheck
import { ShieldAlert } from 'lucide-react';
import { type ReactNode, useDeferredValue, useState } from 'react';
import type { PaymentFilters } from '#shared/contracts/admin-payments';
import { Card } from '../../components/ui/card.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { downloadCsv, useAdminPlans, useFreeAccessUsers, usePaymentList, useRevenue } from './admin-payments-api.ts';
import { FreeAccessPanel } from './free-access-panel.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { PlansEditor } from './plans-editor.tsx';
import { RevenuePanel } from './revenue-panel.tsx';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <header>
        <h2 className="text-lg font-semibold">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </header>
      {children}
    </Card>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={inputClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** /admin/payments: revenue, payments with filters and CSV export, refunds, plan editing and free access. */
export function AdminPaymentsPage() {
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(filters);
  const list = usePaymentList(deferred, page);
  const revenue = useRevenue(deferred);
  const plans = useAdminPlans();
  const freeAccess = useFreeAccessUsers();
  const set = (key: keyof PaymentFilters) => (value: string) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value === '' ? undefined : key === 'planId' ? Number(value) : value }));
  };

  const denied = [list.error, plans.error].find(isAccessDenied);
  if (denied) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-center">
        <ShieldAlert className="size-10 text-amber-600" aria-hidden="true" />
        <h1 className="text-xl font-bold">Administrators only</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">Sign in with a staff account to see payments.</p>
      </div>
    );
  }
  if (list.isLoading && revenue.isLoading) return <PageSpinner label="Loading payments" />;

  const exportCsv = async () => {
    try {
      await downloadCsv(filters);
    } catch (error) {
      const text = errorMessage(error, 'Please try again.');
      toast({ title: 'Export failed', description: text, variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payments</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Revenue, refunds, plans and free access. Amounts include GST.
        </p>
      </header>

      <Card className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-6">
        <Select id="f-status" label="Status" value={filters.status ?? ''} onChange={set('status')}>
          <option value="">All</option>
          <option value="captured">Paid</option>
          <option value="refunded">Refunded</option>
          <option value="failed">Failed</option>
          <option value="created">Awaiting payment</option>
        </Select>
        <Select id="f-gateway" label="Gateway" value={filters.gateway ?? ''} onChange={set('gateway')}>
          <option value="">All</option>
          <option value="razorpay">Razorpay</option>
          <option value="test">Test mode</option>
        </Select>
        <Select id="f-plan" label="Plan" value={filters.planId ? String(filters.planId) : ''} onChange={set('planId')}>
          <option value="">All</option>
          {(plans.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
        <div className="grid gap-1.5">
          <Label htmlFor="f-from">From</Label>
          <Input id="f-from" type="date" value={filters.from ?? ''} onChange={(e) => set('from')(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="f-to">To</Label>
          <Input id="f-to" type="date" value={filters.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="f-q">Email or receipt</Label>
          <Input id="f-q" type="search" value={filters.q ?? ''} onChange={(e) => set('q')(e.target.value)} />
        </div>
      </Card>

      {revenue.data && <RevenuePanel summary={revenue.data} />}

      <Section title="Payments and refunds" description="Newest first. Staff refunds are not limited to 7 days.">
        {list.isError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load payments.
          </p>
        )}
        {list.data && <PaymentsTable list={list.data} page={page} onPage={setPage} onExport={exportCsv} />}
      </Section>

      <Section title="Plans" description="Hidden plans stay on old receipts but are no longer sold.">
        {plans.data && <PlansEditor plans={plans.data} />}
      </Section>

      <Section title="Free access" description="Premium without payment, for scholarships, partners and staff.">
        {freeAccess.data && <FreeAccessPanel users={freeAccess.data} />}
      </Section>
    </div>
  );
}

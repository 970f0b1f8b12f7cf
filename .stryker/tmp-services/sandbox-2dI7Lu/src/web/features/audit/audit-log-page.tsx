// @ts-nocheck
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { AuditPage, AuditQuery } from '#shared/contracts/audit';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '#shared/domain/audit';
import { Pager } from '../../components/data-table.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { apiJson, isAccessDenied } from '../../lib/api-client.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { AuditTable } from './audit-entries.tsx';

type Filters = Partial<Omit<AuditQuery, 'page' | 'pageSize'>>;

const useAudit = (f: Filters, page: number) =>
  useQuery({
    queryKey: ['/api/admin/audit', f, page],
    queryFn: () => {
      const params = Object.entries({ ...f, page: String(page) }).filter((e): e is [string, string] => !!e[1]);
      return apiJson<AuditPage>('GET', `/api/admin/audit?${new URLSearchParams(params)}`);
    },
    placeholderData: keepPreviousData,
  });

/** /admin/audit: every staff action (who, what, when, before and after), newest first, filterable. */
export function AuditLogPage() {
  const [f, setF] = useState<Filters>({});
  const [actor, setActor] = useState('');
  const [page, setPage] = useState(1);
  const who = useDeferredValue(actor.trim());
  const audit = useAudit({ ...f, ...(who ? { actor: who } : {}) }, page);
  if (audit.error && isAccessDenied(audit.error)) return <AdminDenied />;
  const set = (key: keyof Filters) => (value: string) => {
    setF({ ...f, [key]: value || undefined });
    setPage(1);
  };
  const data = audit.data;
  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Audit log</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Every staff action, with what it changed. Entries are never edited or removed.
        </p>
      </header>
      <Card className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-5">
        <FormField id="fld-staff-member" label="Staff member">
          <Input
            id="fld-staff-member"
            placeholder="Email"
            value={actor}
            onChange={(e) => {
              setActor(e.target.value);
              setPage(1);
            }}
          />
        </FormField>
        <SelectField id="a-action" label="Action" value={f.action ?? ''} onChange={set('action')}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </SelectField>
        <SelectField id="a-target" label="Target" value={f.targetType ?? ''} onChange={set('targetType')}>
          <option value="">Anything</option>
          {AUDIT_TARGETS.map((a) => (
            <option key={a}>{a}</option>
          ))}
        </SelectField>
        <FormField id="fld-from" label="From">
          <Input id="fld-from" type="date" value={f.from ?? ''} onChange={(e) => set('from')(e.target.value)} />
        </FormField>
        <FormField id="fld-to" label="To">
          <Input id="fld-to" type="date" value={f.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
        </FormField>
      </Card>
      {!data ? (
        <PageSpinner label="Loading the audit log" />
      ) : data.items.length === 0 ? (
        <Card className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">
          No staff action matches these filters.
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <AuditTable items={data.items} />
        </Card>
      )}
      {data && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
    </div>
  );
}

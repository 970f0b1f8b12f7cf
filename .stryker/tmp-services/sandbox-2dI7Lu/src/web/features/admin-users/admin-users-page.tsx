// @ts-nocheck
import { Download, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { AdminUserRow, AdminUsersFilter } from '#shared/contracts/admin-users';
import { DataTable, Pager } from '../../components/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { AdminDenied } from '../admin-overview/public.ts';
import { useAuth } from '../auth/public.ts';
import { useAdminUsers, usersSearch } from './admin-users-api.ts';
import { AccessBadges, dateIn } from './user-badges.tsx';

type Filters = Omit<AdminUsersFilter, 'q'>;

function FilterBar({ f, onChange }: { f: Filters; onChange(f: Filters): void }) {
  const set = (key: keyof Filters) => (value: string) => onChange({ ...f, [key]: value || undefined });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <SelectField id="f-role" label="Role" value={f.role ?? ''} onChange={set('role')}>
        <option value="">Any role</option>
        <option value="user">Learner</option>
        <option value="staff">Staff</option>
        <option value="admin">Administrator</option>
      </SelectField>
      <SelectField id="f-plan" label="Plan" value={f.plan ?? ''} onChange={set('plan')}>
        <option value="">Any plan</option>
        <option value="free">Free</option>
        <option value="paid">Paid</option>
        <option value="freeAccess">Free access</option>
        <option value="staff">Staff access</option>
      </SelectField>
      <SelectField id="f-activity" label="Activity" value={f.activity ?? ''} onChange={set('activity')}>
        <option value="">Any activity</option>
        <option value="active7">Active in 7 days</option>
        <option value="active30">Active in 30 days</option>
        <option value="inactive30">Inactive 30 days</option>
        <option value="never">Never practised</option>
      </SelectField>
      <SelectField id="f-suspended" label="Status" value={f.suspended ?? ''} onChange={set('suspended')}>
        <option value="">Any status</option>
        <option value="no">Active</option>
        <option value="yes">Suspended</option>
      </SelectField>
      <FormField id="fld-joined-from" label="Joined from">
        <Input
          id="fld-joined-from"
          type="date"
          value={f.joinedFrom ?? ''}
          onChange={(e) => set('joinedFrom')(e.target.value)}
        />
      </FormField>
      <FormField id="fld-joined-to" label="Joined to">
        <Input
          id="fld-joined-to"
          type="date"
          value={f.joinedTo ?? ''}
          onChange={(e) => set('joinedTo')(e.target.value)}
        />
      </FormField>
    </div>
  );
}

const columns = [
  {
    header: 'Name',
    cell: (u: AdminUserRow) => (
      <Link to={`/admin/users/${u.id}`} className="group block">
        <span className="font-medium text-brand-700 group-hover:underline dark:text-brand-100">
          {u.firstName} {u.lastName}
        </span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {u.email} · @{u.username}
        </span>
      </Link>
    ),
  },
  { header: 'Access', cell: (u: AdminUserRow) => <AccessBadges u={u} /> },
  { header: 'Attempts', align: 'right' as const, cell: (u: AdminUserRow) => u.attempts.toLocaleString('en-IN') },
  { header: 'Last active', className: 'whitespace-nowrap', cell: (u: AdminUserRow) => dateIn(u.lastActiveAt) },
  { header: 'Joined', className: 'whitespace-nowrap', cell: (u: AdminUserRow) => dateIn(u.createdAt) },
];

/** /admin/users: search and filter accounts; each opens the learner's page, where the actions are. */
export function AdminUsersPage() {
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query.trim());
  const f: AdminUsersFilter = { ...filters, ...(q ? { q } : {}) };
  const users = useAdminUsers(f, page);
  const { user: me } = useAuth();

  if (users.error && isAccessDenied(users.error)) return <AdminDenied />;
  const data = users.data;
  const exportCsv = () =>
    downloadFile(`/api/admin/users/export.csv?${usersSearch(f)}`, 'users.csv').catch((error) =>
      toast({ title: 'Export failed', description: errorMessage(error), variant: 'destructive' }),
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Users</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {data ? `${data.total.toLocaleString('en-IN')} accounts match` : 'Loading accounts'}
          </p>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:w-auto">
          <div className="relative w-full sm:w-80">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              className="pl-9"
              aria-label="Search users"
              placeholder="Search by name, email or username"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage(1);
              }}
            />
          </div>
          {me?.isAdmin && (
            <Button variant="outline" onClick={exportCsv}>
              <Download aria-hidden="true" />
              Export CSV
            </Button>
          )}
        </div>
      </header>
      <Card className="p-4">
        <FilterBar
          f={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      </Card>
      {!data ? (
        <PageSpinner label="Loading users" />
      ) : data.items.length === 0 ? (
        <Card className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">
          No account matches these filters.
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <DataTable rows={data.items} rowKey={(u) => u.id} minWidth="720px" label="Users" columns={columns} />
        </Card>
      )}
      {data && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
    </div>
  );
}

import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { AdminUserRow } from '#shared/contracts/admin-overview';
import { DataTable, Pager } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, isAccessDenied } from '../../lib/api-client.ts';
import { useAuth } from '../auth/public.ts';
import { AdminDenied } from './admin-denied.tsx';
import { useAdminUsers, useSetFreeAccess, useSetRole } from './admin-overview-api.ts';

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: errorMessage(error, 'Please try again.'),
    variant: 'destructive',
  });

function AccessBadges({ u }: { u: AdminUserRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {u.isAdmin && <Badge>Admin</Badge>}
      {u.hasPaidSubscription && <Badge variant="success">Paid</Badge>}
      {u.freeAccess && <Badge variant="warning">Free access</Badge>}
      {!u.isAdmin && !u.hasPaidSubscription && !u.freeAccess && <Badge variant="secondary">Free</Badge>}
    </span>
  );
}

/** /admin/users: find learners, grant or revoke free premium access, promote staff. */
export function AdminUsersPage() {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(query.trim());
  const users = useAdminUsers(q, page);
  const setRole = useSetRole();
  const setFree = useSetFreeAccess();
  const { user: me } = useAuth();

  if (users.error && isAccessDenied(users.error)) return <AdminDenied />;
  const data = users.data;

  return (
    <div className="mx-auto grid max-w-6xl gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Users</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {data ? `${data.total.toLocaleString('en-IN')} accounts` : 'Loading accounts'}
          </p>
        </div>
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
      </header>
      {!data ? (
        <PageSpinner label="Loading users" />
      ) : data.items.length === 0 ? (
        <Card className="p-8 text-center text-sm text-slate-600 dark:text-slate-400">No account matches “{q}”.</Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <DataTable
            rows={data.items}
            rowKey={(u) => u.id}
            minWidth="720px"
            label="Users"
            columns={[
              {
                header: 'Name',
                cell: (u) => (
                  <>
                    <div className="font-medium">
                      {u.firstName} {u.lastName}
                    </div>
                    <div className="text-xs text-slate-500 dark:text-slate-400">
                      {u.email} · @{u.username}
                    </div>
                  </>
                ),
              },
              { header: 'Access', cell: (u) => <AccessBadges u={u} /> },
              { header: 'Attempts', align: 'right', cell: (u) => u.attempts.toLocaleString('en-IN') },
              {
                header: 'Joined',
                className: 'whitespace-nowrap',
                cell: (u) => new Date(u.createdAt).toLocaleDateString('en-IN'),
              },
              {
                header: 'Actions',
                align: 'right',
                cell: (u) => (
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={setFree.isPending}
                      onClick={() =>
                        setFree.mutate(
                          { email: u.email, enabled: !u.freeAccess },
                          { onError: failed('Could not change free access') },
                        )
                      }
                    >
                      {u.freeAccess ? 'Revoke free access' : 'Grant free access'}
                    </Button>
                    {u.role !== 'admin' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={setRole.isPending}
                        onClick={() =>
                          setRole.mutate({ id: u.id, role: 'admin' }, { onError: failed('Could not change role') })
                        }
                      >
                        Make admin
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={setRole.isPending || u.id === me?.id}
                        onClick={() =>
                          setRole.mutate({ id: u.id, role: 'user' }, { onError: failed('Could not change role') })
                        }
                      >
                        Remove admin
                      </Button>
                    )}
                  </div>
                ),
              },
            ]}
          />
        </Card>
      )}
      {data && <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />}
    </div>
  );
}

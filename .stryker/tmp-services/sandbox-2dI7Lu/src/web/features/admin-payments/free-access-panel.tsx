// @ts-nocheck
import { type FormEvent, useState } from 'react';
import type { FreeAccessUser } from '#shared/contracts/admin-payments';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { setFreeAccess } from './admin-payments-api.ts';

/** Staff-granted premium without payment (spec: hasFreeAccess). */
export function FreeAccessPanel({ users }: { users: FreeAccessUser[] }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const change = async (target: string, enabled: boolean) => {
    setBusy(true);
    try {
      const u = await setFreeAccess(target, enabled);
      toast({
        title: enabled ? 'Free access granted' : 'Free access revoked',
        description: u.email,
        variant: 'success',
      });
      if (enabled) setEmail('');
    } catch (error) {
      const text = errorMessage(error, 'Please try again.');
      toast({ title: 'Could not change access', description: text, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void change(email.trim(), true);
  };
  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="free-access-email">Learner's email</Label>
          <Input
            id="free-access-email"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="learner@example.com"
          />
        </div>
        <Button type="submit" disabled={busy}>
          Grant free access
        </Button>
      </form>
      {users.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Nobody has free access.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {users.map((u) => (
            <li key={u.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="block truncate font-medium">{u.email}</span>
                <span className="block truncate text-slate-500 dark:text-slate-400">{u.name}</span>
              </span>
              <Button variant="outline" size="sm" disabled={busy} onClick={() => change(u.email, false)}>
                Revoke
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

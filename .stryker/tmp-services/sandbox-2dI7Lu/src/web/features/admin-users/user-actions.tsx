// @ts-nocheck
import { Ban, Crown, KeyRound, RotateCcw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserAction, AdminUserDetail } from '#shared/contracts/admin-users';
import type { Role } from '#shared/domain/access';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useSendReset, useSetFreeAccess, useSetRole, useSuspend } from './admin-users-api.ts';

const done = (res: AdminUserAction) => toast({ title: 'Done', description: res.message });
const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });

/** The learner page's actions. Staff see suspension and the reset link; administrators also access and role. */
export function UserActions({
  detail,
  isAdmin,
  isSelf,
}: {
  detail: AdminUserDetail;
  isAdmin: boolean;
  isSelf: boolean;
}) {
  const u = detail.user;
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [role, setRole] = useState<Role>(u.role);
  const free = useSetFreeAccess();
  const suspend = useSuspend();
  const reset = useSendReset();
  const changeRole = useSetRole();

  return (
    <Card>
      <CardHeader>
        <CardTitle>Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isAdmin && (
          <section aria-label="Free access" className="grid gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <Crown className="size-4 text-amber-600" aria-hidden="true" /> Free access
            </h3>
            {u.freeAccess ? (
              <Button
                variant="outline"
                disabled={free.isPending}
                onClick={() =>
                  free.mutate({ id: u.id, enabled: false }, { onSuccess: done, onError: failed('Could not revoke') })
                }
              >
                Revoke free access
              </Button>
            ) : (
              <div className="flex flex-wrap items-end gap-2">
                <FormField id="fld-until-optional" label="Until (optional)">
                  <Input
                    id="fld-until-optional"
                    type="date"
                    value={until}
                    onChange={(e) => setUntil(e.target.value)}
                    className="w-44"
                  />
                </FormField>
                <Button
                  disabled={free.isPending}
                  onClick={() =>
                    free.mutate(
                      { id: u.id, enabled: true, until: until || null },
                      { onSuccess: done, onError: failed('Could not grant free access') },
                    )
                  }
                >
                  Grant free access
                </Button>
              </div>
            )}
          </section>
        )}
        {isAdmin && (
          <section aria-label="Role" className="flex flex-wrap items-end gap-2">
            <SelectField id="role" label="Role" value={role} onChange={(v) => setRole(v as Role)}>
              <option value="user">Learner</option>
              <option value="staff">Staff</option>
              <option value="admin">Administrator</option>
            </SelectField>
            <Button
              variant="outline"
              disabled={changeRole.isPending || role === u.role}
              onClick={() =>
                changeRole.mutate({ id: u.id, role }, { onSuccess: done, onError: failed('Could not change the role') })
              }
            >
              <ShieldCheck aria-hidden="true" />
              Change role
            </Button>
          </section>
        )}
        {!isSelf && (
          <section aria-label="Suspension" className="grid gap-2">
            {u.suspended ? (
              <Button
                variant="outline"
                disabled={suspend.isPending}
                onClick={() =>
                  suspend.mutate(
                    { id: u.id, suspend: false },
                    { onSuccess: done, onError: failed('Could not restore') },
                  )
                }
              >
                <RotateCcw aria-hidden="true" />
                Restore account
              </Button>
            ) : (
              <div className="flex flex-wrap items-end gap-2">
                <FormField id="fld-reason-kept-in-the-audit-log" label="Reason (kept in the audit log)">
                  <Input
                    id="fld-reason-kept-in-the-audit-log"
                    value={reason}
                    maxLength={300}
                    onChange={(e) => setReason(e.target.value)}
                  />
                </FormField>
                <Button
                  variant="destructive"
                  disabled={suspend.isPending}
                  onClick={() =>
                    suspend.mutate(
                      { id: u.id, suspend: true, reason: reason.trim() || undefined },
                      { onSuccess: done, onError: failed('Could not suspend') },
                    )
                  }
                >
                  <Ban aria-hidden="true" />
                  Suspend
                </Button>
              </div>
            )}
          </section>
        )}
        <Button
          variant="outline"
          disabled={reset.isPending}
          onClick={() => reset.mutate({ id: u.id }, { onSuccess: done, onError: failed('Could not send the link') })}
        >
          <KeyRound aria-hidden="true" />
          Send password-reset link
        </Button>
      </CardContent>
    </Card>
  );
}

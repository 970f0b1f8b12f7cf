import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { suspendMember } from './moderation-api.ts';

const PERIODS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: 'custom', label: 'Custom…' },
];

/** Staff bar a member from writing in the community for a period; they can still sign in and read. */
export function SuspendDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  member: { id: string; name: string };
}) {
  const client = useQueryClient();
  const [period, setPeriod] = useState('7');
  const [custom, setCustom] = useState('14');
  const [reason, setReason] = useState('');
  const days = period === 'custom' ? Number(custom) : Number(period);
  const valid = Number.isInteger(days) && days >= 1 && days <= 365 && reason.trim().length >= 3;
  const send = useMutation({
    mutationFn: () => suspendMember(props.member.id, days, reason.trim()),
    onSuccess: async (res) => {
      await client.invalidateQueries();
      props.onOpenChange(false);
      setReason('');
      toast({
        title: `${props.member.name} is suspended`,
        description: `Until ${new Date(res.until).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}.`,
        variant: 'success',
      });
    },
  });
  return (
    <Dialog open={props.open} onOpenChange={(o) => !send.isPending && props.onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Suspend {props.member.name}</DialogTitle>
          <DialogDescription>
            They cannot post, answer, comment, vote, edit or report until the suspension ends.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) send.mutate();
          }}
        >
          <div className="grid grid-cols-2 gap-3">
            <SelectField id="suspend-period" label="For" value={period} onChange={setPeriod}>
              {PERIODS.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </SelectField>
            {period === 'custom' && (
              <div className="grid gap-1.5">
                <label htmlFor="suspend-days" className="text-sm font-medium">
                  Days (1–365)
                </label>
                <Input
                  id="suspend-days"
                  type="number"
                  min={1}
                  max={365}
                  value={custom}
                  onChange={(e) => setCustom(e.target.value)}
                />
              </div>
            )}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor="suspend-reason" className="text-sm font-medium">
              Reason (kept in the audit log)
            </label>
            <Input id="suspend-reason" value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
          </div>
          {send.isError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorMessage(send.error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!valid || send.isPending}>
              {send.isPending
                ? 'Suspending…'
                : `Suspend for ${Number.isFinite(days) ? days : '?'} ${days === 1 ? 'day' : 'days'}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

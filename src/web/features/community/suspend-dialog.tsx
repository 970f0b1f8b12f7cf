import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
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
  const days = period === 'custom' ? Number(custom) : Number(period);
  return (
    <ReasonDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={`Suspend ${props.member.name}`}
      description="They cannot post, answer, comment, vote, edit or report until the suspension ends."
      text={{ label: 'Reason (kept in the audit log)', minLength: 3, maxLength: 300 }}
      fieldsValid={Number.isInteger(days) && days >= 1 && days <= 365}
      submitLabel={`Suspend for ${Number.isFinite(days) ? days : '?'} ${days === 1 ? 'day' : 'days'}`}
      pendingLabel="Suspending…"
      destructive
      send={({ text }) => suspendMember(props.member.id, days, text.trim())}
      onSent={async (res) => {
        await client.invalidateQueries();
        toast({
          title: `${props.member.name} is suspended`,
          description: `Until ${new Date(res.until).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}.`,
          variant: 'success',
        });
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
    </ReasonDialog>
  );
}

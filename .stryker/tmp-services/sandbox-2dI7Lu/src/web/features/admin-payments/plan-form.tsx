// @ts-nocheck
import { type FormEvent, useState } from 'react';
import type { PlanInput } from '#shared/contracts/admin-payments';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import { Button } from '../../components/ui/button.tsx';
import { DialogFooter } from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Switch } from '../../components/ui/switch.tsx';

type Draft = Record<
  | 'name'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'durationDays'
  | 'discountPercent'
  | 'discountEnd'
  | 'maxMockTests'
  | 'maxQuestions',
  string
> &
  Record<'isActive' | 'hasActiveDiscount' | 'aiTutorAccess' | 'premiumContent', boolean>;

/** datetime-local works in the browser's zone: ISO instant <-> "YYYY-MM-DDTHH:mm" local. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function draftOf(plan: SubscriptionPlan | null): Draft {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan?.price ?? '',
    originalPrice: plan?.originalPrice ?? '',
    durationDays: String(plan?.durationDays ?? 30),
    discountPercent: String(plan?.discountPercent ?? 0),
    discountEnd: toLocalInput(plan?.discountEndTime ?? null),
    maxMockTests: String(plan?.maxMockTests ?? -1),
    maxQuestions: String(plan?.maxQuestions ?? -1),
    isActive: plan?.isActive ?? true,
    hasActiveDiscount: plan?.hasActiveDiscount ?? false,
    aiTutorAccess: plan?.aiTutorAccess ?? true,
    premiumContent: plan?.premiumContent ?? true,
  };
}

function toInput(d: Draft): PlanInput {
  return {
    name: d.name.trim(),
    description: d.description.trim(),
    price: d.price.trim(),
    originalPrice: d.originalPrice.trim() || null,
    durationDays: Number(d.durationDays),
    isActive: d.isActive,
    hasActiveDiscount: d.hasActiveDiscount,
    discountPercent: Number(d.discountPercent),
    discountEndTime: d.discountEnd ? new Date(d.discountEnd).toISOString() : null,
    maxMockTests: Number(d.maxMockTests),
    maxQuestions: Number(d.maxQuestions),
    aiTutorAccess: d.aiTutorAccess,
    premiumContent: d.premiumContent,
  };
}

export function PlanForm({
  plan,
  onSubmit,
  onCancel,
}: {
  plan: SubscriptionPlan | null;
  onSubmit(input: PlanInput): Promise<void>;
  onCancel(): void;
}) {
  const [d, setD] = useState<Draft>(() => draftOf(plan));
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setD({ ...d, [key]: e.target.value });
  const toggle = (key: keyof Draft, label: string) => (
    <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <Label htmlFor={`plan-${key}`}>{label}</Label>
      <Switch id={`plan-${key}`} checked={d[key] as boolean} onCheckedChange={(v) => setD({ ...d, [key]: v })} />
    </div>
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSubmit(toInput(d));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField id="plan-name" label="Name">
        <Input id="plan-name" value={d.name} onChange={set('name')} required maxLength={80} />
      </FormField>
      <FormField id="plan-description" label="Description">
        <Input id="plan-description" value={d.description} onChange={set('description')} maxLength={500} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="plan-price" label="Price (₹, GST incl.)">
          <Input
            id="plan-price"
            inputMode="decimal"
            value={d.price}
            onChange={set('price')}
            required
            placeholder="799"
          />
        </FormField>
        <FormField id="plan-originalPrice" label="Original price (₹)">
          <Input id="plan-originalPrice" inputMode="decimal" value={d.originalPrice} onChange={set('originalPrice')} />
        </FormField>
        <FormField id="plan-durationDays" label="Duration (days)">
          <Input
            id="plan-durationDays"
            type="number"
            min={1}
            max={3650}
            value={d.durationDays}
            onChange={set('durationDays')}
            required
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="plan-maxMockTests" label="Mock tests" hint="-1 for unlimited">
          <Input id="plan-maxMockTests" type="number" min={-1} value={d.maxMockTests} onChange={set('maxMockTests')} />
        </FormField>
        <FormField id="plan-maxQuestions" label="Practice questions" hint="-1 for unlimited">
          <Input id="plan-maxQuestions" type="number" min={-1} value={d.maxQuestions} onChange={set('maxQuestions')} />
        </FormField>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {toggle('isActive', 'On sale (active)')}
        {toggle('hasActiveDiscount', 'Discount running')}
        {toggle('aiTutorAccess', 'AI Tutor Access')}
        {toggle('premiumContent', 'Premium Content')}
      </div>
      {d.hasActiveDiscount && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="plan-discountPercent" label="Discount (%)">
            <Input
              id="plan-discountPercent"
              type="number"
              min={1}
              max={95}
              value={d.discountPercent}
              onChange={set('discountPercent')}
            />
          </FormField>
          <FormField id="plan-discountEnd" label="Discount ends" hint="Your local time; empty for no end">
            <Input id="plan-discountEnd" type="datetime-local" value={d.discountEnd} onChange={set('discountEnd')} />
          </FormField>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : plan ? 'Save plan' : 'Create plan'}
        </Button>
      </DialogFooter>
    </form>
  );
}

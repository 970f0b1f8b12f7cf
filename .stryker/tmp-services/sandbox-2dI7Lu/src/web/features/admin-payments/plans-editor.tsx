// @ts-nocheck
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import type { SubscriptionPlan } from '#shared/contracts/payments';
import { discountBadge, durationLabel, formatDate, formatRupees, isDiscountActive } from '#shared/domain/pricing';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { savePlan } from './admin-payments-api.ts';
import { PlanForm } from './plan-form.tsx';

export function PlansEditor({ plans }: { plans: SubscriptionPlan[] }) {
  const [editing, setEditing] = useState<SubscriptionPlan | 'new' | null>(null);
  const now = new Date();
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> New plan
        </Button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {plans.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800">
            <div className="flex items-start justify-between gap-2">
              <div>
                <p className="font-semibold">{p.name}</p>
                <p className="text-slate-600 dark:text-slate-400">
                  {formatRupees(p.price)} · {durationLabel(p.durationDays)}
                </p>
              </div>
              <Button variant="ghost" size="icon" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                <Pencil aria-hidden="true" />
              </Button>
            </div>
            <div className="mt-2 flex flex-wrap gap-1">
              <Badge variant={p.isActive ? 'success' : 'secondary'}>{p.isActive ? 'On sale' : 'Hidden'}</Badge>
              {isDiscountActive(p, now) && <Badge variant="destructive">{discountBadge(p.discountPercent)}</Badge>}
              {p.hasActiveDiscount && !isDiscountActive(p, now) && <Badge variant="warning">Discount ended</Badge>}
            </div>
            {p.hasActiveDiscount && p.discountEndTime && (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                Discount until {formatDate(p.discountEndTime)}
              </p>
            )}
          </li>
        ))}
      </ul>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{editing === 'new' ? 'New plan' : `Edit ${editing?.name ?? ''}`}</DialogTitle>
            <DialogDescription>
              Prices are in rupees and include 18% GST. Learners see changes at once.
            </DialogDescription>
          </DialogHeader>
          {editing !== null && (
            <PlanForm
              plan={editing === 'new' ? null : editing}
              onCancel={() => setEditing(null)}
              onSubmit={async (input) => {
                try {
                  await savePlan(editing === 'new' ? null : editing.id, input);
                  toast({ title: 'Plan saved', variant: 'success' });
                  setEditing(null);
                } catch (error) {
                  const text = errorMessage(error, 'Please check the fields.');
                  toast({ title: 'Could not save the plan', description: text, variant: 'destructive' });
                }
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

// @ts-nocheck
import { type FormEvent, useEffect, useState } from 'react';
import type { AdminSeries } from '#shared/contracts/mock-staff';
import { EXAMS, type Exam } from '#shared/contracts/questions';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useCreateSeries, useUpdateSeries } from './mock-staff-api.ts';

/** New series (series null) or edit one: title, exam, free or premium, description. */
export function SeriesDialog({
  open,
  series,
  onClose,
}: {
  open: boolean;
  series: AdminSeries | null;
  onClose(): void;
}) {
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const [title, setTitle] = useState('');
  const [exam, setExam] = useState<Exam>('CAT');
  const [premium, setPremium] = useState(false);
  const [description, setDescription] = useState('');
  const { reset: resetCreate } = create;
  const { reset: resetUpdate } = update;
  useEffect(() => {
    if (!open) return;
    setTitle(series?.title ?? '');
    setExam(series?.exam ?? 'CAT');
    setPremium(series?.isPremium ?? false);
    setDescription(series?.description ?? '');
    resetCreate();
    resetUpdate();
  }, [open, series, resetCreate, resetUpdate]);
  const error = create.error ?? update.error;
  const busy = create.isPending || update.isPending;

  function save(e: FormEvent) {
    e.preventDefault();
    const body = { title: title.trim(), exam, isPremium: premium, description: description.trim() };
    const done = () => {
      toast({ title: 'Saved', description: `Series “${body.title}” saved.` });
      onClose();
    };
    if (series) update.mutate({ id: series.id, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{series ? 'Edit series' : 'New test series'}</DialogTitle>
          <DialogDescription>
            Learners see series on Test Series, with their mocks in the order set here.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4" aria-label={series ? 'Edit series' : 'New test series'}>
          <FormField id="series-title" label="Title">
            <Input id="series-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <SelectField id="series-exam" label="Exam" value={exam} onChange={(v) => setExam(v as Exam)}>
            {EXAMS.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </SelectField>
          <FormField id="series-description" label="Description (optional)">
            <textarea
              id="series-description"
              className={`${inputClasses} h-20 py-2`}
              maxLength={2000}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
            />
          </FormField>
          <div className="flex items-center gap-3">
            <Switch id="series-premium" checked={premium} onCheckedChange={setPremium} />
            <label htmlFor="series-premium" className="text-sm font-medium">
              Premium series
            </label>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {errorMessage(error)}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : series ? 'Save' : 'Create series'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

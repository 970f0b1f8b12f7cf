// @ts-nocheck
import { type FormEvent, useEffect, useState } from 'react';
import type { AdminSeries, MockPatchBody } from '#shared/contracts/mock-staff';
import type { AdminMock, TimerMode } from '#shared/contracts/mock-tests';
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
import { Switch } from '../../components/ui/switch.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { usePatchMock } from './mock-staff-api.ts';
import { istInstant, istLocal, refusal } from './new-mock-model.ts';
import { ScheduleWindowFields, TimerModeField } from './schedule-fields.tsx';

/** Only the fields that differ from the mock as it is, so a save never overwrites another person's change. */
function changes(
  m: AdminMock,
  v: { title: string; opens: string; closes: string; timer: TimerMode; premium: boolean; series: string },
) {
  const body: MockPatchBody = {};
  if (v.title.trim() !== m.title) body.title = v.title.trim();
  if (istInstant(v.opens) !== (m.opensAt ? new Date(m.opensAt).toISOString() : null))
    body.opensAt = istInstant(v.opens);
  if (istInstant(v.closes) !== (m.closesAt ? new Date(m.closesAt).toISOString() : null))
    body.closesAt = istInstant(v.closes);
  if (v.timer !== m.timerMode) body.timerMode = v.timer;
  if (v.premium !== m.isPremium) body.isPremium = v.premium;
  const series = v.series ? Number(v.series) : null;
  if (series !== m.seriesId) body.seriesId = series;
  return body;
}

/** A mock's title, schedule window (India time), timer, access and series: never its paper. */
export function MockScheduleDialog({
  mock,
  series,
  onClose,
}: {
  mock: AdminMock | null;
  series: AdminSeries[];
  onClose(): void;
}) {
  const patch = usePatchMock();
  const { reset: resetPatch } = patch;
  const [title, setTitle] = useState('');
  const [opens, setOpens] = useState('');
  const [closes, setCloses] = useState('');
  const [timer, setTimer] = useState<TimerMode>('pausable');
  const [premium, setPremium] = useState(false);
  const [seriesId, setSeriesId] = useState('');
  useEffect(() => {
    if (!mock) return;
    setTitle(mock.title);
    setOpens(istLocal(mock.opensAt));
    setCloses(istLocal(mock.closesAt));
    setTimer(mock.timerMode);
    setPremium(mock.isPremium);
    setSeriesId(mock.seriesId ? String(mock.seriesId) : '');
    resetPatch();
  }, [mock, resetPatch]);
  const problem = patch.error ? refusal(patch.error) : null;
  const errorFor = (f: string) => (problem?.field === f ? problem.text : undefined);
  const fitting = series.filter((s) => s.exam === mock?.exam);

  function save(e: FormEvent) {
    e.preventDefault();
    if (!mock) return;
    const body = changes(mock, { title, opens, closes, timer, premium, series: seriesId });
    if (Object.keys(body).length === 0) return onClose();
    patch.mutate(
      { id: mock.id, body },
      {
        onSuccess: () => {
          toast({ title: 'Saved', description: `${title.trim()}: details and schedule saved.` });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open={mock !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Schedule and details</DialogTitle>
          <DialogDescription>
            {mock ? `${mock.patternName} · ${mock.questions} questions. ` : ''}The paper stays as it is; times are India
            time.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4" aria-label="Schedule and details">
          <FormField id="edit-title" label="Title" error={errorFor('title')}>
            <Input id="edit-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <ScheduleWindowFields
              idPrefix="edit"
              opens={opens}
              closes={closes}
              onOpens={setOpens}
              onCloses={setCloses}
              errorFor={errorFor}
            />
            <TimerModeField id="edit-timer" value={timer} onChange={setTimer} />
            <FormField id="edit-series" label="Series" error={errorFor('seriesId')}>
              <select
                id="edit-series"
                className={inputClasses}
                value={seriesId}
                onChange={(e) => setSeriesId(e.target.value)}
              >
                <option value="">No series</option>
                {fitting.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </FormField>
          </div>
          <div className="flex items-center gap-3">
            <Switch id="edit-premium" checked={premium} onCheckedChange={setPremium} />
            <label htmlFor="edit-premium" className="text-sm font-medium">
              Premium (paid plans only)
            </label>
          </div>
          {problem && (!problem.field || problem.field === 'isPremium') && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {problem.text}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={patch.isPending}>
              {patch.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

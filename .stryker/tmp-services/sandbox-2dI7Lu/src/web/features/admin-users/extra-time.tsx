// @ts-nocheck
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { EXAM_PATTERNS, PWD_TIME_FACTOR } from '#shared/domain/exam/patterns';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useGrantTime } from './admin-users-api.ts';

/** A CAT section's clock with PwD time: 40 min × 4/3 = 53 min 20 s (from the shared pattern, nothing restated). */
const catMinutes = EXAM_PATTERNS.CAT2024.stages[0]?.minutes ?? 40;
const pwdSeconds = Math.round(catMinutes * 60 * PWD_TIME_FACTOR);
const PWD_LABEL = `PwD (4/3: ${Math.floor(pwdSeconds / 60)} min ${pwdSeconds % 60} s per ${catMinutes}-min CAT section)`;

const CHOICES = [
  { value: 'none', factor: 1, label: 'None (1×)' },
  { value: 'pwd', factor: PWD_TIME_FACTOR, label: PWD_LABEL },
] as const;

/** Which choice a stored factor is (it comes back rounded: 1.3333), or null for another factor set through the API. */
const choiceOf = (factor: number) => CHOICES.find((c) => Math.abs(c.factor - factor) < 0.001) ?? null;

/** "Extra time for tests": the learner's current grant and the control that changes it (PUT mock-time-grants). */
export function ExtraTime({ userId, timeFactor }: { userId: string; timeFactor: number }) {
  const current = choiceOf(timeFactor);
  const [value, setValue] = useState<string>(current?.value ?? 'custom');
  const grant = useGrantTime();
  const chosen = CHOICES.find((c) => c.value === value);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Timer className="size-4" aria-hidden="true" /> Test accommodations
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p data-testid="extra-time-current">
          Now: <span className="font-medium">{current ? current.label : `Custom (${timeFactor}×)`}</span>
        </p>
        <SelectField id="extra-time" label="Extra time for tests" value={value} onChange={setValue}>
          {!current && (
            <option value="custom" disabled>
              Custom ({timeFactor}×)
            </option>
          )}
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Applies to the mock tests this learner starts from now on; a test in progress keeps its clock.
        </p>
        <Button
          variant="outline"
          disabled={grant.isPending || !chosen || chosen.value === current?.value}
          onClick={() =>
            chosen &&
            grant.mutate(
              { userId, timeFactor: chosen.factor },
              {
                onSuccess: (res) => toast({ title: 'Extra time saved', description: res.message }),
                onError: (error) =>
                  toast({
                    title: 'Could not save extra time',
                    description: errorMessage(error, 'Please try again.'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          Save extra time
        </Button>
      </CardContent>
    </Card>
  );
}

// @ts-nocheck
import { TIMER_MODES, type TimerMode } from '#shared/contracts/mock-tests';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';

const TIMER_LABELS: Record<TimerMode, string> = {
  strict: 'Strict (the clock runs while away)',
  pausable: 'Pausable (closing the page pauses)',
};

/** A mock's timer mode, worded one way wherever staff choose it. */
export function TimerModeField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: TimerMode;
  onChange: (mode: TimerMode) => void;
}) {
  return (
    <SelectField id={id} label="Timer" value={value} onChange={(v) => onChange(v as TimerMode)}>
      {TIMER_MODES.map((m) => (
        <option key={m} value={m}>
          {TIMER_LABELS[m]}
        </option>
      ))}
    </SelectField>
  );
}

/** The schedule window (datetime-local values in India time); empty opens now and never closes. */
export function ScheduleWindowFields({
  idPrefix,
  opens,
  closes,
  onOpens,
  onCloses,
  errorFor,
}: {
  idPrefix: string;
  opens: string;
  closes: string;
  onOpens: (value: string) => void;
  onCloses: (value: string) => void;
  errorFor: (field: string) => string | undefined;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-opens`} label="Opens (India time)" error={errorFor('opensAt')} hint="Empty: open now">
        <Input id={`${idPrefix}-opens`} type="datetime-local" value={opens} onChange={(e) => onOpens(e.target.value)} />
      </FormField>
      <FormField
        id={`${idPrefix}-closes`}
        label="Closes (India time)"
        error={errorFor('closesAt')}
        hint="Empty: never closes"
      >
        <Input
          id={`${idPrefix}-closes`}
          type="datetime-local"
          value={closes}
          onChange={(e) => onCloses(e.target.value)}
        />
      </FormField>
    </>
  );
}

// @ts-nocheck
import { ArrowDown, ArrowUp, Circle, CircleCheck, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../lib/cn.ts';
import { TextArea } from './bank-ui.tsx';
import { move, OPTION_LETTERS, type QuestionForm, removeOption } from './question-form-model.ts';

type Patch = (patch: Partial<QuestionForm> | ((f: QuestionForm) => QuestionForm)) => void;

/** MCQ options with the correct one marked, or the TITA key (number with tolerance, or exact text). */
export function AnswerEditor({ form, update, error }: { form: QuestionForm; update: Patch; error?: string }) {
  if (form.type === 'MCQ') {
    return (
      <fieldset className="grid grid-cols-1 gap-2">
        <legend className="mb-1 text-sm font-medium">Options (mark the correct one)</legend>
        {form.options.map((text, i) => {
          const correct = form.correctIndex === i;
          return (
            <div key={i} className="flex items-start gap-2">
              <button
                type="button"
                onClick={() => update({ correctIndex: i })}
                aria-pressed={correct}
                aria-label={`Mark option ${OPTION_LETTERS[i]} correct`}
                className={cn(
                  'mt-1.5 flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-xs font-semibold',
                  correct
                    ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
                    : 'text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800',
                )}
              >
                {correct ? (
                  <CircleCheck className="size-4" aria-hidden="true" />
                ) : (
                  <Circle className="size-4" aria-hidden="true" />
                )}
                {OPTION_LETTERS[i]}
              </button>
              <TextArea
                aria-label={`Option ${OPTION_LETTERS[i]}`}
                rows={1}
                className="min-h-10"
                value={text}
                onChange={(e) => {
                  const value = e.target.value;
                  update((f) => ({ ...f, options: f.options.map((o, j) => (j === i ? value : o)) }));
                }}
              />
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0"
                aria-label={`Remove option ${OPTION_LETTERS[i]}`}
                disabled={form.options.length <= 4}
                onClick={() => update((f) => removeOption(f, i))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
        {form.options.length < 5 && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => update((f) => ({ ...f, options: [...f.options, ''] }))}
          >
            <Plus aria-hidden="true" /> Add option E
          </Button>
        )}
        {error && <p className="text-xs font-medium text-red-600 dark:text-red-400">{error}</p>}
      </fieldset>
    );
  }
  return (
    <fieldset className="grid grid-cols-1 gap-3">
      <legend className="mb-1 text-sm font-medium">Answer (typed in the answer box)</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        {(['numeric', 'text'] as const).map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="radio"
              name="tita-kind"
              className="accent-brand-600"
              checked={form.titaKind === kind}
              onChange={() => update({ titaKind: kind })}
            />
            {kind === 'numeric' ? 'A number, with tolerance' : 'Exact text (e.g. 2413)'}
          </label>
        ))}
      </div>
      {form.titaKind === 'numeric' ? (
        <div className="grid grid-cols-2 items-start gap-3">
          <FormField id="q-numeric" label="Correct value" error={error}>
            <Input
              id="q-numeric"
              inputMode="decimal"
              value={form.numericValue}
              onChange={(e) => update({ numericValue: e.target.value })}
            />
          </FormField>
          <FormField id="q-tolerance" label="Tolerance (±)" hint="0 means exact">
            <Input
              id="q-tolerance"
              inputMode="decimal"
              value={form.tolerance}
              onChange={(e) => update({ tolerance: e.target.value })}
            />
          </FormField>
        </div>
      ) : (
        <FormField id="q-text" label="Exact answer" error={error} hint="Compared ignoring case and spaces">
          <Input id="q-text" value={form.textValue} onChange={(e) => update({ textValue: e.target.value })} />
        </FormField>
      )}
    </fieldset>
  );
}

/** The worked solution as ordered steps, each Markdown. */
export function StepsEditor({ form, update, error }: { form: QuestionForm; update: Patch; error?: string }) {
  const setStep = (i: number, value: string) =>
    update((f) => ({ ...f, explanation: f.explanation.map((s, j) => (j === i ? value : s)) }));
  return (
    <fieldset className="grid grid-cols-1 gap-2">
      <legend className="mb-1 text-sm font-medium">Explanation steps</legend>
      {form.explanation.map((step, i) => (
        <div key={i} className="flex items-start gap-2">
          <Label
            className="mt-2.5 w-6 shrink-0 text-right text-xs tabular-nums text-slate-500 dark:text-slate-400"
            htmlFor={`q-step-${i}`}
          >
            {i + 1}.
          </Label>
          <TextArea id={`q-step-${i}`} rows={2} value={step} onChange={(e) => setStep(i, e.target.value)} />
          <div className="flex shrink-0 flex-col">
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move step ${i + 1} up`}
              disabled={i === 0}
              onClick={() => update((f) => ({ ...f, explanation: move(f.explanation, i, i - 1) }))}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Move step ${i + 1} down`}
              disabled={i === form.explanation.length - 1}
              onClick={() => update((f) => ({ ...f, explanation: move(f.explanation, i, i + 1) }))}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove step ${i + 1}`}
              disabled={form.explanation.length <= 1}
              onClick={() => update((f) => ({ ...f, explanation: f.explanation.filter((_, j) => j !== i) }))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      ))}
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => update((f) => ({ ...f, explanation: [...f.explanation, ''] }))}
      >
        <Plus aria-hidden="true" /> Add step
      </Button>
      {error && <p className="text-xs font-medium text-red-600 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}

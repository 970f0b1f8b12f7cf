import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog.tsx';
import { Input, textareaClasses } from './input.tsx';
import { Label } from './label.tsx';

export interface ReasonChoice<R extends string> {
  value: R;
  label: string;
}

/** What the member filled in; `reason` is one of the choices (never read when the dialog has none). */
export interface ReasonDraft<R extends string> {
  reason: R;
  text: string;
}

interface ReasonDialogProps<R extends string, T> {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** Fixed reasons, one to pick; without `initial` nothing is picked and sending waits for a pick. */
  choices?: { legend: string; options: ReadonlyArray<ReasonChoice<R>>; initial?: R };
  /** The free text: optional unless `minLength` (counted trimmed); one line unless `multiline`. */
  text: { label: string; maxLength: number; minLength?: number; placeholder?: string; multiline?: boolean };
  /** The feature's own fields, above the reason (a suspension's period), and whether they are valid. */
  children?: ReactNode;
  fieldsValid?: boolean;
  submitLabel: ReactNode;
  pendingLabel: string;
  destructive?: boolean;
  send(draft: ReasonDraft<R>): Promise<T>;
  /** Runs before the dialog closes; sending stays pending while its promise runs. */
  onSent(result: T): unknown;
}

/**
 * A dialog that asks why: a reason from fixed choices and/or free text, then one request. It owns the draft, the
 * validation, the pending state (the dialog cannot be closed meanwhile) and the error, cleared when it closes.
 */
export function ReasonDialog<R extends string = never, T = unknown>(props: ReasonDialogProps<R, T>) {
  const { choices, text } = props;
  const [reason, setReason] = useState<R | undefined>(choices?.initial);
  const [draftText, setDraftText] = useState('');
  const send = useMutation({
    mutationFn: () => props.send({ reason: reason as R, text: draftText }),
    onSuccess: async (result) => {
      await props.onSent(result);
      props.onOpenChange(false);
      setReason(choices?.initial);
      setDraftText('');
    },
  });
  const valid =
    (props.fieldsValid ?? true) &&
    (!choices || reason !== undefined) &&
    draftText.trim().length >= (text.minLength ?? 0);
  const close = () => {
    if (send.isPending) return;
    send.reset();
    props.onOpenChange(false);
  };
  return (
    <Dialog open={props.open} onOpenChange={(open) => (open ? props.onOpenChange(true) : close())}>
      <DialogContent hideClose={send.isPending}>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid && !send.isPending) send.mutate();
          }}
        >
          {props.children}
          {choices && (
            <ReasonChoices<R> legend={choices.legend} options={choices.options} value={reason} onChange={setReason} />
          )}
          <ReasonText {...text} value={draftText} onChange={setDraftText} />
          {send.isError && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errorMessage(send.error)}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={close} disabled={send.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={props.destructive ? 'destructive' : 'default'}
              disabled={!valid || send.isPending}
            >
              {send.isPending ? props.pendingLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ReasonChoices<R extends string>(props: {
  legend: string;
  options: ReadonlyArray<ReasonChoice<R>>;
  value: R | undefined;
  onChange(value: R): void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      {props.options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
            props.value === option.value
              ? 'border-brand-500 bg-brand-50 dark:bg-brand-500/10'
              : 'border-slate-200 dark:border-slate-700',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            className="accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function ReasonText(props: {
  label: string;
  maxLength: number;
  placeholder?: string;
  multiline?: boolean;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const field = {
    id,
    value: props.value,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      {props.multiline ? (
        <textarea {...field} rows={3} className={textareaClasses} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <Input {...field} onChange={(e) => props.onChange(e.target.value)} />
      )}
    </div>
  );
}

import { Delete } from 'lucide-react';
import { optionLetter } from '#shared/domain/answer-text';
import { cn } from '../../lib/cn.ts';
import { Markdown } from '../content/markdown.tsx';
import { inputClasses } from '../ui/input.tsx';
import { applyKeypadKey, sanitiseTypedAnswer } from './answer-format.ts';

/** After checking: which option was right and which one the learner chose. */
export interface OptionVerdict {
  correctIndex: number | null;
  chosen: number | null;
}

export function OptionList({
  name,
  options,
  selected,
  onSelect,
  disabled,
  verdict,
}: {
  name: string;
  options: string[];
  selected: number | null;
  onSelect: (index: number) => void;
  disabled?: boolean;
  verdict?: OptionVerdict;
}) {
  return (
    <div role="radiogroup" aria-label="Options" className="grid gap-2">
      {options.map((option, i) => {
        const isRight = verdict?.correctIndex === i;
        const isWrongChoice = verdict && verdict.chosen === i && !isRight;
        return (
          <label
            key={i}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors',
              'border-slate-200 bg-white hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-500',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              selected === i && !verdict && 'border-brand-500 bg-brand-50 dark:border-brand-500 dark:bg-brand-500/10',
              isRight && 'border-emerald-500 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-500/10',
              isWrongChoice && 'border-red-500 bg-red-50 dark:border-red-500 dark:bg-red-500/10',
              disabled && 'cursor-default hover:border-slate-200 dark:hover:border-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={selected === i}
              disabled={disabled}
              onChange={() => onSelect(i)}
            />
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                'border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300',
                selected === i && 'border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500',
                isRight && 'border-emerald-600 bg-emerald-600 text-white',
                isWrongChoice && 'border-red-600 bg-red-600 text-white',
              )}
            >
              {optionLetter(i)}
            </span>
            <span className="sr-only">Option {optionLetter(i)}: </span>
            <Markdown className="min-w-0 flex-1 break-words" inline>
              {option}
            </Markdown>
            {isRight && <span className="text-xs font-semibold text-emerald-700 dark:text-emerald-300">Correct</span>}
            {isWrongChoice && <span className="text-xs font-semibold text-red-700 dark:text-red-300">Your choice</span>}
          </label>
        );
      })}
    </div>
  );
}

const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '-', '0', '.'] as const;

/** TITA: a typed answer with an on-screen keypad (the exam's own way of entering numbers). */
export function TitaInput({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const press = (key: string) => onChange(applyKeypadKey(value, key));
  const keyClass =
    'flex h-10 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
  return (
    <div className="grid max-w-xs gap-3" data-answer-entry="">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Type your answer
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(sanitiseTypedAnswer(e.target.value))}
        disabled={disabled}
        autoComplete="off"
        inputMode="decimal"
        placeholder="Numbers only"
        className={cn(inputClasses, 'h-11 text-base tabular-nums')}
      />
      <fieldset className="grid grid-cols-3 gap-1.5" aria-label="On-screen keypad">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={keyClass}
            disabled={disabled}
            onClick={() => press(key)}
            aria-label={key === '-' ? 'Toggle minus sign' : undefined}
          >
            {key === '-' ? '±' : key}
          </button>
        ))}
        <button type="button" className={keyClass} disabled={disabled} onClick={() => press('/')}>
          /
        </button>
        <button type="button" className={keyClass} disabled={disabled} onClick={() => press('clear')}>
          Clear
        </button>
        <button
          type="button"
          className={keyClass}
          disabled={disabled}
          onClick={() => press('backspace')}
          aria-label="Backspace"
        >
          <Delete className="size-4" aria-hidden="true" />
        </button>
      </fieldset>
    </div>
  );
}

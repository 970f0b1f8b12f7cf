// @ts-nocheck
import { useRef } from 'react';

const KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.', '−'];

/** The TITA box with the exam's on-screen keypad (digits, '.', '−', Backspace, Clear All, arrows). */
export function TitaInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const caret = () => input.current?.selectionStart ?? value.length;
  const setCaret = (at: number) =>
    requestAnimationFrame(() => {
      input.current?.setSelectionRange(at, at);
    });
  const insert = (ch: string) => {
    if (value.length >= 50) return;
    const at = caret();
    onChange(value.slice(0, at) + ch + value.slice(at));
    setCaret(at + 1);
  };
  const key =
    'h-10 rounded border border-slate-300 bg-white text-sm font-medium hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
  return (
    <div className="grid w-full max-w-64 gap-2">
      <input
        ref={input}
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, 50))}
        inputMode="none"
        aria-label="Your answer"
        className="h-11 rounded border border-slate-400 bg-white px-3 font-mono text-lg dark:border-slate-600 dark:bg-slate-900"
      />
      <button
        type="button"
        className={key}
        onClick={() => {
          const at = caret();
          if (at === 0) return;
          onChange(value.slice(0, at - 1) + value.slice(at));
          setCaret(at - 1);
        }}
      >
        Backspace
      </button>
      <fieldset className="grid grid-cols-3 gap-1.5" aria-label="Keypad">
        {KEYS.map((k) => (
          <button key={k} type="button" className={key} onClick={() => insert(k)}>
            {k}
          </button>
        ))}
        <button type="button" className={key} aria-label="Move left" onClick={() => setCaret(Math.max(0, caret() - 1))}>
          ←
        </button>
        <button
          type="button"
          className={key}
          aria-label="Move right"
          onClick={() => setCaret(Math.min(value.length, caret() + 1))}
        >
          →
        </button>
        <button type="button" className={key} onClick={() => onChange('')}>
          Clear All
        </button>
      </fieldset>
    </div>
  );
}

// @ts-nocheck
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { initialCalc, pressKey } from './calculator-logic.ts';

const ROWS: Array<Array<[key: string, label: string]>> = [
  [
    ['MC', 'MC'],
    ['MR', 'MR'],
    ['MS', 'MS'],
    ['M+', 'M+'],
    ['M-', 'M−'],
  ],
  [
    ['back', '←'],
    ['CE', 'CE'],
    ['C', 'C'],
    ['+/-', '±'],
    ['sqrt', '√'],
  ],
  [
    ['7', '7'],
    ['8', '8'],
    ['9', '9'],
    ['/', '÷'],
    ['%', '%'],
  ],
  [
    ['4', '4'],
    ['5', '5'],
    ['6', '6'],
    ['*', '×'],
    ['1/x', '1/x'],
  ],
  [
    ['1', '1'],
    ['2', '2'],
    ['3', '3'],
    ['-', '−'],
    ['=', '='],
  ],
  [
    ['0', '0'],
    ['.', '.'],
    ['+', '+'],
  ],
];

/** The exam's basic calculator in a window the learner can drag by its title bar. */
export function Calculator({ onClose }: { onClose: () => void }) {
  const [state, setState] = useState(initialCalc);
  const [pos, setPos] = useState({ x: 24, y: 120 });
  const drag = useRef<{ dx: number; dy: number } | null>(null);
  const press = (key: string) => setState((s) => pressKey(s, key));
  return (
    <dialog
      open
      aria-label="Calculator"
      className="fixed z-[70] m-0 w-64 p-0 text-slate-900 dark:text-slate-100 select-none rounded-lg border border-slate-300 bg-slate-50 shadow-xl dark:border-slate-600 dark:bg-slate-800"
      style={{ left: pos.x, top: pos.y }}
    >
      <div
        className="flex cursor-move touch-none items-center justify-between rounded-t-lg bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white"
        onPointerDown={(e) => {
          drag.current = { dx: e.clientX - pos.x, dy: e.clientY - pos.y };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (!drag.current) return;
          const x = Math.min(Math.max(0, e.clientX - drag.current.dx), window.innerWidth - 256);
          const y = Math.min(Math.max(0, e.clientY - drag.current.dy), window.innerHeight - 60);
          setPos({ x, y });
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        Calculator
        <button
          type="button"
          onClick={onClose}
          aria-label="Close calculator"
          className="rounded p-0.5 hover:bg-sky-600"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="p-2">
        <output
          aria-live="polite"
          data-testid="calculator-display"
          className="mb-2 block truncate rounded border border-slate-300 bg-white px-2 py-1.5 text-right font-mono text-lg dark:border-slate-600 dark:bg-slate-900"
        >
          {state.memory !== 0 && <span className="float-left text-xs text-slate-500 dark:text-slate-400">M</span>}
          {state.display}
        </output>
        <div className="grid grid-cols-5 gap-1">
          {ROWS.flat().map(([key, label]) => (
            <button
              key={key}
              type="button"
              onClick={() => press(key)}
              aria-label={key === 'back' ? 'Backspace' : key === 'sqrt' ? 'Square root' : label}
              className={cn(
                'h-9 rounded border border-slate-300 bg-white text-sm font-medium hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-slate-600 dark:bg-slate-700 dark:hover:bg-slate-600',
                key === '=' && 'row-span-2 h-auto bg-sky-600 text-white hover:bg-sky-700 dark:bg-sky-600',
                key === '0' && 'col-span-2',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </dialog>
  );
}

// @ts-nocheck
const ITEMS = [
  ['1–5', 'choose option'],
  ['Enter', 'submit'],
  ['N', 'next'],
  ['B', 'bookmark'],
] as const;

/** The keyboard shortcuts (no option keys on a typed-answer question), shown small under the player (hidden on phones, which have no keyboard). */
export function ShortcutLegend({ options, bookmark = true }: { options: boolean; bookmark?: boolean }) {
  return (
    <section
      aria-label="Keyboard shortcuts"
      className="hidden flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500 sm:flex dark:text-slate-400"
    >
      {ITEMS.filter(([key]) => (options || key !== '1–5') && (bookmark || key !== 'B')).map(([key, label]) => (
        <span key={key} className="inline-flex items-center gap-1.5">
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-mono text-[0.7rem] text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
            {key}
          </kbd>
          {label}
        </span>
      ))}
    </section>
  );
}

import { useId, useState } from 'react';
import { Markdown } from '../../components/content/markdown.tsx';
import { cn } from '../../lib/cn.ts';

const tabClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-1 text-xs font-medium',
    active
      ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-slate-100'
      : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100',
  );

/** A Markdown textarea with a Write / Preview switch; the preview is the same sanitised renderer posts use. */
export function MarkdownEditor(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  maxLength: number;
  rows?: number;
  placeholder?: string;
}) {
  const id = useId();
  const [preview, setPreview] = useState(false);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {props.label}
        </label>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-0.5 dark:bg-slate-800">
          <button
            type="button"
            className={tabClass(!preview)}
            aria-pressed={!preview}
            onClick={() => setPreview(false)}
          >
            Write
          </button>
          <button type="button" className={tabClass(preview)} aria-pressed={preview} onClick={() => setPreview(true)}>
            Preview
          </button>
        </div>
      </div>
      {preview ? (
        <div
          data-testid="markdown-preview"
          className="min-h-24 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-950"
        >
          {props.value.trim() ? (
            <Markdown links="external">{props.value}</Markdown>
          ) : (
            <p className="text-slate-500">Nothing to preview yet.</p>
          )}
        </div>
      ) : (
        <textarea
          id={id}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          maxLength={props.maxLength}
          rows={props.rows ?? 6}
          placeholder={props.placeholder}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-900"
        />
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Markdown with math: <code>$x^2$</code> inline, <code>$$…$$</code> on its own line.
      </p>
    </div>
  );
}

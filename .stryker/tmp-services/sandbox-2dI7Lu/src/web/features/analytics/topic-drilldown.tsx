// @ts-nocheck
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { TopicFigures } from '#shared/contracts/analytics';

interface Row {
  key: string;
  label: string;
  level: 0 | 1 | 2;
  attempts: number;
  correct: number;
  seconds: number;
  children: Row[];
}

/** Sums topics into one row (seconds weighted by answers). */
function total(key: string, label: string, level: Row['level'], topics: TopicFigures[], children: Row[]): Row {
  const attempts = topics.reduce((n, t) => n + t.attempts, 0);
  return {
    key,
    label,
    level,
    attempts,
    correct: topics.reduce((n, t) => n + t.correct, 0),
    seconds: attempts ? topics.reduce((n, t) => n + t.averageSeconds * t.attempts, 0) / attempts : 0,
    children,
  };
}

/** Section → area → topic. */
export function drillTree(topics: readonly TopicFigures[]): Row[] {
  const group = <K extends string>(xs: readonly TopicFigures[], by: (t: TopicFigures) => K) =>
    [...new Set(xs.map(by))].map((k) => [k, xs.filter((t) => by(t) === k)] as const);
  return group(topics, (t) => t.section).map(([section, inSection]) =>
    total(
      section,
      section,
      0,
      inSection,
      group(inSection, (t) => t.area).map(([area, inArea]) =>
        total(
          `${section}/${area}`,
          area,
          1,
          inArea,
          inArea.map((t) => total(`${section}/${area}/${t.topic}`, t.topic, 2, [t], [])),
        ),
      ),
    ),
  );
}

const pad = ['pl-1 sm:pl-2', 'pl-4 sm:pl-7', 'pl-7 sm:pl-12'] as const;

/** An expandable table: a section row opens its areas, an area row its topics. */
export function TopicDrilldown({ topics }: { topics: readonly TopicFigures[] }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (key: string) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };
  const visible: Row[] = [];
  const walk = (rows: Row[]) => {
    for (const r of rows) {
      visible.push(r);
      if (open.has(r.key)) walk(r.children);
    }
  };
  walk(drillTree(topics));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs sm:text-sm" data-testid="drilldown">
        <caption className="sr-only">Accuracy, answers and seconds per question by section, area and topic</caption>
        <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-1 py-2 sm:px-2 font-medium">
              Section / area / topic
            </th>
            <th scope="col" className="px-1 py-2 sm:px-2 text-right font-medium">
              Accuracy
            </th>
            <th scope="col" className="px-1 py-2 sm:px-2 text-right font-medium">
              Answers
            </th>
            <th scope="col" className="whitespace-nowrap px-1 py-2 sm:px-2 text-right font-medium">
              <span aria-hidden="true">Avg s</span>
              <span className="sr-only">Average seconds per question</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {visible.map((r) => (
            <tr key={r.key} className={r.level === 0 ? 'font-semibold' : undefined}>
              <th scope="row" className={`py-1.5 pr-2 font-[inherit] ${pad[r.level]}`}>
                {r.children.length > 0 ? (
                  <button
                    type="button"
                    onClick={() => toggle(r.key)}
                    aria-expanded={open.has(r.key)}
                    className="flex items-center gap-1 rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <ChevronRight
                      className={`size-4 shrink-0 transition-transform ${open.has(r.key) ? 'rotate-90' : ''}`}
                      aria-hidden="true"
                    />
                    {r.label}
                  </button>
                ) : (
                  <span className="pl-5">{r.label}</span>
                )}
              </th>
              <td className="px-1 py-1.5 sm:px-2 text-right tabular-nums">
                {Math.round((100 * r.correct) / r.attempts)}%
              </td>
              <td className="px-1 py-1.5 sm:px-2 text-right tabular-nums">{r.attempts}</td>
              <td className="px-1 py-1.5 sm:px-2 text-right tabular-nums">{Math.round(r.seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

// @ts-nocheck
import { SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { PracticeFilters } from '#shared/contracts/practice';
import { difficultyChoice } from '#shared/domain/difficulty-labels';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';
import {
  FILTER_KEYS,
  type FilterKey,
  hasAnyFilter,
  type PracticeFilterValues,
  withFilter,
} from './practice-filters-state.ts';

const selectClasses =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

interface Choice {
  value: string;
  label: string;
}

/** Exam, section, area, topic, difficulty, type and status; area and topic narrow to the chosen section. */
export function PracticeFilterBar({
  facets,
  filters,
  onChange,
}: {
  facets: PracticeFilters | undefined;
  filters: PracticeFilterValues;
  onChange: (next: PracticeFilterValues) => void;
}) {
  const baseId = useId();
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const active = FILTER_KEYS.filter((k) => filters[k]).length;
  const count = (n: number) => ` (${n.toLocaleString('en-IN')})`;
  const choices: Record<FilterKey, Choice[]> = {
    exam: (facets?.exams ?? []).map((f) => ({ value: f.value, label: f.value + count(f.count) })),
    section: (facets?.sections ?? []).map((f) => ({ value: f.value, label: f.value + count(f.count) })),
    area: (facets?.areas ?? [])
      .filter((f) => !filters.section || f.section === filters.section)
      .map((f) => ({ value: f.value, label: f.value + count(f.count) })),
    topic: (facets?.topics ?? [])
      .filter((f) => (!filters.section || f.section === filters.section) && (!filters.area || f.area === filters.area))
      .map((f) => ({ value: f.value, label: f.value + count(f.count) })),
    difficulty: (facets?.difficulties ?? []).map((f) => ({
      value: String(f.value),
      label: difficultyChoice(f.value) + count(f.count),
    })),
    type: (facets?.types ?? []).map((f) => ({ value: f.value, label: f.value + count(f.count) })),
    status: [
      { value: 'unattempted', label: 'Unattempted' },
      { value: 'attempted', label: 'Attempted' },
      { value: 'wrong', label: 'Answered wrong' },
      { value: 'bookmarked', label: 'Bookmarked' },
    ],
  };
  const labels: Record<FilterKey, [string, string]> = {
    exam: ['Exam', 'All exams'],
    section: ['Section', 'All sections'],
    area: ['Area', 'All areas'],
    topic: ['Topic', 'All topics'],
    difficulty: ['Difficulty', 'Any level'],
    type: ['Type', 'MCQ and TITA'],
    status: ['Status', 'All questions'],
  };

  return (
    <Card className="p-3 sm:p-4">
      <div className="flex items-center justify-between gap-2 sm:hidden">
        <Button variant="outline" size="sm" onClick={() => setOpenOnPhone((o) => !o)} aria-expanded={openOnPhone}>
          <SlidersHorizontal aria-hidden="true" />
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            Clear
          </Button>
        )}
      </div>
      <form
        aria-label="Question filters"
        onSubmit={(e) => e.preventDefault()}
        className={cn('grid-cols-2 gap-3 sm:grid sm:grid-cols-4 lg:grid-cols-7', openOnPhone ? 'mt-3 grid' : 'hidden')}
      >
        {FILTER_KEYS.map((key) => {
          const id = `${baseId}-${key}`;
          const value = filters[key] ?? '';
          const list = choices[key];
          // Keep a value from a shared link visible even when the facets do not list it.
          const options = value && !list.some((c) => c.value === value) ? [{ value, label: value }, ...list] : list;
          return (
            <div key={key} className={cn('grid min-w-0 gap-1', key === 'topic' && 'col-span-2 sm:col-span-1')}>
              <label htmlFor={id} className="text-xs font-medium text-slate-700 dark:text-slate-300">
                {labels[key][0]}
              </label>
              <select
                id={id}
                className={selectClasses}
                value={value}
                onChange={(e) => onChange(withFilter(filters, key, e.target.value))}
              >
                <option value="">{labels[key][1]}</option>
                {options.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </form>
      {hasAnyFilter(filters) && (
        <div className="mt-3 hidden justify-end sm:flex">
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </Card>
  );
}

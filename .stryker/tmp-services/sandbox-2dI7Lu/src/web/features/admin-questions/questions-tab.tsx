// @ts-nocheck
import { Eye, EyeOff, Search, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { AdminFacets } from '#shared/contracts/admin-questions';
import { QUESTION_TYPES, SECTIONS, type Section } from '#shared/contracts/questions';
import { DIFFICULTY_LEVELS, difficultyChoice } from '#shared/domain/difficulty-labels';
import { Pager } from '../../components/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { type BankFilters, bulkSetStatus, emptyFilters, useQuestionList } from './admin-questions-api.ts';
import { ErrorNote, SelectField } from './bank-ui.tsx';
import { ItemStatsPanel } from './item-stats-panel.tsx';
import { QuestionsTable } from './questions-table.tsx';

function Filters({
  filters,
  presetSection,
  facets,
  onChange,
}: {
  filters: BankFilters;
  presetSection?: Section;
  facets?: AdminFacets;
  onChange(patch: Partial<BankFilters>): void;
}) {
  const [text, setText] = useState(filters.q);
  // "Clear filters" empties the box too.
  useEffect(() => setText(filters.q), [filters.q]);
  // Search as the admin types, without a request per keystroke.
  useEffect(() => {
    const t = setTimeout(() => text !== filters.q && onChange({ q: text }), 300);
    return () => clearTimeout(t);
  }, [text, filters.q, onChange]);

  const topics = useMemo(() => {
    const list = (facets?.topics ?? []).filter((t) => !filters.section || t.section === filters.section);
    const byArea = new Map<string, { value: string; count: number }[]>();
    for (const t of list)
      byArea.set(`${t.section} · ${t.area}`, [...(byArea.get(`${t.section} · ${t.area}`) ?? []), t]);
    return [...byArea.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [facets, filters.section]);

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="bank-q">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            id="bank-q"
            type="search"
            className="pl-9"
            placeholder='Words, "a phrase", -exclude, or #id'
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {!presetSection && (
          <SelectField
            id="bank-section"
            label="Section"
            value={filters.section}
            onChange={(v) => onChange({ section: v, topic: '' })}
          >
            <option value="">All sections</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField id="bank-topic" label="Topic" value={filters.topic} onChange={(v) => onChange({ topic: v })}>
          <option value="">All topics</option>
          {topics.map(([area, list]) => (
            <optgroup key={area} label={area}>
              {list.map((t) => (
                <option key={`${area}-${t.value}`} value={t.value}>
                  {t.value} ({t.count})
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <SelectField
          id="bank-difficulty"
          label="Difficulty"
          value={filters.difficulty}
          onChange={(v) => onChange({ difficulty: v })}
        >
          <option value="">Any</option>
          {DIFFICULTY_LEVELS.map((d) => (
            <option key={d} value={d}>
              {difficultyChoice(d)}
            </option>
          ))}
        </SelectField>
        <SelectField id="bank-type" label="Type" value={filters.type} onChange={(v) => onChange({ type: v })}>
          <option value="">Any</option>
          {QUESTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <SelectField id="bank-status" label="Status" value={filters.status} onChange={(v) => onChange({ status: v })}>
          <option value="">Any</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
        <SelectField
          id="bank-premium"
          label="Access"
          value={filters.premium}
          onChange={(v) => onChange({ premium: v })}
        >
          <option value="">Any</option>
          <option value="true">Premium</option>
          <option value="false">Free</option>
        </SelectField>
      </div>
    </div>
  );
}

/** The bank's main view: search, filters, a page of questions, bulk publish and the statistics dialog. */
export function QuestionsTab({
  presetSection,
  facets,
  onEdit,
}: {
  presetSection?: Section;
  facets?: AdminFacets;
  onEdit(id: number): void;
}) {
  const [filters, setFilters] = useState<BankFilters>(() => emptyFilters(presetSection));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [statsFor, setStatsFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuestionList(filters, page);

  const onChange = useMemo(
    () => (patch: Partial<BankFilters>) => {
      setPage(1);
      setSelected(new Set());
      setFilters((f) => ({ ...f, ...patch }));
    },
    [],
  );
  const onSelect = (ids: number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const bulk = async (status: 'published' | 'draft') => {
    setBusy(true);
    try {
      const { updated } = await bulkSetStatus([...selected], status);
      toast({
        title: status === 'published' ? `Published ${updated} questions` : `Unpublished ${updated} questions`,
        variant: 'success',
      });
      setSelected(new Set());
    } catch (error) {
      toast({
        title: 'Bulk update failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const active = Object.entries(filters).some(([k, v]) => v !== '' && !(k === 'section' && v === presetSection));

  return (
    <div className="grid grid-cols-1 gap-4">
      <Filters filters={filters} presetSection={presetSection} facets={facets} onChange={onChange} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {list.data
            ? `${list.data.total.toLocaleString('en-IN')} ${list.data.total === 1 ? 'question' : 'questions'}`
            : 'Loading…'}
          {list.isFetching && <Spinner className="size-4" label="Refreshing" />}
          {active && (
            <Button
              variant="link"
              size="sm"
              className="h-auto px-1"
              onClick={() => onChange(emptyFilters(presetSection))}
            >
              <X aria-hidden="true" /> Clear filters
            </Button>
          )}
        </p>
        {selected.size > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{selected.size} selected</span>
            <Button size="sm" disabled={busy} onClick={() => bulk('published')}>
              <Eye aria-hidden="true" /> Publish
            </Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => bulk('draft')}>
              <EyeOff aria-hidden="true" /> Unpublish
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear
            </Button>
          </div>
        )}
      </div>
      {list.isError && <ErrorNote>{errorMessage(list.error, 'Could not load the questions.')}</ErrorNote>}
      {list.data && list.data.items.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
          No questions match these filters.
        </p>
      )}
      {list.data && list.data.items.length > 0 && (
        <QuestionsTable
          items={list.data.items}
          selected={selected}
          onSelect={onSelect}
          onEdit={onEdit}
          onStats={setStatsFor}
        />
      )}
      {list.data && <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={setPage} />}

      <Dialog open={statsFor !== null} onOpenChange={(open) => !open && setStatsFor(null)}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle>Item statistics · #{statsFor}</DialogTitle>
            <DialogDescription>From each learner's first attempt at this question.</DialogDescription>
          </DialogHeader>
          {statsFor !== null && <ItemStatsPanel id={statsFor} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

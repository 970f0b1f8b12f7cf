// @ts-nocheck
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SET_KINDS, type Section } from '#shared/contracts/questions';
import { Pager } from '../../components/data-table.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useSetList } from './admin-questions-api.ts';
import { ErrorNote, SelectField } from './bank-ui.tsx';
import { KIND_LABELS } from './set-editor.tsx';

/** RC passages and DILR data sets, newest first, with search and a kind filter. */
export function SetsTab({ section, onOpen }: { section?: Section; onOpen(id: number | 'new'): void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('');
  const [page, setPage] = useState(1);
  const list = useSetList({ q, kind, section: section ?? '' }, page);
  useEffect(() => {
    const t = setTimeout(() => {
      setQ(text);
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [text]);

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="sets-q">Search sets</Label>
          <Input
            id="sets-q"
            type="search"
            placeholder="Title or passage words"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <SelectField
          id="sets-kind"
          label="Kind"
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
        >
          <option value="">All kinds</option>
          {SET_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <Button onClick={() => onOpen('new')}>
          <Plus aria-hidden="true" /> New set
        </Button>
      </div>
      {list.isError && <ErrorNote>{errorMessage(list.error, 'Could not load the sets.')}</ErrorNote>}
      {list.data && list.data.items.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">No passages or data sets match.</p>
      )}
      {list.data && list.data.items.length > 0 && (
        <ul className="grid grid-cols-1 gap-2">
          {list.data.items.map((s) => (
            <li
              key={s.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{s.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                  <span className="font-mono">#{s.id}</span>
                  <Badge variant="secondary">{KIND_LABELS[s.kind]}</Badge>
                  <span>{s.section}</span>
                  {s.setType && <span>· {s.setType}</span>}
                  <span>
                    · {s.publishedCount}/{s.questionCount} published
                  </span>
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => onOpen(s.id)}>
                <Pencil aria-hidden="true" /> Open
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={setPage} />}
    </div>
  );
}

// @ts-nocheck
import { CircleCheck, Download, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ImportResult, ImportRowError } from '#shared/contracts/admin-questions';
import type { QuestionStatus, Section } from '#shared/contracts/questions';
import { DataTable } from '../../components/data-table.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadExport, importBank, importErrorsOf } from './admin-questions-api.ts';
import { ErrorNote, SelectField } from './bank-ui.tsx';

type Outcome =
  | { kind: 'ok'; file: string; result: ImportResult }
  | { kind: 'rejected'; file: string; message: string; rows: ImportRowError[] };

function RowErrors({ rows }: { rows: ImportRowError[] }) {
  return (
    <div className="max-h-96 overflow-auto rounded-lg border border-red-200 dark:border-red-500/30">
      <DataTable
        tone="danger"
        label="Rejected rows"
        rows={rows.map((r, i) => ({ ...r, key: `${r.row}-${r.field}-${i}` }))}
        rowKey={(r) => r.key}
        columns={[
          { header: 'Row', cell: (r) => r.row, className: 'tabular-nums' },
          { header: 'Field', cell: (r) => r.field, className: 'font-mono text-xs' },
          { header: 'Problem', cell: (r) => r.message },
        ]}
      />
    </div>
  );
}

/** Bulk import (all or nothing, with a row-by-row report) and export of the bank as JSON or CSV. */
export function ImportExportTab({ section }: { section?: Section }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<QuestionStatus>('draft');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [exportStatus, setExportStatus] = useState('');

  const format = file?.name.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
  const run = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const result = await importBank({ format, content: await file.text(), status });
      setOutcome({ kind: 'ok', file: file.name, result });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setOutcome({
        kind: 'rejected',
        file: file.name,
        message: errorMessage(error, 'The import failed.'),
        rows: importErrorsOf(error) ?? [],
      });
    } finally {
      setBusy(false);
    }
  };
  const download = async (fmt: 'json' | 'csv') => {
    try {
      await downloadExport(fmt, { section, status: exportStatus });
    } catch (error) {
      toast({ title: 'Export failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr]">
      <Card className="grid grid-cols-1 content-start gap-4 p-4 sm:p-6">
        <header>
          <h2 className="text-lg font-semibold">Import questions</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            A JSON array of questions and sets, or CSV with a header row (section, area, topic, exams, type, stem,
            options, answer, explanation, difficulty, …). Nothing is imported unless every row is valid.
          </p>
        </header>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_11rem] sm:items-end">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="import-file">File (.json or .csv)</Label>
            <input
              ref={input}
              id="import-file"
              type="file"
              accept=".json,.csv,application/json,text/csv"
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100 dark:hover:file:bg-slate-700"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </div>
          <SelectField
            id="import-status"
            label="Rows without a status"
            value={status}
            onChange={(v) => setStatus(v as QuestionStatus)}
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </SelectField>
        </div>
        <Button className="justify-self-start" disabled={!file || busy} onClick={run}>
          <FileUp aria-hidden="true" /> {busy ? 'Importing…' : `Import ${file ? format.toUpperCase() : ''}`}
        </Button>
        {outcome?.kind === 'ok' && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              Imported {outcome.result.imported} {outcome.result.imported === 1 ? 'question' : 'questions'}
              {outcome.result.sets > 0
                ? ` in ${outcome.result.sets} new ${outcome.result.sets === 1 ? 'set' : 'sets'}`
                : ''}{' '}
              from {outcome.file}
              {outcome.result.questionIds.length > 0 &&
                ` (#${outcome.result.questionIds[0]}${outcome.result.questionIds.length > 1 ? ` to #${outcome.result.questionIds.at(-1)}` : ''})`}
              .
            </p>
          </div>
        )}
        {outcome?.kind === 'rejected' && (
          <div className="grid grid-cols-1 gap-2">
            <ErrorNote>
              {outcome.file}: {outcome.message}
            </ErrorNote>
            {outcome.rows.length > 0 && <RowErrors rows={outcome.rows} />}
          </div>
        )}
      </Card>
      <Card className="grid grid-cols-1 content-start gap-4 p-4 sm:p-6">
        <header>
          <h2 className="text-lg font-semibold">Export</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {section ? `The ${section} questions` : 'Every question'} with answers and explanations, in the import
            format.
          </p>
        </header>
        <SelectField id="export-status" label="Status" value={exportStatus} onChange={setExportStatus}>
          <option value="">All</option>
          <option value="published">Published only</option>
          <option value="draft">Drafts only</option>
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => download('json')}>
            <Download aria-hidden="true" /> Export JSON
          </Button>
          <Button variant="outline" onClick={() => download('csv')}>
            <Download aria-hidden="true" /> Export CSV
          </Button>
        </div>
      </Card>
    </div>
  );
}

// @ts-nocheck
import { ArrowLeft, Eye, EyeOff, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { AdminSet } from '#shared/contracts/admin-questions';
import { SECTIONS, SET_KINDS, type Section } from '#shared/contracts/questions';
import { Markdown } from '../../components/content/markdown.tsx';
import { SetDataView } from '../../components/content/set-data-view.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { deleteSet, saveSet, setSetStatus, useSet } from './admin-questions-api.ts';
import { ErrorNote, SelectField, TextArea } from './bank-ui.tsx';
import { checkSetData, dataText, SAMPLE_DATA } from './set-data-model.ts';
import { useUnsavedChangesGuard } from './unsaved-changes.tsx';
import { hasUnsavedChanges } from './unsaved-changes-model.ts';

export const KIND_LABELS = { rc_passage: 'RC passage', dilr_set: 'DILR data set' } as const;

interface SetForm {
  kind: AdminSet['kind'];
  setType: string;
  section: Section;
  title: string;
  body: string;
  data: string;
}

const formOfSet = (s: AdminSet | null, section?: Section): SetForm => ({
  kind: s?.kind ?? (section === 'VARC' ? 'rc_passage' : 'dilr_set'),
  setType: s?.setType ?? '',
  section: s?.section ?? section ?? 'DILR',
  title: s?.title ?? '',
  body: s?.body ?? '',
  data: dataText(s?.data ?? null),
});

function SetQuestions({
  set,
  onEditQuestion,
  onNewQuestion,
}: {
  set: AdminSet;
  onEditQuestion(id: number): void;
  onNewQuestion(): void;
}) {
  const all = async (status: 'published' | 'draft') => {
    try {
      await setSetStatus(set.id, status);
      toast({ title: status === 'published' ? 'Set published' : 'Set unpublished', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Could not change the set',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Card className="grid grid-cols-1 gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          Questions{' '}
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
            ({set.publishedCount}/{set.questionCount} published)
          </span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => all('published')} disabled={set.questionCount === 0}>
            <Eye aria-hidden="true" /> Publish all
          </Button>
          <Button size="sm" variant="outline" onClick={() => all('draft')} disabled={set.publishedCount === 0}>
            <EyeOff aria-hidden="true" /> Unpublish all
          </Button>
          <Button size="sm" onClick={onNewQuestion}>
            <Plus aria-hidden="true" /> Add question
          </Button>
        </div>
      </div>
      {set.questions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No questions yet. Add the first one.</p>
      ) : (
        <ol className="grid grid-cols-1 gap-2">
          {set.questions.map((q) => (
            <li
              key={q.id}
              className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
            >
              <span className="font-mono text-xs text-slate-500 dark:text-slate-400">{q.setOrder ?? '–'}.</span>
              <div className="min-w-0 flex-1">
                <Markdown className="line-clamp-2 [&_p]:my-0">{q.stem}</Markdown>
                <p className="mt-1 flex flex-wrap gap-1.5 text-xs text-slate-500 dark:text-slate-400">
                  #{q.id} · {q.type} · {q.topic}
                  <Badge variant={q.status === 'published' ? 'success' : 'secondary'}>{q.status}</Badge>
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEditQuestion(q.id)}
                aria-label={`Edit question ${q.id}`}
              >
                <Pencil aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Editor({
  stored,
  section,
  onClose,
  onSaved,
  onEditQuestion,
  onNewQuestion,
}: {
  stored: AdminSet | null;
  section?: Section;
  onClose(): void;
  onSaved(id: number): void;
  onEditQuestion(id: number): void;
  onNewQuestion(setId: number, section: Section): void;
}) {
  const [form, setForm] = useState(() => formOfSet(stored, section));
  // What the server holds (or the blank form): leaving asks first only when the form differs from it.
  const [saved, setSaved] = useState(form);
  const guard = useUnsavedChangesGuard(
    hasUnsavedChanges(form, saved),
    stored ? `set #${stored.id}` : 'this new passage or data set',
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const check = useMemo(() => checkSetData(form.data), [form.data]);
  const update = (patch: Partial<SetForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = async () => {
    if (!check.ok) return;
    setServerError(null);
    setBusy(true);
    try {
      const result = await saveSet(stored?.id ?? null, {
        kind: form.kind,
        setType: form.setType.trim(),
        section: form.section,
        title: form.title.trim(),
        body: form.body,
        data: check.data,
      });
      setSaved(form);
      toast({ title: stored ? 'Set saved' : `Set #${result.id} created`, variant: 'success' });
      if (!stored) guard.allowLeave();
      onSaved(result.id);
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the set.'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    if (!stored || !window.confirm(`Delete set #${stored.id} and its questions?`)) return;
    try {
      await deleteSet(stored.id);
      toast({ title: 'Set deleted', variant: 'success' });
      guard.allowLeave();
      onClose();
    } catch (error) {
      setServerError(errorMessage(error, 'Could not delete the set.'));
    }
  };

  return (
    <div className="grid grid-cols-1 gap-4">
      {guard.dialog}
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClose}>
        <ArrowLeft aria-hidden="true" /> Back to sets
      </Button>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <Card className="grid grid-cols-1 gap-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{stored ? `Set #${stored.id}` : 'New passage or data set'}</h2>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              id="s-kind"
              label="Kind"
              value={form.kind}
              onChange={(v) => update({ kind: v as SetForm['kind'] })}
            >
              {SET_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="s-section"
              label="Section"
              value={form.section}
              onChange={(v) => update({ section: v as Section })}
            >
              {SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="grid grid-cols-1 items-start gap-3 sm:grid-cols-[2fr_1fr]">
            <FormField id="s-title" label="Title">
              <Input id="s-title" value={form.title} onChange={(e) => update({ title: e.target.value })} />
            </FormField>
            <FormField id="s-type" label="Set type" hint="e.g. table, bar, arrangement">
              <Input id="s-type" value={form.setType} onChange={(e) => update({ setType: e.target.value })} />
            </FormField>
          </div>
          <FormField id="s-body" label="Body (Markdown: the passage or the set's directions)">
            <TextArea id="s-body" rows={8} value={form.body} onChange={(e) => update({ body: e.target.value })} />
          </FormField>
          <div className="grid grid-cols-1 gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <label htmlFor="s-data" className="text-sm font-medium">
                Data blocks (JSON: tables and charts)
              </label>
              {form.data.trim() === '' && (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => update({ data: dataText(SAMPLE_DATA) })}
                >
                  Insert an example
                </Button>
              )}
            </div>
            <TextArea
              id="s-data"
              rows={10}
              value={form.data}
              aria-invalid={!check.ok}
              onChange={(e) => update({ data: e.target.value })}
            />
            {check.ok ? (
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {check.data ? `${check.data.blocks.length} block(s), valid.` : 'No data blocks (fine for passages).'}
              </p>
            ) : (
              <ul className="grid grid-cols-1 gap-0.5 text-xs font-medium text-red-600 dark:text-red-400" role="alert">
                {check.problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </div>
          {serverError && <ErrorNote>{serverError}</ErrorNote>}
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Button disabled={busy || !check.ok} onClick={save}>
              <Save aria-hidden="true" /> {stored ? 'Save set' : 'Create set'}
            </Button>
            {stored && (
              <Button variant="ghost" className="text-red-600 dark:text-red-400 sm:ml-auto" onClick={remove}>
                <Trash2 aria-hidden="true" /> Delete set
              </Button>
            )}
          </div>
        </Card>
        <div className="grid grid-cols-1 gap-4">
          <Card className="grid grid-cols-1 gap-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold">Live preview</h2>
            {form.title && <h3 className="font-semibold">{form.title}</h3>}
            {form.body.trim() ? (
              <Markdown>{form.body}</Markdown>
            ) : (
              <p className="text-sm italic text-slate-500 dark:text-slate-400">The body appears here.</p>
            )}
            {check.ok && check.data && <SetDataView data={check.data} />}
          </Card>
          {stored && (
            <SetQuestions
              set={stored}
              onEditQuestion={onEditQuestion}
              onNewQuestion={() => onNewQuestion(stored.id, stored.section)}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** Create (id null) or edit a passage / data set; the page remounts it per id. */
export function SetEditor(props: {
  id: number | null;
  section?: Section;
  onClose(): void;
  onSaved(id: number): void;
  onEditQuestion(id: number): void;
  onNewQuestion(setId: number, section: Section): void;
}) {
  const set = useSet(props.id);
  if (props.id !== null && set.isError) {
    return <ErrorNote>{errorMessage(set.error, 'Could not load the set.')}</ErrorNote>;
  }
  if (props.id !== null && !set.data) return <PageSpinner label="Loading the set" />;
  return <Editor {...props} stored={props.id !== null ? (set.data ?? null) : null} />;
}

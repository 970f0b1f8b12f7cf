// @ts-nocheck
import { ArrowLeft, Eye, Save, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { AdminFacets, AdminQuestion } from '#shared/contracts/admin-questions';
import type { QuestionStatus, Section } from '#shared/contracts/questions';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage, hasErrorCode } from '../../lib/api-client.ts';
import { deleteQuestion, saveQuestion, useQuestion } from './admin-questions-api.ts';
import { AnswerEditor, StepsEditor } from './answer-editor.tsx';
import { ErrorNote, TextArea } from './bank-ui.tsx';
import { ItemStatsPanel } from './item-stats-panel.tsx';
import {
  bodyOf,
  type FormErrors,
  formOf,
  newQuestionForm,
  type QuestionForm,
  serverProblem,
} from './question-form-model.ts';
import { QuestionMetaFields } from './question-meta-fields.tsx';
import { QuestionPreview } from './question-preview.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes.tsx';
import { hasUnsavedChanges } from './unsaved-changes-model.ts';

function Editor({
  initial,
  stored,
  facets,
  onClose,
  onSaved,
}: {
  initial: QuestionForm;
  stored: AdminQuestion | null;
  facets?: AdminFacets;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const [form, setForm] = useState(initial);
  // What the server holds (or the blank form): the editor asks before leaving only when the form differs from it.
  const [saved, setSaved] = useState(initial);
  const dirty = hasUnsavedChanges(form, saved);
  const guard = useUnsavedChangesGuard(dirty, stored ? `question #${stored.id}` : 'this new question');
  const [errors, setErrors] = useState<FormErrors>({});
  const [server, setServer] = useState<{ field?: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const update = useCallback((patch: Partial<QuestionForm> | ((f: QuestionForm) => QuestionForm)) => {
    setForm((f) => (typeof patch === 'function' ? patch(f) : { ...f, ...patch }));
  }, []);

  const save = async (status: QuestionStatus) => {
    setServer(null);
    const result = bodyOf({ ...form, status });
    if ('errors' in result) {
      setErrors(result.errors);
      if (result.errors.stem) document.getElementById('q-stem')?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const question = await saveQuestion(stored?.id ?? null, result.body);
      setForm(formOf(question));
      setSaved(formOf(question));
      toast({
        title: status === 'published' ? `Question #${question.id} published` : `Draft #${question.id} saved`,
        variant: 'success',
      });
      // Only a new question changes the address; re-navigating after an edit could undo a click on "Back".
      if (!stored) {
        guard.allowLeave();
        onSaved(question.id);
      }
    } catch (error) {
      setServer(
        serverProblem(errorMessage(error, 'Could not save the question.'), hasErrorCode(error, 'validation_error')),
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!stored || !window.confirm(`Delete question #${stored.id}? This cannot be undone.`)) return;
    try {
      await deleteQuestion(stored.id);
      toast({ title: `Deleted #${stored.id}`, variant: 'success' });
      guard.allowLeave();
      onClose();
    } catch (error) {
      setServer({ text: errorMessage(error, 'Could not delete the question.') });
    }
  };

  // A 400's "stem: Stem needs …" marks the stem and shows "Stem needs …" beside it.
  const serverField = server?.field;
  const besideField = (...fields: string[]) =>
    server?.field && fields.includes(server.field) ? server.text : undefined;
  const stemError = errors.stem ?? besideField('stem');
  const answerError = errors.answer ?? besideField('answer', 'options');
  const shownApart = stemError !== undefined || answerError !== undefined || besideField('explanation');

  return (
    <div className="grid grid-cols-1 gap-4">
      {guard.dialog}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          <ArrowLeft aria-hidden="true" /> Back to the bank
        </Button>
        <div className="flex items-center gap-2 text-sm">
          {stored ? (
            <>
              <span className="font-mono">#{stored.id}</span>
              <Badge variant={stored.status === 'published' ? 'success' : 'secondary'} data-testid="question-status">
                {stored.status === 'published' ? 'Published' : 'Draft'}
              </Badge>
            </>
          ) : (
            <Badge variant="secondary">New question</Badge>
          )}
        </div>
      </div>

      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <Card className="grid grid-cols-1 gap-5 p-4 sm:p-6">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{stored ? 'Edit question' : 'New question'}</h2>
            {/* Phones stack the preview under the form: one tap to see it. */}
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0 lg:hidden"
              onClick={() => document.getElementById('live-preview')?.scrollIntoView({ behavior: 'smooth' })}
            >
              Jump to preview
            </Button>
          </div>
          <QuestionMetaFields form={form} update={update} facets={facets} errors={errors} serverField={serverField} />
          <div className="grid grid-cols-1 gap-1.5">
            <label htmlFor="q-stem" className="text-sm font-medium">
              Stem (Markdown; math as $…$, display math between lines of $$)
            </label>
            <TextArea
              id="q-stem"
              rows={6}
              value={form.stem}
              aria-invalid={stemError ? true : undefined}
              aria-describedby={stemError ? 'q-stem-error' : undefined}
              onChange={(e) => {
                update({ stem: e.target.value });
                if (errors.stem) setErrors(({ stem: _fixed, ...rest }) => rest);
              }}
            />
            {stemError && (
              <p id="q-stem-error" role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
                {stemError}
              </p>
            )}
          </div>
          <AnswerEditor form={form} update={update} error={answerError} />
          <StepsEditor form={form} update={update} error={besideField('explanation')} />
          {server && !shownApart && <ErrorNote>{server.text}</ErrorNote>}
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Button variant="outline" disabled={busy} onClick={() => save('draft')}>
              <Save aria-hidden="true" />{' '}
              {stored?.status === 'published' ? 'Save as draft (unpublish)' : 'Save as draft'}
            </Button>
            <Button disabled={busy} onClick={() => save('published')}>
              <Eye aria-hidden="true" /> {stored?.status === 'published' ? 'Save (published)' : 'Save and publish'}
            </Button>
            {stored && (
              <Button variant="ghost" className="text-red-600 dark:text-red-400 sm:ml-auto" onClick={remove}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            )}
          </div>
        </Card>

        <div className="grid grid-cols-1 gap-4 lg:sticky lg:top-20">
          <Card id="live-preview" className="grid grid-cols-1 scroll-mt-20 gap-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold">Live preview</h2>
            <QuestionPreview form={form} />
          </Card>
          {stored && (
            <Card className="grid grid-cols-1 gap-3 p-4 sm:p-6">
              <h2 className="text-lg font-semibold">Item statistics</h2>
              <ItemStatsPanel id={stored.id} />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}

/** Create (id null) or edit a question; a missing question or a load error is said plainly. */
export function QuestionEditor({
  id,
  section,
  presetSetId,
  facets,
  onClose,
  onSaved,
}: {
  id: number | null;
  section?: Section;
  /** A new question added from a set's page starts inside that set. */
  presetSetId?: number;
  facets?: AdminFacets;
  onClose(): void;
  onSaved(id: number): void;
}) {
  const question = useQuestion(id);
  // The page remounts this per id, so the stored copy is taken once and refetches never wipe unsaved edits.
  const [initial, setInitial] = useState<QuestionForm | null>(() =>
    id === null ? { ...newQuestionForm(section), setId: presetSetId ? String(presetSetId) : '' } : null,
  );
  useEffect(() => {
    if (question.data && question.data.id === id) setInitial((prev) => prev ?? formOf(question.data));
  }, [id, question.data]);

  if (id !== null && question.isError) {
    return (
      <div className="grid grid-cols-1 gap-3">
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onClose}>
          <ArrowLeft aria-hidden="true" /> Back to the bank
        </Button>
        <ErrorNote>{errorMessage(question.error, 'Could not load the question.')}</ErrorNote>
      </div>
    );
  }
  if (!initial) return <PageSpinner label="Loading the question" />;
  return (
    <Editor
      initial={initial}
      stored={id !== null ? (question.data ?? null) : null}
      facets={facets}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import type { AdminMock, MockKeyItem, RescoreResult } from '#shared/contracts/mock-tests';
import { optionLetter } from '#shared/domain/answer-text';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { draftOf, formatKey, type KeyDraft, keyOf, sameKey } from './answer-key-model.ts';
import { useMockKeys, useRescore } from './mock-admin-api.ts';

const attemptsText = (n: number) => `${n.toLocaleString('en-IN')} submitted attempt${n === 1 ? '' : 's'}`;
const label = (q: MockKeyItem) => `${q.sectionKey} Q${q.number}`;

function KeyEditor({ q, draft, onChange }: { q: MockKeyItem; draft: KeyDraft; onChange(d: KeyDraft): void }) {
  if (q.type === 'MCQ') {
    return (
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-medium">Right option</legend>
        {(q.options ?? []).map((text, i) => (
          <label key={text} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="key-option"
              className="mt-1"
              checked={draft.option === i}
              onChange={() => onChange({ ...draft, option: i })}
            />
            <span>
              <span className="font-medium">{optionLetter(i)}.</span> {text}
              {q.answer.kind === 'option' && q.answer.index === i && (
                <span className="text-slate-500 dark:text-slate-400"> (current key)</span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        id="key-kind"
        label="Answer is"
        value={draft.kind}
        onChange={(kind) => onChange({ ...draft, kind: kind === 'text' ? 'text' : 'numeric' })}
      >
        <option value="numeric">A number</option>
        <option value="text">A text (e.g. 2413)</option>
      </SelectField>
      <FormField id="key-value" label="Right answer">
        <Input id="key-value" value={draft.value} onChange={(e) => onChange({ ...draft, value: e.target.value })} />
      </FormField>
      {draft.kind === 'numeric' && (
        <FormField id="key-tolerance" label="Tolerance (±)">
          <Input
            id="key-tolerance"
            inputMode="decimal"
            value={draft.tolerance}
            onChange={(e) => onChange({ ...draft, tolerance: e.target.value })}
          />
        </FormField>
      )}
    </div>
  );
}

/**
 * Staff: correct one question's answer key in a mock and re-score every submitted attempt of every mock holding
 * it. Three steps in one dialog: choose and edit, confirm (with the number of attempts), and the result.
 */
export function AnswerKeyDialog({ mock, onClose }: { mock: AdminMock | null; onClose(): void }) {
  const keys = useMockKeys(mock?.id ?? null);
  const rescore = useRescore();
  const [questionId, setQuestionId] = useState<number | null>(null);
  const [draft, setDraft] = useState<KeyDraft | null>(null);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [done, setDone] = useState<RescoreResult | null>(null);
  const items = keys.data?.items ?? [];
  const q = items.find((i) => i.questionId === questionId) ?? null;
  const key = q && draft ? keyOf(draft) : null;
  const problem = typeof key === 'string' ? key : null;
  const unchanged = !!q && !!key && typeof key !== 'string' && sameKey(key, q.answer);
  const busy = rescore.isPending;

  const close = () => {
    if (busy) return;
    setQuestionId(null);
    setDraft(null);
    setStep('edit');
    setDone(null);
    rescore.reset();
    onClose();
  };
  const choose = (id: string) => {
    const next = items.find((i) => String(i.questionId) === id) ?? null;
    setQuestionId(next?.questionId ?? null);
    setDraft(next ? draftOf(next.answer) : null);
    setStep('edit');
    rescore.reset();
  };
  const submit = () => {
    if (!mock || !q || !key || typeof key === 'string') return;
    rescore.mutate(
      { id: mock.id, questionId: q.questionId, answer: key },
      {
        onSuccess: (res) => {
          setDone(res);
          setStep('edit');
        },
      },
    );
  };

  return (
    <Dialog open={mock !== null} onOpenChange={(o) => !o && close()}>
      <DialogContent className="max-w-2xl" hideClose={busy}>
        <DialogHeader>
          <DialogTitle>Correct an answer key</DialogTitle>
          <DialogDescription>
            {mock?.title}: the new key applies to every mock holding the question; submitted attempts are re-scored and
            ranks follow. Tests in progress use it at their submit.
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <p role="status" className="flex items-start gap-2 text-sm text-emerald-700 dark:text-emerald-300">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {done.message}
          </p>
        ) : keys.error ? (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {errorMessage(keys.error)}
          </p>
        ) : !keys.data ? (
          <Spinner label="Loading the paper" />
        ) : step === 'confirm' && q && key && typeof key !== 'string' ? (
          <div className="grid gap-2 text-sm">
            <p>
              Change the key of <strong>{label(q)}</strong> from <strong>{formatKey(q.answer)}</strong> to{' '}
              <strong>{formatKey(key)}</strong> and re-score <strong>{attemptsText(q.attempts)}</strong>?
            </p>
            <p className="text-slate-500 dark:text-slate-400">
              Learners’ scores, ranks and percentiles change at once. The change is recorded in the audit trail.
            </p>
          </div>
        ) : (
          <div className="grid gap-4">
            <SelectField
              id="key-question"
              label="Question"
              value={questionId === null ? '' : String(questionId)}
              onChange={choose}
            >
              <option value="">Choose a question…</option>
              {items.map((i) => (
                <option key={i.questionId} value={i.questionId}>
                  {label(i)} · {i.type} · key {formatKey(i.answer)} · {attemptsText(i.attempts)}
                </option>
              ))}
            </SelectField>
            {q && draft && (
              <>
                <p className="text-sm text-slate-500 dark:text-slate-400">{q.stem}</p>
                <KeyEditor q={q} draft={draft} onChange={setDraft} />
                {problem && <p className="text-xs font-medium text-red-600 dark:text-red-400">{problem}</p>}
                {unchanged && (
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    This is the current key: change it first.
                  </p>
                )}
              </>
            )}
          </div>
        )}
        {rescore.error && (
          <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
            {errorMessage(rescore.error)}
          </p>
        )}
        <DialogFooter>
          {done ? (
            <Button onClick={close}>Close</Button>
          ) : step === 'confirm' ? (
            <>
              <Button variant="outline" onClick={() => setStep('edit')} disabled={busy} autoFocus>
                Back
              </Button>
              <Button variant="destructive" onClick={submit} disabled={busy} data-testid="confirm-rescore">
                {busy ? 'Re-scoring…' : 'Correct and re-score'}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => setStep('confirm')} disabled={!q || !!problem || unchanged}>
                Review correction
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

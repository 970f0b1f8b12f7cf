// @ts-nocheck
import { Minus, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { BankQuestion, MockPaperView } from '#shared/contracts/mock-staff';
import { TIMER_MODES, type TimerMode } from '#shared/contracts/mock-tests';
import { EXAM_PATTERNS, type ExamPattern, sectionalPattern } from '#shared/domain/exam/patterns';
import { Markdown } from '../../components/content/markdown.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useBank, useCreateByHand, useReplacePaper } from './mock-staff-api.ts';

const PATTERNS: ExamPattern[] = Object.values(EXAM_PATTERNS);
const DIFFICULTY = ['', '1', '2', '3', '4', '5'];

function QuestionLine({ q, action }: { q: BankQuestion; action: React.ReactNode }) {
  return (
    <li className="flex items-start gap-3 py-2 text-sm">
      <div className="grid min-w-0 flex-1 gap-0.5">
        {/* The whole stem, typeset, cut to three lines on screen (cutting the text could split its math). */}
        <Markdown className="line-clamp-3 [&_p]:my-0">{q.stem}</Markdown>
        <span className="text-xs text-muted-foreground">
          #{q.id} · {q.type} · {q.topic} · difficulty {q.difficulty}
          {q.setId !== null ? ` · set ${q.setId}` : ''}
          {q.isPremium ? ' · premium' : ''} · on {q.usedIn} {q.usedIn === 1 ? 'paper' : 'papers'}
        </span>
      </div>
      {action}
    </li>
  );
}

interface Props {
  /** A new draft was saved (building, not replacing). */
  onCreated?(title: string): void;
  /** "Replace paper": the paper of a mock nobody has started, edited in place (title, timer and access stay). */
  replacing?: { paper: MockPaperView; onDone(message: string | null): void };
}

/**
 * "Build by hand": pick each section's questions from the bank, the pattern's counts enforced; saved as a draft.
 * With `replacing`, the same picker starts from a mock's current paper and saves it over the old one.
 */
export function HandBuildForm({ onCreated, replacing }: Props) {
  const paper = replacing?.paper;
  const [title, setTitle] = useState('');
  const [patternId, setPatternId] = useState<string>(paper?.patternId ?? PATTERNS[0]?.id ?? '');
  const [only, setOnly] = useState(paper?.sectionKey ?? '');
  const [timerMode, setTimerMode] = useState<TimerMode>('pausable');
  const [premium, setPremium] = useState(paper?.isPremium ?? false);
  const [picked, setPicked] = useState<Record<string, BankQuestion[]>>(() =>
    Object.fromEntries((paper?.sections ?? []).map((s) => [s.key, s.questions])),
  );
  const [active, setActive] = useState('');
  const [topic, setTopic] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const create = useCreateByHand();
  const replace = useReplacePaper();
  const saving = paper ? replace : create;
  const base = PATTERNS.find((p) => p.id === patternId);
  const pattern = base && only ? sectionalPattern(base, only) : base;
  const sections = pattern?.sections ?? [];
  const current = sections.find((s) => s.key === active) ?? sections[0];
  const bank = useBank(current ? { patternId, sectionKey: current.key, topic, difficulty, q, premium, page } : null);
  /** A filter change starts again at page 1. */
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v);
    setPage(1);
  };
  const chosen = (key: string) => picked[key] ?? [];
  const takenIds = new Set(Object.values(picked).flatMap((l) => l.map((x) => x.id)));

  const resetPaper = () => {
    setPicked({});
    setActive('');
    setTopic('');
    setPage(1);
  };
  const add = (x: BankQuestion) => current && setPicked({ ...picked, [current.key]: [...chosen(current.key), x] });
  const drop = (key: string, id: number) => setPicked({ ...picked, [key]: chosen(key).filter((x) => x.id !== id) });

  const paperBody = () => ({
    patternId,
    ...(only ? { sectionKey: only } : {}),
    sections: sections.map((s) => ({ key: s.key, questionIds: chosen(s.key).map((x) => x.id) })),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (replacing) {
      replace.mutate(
        { id: replacing.paper.mockId, body: paperBody() },
        { onSuccess: (res) => replacing.onDone(res.message) },
      );
      return;
    }
    create.mutate(
      { title, timerMode, isPremium: premium, ...paperBody() },
      {
        onSuccess: () => {
          onCreated?.(title.trim());
          setTitle('');
          resetPaper();
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{paper ? `Replace the paper of “${paper.title}”` : 'Build by hand'}</CardTitle>
        <CardDescription>
          {paper
            ? 'Nobody has started this mock, so its questions and pattern may still change. Title, timer, access and schedule stay as they are.'
            : "Pick every question yourself, section by section; each section takes exactly the pattern's count. Saved as a draft."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={submit}
          className="grid gap-4"
          aria-label={paper ? 'Replace paper' : 'Build by hand'}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {!paper && (
              <FormField id="hand-title" label="Title">
                <Input id="hand-title" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
              </FormField>
            )}
            <SelectField
              id="hand-pattern"
              label="Pattern"
              value={patternId}
              onChange={(v) => {
                setPatternId(v);
                setOnly('');
                resetPaper();
              }}
            >
              {PATTERNS.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="hand-only"
              label="Sections"
              value={only}
              onChange={(v) => {
                setOnly(v);
                resetPaper();
              }}
            >
              <option value="">Full mock (every section)</option>
              {(base?.sections ?? [])
                .filter((s) => s.bankSection)
                .map((s) => (
                  <option key={s.key} value={s.key}>
                    Only {s.key} · {s.name}
                  </option>
                ))}
            </SelectField>
            {!paper && (
              <SelectField
                id="hand-timer"
                label="Timer"
                value={timerMode}
                onChange={(v) => setTimerMode(v as TimerMode)}
              >
                {TIMER_MODES.map((m) => (
                  <option key={m} value={m}>
                    {m === 'strict' ? 'Strict' : 'Pausable'}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
          {/* A replacement keeps the mock's access: the bank offers what that access allows. */}
          {!paper && (
            <div className="flex items-center gap-3">
              <Switch
                id="hand-premium"
                checked={premium}
                onCheckedChange={(v) => {
                  setPremium(v);
                  // A free mock holds only free questions: drop premium ones already picked.
                  if (!v)
                    setPicked(
                      Object.fromEntries(Object.entries(picked).map(([k, l]) => [k, l.filter((x) => !x.isPremium)])),
                    );
                }}
              />
              <label htmlFor="hand-premium" className="text-sm font-medium">
                Premium (may use premium questions)
              </label>
            </div>
          )}

          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Section to fill</legend>
            {sections.map((s) => {
              const n = chosen(s.key).length;
              return (
                <Button
                  key={s.key}
                  type="button"
                  size="sm"
                  variant={current?.key === s.key ? 'default' : 'outline'}
                  aria-pressed={current?.key === s.key}
                  onClick={() => {
                    setActive(s.key);
                    setTopic('');
                    setPage(1);
                  }}
                >
                  {s.key} {n} / {s.questions}
                </Button>
              );
            })}
          </fieldset>

          {current && !current.bankSection ? (
            <p className="text-sm text-muted-foreground">
              The bank has no {current.name} questions yet, so this pattern cannot be built in full: choose one section.
            </p>
          ) : (
            current && (
              <div className="grid gap-3 lg:grid-cols-2">
                <section aria-labelledby="hand-bank-title" className="grid content-start gap-2">
                  <h3 id="hand-bank-title" className="text-sm font-semibold">
                    Question bank · {current.name}
                  </h3>
                  <div className="grid gap-2 sm:grid-cols-3">
                    <SelectField id="hand-topic" label="Topic" value={topic} onChange={filter(setTopic)}>
                      <option value="">Every topic</option>
                      {(bank.data?.topics ?? []).map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </SelectField>
                    <SelectField
                      id="hand-difficulty"
                      label="Difficulty"
                      value={difficulty}
                      onChange={filter(setDifficulty)}
                    >
                      {DIFFICULTY.map((d) => (
                        <option key={d} value={d}>
                          {d ? `Level ${d}` : 'Any'}
                        </option>
                      ))}
                    </SelectField>
                    <FormField id="hand-q" label="Search">
                      <Input id="hand-q" value={q} onChange={(e) => filter(setQ)(e.target.value)} />
                    </FormField>
                  </div>
                  {bank.error && (
                    <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                      {errorMessage(bank.error)}
                    </p>
                  )}
                  <ul
                    className="max-h-96 divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800"
                    aria-label="Matching questions"
                  >
                    {(bank.data?.items ?? []).map((x) => (
                      <QuestionLine
                        key={x.id}
                        q={x}
                        action={
                          <Button
                            type="button"
                            size="sm"
                            variant="outline"
                            disabled={takenIds.has(x.id) || chosen(current.key).length >= current.questions}
                            onClick={() => add(x)}
                          >
                            <Plus aria-hidden="true" />
                            Add<span className="sr-only"> question {x.id}</span>
                          </Button>
                        }
                      />
                    ))}
                  </ul>
                  {bank.data && (
                    <div className="flex items-center justify-between text-xs text-muted-foreground">
                      <span>{bank.data.total} matching</span>
                      <span className="flex gap-2">
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={page <= 1}
                          onClick={() => setPage(page - 1)}
                        >
                          Previous
                        </Button>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={page * bank.data.pageSize >= bank.data.total}
                          onClick={() => setPage(page + 1)}
                        >
                          Next
                        </Button>
                      </span>
                    </div>
                  )}
                </section>
                <section aria-labelledby="hand-picked-title" className="grid content-start gap-2">
                  <h3 id="hand-picked-title" className="text-sm font-semibold">
                    Picked for {current.key}: {chosen(current.key).length} of {current.questions}
                  </h3>
                  {chosen(current.key).length === 0 ? (
                    <p className="text-sm text-muted-foreground">Nothing picked yet: add questions from the bank.</p>
                  ) : (
                    <ol
                      className="divide-y divide-slate-100 dark:divide-slate-800"
                      aria-label={`Picked for ${current.key}`}
                    >
                      {chosen(current.key).map((x) => (
                        <QuestionLine
                          key={x.id}
                          q={x}
                          action={
                            <Button type="button" size="sm" variant="outline" onClick={() => drop(current.key, x.id)}>
                              <Minus aria-hidden="true" />
                              Remove<span className="sr-only"> question {x.id}</span>
                            </Button>
                          }
                        />
                      ))}
                    </ol>
                  )}
                </section>
              </div>
            )
          )}
          {saving.error && (
            <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">
              {errorMessage(saving.error)}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="submit" disabled={saving.isPending}>
              {saving.isPending ? 'Saving…' : paper ? 'Save paper' : 'Save draft'}
            </Button>
            {replacing && (
              <Button type="button" variant="outline" onClick={() => replacing.onDone(null)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

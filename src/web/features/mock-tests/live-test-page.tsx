import { Calculator as CalculatorIcon, Info, Lock, PanelRight, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { PaperQuestion } from '#shared/contracts/mock-tests';
import type { LearnerAnswer } from '#shared/contracts/questions';
import { Markdown } from '../../components/content/markdown.tsx';
import { SetPane } from '../../components/question/set-pane.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatMarks } from '../../lib/marks.ts';
import { Calculator } from './calculator.tsx';
import { countStatuses, PaletteGrid, PaletteLegend, type PaletteStatus } from './palette.tsx';
import { refusedAnswersNotice } from './refused-writes.ts';
import { SectionSummary, SummaryDialog } from './section-summary.tsx';
import { TitaInput } from './tita-input.tsx';
import { useExamSession } from './use-exam-session.ts';

const formatClock = (ms: number) => {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h > 0 ? `${pad(h)}:` : ''}${pad(m)}:${pad(s)}`;
};

const draftText = (a: LearnerAnswer | null) => (a && 'text' in a ? a.text : '');

/** /live-test/{attemptId}: the exam screen, laid out like the CAT's (TCS iON). */
export function LiveTestPage() {
  const { attemptId = '' } = useParams();
  const navigate = useNavigate();
  const session = useExamSession(attemptId);
  const { view, answers, clock } = session;
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [draft, setDraft] = useState<LearnerAnswer | null>(null);
  const [showCalc, setShowCalc] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [endedStage, setEndedStage] = useState<number | null>(null);
  const [activeSection, setActiveSection] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const enteredAt = useRef(Date.now());
  const lastStage = useRef<number | null>(null);
  const finishing = useRef(false);

  const stageIndex = clock?.stageIndex ?? 0;
  const pattern = view?.pattern;
  const stageOf = (i: number) => pattern?.stages[view?.stageOrder[i] ?? -1];
  const openSections = stageOf(stageIndex)?.sections ?? [];
  const section = activeSection && openSections.includes(activeSection) ? activeSection : (openSections[0] ?? null);
  const sectionQuestions = useMemo(
    () => view?.questions.filter((q) => q.sectionKey === section) ?? [],
    [view, section],
  );
  const current: PaperQuestion | undefined = sectionQuestions.find((q) => q.id === currentId) ?? sectionQuestions[0];
  const statusOf = (id: number): PaletteStatus => answers.get(id)?.status ?? 'not_visited';
  const secondsOn = (id: number) =>
    (answers.get(id)?.seconds ?? 0) + (id === current?.id ? Math.round((Date.now() - enteredAt.current) / 1000) : 0);

  // Entering a question: it counts as visited (saved at once), and the draft starts from the saved answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes, not on every save
  useEffect(() => {
    if (!current || clock?.status !== 'active') return;
    enteredAt.current = Date.now();
    const saved = answers.get(current.id);
    setDraft(saved?.answer ?? null);
    if (!saved) session.write(current.id, 'not_answered', null, 0);
  }, [current?.id, clock?.status]);

  // A stage that ended by time (or early): lock it, show its summary, open the next section.
  useEffect(() => {
    if (!clock) return;
    if (lastStage.current !== null && clock.stageIndex > lastStage.current) {
      setEndedStage(lastStage.current);
      setCurrentId(null);
      setActiveSection(null);
    }
    lastStage.current = clock.stageIndex;
  }, [clock]);

  // The end of the test: submitted by the server's clock or by the learner; go to the results.
  useEffect(() => {
    if (clock?.status !== 'submitted' || finishing.current) return;
    finishing.current = true;
    void session
      .submit('timeout')
      .catch(() => undefined)
      .finally(() => navigate(`/test-results/${attemptId}`, { replace: true }));
  }, [clock?.status, attemptId, navigate, session]);

  if (session.loadError) {
    return (
      <StatusScreen icon={Info} title="This test could not be opened" tone="red">
        {errorMessage(session.loadError, 'Please check your connection and reload.')}
      </StatusScreen>
    );
  }
  if (!view || !clock || !pattern) return <PageSpinner />;
  if (session.stale) {
    return (
      <StatusScreen icon={PanelRight} title="Continued in another window" tone="amber">
        This test was continued in another window. Answers are saved there; close this tab.
      </StatusScreen>
    );
  }

  const refusedNotice = refusedAnswersNotice(session.refusedAnswers);
  const elapsed = () => (current ? secondsOn(current.id) : 0);
  const go = (id: number | undefined) => {
    if (id !== undefined) setCurrentId(id);
    setPaletteOpen(false);
  };
  const index = current ? sectionQuestions.indexOf(current) : -1;
  const nextId = () => {
    const next = sectionQuestions[index + 1];
    if (next) return next.id;
    // At a section's last question the next open section begins (inside a stage with several sections).
    const at = openSections.indexOf(section ?? '');
    const following = openSections[at + 1];
    if (following) {
      setActiveSection(following);
      return view.questions.find((q) => q.sectionKey === following)?.id;
    }
    return sectionQuestions[0]?.id;
  };
  const hasAnswer = draft !== null && (!('text' in draft) || draft.text.trim() !== '');
  const saveAndNext = () => {
    if (!current) return;
    session.write(current.id, hasAnswer ? 'answered' : 'not_answered', hasAnswer ? draft : null, elapsed());
    enteredAt.current = Date.now();
    go(nextId());
  };
  const markAndNext = () => {
    if (!current) return;
    session.write(current.id, hasAnswer ? 'answered_marked' : 'marked', hasAnswer ? draft : null, elapsed());
    enteredAt.current = Date.now();
    go(nextId());
  };
  const clearResponse = () => {
    if (!current) return;
    setDraft(null);
    session.write(current.id, 'not_answered', null, elapsed());
    enteredAt.current = Date.now();
  };
  const jump = (id: number) => {
    // Choosing a palette number does not save the selection; only the time spent is recorded.
    if (current && id !== current.id) session.writeTime(current.id, elapsed());
    go(id);
  };
  const set = current?.setId ? view.sets.find((s) => s.id === current.setId) : undefined;
  const counts = countStatuses(sectionQuestions.map((q) => statusOf(q.id)));
  const lastStageOpen = stageIndex + 1 >= view.stageOrder.length;
  const lowTime = session.remainingMs < 5 * 60_000;

  const palette = (
    <div className="grid gap-4">
      <PaletteLegend counts={counts} />
      <div className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white">
        {pattern.sections.find((s) => s.key === section)?.name ?? section}
      </div>
      <p className="text-xs font-medium text-slate-600 dark:text-slate-400">Choose a Question</p>
      <PaletteGrid
        items={sectionQuestions.map((q) => ({ id: q.id, number: q.number, status: statusOf(q.id) }))}
        currentId={current?.id ?? null}
        onPick={jump}
      />
      <div className="grid gap-2">
        {pattern.earlyStageSubmit && !lastStageOpen && (
          <Button variant="outline" onClick={() => setConfirmEnd(true)}>
            Submit Section
          </Button>
        )}
        <Button
          onClick={() => setConfirmSubmit(true)}
          disabled={!lastStageOpen}
          title={lastStageOpen ? undefined : 'Submit opens in the last section'}
        >
          Submit
        </Button>
      </div>
    </div>
  );

  return (
    <div
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      data-testid="exam-screen"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-1 bg-slate-800 px-3 py-2 text-white sm:px-4">
        <h1 className="min-w-0 flex-1 truncate text-sm font-semibold sm:text-base">{view.title}</h1>
        {pattern.calculator && (
          <button
            type="button"
            onClick={() => setShowCalc((s) => !s)}
            className="inline-flex items-center gap-1.5 rounded px-2 py-1 text-sm hover:bg-slate-700"
            aria-pressed={showCalc}
          >
            <CalculatorIcon className="size-4" aria-hidden="true" /> Calculator
          </button>
        )}
        <span className="hidden text-sm sm:inline" data-testid="candidate-name">
          {view.candidateName}
        </span>
        <span
          className={cn('rounded bg-slate-900 px-2.5 py-1 font-mono text-sm tabular-nums', lowTime && 'text-amber-300')}
          data-testid="section-timer"
          aria-label="Time left in this section"
          role="timer"
        >
          Time Left: {formatClock(session.remainingMs)}
        </span>
      </header>
      {session.offline && (
        <div
          role="status"
          className="flex items-center gap-2 bg-amber-100 px-4 py-1.5 text-sm text-amber-900 dark:bg-amber-500/20 dark:text-amber-200"
        >
          <WifiOff className="size-4" aria-hidden="true" /> You are offline. Your answers are kept on this device and
          will be saved when the connection returns ({session.pendingCount} waiting).
        </div>
      )}
      {notice && (
        <div role="status" className="bg-red-100 px-4 py-1.5 text-sm text-red-900 dark:bg-red-500/20 dark:text-red-200">
          {notice}
        </div>
      )}
      {refusedNotice && (
        <div role="alert" className="bg-red-100 px-4 py-1.5 text-sm text-red-900 dark:bg-red-500/20 dark:text-red-200">
          {refusedNotice}
        </div>
      )}
      <nav
        className="flex gap-1 overflow-x-auto border-b border-slate-200 bg-slate-100 px-2 py-1.5 dark:border-slate-800 dark:bg-slate-900"
        aria-label="Sections"
      >
        {pattern.sections.map((s) => {
          const open = openSections.includes(s.key);
          return (
            <button
              key={s.key}
              type="button"
              disabled={!open}
              onClick={() => {
                setActiveSection(s.key);
                setCurrentId(null);
              }}
              aria-current={s.key === section ? 'page' : undefined}
              className={cn(
                'inline-flex shrink-0 items-center gap-1 rounded px-3 py-1.5 text-sm font-medium',
                s.key === section
                  ? 'bg-sky-700 text-white'
                  : 'bg-white text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                !open && 'cursor-not-allowed opacity-60',
              )}
            >
              {!open && <Lock className="size-3.5" aria-label="locked" />}
              {s.key}
            </button>
          );
        })}
        <button
          type="button"
          onClick={() => setPaletteOpen(true)}
          className="ml-auto inline-flex shrink-0 items-center gap-1 rounded bg-white px-3 py-1.5 text-sm font-medium lg:hidden dark:bg-slate-800"
        >
          <PanelRight className="size-4" aria-hidden="true" /> Palette
        </button>
      </nav>
      <div className="flex min-h-0 flex-1">
        <main className="flex min-w-0 flex-1 flex-col">
          {current ? (
            <>
              <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2 text-sm dark:border-slate-800">
                <span className="font-semibold">Question No. {current.number}</span>
                <span className="text-slate-600 dark:text-slate-400">
                  {current.type === 'MCQ' ? 'MCQ' : 'TITA (type in the answer)'} · Marks{' '}
                  {formatMarks(pattern.marking.correct, { signed: true })}
                  {current.type === 'MCQ' &&
                    pattern.marking.wrongMcq !== 0 &&
                    ` / ${formatMarks(pattern.marking.wrongMcq)}`}
                </span>
              </div>
              <div className={cn('min-h-0 flex-1 overflow-y-auto', set && 'lg:grid lg:grid-cols-2 lg:overflow-hidden')}>
                {set && (
                  <ScrollRegion
                    className="border-b border-slate-200 p-3 lg:overflow-y-auto lg:border-b-0 lg:border-r dark:border-slate-800"
                    data-pane="set"
                    label="Passage or data"
                  >
                    <SetPane set={set} className="border-0 shadow-none" />
                  </ScrollRegion>
                )}
                <div className="p-4 lg:overflow-y-auto" data-pane="question">
                  <Markdown>{current.stem}</Markdown>
                  <div className="mt-4">
                    {current.type === 'MCQ' ? (
                      <fieldset className="grid gap-2">
                        <legend className="sr-only">Options</legend>
                        {(current.options ?? []).map((option, i) => {
                          const chosen = draft !== null && 'option' in draft && draft.option === i;
                          return (
                            <label
                              key={i}
                              className={cn(
                                'flex cursor-pointer items-start gap-3 rounded-md border px-3 py-2',
                                chosen
                                  ? 'border-sky-600 bg-sky-50 dark:bg-sky-500/10'
                                  : 'border-slate-200 dark:border-slate-700',
                              )}
                            >
                              <input
                                type="radio"
                                name={`q-${current.id}`}
                                checked={chosen}
                                // A chosen option clicked again deselects, as on the exam screen.
                                onClick={() => chosen && setDraft(null)}
                                onChange={() => setDraft({ option: i })}
                                className="mt-1.5 size-4 accent-sky-700"
                              />
                              <Markdown inline>{option}</Markdown>
                            </label>
                          );
                        })}
                      </fieldset>
                    ) : (
                      <TitaInput value={draftText(draft)} onChange={(text) => setDraft(text ? { text } : null)} />
                    )}
                  </div>
                </div>
              </div>
              <footer className="flex flex-wrap items-center gap-2 border-t border-slate-200 bg-slate-50 px-3 py-2 dark:border-slate-800 dark:bg-slate-900">
                <Button variant="outline" size="sm" onClick={markAndNext}>
                  Mark for Review &amp; Next
                </Button>
                <Button variant="outline" size="sm" onClick={clearResponse}>
                  Clear Response
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={index <= 0}
                  onClick={() => jump(sectionQuestions[index - 1]?.id ?? current.id)}
                >
                  Previous
                </Button>
                <Button size="sm" className="ml-auto bg-sky-700 hover:bg-sky-800" onClick={saveAndNext}>
                  Save &amp; Next
                </Button>
              </footer>
            </>
          ) : (
            <p className="p-6 text-slate-600">This section has no questions.</p>
          )}
        </main>
        <aside
          className="hidden w-80 shrink-0 overflow-y-auto border-l border-slate-200 p-4 lg:block dark:border-slate-800"
          aria-label="Question palette and legend"
        >
          <p className="mb-3 text-sm font-semibold">{view.candidateName}</p>
          {palette}
        </aside>
      </div>
      {paletteOpen && (
        <div className="fixed inset-0 z-[60] lg:hidden">
          <button
            type="button"
            aria-label="Close the palette"
            className="absolute inset-0 bg-black/40"
            onClick={() => setPaletteOpen(false)}
          />
          <dialog
            open
            aria-label="Question palette"
            className="absolute inset-y-0 left-auto right-0 m-0 h-full w-80 max-w-[90vw] overflow-y-auto bg-white p-4 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
          >
            <div className="mb-3 flex items-center justify-between">
              <p className="text-sm font-semibold">{view.candidateName}</p>
              <Button variant="ghost" size="sm" onClick={() => setPaletteOpen(false)}>
                Close
              </Button>
            </div>
            {palette}
          </dialog>
        </div>
      )}
      {showCalc && <Calculator onClose={() => setShowCalc(false)} />}
      {endedStage !== null && (
        <SummaryDialog
          title={`${stageOf(endedStage)?.name ?? 'Section'} is over`}
          description="This section is locked and its answers are submitted. The next section has started."
          onClose={() => setEndedStage(null)}
          confirmLabel="Continue"
        >
          <SectionSummary view={view} answers={answers} sections={stageOf(endedStage)?.sections ?? []} />
        </SummaryDialog>
      )}
      {confirmEnd && (
        <SummaryDialog
          title="Submit this section?"
          description="You cannot come back to it. The next section starts with its own full time."
          onClose={() => setConfirmEnd(false)}
          confirmLabel="Yes, submit section"
          onConfirm={async () => {
            setConfirmEnd(false);
            const failed = await session.endSection();
            setNotice(failed);
          }}
        >
          <SectionSummary view={view} answers={answers} sections={openSections} />
        </SummaryDialog>
      )}
      {confirmSubmit && (
        <SummaryDialog
          title="Exam summary"
          description="Are you sure you want to submit the test? You will not be able to change any answer."
          onClose={() => setConfirmSubmit(false)}
          confirmLabel="Yes, submit"
          onConfirm={async () => {
            if (current) session.writeTime(current.id, elapsed());
            finishing.current = true;
            try {
              await session.submit('learner');
              navigate(`/test-results/${attemptId}`, { replace: true });
            } catch (error) {
              finishing.current = false;
              setConfirmSubmit(false);
              setNotice(errorMessage(error, 'Submitting failed. Check your connection and try again.'));
            }
          }}
        >
          <SectionSummary view={view} answers={answers} sections={pattern.sections.map((s) => s.key)} />
        </SummaryDialog>
      )}
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { MockDetail } from '#shared/contracts/mock-tests';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage, hasErrorCode } from '../../lib/api-client.ts';
import { formatMarks } from '../../lib/marks.ts';
import { useUpgradeDialog } from '../payments/public.ts';
import { fetchMockDetail, mockListKey, startMock } from './mock-tests-api.ts';
import { PALETTE_LEGEND, StatusShape } from './palette.tsx';
import { StartQueueNotice } from './start-queue-notice.tsx';

const marks = (n: number) => formatMarks(n, { signed: true });

function Overview({ mock }: { mock: MockDetail }) {
  const p = mock.pattern;
  return (
    <div className="grid gap-4">
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="bg-slate-100 dark:bg-slate-800">
            <th className="border px-2 py-1.5 text-left dark:border-slate-700">Section</th>
            <th className="border px-2 py-1.5 dark:border-slate-700">Questions</th>
          </tr>
        </thead>
        <tbody>
          {p.sections.map((s) => (
            <tr key={s.key}>
              <td className="border px-2 py-1.5 dark:border-slate-700">{s.name}</td>
              <td className="border px-2 py-1.5 text-center dark:border-slate-700">{s.questions}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {p.stages.map((s) => (
          <li key={s.name}>
            {s.name}: {s.minutes} minutes{s.sections.length > 1 ? ` for ${s.sections.join(', ')} (switch freely)` : ''}.
          </li>
        ))}
        <li>
          Marking: {marks(p.marking.correct)} for a right answer, {marks(p.marking.wrongMcq)} for a wrong MCQ
          {p.tita ? `, ${marks(p.marking.wrongTita)} for a wrong TITA answer` : ''}; unattempted questions score 0
          {p.marking.unattemptedFree !== undefined
            ? `, except ${p.marking.unattempted} for each unattempted question beyond ${p.marking.unattemptedFree}`
            : ''}
          .
        </li>
        <li>{p.calculator ? 'An on-screen calculator is available.' : 'No calculator is allowed in this exam.'}</li>
        <li>
          {mock.timerMode === 'strict'
            ? 'The clock runs on the server like a scheduled exam: closing the page does not stop it.'
            : 'Closing the page pauses the clock; reopen the test to continue where you left off.'}
        </li>
      </ul>
    </div>
  );
}

/** /mock-test/{testId}: overview, General Instructions, Other Important Instructions with the declaration. */
export function MockTestPage() {
  const id = Number(useParams().testId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { showPopup } = useUpgradeDialog();
  const [page, setPage] = useState(0);
  const [agreed, setAgreed] = useState(false);
  const [order, setOrder] = useState<string[] | null>(null);
  const [startsAt, setStartsAt] = useState<number | null>(null);
  const {
    data: mock,
    isLoading,
    error,
  } = useQuery({
    queryKey: ['/api/mock-tests', id],
    queryFn: () => fetchMockDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
  const start = useMutation({
    mutationFn: () =>
      startMock(
        id,
        mock?.pattern.order === 'chosen' ? (order ?? mock.pattern.stages.map((s) => s.name)) : undefined,
        setStartsAt,
      ),
    onSettled: () => setStartsAt(null),
    onSuccess: ({ attemptId }) => {
      void queryClient.invalidateQueries({ queryKey: mockListKey });
      navigate(`/live-test/${attemptId}`);
    },
  });
  if (isLoading) return <PageSpinner />;
  if (error || !mock)
    return <p className="text-red-600 dark:text-red-400">{errorMessage(error, 'Mock test not found.')}</p>;
  const stages = order ?? mock.pattern.stages.map((s) => s.name);
  const move = (i: number, by: number) => {
    const next = [...stages];
    const [item] = next.splice(i, 1);
    if (item) next.splice(i + by, 0, item);
    setOrder(next);
  };
  const limitHit = hasErrorCode(start.error, 'plan_limit') || hasErrorCode(start.error, 'premium_required');

  if (mock.state === 'in_progress' || mock.state === 'completed') {
    return (
      <Card className="mx-auto max-w-xl p-6">
        <h1 className="text-xl font-bold">{mock.title}</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          {mock.state === 'completed' ? 'You have taken this mock.' : 'You have started this mock.'}
        </p>
        <Button asChild className="mt-4">
          <Link to={mock.state === 'completed' ? `/test-results/${mock.attemptId}` : `/live-test/${mock.attemptId}`}>
            {mock.state === 'completed' ? 'View analysis' : 'Resume'}
          </Link>
        </Button>
      </Card>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{mock.title}</h1>
      <Card className="p-5 sm:p-6">
        {page === 0 && (
          <>
            <h2 className="mb-3 text-lg font-semibold">Overview</h2>
            <Overview mock={mock} />
          </>
        )}
        {page === 1 && (
          <div className="grid gap-3 text-sm">
            <h2 className="text-lg font-semibold">General Instructions</h2>
            <p>
              The clock is set on the server. The countdown at the top right shows the time left in the active section;
              when it reaches zero the section ends by itself and its answers are submitted.
            </p>
            <p>The question palette on the right shows the status of each question:</p>
            <ul className="grid gap-2">
              {PALETTE_LEGEND.map(({ status, label }) => (
                <li key={status} className="flex items-center gap-3">
                  <StatusShape status={status} className="size-8 shrink-0">
                    1
                  </StatusShape>
                  {status === 'not_visited' ? 'You have not visited the question yet.' : label}
                </li>
              ))}
            </ul>
            <p>
              Click a number in the palette to go to that question; this does <strong>not</strong> save your current
              answer. To save, click <strong>Save &amp; Next</strong>. <strong>Mark for Review &amp; Next</strong> saves
              and marks the question; <strong>Clear Response</strong> removes the answer. Clicking a chosen option again
              deselects it.
            </p>
            <p>For questions without options (TITA), type the answer with the on-screen keypad.</p>
          </div>
        )}
        {page === 2 && (
          <div className="grid gap-4 text-sm">
            <h2 className="text-lg font-semibold">Other Important Instructions</h2>
            <Overview mock={mock} />
            {mock.pattern.order === 'chosen' && (
              <div className="grid gap-2">
                <h3 className="font-semibold">Choose your section order</h3>
                <ol className="grid gap-2">
                  {stages.map((name, i) => (
                    <li
                      key={name}
                      className="flex items-center gap-2 rounded border px-3 py-2 dark:border-slate-700"
                      data-testid="stage-order-item"
                    >
                      <span className="w-5 font-semibold">{i + 1}.</span>
                      <span className="flex-1">{name}</span>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={i === 0}
                        onClick={() => move(i, -1)}
                        aria-label={`Move ${name} up`}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={i === stages.length - 1}
                        onClick={() => move(i, 1)}
                        aria-label={`Move ${name} down`}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                    </li>
                  ))}
                </ol>
              </div>
            )}
            <label className="flex items-start gap-3 rounded border border-slate-300 p-3 dark:border-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
              />
              <span>
                I have read and understood the instructions. I agree that I will not use unfair means during this test
                and that my answers are my own.
              </span>
            </label>
          </div>
        )}
        {start.isPending && startsAt !== null && <StartQueueNotice startsAt={startsAt} />}
        {start.error && (
          <div
            className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-500/40 dark:bg-red-500/10 dark:text-red-200"
            role="alert"
          >
            {errorMessage(start.error, 'The test could not be started.')}
            {limitHit && (
              <Button size="sm" className="ml-3" onClick={() => showPopup('upgrade-button')}>
                Upgrade to Premium
              </Button>
            )}
          </div>
        )}
        <div className="mt-6 flex justify-between gap-2">
          <Button variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          {page < 2 ? (
            <Button onClick={() => setPage((p) => p + 1)}>Next</Button>
          ) : (
            <Button disabled={!agreed || start.isPending} onClick={() => start.mutate()}>
              I am ready to begin
            </Button>
          )}
        </div>
      </Card>
    </div>
  );
}

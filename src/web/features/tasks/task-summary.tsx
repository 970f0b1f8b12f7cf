import { CheckCircle2, CircleMinus, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { TaskSummary as TaskSummaryData } from '#shared/contracts/tasks';
import { describeAnswer, optionLetter } from '#shared/domain/answer-text';
import { Markdown } from '../../components/content/markdown.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { formatDuration } from '../../lib/duration.ts';
import { learnerAnswerText } from './answer-text.ts';

export interface TaskResult {
  /** the server's summary: score and a review of every question, answered or skipped */
  summary: TaskSummaryData;
  /** seconds from Start Test to finishing, measured here; the server's wall time when unknown (reopened test) */
  elapsedSeconds: number | null;
  timedOut: boolean;
  /** 'marked' | 'failed' | null when not asked */
  completion: 'marked' | 'failed' | null;
  failedSubmissions: number;
}

export function TaskSummary({ result, onNewTest }: { result: TaskResult; onNewTest: () => void }) {
  const { summary } = result;
  const { total, score, answered } = summary;
  const percent = Math.round(summary.accuracy * 100);
  const elapsed = Math.min(result.elapsedSeconds ?? summary.elapsedSeconds, summary.timeLimitSeconds);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Test Summary</CardTitle>
          {result.timedOut && (
            <p className="text-sm text-amber-700 dark:text-amber-300">Time was up: your answers were handed in.</p>
          )}
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Score', `${score} / ${total}`],
              ['Accuracy', `${percent}%`],
              ['Answered', `${answered} / ${total}`],
              ['Time', formatDuration(elapsed)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="text-xl font-bold tabular-nums" data-testid={`summary-${label}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {result.completion === 'marked' && (
            <p className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-300">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              This study-plan section is marked as completed for today.
            </p>
          )}
          {result.completion === 'failed' && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              The section could not be marked as completed. You can mark it done from the dashboard.
            </p>
          )}
          {result.failedSubmissions > 0 && (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {result.failedSubmissions} answer(s) could not be saved; they are shown as not answered below.
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/">Back to Dashboard</Link>
            </Button>
            <Button variant="outline" onClick={onNewTest}>
              Build another test
            </Button>
          </div>
        </CardContent>
      </Card>

      <section aria-label="Review" className="grid gap-4">
        <h2 className="text-lg font-semibold">Review</h2>
        {summary.review.map((r, i) => {
          const q = r.question;
          const Icon = !r.answered ? CircleMinus : r.correct ? CheckCircle2 : XCircle;
          return (
            <Card key={q.id} className="p-4 sm:p-5" data-testid="review-item">
              <div className="flex items-start gap-3">
                <Icon
                  className={`mt-0.5 size-5 shrink-0 ${!r.answered ? 'text-slate-400' : r.correct ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'}`}
                  aria-label={!r.answered ? 'Not answered' : r.correct ? 'Correct' : 'Incorrect'}
                />
                <div className="min-w-0 flex-1 grid gap-2">
                  <p className="text-xs font-medium text-slate-500 dark:text-slate-400">
                    Question {i + 1} · {q.topic}
                  </p>
                  <Markdown className="break-words text-sm">{q.stem}</Markdown>
                  {q.options && (
                    <ol className="grid gap-1 text-sm">
                      {q.options.map((o, k) => (
                        <li key={k} className="flex gap-2">
                          <span className="font-semibold">{optionLetter(k)}.</span>
                          <Markdown inline className="min-w-0 break-words">
                            {o}
                          </Markdown>
                        </li>
                      ))}
                    </ol>
                  )}
                  <div className="flex flex-wrap gap-2 text-xs">
                    <Badge variant={!r.answered ? 'secondary' : r.correct ? 'success' : 'destructive'}>
                      Your answer: {learnerAnswerText(r.yourAnswer ?? undefined)}
                    </Badge>
                    <Badge variant="default">Correct answer: {describeAnswer(r.answer)}</Badge>
                  </div>
                  <div className="rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
                    <p className="mb-1 font-semibold">Explanation</p>
                    <ol className="grid gap-1.5">
                      {r.explanation.map((step, k) => (
                        <li key={k}>
                          <Markdown className="break-words">{step}</Markdown>
                        </li>
                      ))}
                    </ol>
                  </div>
                </div>
              </div>
            </Card>
          );
        })}
      </section>
    </div>
  );
}

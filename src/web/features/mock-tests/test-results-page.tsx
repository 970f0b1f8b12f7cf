import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, Clock, Star, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { type AttemptResult, ERROR_TAGS, type ErrorTag, type ReviewItem } from '#shared/contracts/mock-tests';
import { difficultyLabel } from '#shared/domain/difficulty-labels';
import { Markdown } from '../../components/content/markdown.tsx';
import { FoldedSet } from '../../components/question/set-pane.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatDuration } from '../../lib/duration.ts';
import { formatMarks } from '../../lib/marks.ts';
import { AskTutorButton } from '../ai-tutor/public.ts';
import { DiscussButton } from '../community/public.ts';
import { AddToReviewButton } from '../review/public.ts';
import { fetchResult, tagError } from './mock-tests-api.ts';

const pct = (x: number) => `${Math.round(x * 100)}%`;
const TAG_LABEL: Record<ErrorTag, string> = {
  concept: 'Concept',
  silly: 'Silly mistake',
  time: 'Time pressure',
  guess: 'Guess',
};

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </Card>
  );
}

function answerText(_item: ReviewItem, a: ReviewItem['yourAnswer'] | ReviewItem['rightAnswer']) {
  if (!a) return '—';
  if ('option' in a) return `(${String.fromCharCode(65 + a.option)})`;
  return a.text;
}

/** Solutions drawn at a time: a full paper's 68 with their explanations at once would hold up a phone for seconds. */
const REVIEW_STEP = 10;

function ReviewCard({ item, result, attemptId }: { item: ReviewItem; result: AttemptResult; attemptId: string }) {
  const queryClient = useQueryClient();
  const set = item.setId ? result.sets.find((s) => s.id === item.setId) : undefined;
  const tag = useMutation({
    mutationFn: (t: ErrorTag | null) => tagError(attemptId, item.questionId, t),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/mock-attempts', attemptId, 'result'] }),
  });
  const answered = item.yourAnswer !== null;
  return (
    <Card className="grid gap-3 p-4" data-testid="review-item">
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">
          {item.sectionKey} · Q{item.number}
        </span>
        {answered ? (
          item.correct ? (
            <Badge variant="success">
              <Check className="size-3" aria-hidden="true" /> Correct{' '}
              {item.marks > 0 ? formatMarks(item.marks, { signed: true }) : ''}
            </Badge>
          ) : (
            <Badge variant="destructive">
              <X className="size-3" aria-hidden="true" /> Wrong{' '}
              {item.marks !== 0 ? formatMarks(item.marks) : '(no penalty)'}
            </Badge>
          )
        ) : (
          <Badge variant="secondary">Not attempted</Badge>
        )}
        {item.toppersSolved && (
          <Badge variant="warning">
            <Star className="size-3" aria-hidden="true" /> Skipped, but most toppers solved it
          </Badge>
        )}
        <Badge variant="secondary">{difficultyLabel(item.difficulty)}</Badge>
        <span className="text-slate-500 dark:text-slate-400">{item.topic}</span>
      </header>
      {set && (
        <FoldedSet
          set={set}
          className="rounded border border-slate-200 text-sm dark:border-slate-800 [&>summary]:px-3 [&>summary]:py-2"
          paneClassName="border-0 shadow-none"
        />
      )}
      <Markdown>{item.stem}</Markdown>
      {item.options && (
        <ol className="grid gap-1.5 text-sm">
          {item.options.map((o, i) => {
            const right = 'option' in item.rightAnswer && item.rightAnswer.option === i;
            const mine = item.yourAnswer && 'option' in item.yourAnswer && item.yourAnswer.option === i;
            return (
              <li
                key={i}
                className={cn(
                  'flex gap-2 rounded border px-3 py-1.5',
                  right
                    ? 'border-green-500 bg-green-50 dark:bg-green-500/10'
                    : mine
                      ? 'border-red-400 bg-red-50 dark:bg-red-500/10'
                      : 'border-slate-200 dark:border-slate-800',
                )}
              >
                <span className="font-semibold">({String.fromCharCode(65 + i)})</span>
                <Markdown inline>{o}</Markdown>
                {mine && <span className="ml-auto text-xs font-medium">Your answer</span>}
              </li>
            );
          })}
        </ol>
      )}
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Your answer</dt>
          <dd className="font-medium">{answerText(item, item.yourAnswer)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Right answer</dt>
          <dd className="font-medium">{answerText(item, item.rightAnswer)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Your time / average</dt>
          <dd className="font-medium tabular-nums">
            {formatDuration(item.seconds)} / {formatDuration(item.averageSeconds)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Takers who got it right</dt>
          <dd className="font-medium">{pct(item.shareCorrect)}</dd>
        </div>
      </dl>
      <div className="rounded bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <p className="mb-1 font-semibold">Explanation</p>
        {item.explanation.map((step, i) => (
          <Markdown key={i}>{step}</Markdown>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <AddToReviewButton questionId={item.questionId} among={result.review.map((i) => i.questionId)} />
        <AskTutorButton
          questionId={item.questionId}
          learnerAnswer={item.yourAnswer ? answerText(item, item.yourAnswer).replace(/[()]/g, '') : null}
        />
        <DiscussButton questionId={item.questionId} />
      </div>
      {answered && !item.correct && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">Why did you miss it?</span>
          {ERROR_TAGS.map((t) => (
            <Button
              key={t}
              size="sm"
              variant={item.errorTag === t ? 'default' : 'outline'}
              disabled={tag.isPending}
              onClick={() => tag.mutate(item.errorTag === t ? null : t)}
              aria-pressed={item.errorTag === t}
            >
              {TAG_LABEL[t]}
            </Button>
          ))}
        </div>
      )}
    </Card>
  );
}

/**
 * The score trend as a share of each mock's maximum. Negative marking can take a score below zero, so the axis
 * starts at the lowest point rounded down to a multiple of 10 (0 when none is negative), with fixed quarter ticks.
 */
function trendAxis(trend: AttemptResult['trend']) {
  const points = trend.map((t) => ({ name: t.title, percent: Math.round((t.score / Math.max(t.maxScore, 1)) * 100) }));
  const floor = Math.min(0, ...points.map((p) => Math.floor(p.percent / 10) * 10));
  return { points, floor, ticks: [...(floor < 0 ? [floor] : []), 0, 25, 50, 75, 100] };
}

/** /test-results/{attemptId}: score, sections, rank and percentile, predicted CAT percentile, time, review, trend. */
export function TestResultsPage() {
  const { attemptId = '' } = useParams();
  const [section, setSection] = useState<string>('all');
  const [filter, setFilter] = useState<'all' | 'wrong' | 'skipped' | 'toppers'>('all');
  const [shown, setShown] = useState(REVIEW_STEP);
  const {
    data: r,
    isLoading,
    error,
  } = useQuery({
    queryKey: ['/api/mock-attempts', attemptId, 'result'],
    queryFn: () => fetchResult(attemptId),
  });
  if (isLoading) return <PageSpinner />;
  if (error || !r) {
    return (
      <Card className="mx-auto max-w-xl p-6">
        <p>{errorMessage(error, 'This result could not be loaded.')}</p>
        <Button asChild className="mt-4" variant="outline">
          <Link to="/mock-tests">Back to mock tests</Link>
        </Button>
      </Card>
    );
  }
  const review = r.review.filter(
    (i) =>
      (section === 'all' || i.sectionKey === section) &&
      (filter === 'all' ||
        (filter === 'wrong' && i.yourAnswer !== null && !i.correct) ||
        (filter === 'skipped' && i.yourAnswer === null) ||
        (filter === 'toppers' && i.toppersSolved)),
  );
  const trend = trendAxis(r.trend);
  const times = r.review
    .filter((i) => section === 'all' || i.sectionKey === section)
    .map((i) => ({ q: `${i.sectionKey} ${i.number}`, you: i.seconds, average: i.averageSeconds }));
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{r.title}: analysis</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Submitted {new Date(r.submittedAt).toLocaleString()}
            {r.submittedBy !== 'learner' && ' automatically when the time was up'} · {r.takers} taker
            {r.takers === 1 ? '' : 's'} so far
          </p>
        </div>
        <Button asChild variant="outline">
          <Link to="/mock-tests">All mock tests</Link>
        </Button>
      </header>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="result-stats">
        <Stat
          label="Score"
          value={`${formatMarks(r.score)} / ${r.maxScore}`}
          hint={`${r.attempted} attempted · ${r.correct} right · ${r.wrong} wrong`}
        />
        <Stat label="Accuracy" value={pct(r.accuracy)} hint={`Time used ${formatDuration(r.seconds)}`} />
        <Stat
          label="Rank among takers"
          value={`${r.rank} / ${r.takers}`}
          hint={`Percentile in this mock ${r.percentile}`}
        />
        <Stat
          label="Topper / average"
          value={`${formatMarks(r.topperScore)} / ${formatMarks(r.averageScore)}`}
          hint="Scores of this mock's takers"
        />
      </div>
      {r.predicted && (
        <Card
          className="flex items-start gap-3 border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
          data-testid="predicted-percentile"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
          <div className="text-sm">
            <p className="font-semibold">
              Predicted CAT percentile (estimate): {r.predicted.percentile}{' '}
              <span className="font-normal">
                (range {r.predicted.low}–{r.predicted.high})
              </span>
            </p>
            <p className="text-slate-700 dark:text-slate-300">
              From {r.predicted.basis}. Real percentiles depend on the year, the slot and normalisation.
            </p>
          </div>
        </Card>
      )}
      <Card className="overflow-x-auto p-4">
        <h2 className="mb-3 text-lg font-semibold">Sections</h2>
        <table className="w-full min-w-[720px] text-sm [&_td]:pr-4 [&_th]:pr-4 [&_th]:whitespace-nowrap">
          <thead className="text-left text-slate-500 dark:text-slate-400">
            <tr>
              <th className="py-1.5">Section</th>
              <th>Score</th>
              <th>Attempted</th>
              <th>Accuracy</th>
              <th>Time</th>
              <th>Rank</th>
              <th>Topper / avg</th>
              <th>Predicted %ile (est.)</th>
            </tr>
          </thead>
          <tbody>
            {r.sections.map((s) => (
              <tr key={s.key} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-2 font-medium">{s.name}</td>
                <td className="tabular-nums">
                  {formatMarks(s.score)} / {s.maxScore}
                </td>
                <td className="tabular-nums">
                  {s.attempted} / {s.questions}
                </td>
                <td>{pct(s.accuracy)}</td>
                <td className="tabular-nums">{formatDuration(s.seconds)}</td>
                <td className="tabular-nums">
                  {s.rank} ({s.percentile} %ile)
                </td>
                <td className="tabular-nums">
                  {formatMarks(s.topperScore)} / {formatMarks(s.averageScore)}
                </td>
                <td>{s.predicted ? `${s.predicted.percentile} (${s.predicted.low}–${s.predicted.high})` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <h2 className="mb-2 flex items-center gap-2 text-lg font-semibold">
            <Clock className="size-4" aria-hidden="true" /> Time per question (s)
          </h2>
          <div className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={times}>
                <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
                <XAxis dataKey="q" hide />
                <YAxis width={36} />
                <Tooltip />
                <Bar dataKey="you" name="You" fill="#0369a1" />
                <Bar dataKey="average" name="Average taker" fill="#94a3b8" />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Card>
        <Card className="p-4">
          <h2 className="mb-2 text-lg font-semibold">Score trend across your mocks</h2>
          {r.trend.length > 1 ? (
            <div className="h-56">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={trend.points}>
                  <CartesianGrid strokeDasharray="3 3" opacity={0.3} />
                  <XAxis dataKey="name" tick={{ fontSize: 11 }} />
                  <YAxis width={48} domain={[trend.floor, 100]} ticks={trend.ticks} unit="%" tick={{ fontSize: 11 }} />
                  <Tooltip />
                  <Line type="monotone" dataKey="percent" name="Score (% of max)" stroke="#0369a1" strokeWidth={2} />
                </LineChart>
              </ResponsiveContainer>
            </div>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Take another mock to see your trend.</p>
          )}
        </Card>
      </div>
      <section className="grid gap-3" aria-labelledby="review-title">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="review-title" className="mr-auto text-lg font-semibold">
            Solutions
          </h2>
          <select
            className="h-9 rounded border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            value={section}
            onChange={(e) => {
              setSection(e.target.value);
              setShown(REVIEW_STEP);
            }}
            aria-label="Section"
          >
            <option value="all">All sections</option>
            {r.sections.map((s) => (
              <option key={s.key} value={s.key}>
                {s.key}
              </option>
            ))}
          </select>
          <select
            className="h-9 rounded border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-900"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as typeof filter);
              setShown(REVIEW_STEP);
            }}
            aria-label="Show"
          >
            <option value="all">All questions</option>
            <option value="wrong">Wrong</option>
            <option value="skipped">Not attempted</option>
            <option value="toppers">Skipped, toppers solved</option>
          </select>
        </div>
        {review.slice(0, shown).map((item) => (
          <ReviewCard key={item.questionId} item={item} result={r} attemptId={attemptId} />
        ))}
        {review.length > shown && (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" onClick={() => setShown((n) => n + REVIEW_STEP)}>
              Show {Math.min(REVIEW_STEP, review.length - shown)} more
            </Button>
            <Button variant="ghost" onClick={() => setShown(review.length)}>
              Show all {review.length}
            </Button>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {shown} of {review.length} shown
            </span>
          </div>
        )}
        {review.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">No questions match.</p>}
      </section>
    </div>
  );
}

// @ts-nocheck
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AnalyticsDetails } from '#shared/contracts/analytics';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyNote } from './chart-table.tsx';

const p1 = (n: number) => `${Math.round(n * 10) / 10}%`;

/** Topics surely below the learner's mean, with the 95% interval that makes them sure, in words. */
export function Weaknesses({ d }: { d: AnalyticsDetails }) {
  if (d.weaknesses.length === 0) {
    return (
      <EmptyNote testId="weaknesses-empty">
        No topic is surely below your average yet. A topic needs at least {d.minAttempts} answers before we can tell a
        weakness from a bad day — keep practising across topics.
      </EmptyNote>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="weaknesses">
      {d.weaknesses.map((w) => (
        <li key={`${w.section}/${w.topic}`} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <p className="font-semibold">
            {w.topic}{' '}
            <span className="font-normal text-slate-600 dark:text-slate-400">
              · {w.section}, {w.area}
            </span>
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {p1(w.accuracy)} right over {w.attempts} answers. We are 95% sure your true accuracy here lies between{' '}
            {p1(w.low)} and {p1(w.high)} — wholly below your {p1(d.totals.accuracy)} average.
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Practice sets built for the weakest topics: "Practise these" opens them in the practice page. */
export function Recommendations({ d }: { d: AnalyticsDetails }) {
  if (d.recommendations.length === 0) {
    return (
      <EmptyNote testId="recommendations-empty">
        Answer some practice questions and we will build practice sets for the topics that need you most.
      </EmptyNote>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-3" data-testid="recommendations">
      {d.recommendations.map((r) => (
        <li
          key={`${r.section}/${r.topic}`}
          className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
        >
          <p className="font-semibold">
            {r.topic} <span className="font-normal text-slate-600 dark:text-slate-400">· {r.section}</span>
          </p>
          <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">{r.reason}</p>
          <Link to={r.href} className={buttonClasses('default', 'sm', 'self-start')}>
            Practise these <ArrowRight aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

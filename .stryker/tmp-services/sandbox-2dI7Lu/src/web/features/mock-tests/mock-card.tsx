// @ts-nocheck
import { CalendarClock, Clock, Lock, PlayCircle, RotateCcw, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { MockSummary } from '#shared/contracts/mock-tests';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useUpgradeDialog } from '../payments/public.ts';

const KIND_LABEL = { full: 'Full mock', sectional: 'Sectional', topic: 'Topic test' } as const;

/** One mock in a list: what it is, and the one action that fits its state for this learner. */
export function MockCard({ mock }: { mock: MockSummary }) {
  const { showPopup } = useUpgradeDialog();
  return (
    <Card className="flex flex-col gap-3 p-4" data-testid="mock-card" data-state={mock.state}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{mock.exam}</Badge>
        <Badge variant="secondary">{KIND_LABEL[mock.kind]}</Badge>
        {mock.isPremium ? <Badge variant="warning">Premium</Badge> : <Badge variant="success">Free</Badge>}
        {mock.timerMode === 'strict' && <Badge>Live clock</Badge>}
      </div>
      <h3 className="text-lg font-semibold leading-tight">{mock.title}</h3>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span>{mock.questions} questions</span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" /> {mock.minutes} min
        </span>
        <span>{mock.patternName}</span>
      </p>
      {mock.state === 'completed' && (
        <p className="inline-flex items-center gap-1.5 text-sm font-medium">
          <Trophy className="size-4 text-amber-500" aria-hidden="true" /> Score {mock.score} / {mock.maxScore}
        </p>
      )}
      <div className="mt-auto flex gap-2">
        {mock.state === 'available' && (
          <Button asChild size="sm">
            <Link to={`/mock-test/${mock.id}`}>
              <PlayCircle aria-hidden="true" /> Start
            </Link>
          </Button>
        )}
        {mock.state === 'in_progress' && mock.attemptId && (
          <Button asChild size="sm">
            <Link to={`/live-test/${mock.attemptId}`}>
              <RotateCcw aria-hidden="true" /> Resume
            </Link>
          </Button>
        )}
        {mock.state === 'completed' && mock.attemptId && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/test-results/${mock.attemptId}`}>View analysis</Link>
          </Button>
        )}
        {mock.state === 'locked' && (
          <Button size="sm" variant="outline" onClick={() => showPopup('upgrade-button')}>
            <Lock aria-hidden="true" /> Upgrade to unlock
          </Button>
        )}
        {(mock.state === 'scheduled' || mock.state === 'closed') && (
          <span className="inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
            <CalendarClock className="size-4" aria-hidden="true" />
            {mock.state === 'scheduled'
              ? `Opens ${new Date(mock.opensAt ?? '').toLocaleString()}`
              : `Closed ${new Date(mock.closesAt ?? '').toLocaleString()}`}
          </span>
        )}
      </div>
    </Card>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Crown, Radio, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { LiveSessionSummary } from '#shared/contracts/live-sessions';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/download.ts';
import { calendarUrl, LIVE_KEY, registerFor, unregisterFrom } from './live-sessions-api.ts';
import { sessionTimes } from './live-time.ts';

export const SUBJECT_LABELS: Record<LiveSessionSummary['subject'], string> = {
  QA: 'Quantitative Aptitude',
  VARC: 'VARC',
  DILR: 'DILR',
  General: 'General',
};

export function seatsText(s: Pick<LiveSessionSummary, 'seatLimit' | 'seatsTaken'>) {
  return s.seatLimit === null
    ? `${s.seatsTaken} registered`
    : `${Math.max(0, s.seatLimit - s.seatsTaken)} of ${s.seatLimit} seats left`;
}

/** Register, unregister and add to calendar, shared by the list and the detail page. */
export function RegistrationButtons({ session: s }: { session: LiveSessionSummary }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: () => (s.registered ? unregisterFrom(s.id) : registerFor(s.id)),
    onSuccess: (r) => {
      toast({ title: r.registered ? 'You are registered' : 'Registration cancelled' });
      void client.invalidateQueries({ queryKey: [LIVE_KEY] });
    },
    onError: (error) => toast({ title: 'Could not update', description: errorMessage(error), variant: 'destructive' }),
  });
  const full = s.seatLimit !== null && s.seatsTaken >= s.seatLimit && !s.registered;
  if (s.phase === 'past') return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={s.registered ? 'outline' : 'default'}
        disabled={change.isPending || full}
        onClick={() => change.mutate()}
      >
        {s.registered ? 'Unregister' : full ? 'Full' : 'Register'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() =>
          downloadFile(calendarUrl(s.id), 'live-session.ics').catch((error) =>
            toast({ title: 'Download failed', description: errorMessage(error), variant: 'destructive' }),
          )
        }
      >
        <CalendarPlus aria-hidden /> Add to calendar
      </Button>
    </div>
  );
}

export function SessionCard({ session: s }: { session: LiveSessionSummary }) {
  const times = sessionTimes(s.startsAt);
  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="live-session-card">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{SUBJECT_LABELS[s.subject]}</Badge>
        {s.isPremium ? (
          <Badge variant="warning">
            <Crown className="size-3" aria-hidden /> Premium
          </Badge>
        ) : null}
        {s.phase === 'live' ? (
          <Badge variant="destructive">
            <Radio className="size-3" aria-hidden /> Live now
          </Badge>
        ) : null}
        {s.registered ? <Badge variant="success">Registered</Badge> : null}
      </div>
      <div>
        <h3 className="text-lg font-semibold leading-snug">
          <Link to={`/live-sessions/${s.id}`} className="hover:underline">
            {s.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {s.host ? `with ${s.host.name}` : 'Host to be announced'}
        </p>
      </div>
      <div className="grid gap-0.5 text-sm">
        <span>
          {times.ist} · {s.durationMinutes} min
        </span>
        {times.local ? <span className="text-slate-500 dark:text-slate-400">Your time: {times.local}</span> : null}
        <span className="flex items-center gap-1 text-slate-600 dark:text-slate-400">
          <Users className="size-3.5" aria-hidden /> {seatsText(s)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm" variant="secondary">
          <Link to={`/live-sessions/${s.id}`}>Details</Link>
        </Button>
        {s.phase === 'past' && s.recordingUrl ? (
          <Button asChild size="sm" variant="outline">
            <a href={s.recordingUrl} target="_blank" rel="noreferrer">
              Watch recording
            </a>
          </Button>
        ) : null}
        <RegistrationButtons session={s} />
      </div>
    </Card>
  );
}

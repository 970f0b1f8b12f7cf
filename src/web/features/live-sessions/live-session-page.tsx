import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Radio } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useNow } from '../../lib/use-now.ts';
import { liveDetailQuery } from './live-sessions-api.ts';
import { countdown, sessionTimes } from './live-time.ts';
import { RegistrationButtons, SUBJECT_LABELS, seatsText } from './session-card.tsx';
import { SessionMaterials } from './session-materials.tsx';

/** /live-sessions/:sessionId: agenda, host, materials, registration, a countdown; Join once the host started. */
export function LiveSessionPage() {
  const { sessionId = '' } = useParams();
  // Polled while waiting, so Join appears when the host starts.
  const detail = useQuery({ ...liveDetailQuery(sessionId), refetchInterval: 15_000 });
  const now = useNow();
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError)
    return <Card className="mx-auto max-w-3xl p-6 text-red-600 dark:text-red-400">{errorMessage(detail.error)}</Card>;
  const s = detail.data;
  const times = sessionTimes(s.startsAt);
  const left = s.status === 'scheduled' ? countdown(s.startsAt, now) : null;
  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <Link to="/live-sessions" className="inline-flex items-center gap-1 text-sm text-brand-600 dark:text-brand-300">
        <ArrowLeft className="size-4" aria-hidden /> All live sessions
      </Link>
      <header className="grid gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{SUBJECT_LABELS[s.subject]}</Badge>
          {s.isPremium ? <Badge variant="warning">Premium</Badge> : null}
          {s.status === 'live' ? <Badge variant="destructive">Live now</Badge> : null}
          {s.status === 'cancelled' ? <Badge variant="destructive">Cancelled</Badge> : null}
          {s.status === 'ended' ? <Badge variant="secondary">Ended</Badge> : null}
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{s.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {s.host ? `Hosted by ${s.host.name}` : 'Host to be announced'}
        </p>
      </header>
      <Card className="grid gap-3 p-5">
        <div className="grid gap-0.5 text-sm">
          <span className="font-medium">
            {times.ist} · {s.durationMinutes} min
          </span>
          {times.local ? <span className="text-slate-500 dark:text-slate-400">Your time: {times.local}</span> : null}
          <span className="text-slate-600 dark:text-slate-400">{seatsText(s)}</span>
        </div>
        {left ? (
          <p className="text-lg font-semibold" aria-live="polite">
            Starts in {left}
          </p>
        ) : null}
        <p className="text-sm" data-testid="registration-state">
          {s.registered ? 'You are registered for this session.' : 'You are not registered yet.'}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {s.canJoin ? (
            <Button asChild>
              <Link to={`/live-sessions/${s.id}/room`}>
                <Radio aria-hidden /> Join the room
              </Link>
            </Button>
          ) : s.status === 'scheduled' && (s.registered || s.isHost) ? (
            <span className="text-sm text-slate-600 dark:text-slate-400">Join opens when the host starts.</span>
          ) : null}
          {s.status !== 'cancelled' && s.status !== 'ended' ? <RegistrationButtons session={s} /> : null}
          {s.recordingUrl ? (
            <Button asChild variant="outline" size="sm">
              <a href={s.recordingUrl} target="_blank" rel="noreferrer">
                Watch recording
              </a>
            </Button>
          ) : null}
        </div>
      </Card>
      {s.description ? <p className="whitespace-pre-line">{s.description}</p> : null}
      {s.agenda.length > 0 ? (
        <section>
          <h2 className="mb-2 text-lg font-semibold">Agenda</h2>
          <ol className="list-decimal space-y-1 pl-6">
            {s.agenda.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <SessionMaterials session={s} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { LiveSessionSummary } from '#shared/contracts/live-sessions';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { liveListQuery } from './live-sessions-api.ts';
import { SessionCard } from './session-card.tsx';

/** /live-sessions: live now, upcoming and past classes. */
export function LiveSessionsPage() {
  const list = useQuery(liveListQuery());
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Live Sessions</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Classes with our mentors: register for a seat, ask questions and answer live polls. Times are in India time
          (IST) and your own zone.
        </p>
      </header>
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <Card className="p-6 text-red-600 dark:text-red-400">{errorMessage(list.error)}</Card>
      ) : (
        <>
          <Section title="Live now" items={list.data.live} empty={null} />
          <Section
            title="Upcoming"
            items={list.data.upcoming}
            empty="No sessions are scheduled yet. Check back soon."
          />
          <Section title="Past sessions" items={list.data.past} empty={null} />
        </>
      )}
    </div>
  );
}

function Section({ title, items, empty }: { title: string; items: LiveSessionSummary[]; empty: string | null }) {
  if (items.length === 0 && empty === null) return null;
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {items.length === 0 ? (
        <Card className="p-6 text-slate-600 dark:text-slate-400">{empty}</Card>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {items.map((s) => (
            <SessionCard key={s.id} session={s} />
          ))}
        </div>
      )}
    </section>
  );
}

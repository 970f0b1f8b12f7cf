// @ts-nocheck
import { ArrowDown, ArrowUp, CalendarClock } from 'lucide-react';
import type { AdminMock } from '#shared/contracts/mock-tests';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';

const ist = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

/** The window in words, and where it stands now (learners see the same states). */
export function windowText(m: Pick<AdminMock, 'opensAt' | 'closesAt'>, now: Date) {
  const parts = [m.opensAt && `opens ${ist(m.opensAt)}`, m.closesAt && `closes ${ist(m.closesAt)}`].filter(Boolean);
  const text = parts.length ? parts.join(' · ') : 'always open';
  if (m.opensAt && now < new Date(m.opensAt)) return { text, state: 'Scheduled' as const };
  if (m.closesAt && now > new Date(m.closesAt)) return { text, state: 'Closed' as const };
  return { text, state: 'Open' as const };
}

const STATE_VARIANT = { Scheduled: 'warning', Closed: 'secondary', Open: 'success' } as const;

/** One mock in a series or the unassigned list: place, title, status, window, and its buttons. */
export function MockRow({
  m,
  place,
  now,
  onSchedule,
  onMove,
  first,
  last,
  busy,
}: {
  m: AdminMock;
  place?: number;
  now: Date;
  onSchedule(m: AdminMock): void;
  onMove?(m: AdminMock, by: -1 | 1): void;
  first?: boolean;
  last?: boolean;
  busy?: boolean;
}) {
  const w = windowText(m, now);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="series-mock">
      {place !== undefined && (
        <span className="w-6 text-right text-sm font-semibold tabular-nums text-muted-foreground" aria-hidden="true">
          {place}
        </span>
      )}
      <span className="grid min-w-56 flex-1 gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{m.title}</span>
          {m.status === 'draft' ? <Badge variant="secondary">Draft</Badge> : null}
          {m.isPremium ? <Badge variant="warning">Premium</Badge> : null}
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={STATE_VARIANT[w.state]}>{w.state}</Badge>
          <span>
            {w.text} · {m.patternName} · {m.questions} q
          </span>
        </span>
      </span>
      <span className="ml-auto flex gap-1.5">
        {onMove && (
          <>
            <Button
              size="sm"
              variant="outline"
              // aria-disabled, not disabled: the button keeps focus when its mock reaches the end of the list.
              aria-disabled={first || busy}
              className={first ? 'opacity-40' : undefined}
              aria-label={`Move ${m.title} up`}
              onClick={() => !first && !busy && onMove(m, -1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-disabled={last || busy}
              className={last ? 'opacity-40' : undefined}
              aria-label={`Move ${m.title} down`}
              onClick={() => !last && !busy && onMove(m, 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </>
        )}
        <Button size="sm" variant="outline" onClick={() => onSchedule(m)}>
          <CalendarClock aria-hidden="true" />
          Schedule
          <span className="sr-only"> {m.title}</span>
        </Button>
      </span>
    </li>
  );
}

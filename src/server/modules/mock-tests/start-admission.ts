import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CounterStore, memoryCounters } from '../../platform/counters.ts';

/** A start that cannot be taken yet: come back after `waitMs` with `ticket` (decision 0017). */
export interface AdmissionWait {
  waitMs: number;
  ticket: string;
}

export interface AdmissionOptions {
  /** New starts taken per second once the burst is used: by every process together when `slots` is shared. */
  perSecond: number;
  /** Starts taken at once before pacing begins: one second's worth. */
  burstMs?: number;
  /** Signs tickets; the cluster's workers share one, so a ticket from one worker is honoured by another. */
  key?: string;
  /** Real time (the exam clock may be a test's fixed one: pacing is about the servers' load). */
  now?: () => number;
  /** Where the queue's next free slot is kept: Redis in a cluster (one queue, first come first served). */
  slots?: Pick<CounterStore, 'takeSlot'>;
}

/** A ticket older than this is not honoured: its holder queues again. */
const TICKET_LIFE_MS = 10 * 60_000;
const QUEUE_KEY = 'exam-start-queue';
/** The shared queue's key lapses after this long without a start. */
const QUEUE_IDLE_MS = 60 * 60_000;

/**
 * Paces new mock starts. A scheduled mock opens for everyone at once, and 10,000 starts in ten seconds are
 * more than two cores serve beside the takers already writing, whose saves would wait behind them. A start beyond
 * the rate is given the next free slot and a signed ticket for it; the page waits, sends the ticket back and is let
 * in at its slot, and the learner's clock starts only then. Arrivals within the burst go straight in, so nobody
 * waits unless the servers are in a rush. A ticket names its holder (the mock and the session), so it cannot be
 * passed on, and cannot be written by hand to jump the queue.
 */
export function startAdmission(options: AdmissionOptions) {
  const now = options.now ?? Date.now;
  const burstMs = options.burstMs ?? 1000;
  // Whole milliseconds, as the shared queue keeps them (300 a second: one every 3 ms, 333 a second).
  const gapMs = Math.max(1, Math.round(1000 / options.perSecond));
  const key = options.key ?? randomBytes(32).toString('base64url');
  const own = memoryCounters();
  const slots = options.slots ?? own;

  const sign = (holder: string, slot: number) =>
    createHmac('sha256', key).update(`${holder}\n${slot}`).digest('base64url').slice(0, 32);

  /** The slot a ticket holds for `holder`, or null for a forged, foreign, stale or malformed one. */
  function slotOf(holder: string, ticket: string, at: number): number | null {
    const [slotText, mac, extra] = ticket.split('.');
    if (extra !== undefined || !slotText || !mac || !/^\d{1,15}$/.test(slotText)) return null;
    const slot = Number(slotText);
    if (slot < at - TICKET_LIFE_MS) return null;
    const expected = Buffer.from(sign(holder, slot));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? slot : null;
  }

  return {
    /**
     * Null: start now. Otherwise how long to wait and the ticket to come back with; the same ticket is answered
     * with the time still left on it (a page that came back early), and lets its holder in from its slot on.
     */
    async admit(holder: string, ticket?: string): Promise<AdmissionWait | null> {
      const at = Math.round(now());
      const held = ticket ? slotOf(holder, ticket, at) : null;
      if (held !== null && ticket) return held <= at ? null : { waitMs: held - at, ticket };
      // Redis out of reach: this process's own queue, so that no start is refused for it.
      const slot = await slots
        .takeSlot(QUEUE_KEY, at, gapMs, QUEUE_IDLE_MS)
        .catch(() => own.takeSlot(QUEUE_KEY, at, gapMs, 0));
      if (slot - at < burstMs) return null;
      return { waitMs: slot - at, ticket: `${slot}.${sign(holder, slot)}` };
    },
  };
}

export type StartAdmission = ReturnType<typeof startAdmission>;

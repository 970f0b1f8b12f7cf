import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A start the process cannot take yet: come back after `waitMs` with `ticket` (decision 0017). */
export interface AdmissionWait {
  waitMs: number;
  ticket: string;
}

export interface AdmissionOptions {
  /** New starts this process takes per second once its burst is used. */
  perSecond: number;
  /** Starts taken at once before pacing begins: one second's worth. */
  burstMs?: number;
  /** Signs tickets; the cluster's workers share one, so a ticket from one worker is honoured by another. */
  key?: string;
  /** Real time (the exam clock may be a test's fixed one: pacing is about this process's load). */
  now?: () => number;
}

/** A ticket older than this is not honoured: its holder queues again. */
const TICKET_LIFE_MS = 10 * 60_000;

/**
 * Paces new starts on this process. A scheduled mock opens for everyone at once, and 10,000 starts in ten seconds are
 * more than two cores serve beside the takers already writing, whose saves would wait behind them. A start beyond
 * the rate is given the next free slot and a signed ticket for it; the page waits, sends the ticket back and is let
 * in at its slot, and the learner's clock starts only then. Arrivals within the burst go straight in, so nobody
 * waits unless the process is in a rush. A ticket names its holder (the mock and the session), so it cannot be
 * passed on, and cannot be written by hand to jump the queue.
 */
export function startAdmission(options: AdmissionOptions) {
  const now = options.now ?? Date.now;
  const burstMs = options.burstMs ?? 1000;
  const gapMs = 1000 / options.perSecond;
  const key = options.key ?? randomBytes(32).toString('base64url');
  let nextFree = 0;

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
    admit(holder: string, ticket?: string): AdmissionWait | null {
      const at = now();
      const held = ticket ? slotOf(holder, ticket, at) : null;
      if (held !== null && ticket) return held <= at ? null : { waitMs: Math.ceil(held - at), ticket };
      const slot = Math.max(at, nextFree);
      nextFree = slot + gapMs;
      if (slot - at < burstMs) return null;
      const whole = Math.ceil(slot);
      return { waitMs: whole - at, ticket: `${whole}.${sign(holder, whole)}` };
    },
  };
}

export type StartAdmission = ReturnType<typeof startAdmission>;

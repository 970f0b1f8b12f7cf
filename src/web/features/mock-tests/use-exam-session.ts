import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type AnswerStatus,
  type AttemptView,
  DEADLINE_GRACE_SECONDS,
  HEARTBEAT_SECONDS,
  LATE_WRITE_SECONDS,
  type StageClock,
} from '#shared/contracts/mock-tests';
import type { LearnerAnswer } from '#shared/contracts/questions';
import { errorMessage, HttpError, hasErrorCode } from '../../lib/api-client.ts';
import { sleep } from '../../lib/sleep.ts';
import {
  claimAttempt,
  heartbeat,
  newClientId,
  nextSection,
  type StartedHere,
  saveAnswer,
  startedTabId,
  submitAttempt,
  takeStartedHere,
} from './mock-tests-api.ts';
import { carriesAnswer } from './refused-writes.ts';
import { loadPending, type PendingWrite, storePending } from './replay-store.ts';

export interface LocalAnswer {
  status: AnswerStatus;
  answer: LearnerAnswer | null;
  seconds: number;
}

interface Clock {
  status: 'active' | 'submitted';
  stageIndex: number;
  deadline: number;
}

const RETRY_MS = 2000;
/** A clock sample whose round trip is this much slower than the best one is not trusted for the offset. */
const OFFSET_SLACK_MS = 250;
/** A refusal that will not change on retry (4xx other than a time-out); network errors and 5xx are retried. */
const isFinal = (e: unknown) => e instanceof HttpError && e.status >= 400 && e.status < 500 && e.status !== 408;

/** The attempt this tab started, with its paper and the start's round trip; null when the paper failed (claim). */
async function openStarted(here: StartedHere) {
  try {
    return { view: { ...here.state, ...(await here.paper) }, sentAt: here.sentAt, receivedAt: here.receivedAt };
  } catch {
    return null;
  }
}

/** Takes the attempt over in this tab, timing the round trip for the clock offset. */
async function openByClaim(attemptId: string, clientId: string) {
  const sentAt = Date.now();
  const view = await claimAttempt(attemptId, clientId);
  return { view, sentAt, receivedAt: Date.now() };
}

/**
 * One sitting in this tab: the server's clock corrected by the measured offset, every write sent at once in order
 * (kept in IndexedDB until acknowledged, replayed after a reload or when the network returns), a heartbeat after
 * 10 s without any request, 20 s on a strict clock (a write moves the clock and tells the tab where it stands, as a
 * heartbeat does, so on exam day the server is not asked twice), and the section and test time-outs.
 */
export function useExamSession(attemptId: string) {
  // The tab that started the attempt keeps the id it started with (its state came with the start).
  const clientId = useRef(startedTabId(attemptId) ?? newClientId()).current;
  const [view, setView] = useState<AttemptView | null>(null);
  const [answers, setAnswers] = useState<Map<number, LocalAnswer>>(new Map());
  const [clock, setClock] = useState<Clock | null>(null);
  const [offline, setOffline] = useState(false);
  const [stale, setStale] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [pendingCount, setPendingCount] = useState(0);
  const [refusedAnswers, setRefusedAnswers] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const offset = useRef(0);
  const bestRoundTrip = useRef(Number.POSITIVE_INFINITY);
  const stampOffset = useRef(Number.NEGATIVE_INFINITY);
  const seq = useRef(0);
  const queue = useRef<Array<PendingWrite & { seq?: number }>>([]);
  const pumping = useRef(false);
  const staleRef = useRef(false);
  /** When this tab last sent the server a write or a heartbeat. */
  const lastSentAt = useRef(Date.now());

  const applyClock = useCallback((c: StageClock, sentAt: number, receivedAt = Date.now()) => {
    // The displayed clock: the server read its clock somewhere inside the round trip, so a slow one (a queue at the
    // server) would skew the midpoint; only samples about as quick as the best one so far are taken.
    const roundTrip = receivedAt - sentAt;
    // Each write's sentAt: the server read its clock before this reply arrived, so serverTime − receivedAt is a
    // lower bound of the offset, and the largest one seen is never ahead of the server, however slow a reply was
    // (a stamp ahead of the server's clock is refused).
    stampOffset.current = Math.max(stampOffset.current, new Date(c.serverTime).getTime() - receivedAt);
    if (roundTrip <= bestRoundTrip.current + OFFSET_SLACK_MS) {
      bestRoundTrip.current = Math.min(bestRoundTrip.current, roundTrip);
      offset.current = new Date(c.serverTime).getTime() - (sentAt + receivedAt) / 2;
    }
    setClock({ status: c.status, stageIndex: c.stageIndex, deadline: new Date(c.stageDeadline).getTime() });
    // A stage the server opened comes with its first question visited: held, so the screen does not write it again.
    const visited = c.visited ?? [];
    if (visited.length > 0) {
      setAnswers((prev) => {
        const next = new Map(prev);
        for (const { questionId, ...held } of visited) if (!next.has(questionId)) next.set(questionId, held);
        return next;
      });
    }
  }, []);

  // Snapshots are stored one after another: an older snapshot landing last would replay acknowledged writes.
  const stored = useRef<Promise<void>>(Promise.resolve());
  const persist = useCallback(() => {
    setPendingCount(queue.current.length);
    const snapshot = queue.current.map(({ seq: _s, ...w }) => w);
    stored.current = stored.current.then(() => storePending(attemptId, snapshot));
  }, [attemptId]);

  const refreshClock = useCallback(async () => {
    const sentAt = Date.now();
    lastSentAt.current = sentAt;
    try {
      applyClock(await heartbeat(attemptId, clientId), sentAt);
      // Still "offline" for the learner until every waiting answer has reached the server.
      if (queue.current.length === 0) setOffline(false);
    } catch (error) {
      if (hasErrorCode(error, 'stale_client')) {
        staleRef.current = true;
        setStale(true);
      } else if (!isFinal(error)) setOffline(true);
    }
  }, [applyClock, attemptId, clientId]);

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    try {
      while (queue.current.length > 0 && !staleRef.current) {
        const w = queue.current[0];
        if (!w) break;
        // A write keeps its seq across retries, so one that landed before the network failed is not applied twice.
        if (w.seq === undefined) {
          seq.current += 1;
          w.seq = seq.current;
        }
        const sentAt = Date.now();
        lastSentAt.current = sentAt;
        try {
          const { seq: s, ...body } = w;
          applyClock(await saveAnswer(attemptId, { clientId, seq: s, ...body }), sentAt);
          setOffline(false);
          queue.current.shift();
          persist();
        } catch (error) {
          if (hasErrorCode(error, 'stale_client')) {
            staleRef.current = true;
            setStale(true);
            break;
          }
          if (isFinal(error)) {
            // Refused for good (made after its section closed, or later than the server's late window): drop it, say so if it took an answer with it, and ask the
            // server where the clock stands.
            queue.current.shift();
            persist();
            if (carriesAnswer(w)) setRefusedAnswers((n) => n + 1);
            void refreshClock();
            continue;
          }
          setOffline(true);
          await sleep(RETRY_MS);
        }
      }
    } finally {
      pumping.current = false;
    }
  }, [applyClock, attemptId, clientId, persist, refreshClock]);

  const enqueue = useCallback(
    (w: PendingWrite) => {
      queue.current.push(w);
      persist();
      void pump();
    },
    [persist, pump],
  );

  /** Waits (up to `ms`) until every write is acknowledged. */
  const flush = useCallback(async (ms: number) => {
    const until = Date.now() + ms;
    while (queue.current.length > 0 && Date.now() < until && !staleRef.current) await sleep(100);
    return queue.current.length === 0;
  }, []);

  // Claim on load: the paper, saved answers, the clock; then replay what this browser had not yet sent.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        const pending = await loadPending(attemptId);
        const here = takeStartedHere(attemptId);
        const opened =
          (here?.clientId === clientId ? await openStarted(here) : null) ?? (await openByClaim(attemptId, clientId));
        if (cancelled) return;
        const v = opened.view;
        seq.current = v.seq;
        applyClock(v, opened.sentAt, opened.receivedAt);
        const local = new Map<number, LocalAnswer>(
          v.answers.map((a) => [a.questionId, { status: a.status, answer: a.answer, seconds: a.seconds }]),
        );
        for (const w of pending) {
          const prev = local.get(w.questionId);
          local.set(w.questionId, {
            status: w.status ?? prev?.status ?? 'not_answered',
            answer: w.answer !== undefined ? w.answer : (prev?.answer ?? null),
            seconds: Math.max(prev?.seconds ?? 0, w.seconds),
          });
        }
        setAnswers(local);
        setView(v);
        if (v.status === 'active' && pending.length) {
          queue.current = pending;
          persist();
          void pump();
        } else if (v.status !== 'active') void storePending(attemptId, []);
      } catch (error) {
        if (!cancelled) setLoadError(error);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [applyClock, attemptId, clientId, persist, pump]);

  // The heartbeat, the ticking display and a retry when the network comes back.
  useEffect(() => {
    if (!view) return;
    const tick = setInterval(() => setNow(Date.now()), 250);
    const beat = setInterval(() => {
      if (Date.now() - lastSentAt.current >= HEARTBEAT_SECONDS[view.timerMode] * 1000) void refreshClock();
    }, 1000);
    const online = () => {
      void pump();
      void refreshClock();
    };
    window.addEventListener('online', online);
    return () => {
      clearInterval(tick);
      clearInterval(beat);
      window.removeEventListener('online', online);
    };
  }, [view, pump, refreshClock]);

  const serverNow = now + offset.current;
  const remainingMs = clock ? Math.max(0, clock.deadline - serverNow) : 0;

  // At time-up: send what is queued, then ask the server once the grace is over (next section, or the end).
  const timeUpAt = useRef<number | null>(null);
  useEffect(() => {
    if (clock?.status !== 'active' || remainingMs > 0 || stale) return;
    if (timeUpAt.current === clock.deadline) return;
    timeUpAt.current = clock.deadline;
    void (async () => {
      await flush(DEADLINE_GRACE_SECONDS * 1000);
      const wait = clock.deadline + DEADLINE_GRACE_SECONDS * 1000 + 300 - (Date.now() + offset.current);
      if (wait > 0) await sleep(wait);
      await refreshClock();
    })();
  }, [clock, remainingMs, stale, flush, refreshClock]);

  const record = useCallback(
    (questionId: number, update: Partial<LocalAnswer> & { seconds: number }, send: PendingWrite) => {
      setAnswers((prev) => {
        const next = new Map(prev);
        const old = prev.get(questionId);
        next.set(questionId, {
          status: update.status ?? old?.status ?? 'not_answered',
          answer: update.answer !== undefined ? update.answer : (old?.answer ?? null),
          seconds: Math.max(old?.seconds ?? 0, update.seconds),
        });
        return next;
      });
      // Stamped with the server's time of the learner's action, kept across retries and reloads.
      const sentAt = Number.isFinite(stampOffset.current) ? Math.round(Date.now() + stampOffset.current) : undefined;
      enqueue({ ...send, sentAt });
    },
    [enqueue],
  );

  return {
    view,
    answers,
    clock,
    remainingMs,
    offline,
    stale,
    loadError,
    pendingCount,
    /** Answers the server refused for good (made after their section closed, or arriving too late). */
    refusedAnswers,
    clientId,
    /** Save / Mark / Clear / a first visit: the status and answer, written to the server at once. */
    write(questionId: number, status: AnswerStatus, answer: LearnerAnswer | null, seconds: number) {
      record(questionId, { status, answer, seconds }, { questionId, status, answer, seconds });
    },
    /** Time spent on a question the learner leaves without saving (a palette jump): nothing else changes. */
    writeTime(questionId: number, seconds: number) {
      record(questionId, { seconds }, { questionId, seconds });
    },
    async endSection() {
      await flush(10_000);
      seq.current += 1;
      const sentAt = Date.now();
      try {
        applyClock(await nextSection(attemptId, clientId, seq.current), sentAt);
        return null;
      } catch (error) {
        return errorMessage(error, 'Could not end the section. Please try again.');
      }
    },
    async submit(reason: 'learner' | 'timeout') {
      // At time-up the server still takes writes made in time for LATE_WRITE_SECONDS: wait for them that long.
      await flush(reason === 'timeout' ? (LATE_WRITE_SECONDS - DEADLINE_GRACE_SECONDS) * 1000 : 10_000);
      await submitAttempt(attemptId, clientId, reason);
      await storePending(attemptId, []);
    },
  };
}

export type ExamSession = ReturnType<typeof useExamSession>;

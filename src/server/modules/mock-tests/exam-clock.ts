import {
  DEADLINE_GRACE_SECONDS,
  HEARTBEAT_SECONDS,
  LATE_WRITE_SECONDS,
  SENT_AT_SKEW_SECONDS,
  type TimerMode,
} from '#shared/contracts/mock-tests';
import type { ExamPattern } from '#shared/domain/exam/patterns';

// The server's exam clock, as pure functions of the stored attempt and "now". Stages run one after another; the
// next stage starts when the previous deadline's grace ends, so a learner never loses the grace seconds.

export const GRACE_MS = DEADLINE_GRACE_SECONDS * 1000;
/** A gap longer than a heartbeat plus the grace means the page was closed: a pausable clock stood still. */
export const PAUSE_AFTER_MS = (HEARTBEAT_SECONDS.pausable + DEADLINE_GRACE_SECONDS) * 1000;
export const LATE_MS = LATE_WRITE_SECONDS * 1000;
export const SKEW_MS = SENT_AT_SKEW_SECONDS * 1000;

export interface ClockRow {
  timerMode: TimerMode;
  timeFactor: number;
  stageOrder: number[];
  stageIndex: number;
  stageDeadline: Date;
  lastSeenAt: Date;
}

export function stageMs(pattern: ExamPattern, stage: number, timeFactor: number): number {
  return Math.round((pattern.stages[stage]?.minutes ?? 0) * 60_000 * timeFactor);
}

/** The last deadline of a strict attempt whose first stage ends at `firstDeadline` (for the sweep). */
export function finalDeadline(
  pattern: ExamPattern,
  row: Pick<ClockRow, 'stageOrder' | 'timeFactor'>,
  from: number,
  firstDeadline: Date,
) {
  let at = firstDeadline.getTime();
  for (let i = from + 1; i < row.stageOrder.length; i++)
    at += GRACE_MS + stageMs(pattern, row.stageOrder[i] ?? 0, row.timeFactor);
  return new Date(at);
}

export interface Settled {
  stageIndex: number;
  stageDeadline: Date;
  /** Every stage's time and grace are over: the attempt must be finished. */
  finished: boolean;
  changed: boolean;
}

/** Where the clock stands at `now`: a paused (pausable) clock moved forward, expired stages passed. */
export function settle(pattern: ExamPattern, row: ClockRow, now: Date): Settled {
  let deadline = row.stageDeadline.getTime();
  let index = row.stageIndex;
  const gap = now.getTime() - row.lastSeenAt.getTime();
  if (row.timerMode === 'pausable' && gap > PAUSE_AFTER_MS && row.lastSeenAt.getTime() < deadline) deadline += gap;
  let finished = false;
  while (now.getTime() > deadline + GRACE_MS) {
    if (index + 1 >= row.stageOrder.length) {
      finished = true;
      break;
    }
    index += 1;
    deadline += GRACE_MS + stageMs(pattern, row.stageOrder[index] ?? 0, row.timeFactor);
  }
  return {
    stageIndex: index,
    stageDeadline: new Date(deadline),
    finished,
    changed: index !== row.stageIndex || deadline !== row.stageDeadline.getTime(),
  };
}

/** The section keys open at a stage position of this attempt. */
export function openSections(pattern: ExamPattern, stageOrder: number[], stageIndex: number): string[] {
  return pattern.stages[stageOrder[stageIndex] ?? -1]?.sections ?? [];
}

/** The pattern stages (indices into pattern.stages) that hold a section. */
export function stagesWithSection(pattern: ExamPattern, sectionKey: string): number[] {
  return pattern.stages.flatMap((stage, i) => (stage.sections.includes(sectionKey) ? [i] : []));
}

/**
 * Whether a write to a question of `sectionKey` counts, judged by when it was sent, within a bound:
 * - 'open': its section is open at `now` (the grace included), whatever its stamp;
 * - 'late': it is not, but the stage that held it is the settled one (all time over) or the one just before, the
 *   write was sent (`sentAt`, taken as no later than `now`) by that stage's deadline, and it arrives within LATE_MS
 *   of that deadline. The earlier stage's deadline is worked back from the current one (it started at the earlier
 *   deadline plus the grace); a stage ended early (nextStage) gives an earlier deadline, never a later one;
 * - 'closed': otherwise (sent after the deadline, no stamp, too late, or a stage before the previous one).
 * An attempt already submitted is refused before this is asked.
 */
export function judgeWrite(
  pattern: ExamPattern,
  row: Pick<ClockRow, 'stageOrder' | 'timeFactor'>,
  s: Settled,
  sectionKey: string,
  sentAt: number | undefined,
  now: Date,
): 'open' | 'late' | 'closed' {
  const holds = (index: number) => index >= 0 && openSections(pattern, row.stageOrder, index).includes(sectionKey);
  if (!s.finished && holds(s.stageIndex)) return 'open';
  if (sentAt === undefined) return 'closed';
  const index = s.finished ? s.stageIndex : s.stageIndex - 1;
  const deadline = s.finished
    ? s.stageDeadline.getTime()
    : s.stageDeadline.getTime() - stageMs(pattern, row.stageOrder[s.stageIndex] ?? 0, row.timeFactor) - GRACE_MS;
  if (!holds(index)) return 'closed';
  const sent = Math.min(sentAt, now.getTime());
  return sent <= deadline && now.getTime() <= deadline + LATE_MS ? 'late' : 'closed';
}

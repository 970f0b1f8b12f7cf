/** Injected time, so timers, expiries, streaks and "today" are testable. */
// @ts-nocheck

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-11-22T06:30:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date: Date) => {
      current = date.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

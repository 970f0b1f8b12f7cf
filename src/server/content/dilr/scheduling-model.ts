import { candidateSpace } from './candidate-spaces.ts';
import { permutations } from './solver.ts';

/**
 * Scheduling: six meetings fill six slots (three days × morning, afternoon); three managers chair two meetings each.
 * Slot s is day ⌊s/2⌋, afternoon when s is odd.
 */

export const MEETINGS = ['Audit', 'Branding', 'Compliance', 'Design', 'Expansion', 'Finance', 'Grievances', 'Hiring'];
export const MANAGERS = ['Ms Iyer', 'Mr Rao', 'Ms Kapoor', 'Mr Sethi', 'Ms Menon', 'Mr Bose'];
const HALVES = ['morning', 'afternoon'];

export interface Schedule {
  slotOf: number[];
  chairOf: number[];
  atSlot: number[];
}

export type ScheduleClue =
  | { t: 'day'; m: number; d: number; yes: boolean }
  | { t: 'half'; m: number; pm: boolean }
  | { t: 'nextDay'; m: number; o: number }
  | { t: 'sameDay'; m: number; o: number; yes: boolean }
  | { t: 'before'; m: number; o: number }
  | { t: 'rightAfter'; m: number; o: number }
  | { t: 'chair'; g: number; m: number; yes: boolean }
  | { t: 'chairDay'; g: number; d: number; count: number }
  | { t: 'chairPm'; g: number; count: number }
  | { t: 'chairPrev'; g: number; m: number };

export type ScheduleQuery =
  | { kind: 'atSlot'; slot: number }
  | { kind: 'chairPair'; g: number }
  | { kind: 'prev'; m: number }
  | { kind: 'sameDay'; m: number }
  | { kind: 'chairPm'; g: number }
  | { kind: 'between'; m: number; o: number }
  | { kind: 'trueStatement'; statements: ScheduleClue[] };

export const day = (slot: number) => Math.floor(slot / 2);

/** 6! slot orders × 90 ways to give each manager two meetings = 64,800 candidates, built once per drawing. */
export function scheduleCandidates(): Schedule[] {
  return candidateSpace('schedule', buildSchedules);
}

function buildSchedules(): Schedule[] {
  const slots = permutations([0, 1, 2, 3, 4, 5]);
  const chairs: number[][] = [];
  for (const order of permutations([0, 1, 2, 3, 4, 5])) {
    const chairOf = order.map((k) => Math.floor(k / 2));
    if (!chairs.some((c) => c.every((g, i) => g === chairOf[i]))) chairs.push(chairOf);
  }
  const out: Schedule[] = [];
  for (const slotOf of slots) {
    const atSlot = slotOf.map((_, s) => slotOf.indexOf(s));
    for (const chairOf of chairs) out.push({ slotOf, chairOf, atSlot });
  }
  return out;
}

export function scheduleHolds(clue: ScheduleClue, s: Schedule): boolean {
  switch (clue.t) {
    case 'day':
      return (day(s.slotOf[clue.m]) === clue.d) === clue.yes;
    case 'half':
      return s.slotOf[clue.m] % 2 === (clue.pm ? 1 : 0);
    case 'nextDay':
      return day(s.slotOf[clue.m]) === day(s.slotOf[clue.o]) + 1;
    case 'sameDay':
      return (day(s.slotOf[clue.m]) === day(s.slotOf[clue.o])) === clue.yes;
    case 'before':
      return s.slotOf[clue.m] < s.slotOf[clue.o];
    case 'rightAfter':
      return s.slotOf[clue.m] === s.slotOf[clue.o] + 1;
    case 'chair':
      return (s.chairOf[clue.m] === clue.g) === clue.yes;
    case 'chairDay': {
      let count = 0;
      for (let m = 0; m < 6; m++) if (s.chairOf[m] === clue.g && day(s.slotOf[m]) === clue.d) count++;
      return count === clue.count;
    }
    case 'chairPm': {
      let count = 0;
      for (let m = 0; m < 6; m++) if (s.chairOf[m] === clue.g && s.slotOf[m] % 2 === 1) count++;
      return count === clue.count;
    }
    case 'chairPrev': {
      const slot = s.slotOf[clue.m];
      return slot > 0 && s.chairOf[s.atSlot[slot - 1]] === clue.g;
    }
  }
}

export const WEIGHT: Record<ScheduleClue['t'], number> = {
  day: 0.5,
  half: 0.8,
  nextDay: 1.5,
  sameDay: 1.2,
  before: 1.2,
  rightAfter: 1.3,
  chair: 0.6,
  chairDay: 1.4,
  chairPm: 1.2,
  chairPrev: 1.6,
};

export function cluePool(s: Schedule): ScheduleClue[] {
  const pool: ScheduleClue[] = [];
  for (let m = 0; m < 6; m++) {
    const slot = s.slotOf[m];
    for (let d = 0; d < 3; d++) pool.push({ t: 'day', m, d, yes: day(slot) === d });
    pool.push({ t: 'half', m, pm: slot % 2 === 1 });
    for (let g = 0; g < 3; g++) pool.push({ t: 'chair', g, m, yes: s.chairOf[m] === g });
    if (slot > 0) pool.push({ t: 'chairPrev', g: s.chairOf[s.atSlot[slot - 1]], m });
    for (let o = 0; o < 6; o++) {
      if (o === m) continue;
      const other = s.slotOf[o];
      if (day(slot) === day(other) + 1) pool.push({ t: 'nextDay', m, o });
      if (m < o) pool.push({ t: 'sameDay', m, o, yes: day(slot) === day(other) });
      if (slot === other + 1) pool.push({ t: 'rightAfter', m, o });
      else if (slot < other) pool.push({ t: 'before', m, o });
    }
  }
  for (let g = 0; g < 3; g++) {
    const mine = [0, 1, 2, 3, 4, 5].filter((m) => s.chairOf[m] === g);
    for (let d = 0; d < 3; d++)
      pool.push({ t: 'chairDay', g, d, count: mine.filter((m) => day(s.slotOf[m]) === d).length });
    pool.push({ t: 'chairPm', g, count: mine.filter((m) => s.slotOf[m] % 2 === 1).length });
  }
  return pool;
}

export interface ScheduleNames {
  meetings: readonly string[];
  managers: readonly string[];
  days: readonly string[];
}

export const slotName = (slot: number, days: readonly string[]) => `${days[day(slot)]} ${HALVES[slot % 2]}`;

export function scheduleClueText(clue: ScheduleClue, names: ScheduleNames): string {
  const { meetings, managers, days } = names;
  const M = 'm' in clue ? `the ${meetings[clue.m]} meeting` : '';
  const Mcap = M && `The ${meetings[(clue as { m: number }).m]} meeting`;
  const O = 'o' in clue ? `the ${meetings[clue.o]} meeting` : '';
  const G = 'g' in clue ? managers[clue.g] : '';
  const times = (count: number) => ['no meeting', 'exactly one meeting', 'both of their meetings'][count];
  switch (clue.t) {
    case 'day':
      return `${Mcap} is ${clue.yes ? '' : 'not '}held on ${days[clue.d]}.`;
    case 'half':
      return `${Mcap} is held in the ${clue.pm ? 'afternoon' : 'morning'}.`;
    case 'nextDay':
      return `${Mcap} is held on the day after ${O}.`;
    case 'sameDay':
      return clue.yes ? `${Mcap} and ${O} are held on the same day.` : `${Mcap} and ${O} are held on different days.`;
    case 'before':
      return `${Mcap} is held at some point before ${O}.`;
    case 'rightAfter':
      return `${Mcap} is held in the slot immediately after ${O}.`;
    case 'chair':
      return `${G} ${clue.yes ? 'chairs' : 'does not chair'} ${M}.`;
    case 'chairDay':
      return clue.count === 2
        ? `${G} chairs both meetings on ${days[clue.d]}.`
        : `${G} chairs ${times(clue.count)} on ${days[clue.d]}.`;
    case 'chairPm':
      return clue.count === 2
        ? `Both meetings chaired by ${G} are in the afternoon.`
        : clue.count === 0
          ? `Both meetings chaired by ${G} are in the morning.`
          : `${G} chairs one morning and one afternoon meeting.`;
    case 'chairPrev':
      return `The meeting held in the slot immediately before ${M} is chaired by ${G}.`;
  }
}

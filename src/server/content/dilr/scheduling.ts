import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { pairText } from './arrangement.ts';
import { dilrSet, LR_EXAMS, list, mcq, type SetMeta, sample, tita } from './kit.ts';
import { DAYS } from './names.ts';
import { chooseClues, deductionTrace, permutations, retry, weightedOrder } from './solver.ts';

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

const day = (slot: number) => Math.floor(slot / 2);

let cached: Schedule[] | undefined;

/** 6! slot orders × 90 ways to give each manager two meetings = 64,800 candidates, built once. */
export function scheduleCandidates(): Schedule[] {
  if (cached) return cached;
  const slots = permutations([0, 1, 2, 3, 4, 5]);
  const chairs: number[][] = [];
  for (const order of permutations([0, 1, 2, 3, 4, 5])) {
    const chairOf = order.map((k) => Math.floor(k / 2));
    if (!chairs.some((c) => c.every((g, i) => g === chairOf[i]))) chairs.push(chairOf);
  }
  cached = [];
  for (const slotOf of slots) {
    const atSlot = slotOf.map((_, s) => slotOf.indexOf(s));
    for (const chairOf of chairs) cached.push({ slotOf, chairOf, atSlot });
  }
  return cached;
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

const WEIGHT: Record<ScheduleClue['t'], number> = {
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

function cluePool(s: Schedule): ScheduleClue[] {
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

export interface ScheduleBuild {
  draft: SetDraft;
  names: ScheduleNames;
  solution: Schedule;
  clues: ScheduleClue[];
  queries: ScheduleQuery[];
}

export function buildScheduling(rng: Rng): ScheduleBuild {
  const first = rng.int(0, DAYS.length - 3);
  const names: ScheduleNames = {
    meetings: sample(rng, MEETINGS, 6).sort(),
    managers: sample(rng, MANAGERS, 3),
    days: DAYS.slice(first, first + 3),
  };
  const { meetings, managers, days } = names;
  const candidates = scheduleCandidates();
  const { solution, clues } = retry(20, () => {
    const hidden = candidates[rng.int(0, candidates.length - 1)];
    const pool = weightedOrder(cluePool(hidden), (c) => WEIGHT[c.t], rng);
    const chosen = chooseClues({ candidates, pool, holds: scheduleHolds, maxClues: 11 });
    return chosen && { solution: hidden, clues: rng.shuffle(chosen) };
  });
  const meta: SetMeta = {
    generator: 'dilr-scheduling',
    area: 'Logical Reasoning',
    topic: 'Scheduling',
    exams: LR_EXAMS,
  };
  const trace = deductionTrace({
    candidates,
    clues,
    holds: scheduleHolds,
    values: (s) => [...s.slotOf, ...s.chairOf],
    phrase: (a, possible) =>
      a < 6
        ? `${meetings[a]} is on ${possible.map((slot) => slotName(slot, days)).join(' or ')}`
        : `${meetings[a - 6]} is chaired by ${possible.map((g) => managers[g]).join(' or ')}`,
  });
  const timetable = solution.atSlot
    .map((m, slot) => `${slotName(slot, days)}: ${meetings[m]} (${managers[solution.chairOf[m]]})`)
    .join('; ');
  const solved = [...trace, `The only timetable left — ${timetable}.`];
  const difficulty = clues.length >= 9 ? 4 : 3;
  const otherMeetings = (...not: number[]) => rng.shuffle(meetings.filter((_, i) => !not.includes(i)));
  const chairedBy = (g: number) => [0, 1, 2, 3, 4, 5].filter((m) => solution.chairOf[m] === g);

  const templates: Array<() => { q: ScheduleQuery; draft: QuestionDraft } | null> = [
    () => {
      const slot = rng.int(0, 5);
      const m = solution.atSlot[slot];
      const stem = `Which meeting is held on ${slotName(slot, days)}?`;
      const explanation = [...solved, `So ${slotName(slot, days)} has the ${meetings[m]} meeting.`];
      const draft = mcq(meta, rng, { stem, correct: meetings[m], wrong: otherMeetings(m), explanation, difficulty });
      return { q: { kind: 'atSlot', slot }, draft };
    },
    () => {
      const g = rng.int(0, 2);
      const [a, b] = chairedBy(g);
      const correct = pairText(meetings[a], meetings[b]);
      const wrong: string[] = [];
      for (let x = 0; x < 6; x++) for (let y = x + 1; y < 6; y++) wrong.push(pairText(meetings[x], meetings[y]));
      const stem = `Which two meetings does ${managers[g]} chair?`;
      const explanation = [...solved, `${managers[g]} chairs ${correct}.`];
      const draft = mcq(meta, rng, { stem, correct, wrong: rng.shuffle(wrong), explanation, difficulty });
      return { q: { kind: 'chairPair', g }, draft };
    },
    () => {
      const m = rng.pick([0, 1, 2, 3, 4, 5].filter((x) => solution.slotOf[x] > 0));
      const prev = solution.atSlot[solution.slotOf[m] - 1];
      const stem = `Which meeting is held in the slot immediately before the ${meetings[m]} meeting?`;
      const explanation = [...solved, `The slot before ${slotName(solution.slotOf[m], days)} holds ${meetings[prev]}.`];
      const draft = mcq(meta, rng, {
        stem,
        correct: meetings[prev],
        wrong: otherMeetings(prev, m),
        explanation,
        difficulty,
      });
      return { q: { kind: 'prev', m }, draft };
    },
    () => {
      const m = rng.int(0, 5);
      const mate = solution.atSlot[solution.slotOf[m] ^ 1];
      const stem = `Which meeting is held on the same day as the ${meetings[m]} meeting?`;
      const explanation = [...solved, `${meetings[m]} shares ${days[day(solution.slotOf[m])]} with ${meetings[mate]}.`];
      const draft = mcq(meta, rng, {
        stem,
        correct: meetings[mate],
        wrong: otherMeetings(mate, m),
        explanation,
        difficulty,
      });
      return { q: { kind: 'sameDay', m }, draft };
    },
    () => {
      const g = rng.int(0, 2);
      const value = chairedBy(g).filter((m) => solution.slotOf[m] % 2 === 1).length;
      const stem = `How many afternoon meetings does ${managers[g]} chair?`;
      const explanation = [...solved, `${managers[g]} chairs ${value} of the afternoon meetings.`];
      return { q: { kind: 'chairPm', g }, draft: tita(meta, { stem, value, explanation, difficulty }) };
    },
    () => {
      const [m, o] = rng.shuffle([0, 1, 2, 3, 4, 5]);
      const value = Math.abs(solution.slotOf[m] - solution.slotOf[o]) - 1;
      const stem = `How many meetings are held between the ${meetings[m]} and ${meetings[o]} meetings?`;
      const explanation = [
        ...solved,
        `${meetings[m]} is on ${slotName(solution.slotOf[m], days)} and ${meetings[o]} on ${slotName(solution.slotOf[o], days)}: ${value} meetings lie between.`,
      ];
      return {
        q: { kind: 'between', m, o },
        draft: tita(meta, { stem, value, explanation, difficulty: difficulty + 1 }),
      };
    },
    () => {
      // One true statement and three false ones, drawn from clue shapes the set did not state.
      const shapes = (yes: boolean): ScheduleClue[] => {
        const out: ScheduleClue[] = [];
        for (let m = 0; m < 6; m++) {
          for (let d = 0; d < 3; d++) out.push({ t: 'day', m, d, yes: true });
          for (let g = 0; g < 3; g++) out.push({ t: 'chair', g, m, yes: true });
          for (let o = 0; o < 6; o++) if (o !== m) out.push({ t: 'rightAfter', m, o });
        }
        return out.filter(
          (c) => scheduleHolds(c, solution) === yes && !clues.some((k) => JSON.stringify(k) === JSON.stringify(c)),
        );
      };
      const truth = rng.pick(shapes(true));
      const lies = rng.shuffle(shapes(false)).slice(0, 3);
      const text = (c: ScheduleClue) => scheduleClueText(c, names).replace(/\.$/, '');
      const stem = 'Which of the following statements is true?';
      const explanation = [
        ...solved,
        `Checking each statement against the timetable, only this holds: ${text(truth)}.`,
      ];
      const draft = mcq(meta, rng, {
        stem,
        correct: text(truth),
        wrong: lies.map(text),
        explanation,
        difficulty: difficulty + 1,
      });
      return { q: { kind: 'trueStatement', statements: [truth, ...lies] }, draft };
    },
  ];

  const count = rng.int(4, 5);
  const made: Array<{ q: ScheduleQuery; draft: QuestionDraft }> = [];
  for (const template of rng.shuffle(templates)) {
    if (made.length === count) break;
    const result = template();
    if (result) made.push(result);
  }
  const body = [
    `A company schedules six review meetings — ${list(meetings)} — over ${list(days)}: one in the morning and one in the afternoon of each day. ${list(managers)} chair two meetings each.`,
    '',
    'The following is known:',
    '',
    ...clues.map((clue, i) => `${i + 1}. ${scheduleClueText(clue, names)}`),
  ].join('\n');
  const draft = dilrSet(
    'scheduling',
    `Review meetings from ${days[0]} to ${days[2]}`,
    body,
    made.map((m) => m.draft),
  );
  return { draft, names, solution, clues, queries: made.map((m) => m.q) };
}

export const schedulingGenerator: SetGenerator = {
  id: 'dilr-scheduling',
  setType: 'scheduling',
  area: 'Logical Reasoning',
  generate: (rng) => buildScheduling(rng).draft,
};

// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { dilrSet, LR_EXAMS, list, mcq, pairText, type SetMeta, sample, tita } from './kit.ts';
import { DAYS } from './names.ts';
import {
  cluePool,
  day,
  MANAGERS,
  MEETINGS,
  type Schedule,
  type ScheduleClue,
  type ScheduleNames,
  type ScheduleQuery,
  scheduleCandidates,
  scheduleClueText,
  scheduleHolds,
  slotName,
  WEIGHT,
} from './scheduling-model.ts';
import { chooseClues, deductionTrace, retry, weightedOrder } from './solver.ts';

/** Scheduling sets: a hidden timetable, clues chosen until it is the only one left, questions read off it. */
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

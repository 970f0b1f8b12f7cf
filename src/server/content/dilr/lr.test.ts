import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import type { SetDraft } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import { buildArrangement } from './arrangement.ts';
import { type Row, rowCandidates, rowClueText, rowHolds } from './arrangement-model.ts';
import { buildCircularArrangement, circleCandidates, circleHolds } from './circular-arrangement.ts';
import { buildScheduling } from './scheduling.ts';
import {
  type Schedule,
  type ScheduleClue,
  scheduleCandidates,
  scheduleClueText,
  scheduleHolds,
} from './scheduling-model.ts';
import { checkAnswer, checkOnlyKeyedOption, checkShape, distinctCount, SEED_CHUNKS, SEEDS } from './set-checks.ts';
import { solveAll } from './solver.ts';

// Each puzzle is re-solved from its clues alone by exhaustive enumeration; the answers are then read off the one
// solution found, with this file's own reading of each question.

const pair = (a: string, b: string) => [a, b].sort().join(' and ');
const splitPair = (option: string) => option.split(' and ');
const ORDINAL = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];

describe('linear arrangement sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'have exactly one seating consistent with the clues, and every answer follows from it (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildArrangement(createRng(seed));
        const set = checkShape(b.draft, 'arrangement', 'Logical Reasoning');
        const solutions = solveAll(rowCandidates(), b.clues, rowHolds);
        expect(solutions).toHaveLength(1);
        const s: Row = solutions[0];
        expect(s.seatOf).toEqual(b.solution.seatOf);
        expect(s.cityOf).toEqual(b.solution.cityOf);
        for (const [i, clue] of b.clues.entries())
          expect(set.body).toContain(`${i + 1}. ${rowClueText(clue, b.people, b.cities)}`);
        const n = s.seatOf.length;
        const at = (seat: number) => b.people[s.seatOf.indexOf(seat)];
        const fromCity = (c: number) => s.cityOf.indexOf(c);
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          switch (query.kind) {
            case 'personAt':
              checkAnswer(q, at(query.seat));
              break;
            case 'cityOf':
              checkAnswer(q, b.cities[s.cityOf[query.p]]);
              break;
            case 'between':
              checkAnswer(q, Math.abs(s.seatOf[query.p] - s.seatOf[query.q]) - 1);
              break;
            case 'rightOfCity':
              // Facing north, a person's right is the next seat away from the left end.
              checkAnswer(q, at(s.seatOf[fromCity(query.c)] + 1));
              break;
            case 'adjacentPair':
              checkOnlyKeyedOption(q, (o) => {
                const [x, y] = splitPair(o).map((name) => b.people.indexOf(name));
                return Math.abs(s.seatOf[x] - s.seatOf[y]) === 1;
              });
              break;
            case 'seatOfCity':
              checkAnswer(q, `${ORDINAL[s.seatOf[fromCity(query.c)]]} from the left`);
              break;
            case 'ends':
              checkAnswer(q, pair(at(0), at(n - 1)));
              break;
          }
        }
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    120_000,
  );
});

describe('circular arrangement sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'have exactly one seating (up to rotation) consistent with the clues, and every answer follows from it (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildCircularArrangement(createRng(seed));
        const set = checkShape(b.draft, 'circular_arrangement', 'Logical Reasoning');
        const solutions = solveAll(circleCandidates(), b.clues, circleHolds);
        expect(solutions).toHaveLength(1);
        const { seatOf, atSeat } = solutions[0];
        expect(seatOf).toEqual(b.solution.seatOf);
        const n = seatOf.length;
        // Seats run clockwise seen from above; facing the centre, one's right hand points anticlockwise.
        const shifted = (p: number, by: number) => b.people[atSeat[(((seatOf[p] + by) % n) + n) % n]];
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          switch (query.kind) {
            case 'right':
              checkAnswer(q, shifted(query.p, -1));
              break;
            case 'left':
              checkAnswer(q, shifted(query.p, query.k));
              break;
            case 'opposite':
              checkAnswer(q, shifted(query.p, n / 2));
              break;
            case 'neighbours':
              checkAnswer(q, pair(shifted(query.p, 1), shifted(query.p, -1)));
              break;
            case 'countLeft':
              checkAnswer(q, ((((seatOf[query.q] - seatOf[query.p]) % n) + n) % n) - 1);
              break;
            case 'adjacentPair':
              checkOnlyKeyedOption(q, (o) => {
                const [x, y] = splitPair(o).map((name) => b.people.indexOf(name));
                const d = (((seatOf[x] - seatOf[y]) % n) + n) % n;
                return d === 1 || d === n - 1;
              });
              break;
          }
        }
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    120_000,
  );
});

/** This test's own reading of the three statement shapes used in "which is true" questions. */
function statementHolds(c: ScheduleClue, s: Schedule): boolean {
  if (c.t === 'day') return Math.floor(s.slotOf[c.m] / 2) === c.d;
  if (c.t === 'chair') return s.chairOf[c.m] === c.g;
  if (c.t === 'rightAfter') return s.slotOf[c.m] === s.slotOf[c.o] + 1;
  throw new Error(`unexpected statement ${c.t}`);
}

describe('scheduling sets', () => {
  const drafts: SetDraft[] = [];
  it.each(SEED_CHUNKS)(
    'have exactly one timetable consistent with the clues, and every answer follows from it (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = buildScheduling(createRng(seed));
        const set = checkShape(b.draft, 'scheduling', 'Logical Reasoning');
        const solutions = solveAll(scheduleCandidates(), b.clues, scheduleHolds);
        expect(solutions).toHaveLength(1);
        const s = solutions[0];
        expect(s.slotOf).toEqual(b.solution.slotOf);
        expect(s.chairOf).toEqual(b.solution.chairOf);
        const { meetings, managers } = b.names;
        const chairedBy = (g: number) => meetings.filter((_, m) => s.chairOf[m] === g);
        for (const [i, q] of set.questions.entries()) {
          const query = b.queries[i];
          switch (query.kind) {
            case 'atSlot':
              checkAnswer(q, meetings[s.atSlot[query.slot]]);
              break;
            case 'chairPair': {
              const [x, y] = chairedBy(query.g);
              checkAnswer(q, pair(x, y));
              break;
            }
            case 'prev':
              checkAnswer(q, meetings[s.atSlot[s.slotOf[query.m] - 1]]);
              break;
            case 'sameDay': {
              const day = Math.floor(s.slotOf[query.m] / 2);
              checkAnswer(q, meetings[s.atSlot[day * 2 === s.slotOf[query.m] ? day * 2 + 1 : day * 2]]);
              break;
            }
            case 'chairPm':
              checkAnswer(q, meetings.filter((_, m) => s.chairOf[m] === query.g && s.slotOf[m] % 2 === 1).length);
              break;
            case 'between':
              checkAnswer(q, Math.abs(s.slotOf[query.m] - s.slotOf[query.o]) - 1);
              break;
            case 'trueStatement': {
              const text = (c: ScheduleClue) => scheduleClueText(c, b.names).replace(/\.$/, '');
              checkOnlyKeyedOption(q, (o) => {
                const statement = query.statements.find((c) => text(c) === o);
                expect(statement, o).toBeDefined();
                return statementHolds(statement as ScheduleClue, s);
              });
              break;
            }
          }
        }
        expect(managers).toHaveLength(3);
        drafts.push(b.draft);
      }
      // Variety over all 50 seeds, checked once the last chunk has run.
      if (seeds.at(-1) === SEEDS.at(-1)) expect(distinctCount(drafts)).toBeGreaterThanOrEqual(30);
    },
    180_000,
  );
});

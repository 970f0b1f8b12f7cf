import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import { tidySet, tidyText } from '../typeset.ts';
import { buildOnce, expectKeysProved, seedChunks, withoutClue } from './reader-test-kit.ts';
import { buildScheduling } from './scheduling.ts';
import { answerSchedule, parseScheduleClue, readSchedule, solveSchedule } from './scheduling-reader.ts';
import { checkShape } from './set-checks.ts';

// Every scheduling set is read back from its rendered text by scheduling-reader.ts, which enumerates all
// timetables and choices of chairs the clue sentences allow and answers each question from them; the generator's clue objects are not used.

// 160 seeds, not 200: building a scheduling set (its clue search over 64,800 timetables) takes most of the time.
const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(160);
const build = buildOnce(buildScheduling);

describe('scheduling sets, read from their text', () => {
  const clueForms = new Set<string>();
  const questionForms = new Set<string>();
  it.each(CHUNKS)(
    'the reader finds exactly one timetable and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'scheduling', 'Logical Reasoning');
        const reading = readSchedule(set.body);
        const worlds = solveSchedule(reading);
        expect(worlds, `seed ${seed}`).toHaveLength(1);
        // Compared only after the fact: the one timetable the text allows is the generator's hidden one.
        expect(worlds[0].slot).toEqual(b.solution.slotOf);
        expect(worlds[0].chair).toEqual(b.solution.chairOf);
        for (const f of reading.forms) clueForms.add(f);
        expectKeysProved(set.questions, (q) => answerSchedule(reading, worlds, q), seed, questionForms);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        // Every sentence form of the grammar was met (so none is dead code).
        expect(clueForms.size).toBe(16);
        expect(questionForms.size).toBe(7);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any one from the text lets more timetables through', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const body = tidyText(build(seed).draft.body);
      const n = readSchedule(body).clues.length;
      for (let k = 0; k < n; k++) {
        const fewer = readSchedule(withoutClue(body, k));
        expect(fewer.clues).toHaveLength(n - 1);
        expect(solveSchedule(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(1);
      }
    }
  }, 60_000);
});

describe('the scheduling reader', () => {
  const body = [
    'A company schedules six review meetings — Audit, Branding, Compliance, Design, Expansion and Finance — over Monday, Tuesday and Wednesday: one in the morning and one in the afternoon of each day. Ms Iyer, Mr Rao and Ms Kapoor chair two meetings each.',
    '',
    'The following is known:',
    '',
    '1. The Audit meeting is held on Monday.',
    '2. The Audit meeting is held in the afternoon.',
    '3. The Branding meeting is held in the slot immediately after the Audit meeting.',
    '4. The Compliance meeting is held on the day after the Branding meeting.',
    '5. Ms Iyer chairs both meetings on Monday.',
  ].join('\n');

  it('reads the setting and counts the worlds a hand check gives', () => {
    const r = readSchedule(body);
    expect(r.days).toEqual(['Monday', 'Tuesday', 'Wednesday']);
    // Audit Mon pm, Branding Tue am, Compliance on Wednesday (2 ways), the other three anywhere left (3!): 12
    // timetables; Ms Iyer has both Monday meetings, the other four split two and two (6): 72 worlds.
    const worlds = solveSchedule(r);
    expect(worlds).toHaveLength(72);
    const slot = { stem: 'Which meeting is held on Tuesday morning?', options: ['Audit', 'Branding', 'Design'] };
    expect(answerSchedule(r, worlds, slot)).toMatchObject({ index: 1 });
    expect(answerSchedule(r, worlds, { stem: 'How many afternoon meetings does Ms Iyer chair?' })).toMatchObject({
      value: 1,
    });
    const statements = {
      stem: 'Which of the following statements is true?',
      options: [
        'Mr Rao chairs the Audit meeting',
        'Ms Iyer chairs the Audit meeting',
        'The Compliance meeting is held on Monday',
      ],
    };
    expect(answerSchedule(r, worlds, statements)).toMatchObject({ index: 1 });
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readSchedule(body);
    expect(() => parseScheduleClue(r, 'The Audit meeting is held early')).toThrow(/0 readings/);
    expect(() => parseScheduleClue(r, 'Mr Nair chairs the Audit meeting')).toThrow(/0 readings/);
    expect(() => readSchedule(`${body}\n6. The Design meeting runs long.`)).toThrow(/0 readings/);
    const odd = {
      stem: 'Which of the following statements is true?',
      options: ['Ms Iyer chairs the Audit meeting', 'Lunch is served'],
    };
    expect(() => answerSchedule(r, solveSchedule(r), odd)).toThrow(/0 readings/);
  });
});

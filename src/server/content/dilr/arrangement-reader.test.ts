import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import { tidySet, tidyText } from '../typeset.ts';
import { buildArrangement } from './arrangement.ts';
import { answerRow, parseRowClue, readRow, solveRow } from './arrangement-reader.ts';
import { readOne, rule } from './reader-kit.ts';
import { buildOnce, expectKeysProved, seedChunks, withoutClue } from './reader-test-kit.ts';
import { checkShape } from './set-checks.ts';

// Every linear-arrangement set is read back from its rendered text by arrangement-reader.ts, which enumerates all
// seatings the clue sentences allow and answers each question from them; the generator's clue objects are not used.

const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(200);
const build = buildOnce(buildArrangement);

describe('linear arrangement sets, read from their text', () => {
  const clueForms = new Set<string>();
  const questionForms = new Set<string>();
  it.each(CHUNKS)(
    'the reader finds exactly one seating and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'arrangement', 'Logical Reasoning');
        const reading = readRow(set.body);
        const worlds = solveRow(reading);
        expect(worlds, `seed ${seed}`).toHaveLength(1);
        // Compared only after the fact: the one seating the text allows is the generator's hidden one.
        expect(worlds[0].seat).toEqual(b.solution.seatOf);
        expect(worlds[0].city).toEqual(b.solution.cityOf);
        for (const f of reading.forms) clueForms.add(f);
        expectKeysProved(set.questions, (q) => answerRow(reading, worlds, q), seed, questionForms);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        // Every sentence form of the grammar was met (so none is dead code).
        expect(clueForms.size).toBe(12);
        expect(questionForms.size).toBe(7);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any one from the text lets more seatings through', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const body = tidyText(build(seed).draft.body);
      const n = readRow(body).clues.length;
      for (let k = 0; k < n; k++) {
        const fewer = readRow(withoutClue(body, k));
        expect(fewer.clues).toHaveLength(n - 1);
        expect(solveRow(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(1);
      }
    }
  }, 60_000);
});

describe('the row reader', () => {
  const body = [
    'Aarav, Bhavna, Chirag, Deepa and Esha sit in a row of 5 seats, all facing north. Each of them is from a different city among Pune, Jaipur, Kochi, Indore and Surat. Seats are counted from the left end.',
    '',
    'The following is known:',
    '',
    '1. Aarav sits first from the left end.',
    '2. Exactly 2 people sit between Aarav and Deepa.',
    '3. Bhavna sits immediately to the left of Chirag.',
    '4. The person from Pune sits somewhere to the left of Esha.',
  ].join('\n');

  it('reads the setting and counts the worlds a hand check gives', () => {
    const r = readRow(body);
    expect(r.people).toEqual(['Aarav', 'Bhavna', 'Chirag', 'Deepa', 'Esha']);
    // A1, D4, so B C in 2 3 and E5: one seating; Pune is anyone but Esha: 4 × 4! = 96 worlds.
    const worlds = solveRow(r);
    expect(worlds).toHaveLength(96);
    expect(
      answerRow(r, worlds, { stem: 'Who sits fifth from the left end?', options: ['Esha', 'Deepa'] }),
    ).toMatchObject({ index: 0 });
    expect(answerRow(r, worlds, { stem: 'How many people sit between Bhavna and Esha?' })).toMatchObject({ value: 2 });
    expect(() => answerRow(r, worlds, { stem: 'Which city is Aarav from?', options: ['Pune', 'Kochi'] })).toThrow(
      /0 options hold/,
    );
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readRow(body);
    expect(() => parseRowClue(r, 'Aarav sits near Bhavna')).toThrow(/0 readings/);
    expect(() => parseRowClue(r, 'Zoya sits at one of the ends')).toThrow(/0 readings/);
    expect(() => readRow(`${body}\n5. Esha sits beside a window.`)).toThrow(/0 readings/);
    expect(() => answerRow(r, [], { stem: 'Who is the tallest?', options: [] })).toThrow(/0 readings/);
  });

  it('refuses a sentence two rules can read', () => {
    const rules = [rule('a', '(.+) sits (.+)', () => 1), rule('b', '(.+) sits first (.+)', () => 2)];
    expect(() => readOne(rules, 'Aarav sits first from the left end')).toThrow(/2 readings/);
  });
});

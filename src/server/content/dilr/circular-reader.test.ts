import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import { tidySet, tidyText } from '../typeset.ts';
import { buildCircularArrangement } from './circular-arrangement.ts';
import { answerCircle, parseCircleClue, readCircle, solveCircle } from './circular-reader.ts';
import { buildOnce, expectKeysProved, seedChunks, withoutClue } from './reader-test-kit.ts';
import { checkShape } from './set-checks.ts';

// Every circular-arrangement set is read back from its rendered text by circular-reader.ts, which enumerates all
// seatings the clue sentences allow (the first person pinned, as turning the table changes no clue) and answers each question from them; the generator's clue objects are not used.

const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(200);
const build = buildOnce(buildCircularArrangement);

describe('circular arrangement sets, read from their text', () => {
  const clueForms = new Set<string>();
  const questionForms = new Set<string>();
  it.each(CHUNKS)(
    'the reader finds exactly one seating and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'circular_arrangement', 'Logical Reasoning');
        const reading = readCircle(set.body);
        const worlds = solveCircle(reading);
        expect(worlds, `seed ${seed}`).toHaveLength(1);
        // Compared only after the fact: the one seating the text allows is the generator's hidden one.
        expect(worlds[0].pos).toEqual(b.solution.seatOf);
        for (const f of reading.forms) clueForms.add(f);
        expectKeysProved(set.questions, (q) => answerCircle(reading, worlds, q), seed, questionForms);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        // Every sentence form of the grammar was met (so none is dead code).
        expect([...clueForms].sort()).toEqual([
          'between',
          'gap',
          'left',
          'neighbour',
          'notNeighbour',
          'opposite',
          'right',
        ]);
        expect(questionForms.size).toBe(6);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any one from the text lets more seatings through', () => {
    for (const seed of SEEDS.slice(0, 8)) {
      const body = tidyText(build(seed).draft.body);
      const n = readCircle(body).clues.length;
      for (let k = 0; k < n; k++) {
        const fewer = readCircle(withoutClue(body, k));
        expect(fewer.clues).toHaveLength(n - 1);
        expect(solveCircle(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(1);
      }
    }
  }, 60_000);
});

describe('the round-table reader', () => {
  const body = [
    'Aarav, Bhavna, Chirag, Deepa, Esha and Farhan sit around a circular table with 6 equally spaced seats, all facing the centre.',
    '',
    'The following is known:',
    '',
    '1. Bhavna sits immediately to the left of Aarav.',
    '2. Deepa sits directly opposite Aarav.',
    '3. Chirag sits between Bhavna and Deepa.',
  ].join('\n');

  it('reads left and right as each seated person sees them, and counts the worlds a hand check gives', () => {
    const r = readCircle(body);
    // Going left from Aarav: Bhavna, Chirag, Deepa, then Esha and Farhan in either order: two worlds.
    const worlds = solveCircle(r);
    expect(worlds).toHaveLength(2);
    const right = { stem: 'Who sits immediately to the right of Bhavna?', options: ['Aarav', 'Chirag', 'Esha'] };
    expect(answerCircle(r, worlds, right)).toMatchObject({ index: 0 });
    const ask = { stem: 'Who sits second to the left of Aarav?', options: ['Chirag', 'Bhavna', 'Deepa'] };
    expect(answerCircle(r, worlds, ask)).toMatchObject({ index: 0 });
    const count = 'Starting from Aarav and moving to Aarav’s left, how many people sit between Aarav and Deepa?';
    expect(answerCircle(r, worlds, { stem: count })).toMatchObject({ value: 2 });
    expect(() =>
      answerCircle(r, worlds, { stem: 'Who sits directly opposite Esha?', options: ['Bhavna', 'Chirag'] }),
    ).toThrow(/0 options hold/);
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readCircle(body);
    expect(() => parseCircleClue(r, 'Aarav sits near Bhavna')).toThrow(/0 readings/);
    expect(() => parseCircleClue(r, 'Aarav sits between Bhavna and Bhavna')).toThrow(/0 readings/);
    expect(() => readCircle(`${body}\n4. Esha sits facing away.`)).toThrow(/0 readings/);
  });
});

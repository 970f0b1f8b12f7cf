import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import { tidySet, tidyText } from '../typeset.ts';
import { buildOnce, expectKeysProved, seedChunks, withoutClue } from './reader-test-kit.ts';
import { checkShape } from './set-checks.ts';
import { buildVenn } from './venn.ts';
import { answerVenn, parseVennClue, readVenn, solveVenn } from './venn-reader.ts';

// Every Venn set is read back from its rendered text by venn-reader.ts, which turns each clue sentence into an
// equation over the eight regions and lists every whole-number filling that meets them, then answers each question
// from those; the generator's clue objects and linear solver are not used.

const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(200);
const build = buildOnce(buildVenn);

describe('Venn sets, read from their text', () => {
  const clueForms = new Set<string>();
  const questionForms = new Set<string>();
  it.each(CHUNKS)(
    'the reader finds exactly one filling of the regions and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'venn', 'Logical Reasoning');
        const reading = readVenn(set.body);
        const worlds = solveVenn(reading);
        expect(worlds, `seed ${seed}`).toHaveLength(1);
        // Compared only after the fact: the one filling the text allows is the generator's hidden one.
        expect(worlds[0]).toEqual(b.solution);
        for (const f of reading.forms) clueForms.add(f);
        expectKeysProved(set.questions, (q) => answerVenn(reading, worlds, q), seed, questionForms);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        // Every sentence form and group phrase of the grammar was met (so none is dead code).
        expect([...clueForms].sort()).toEqual(
          [
            'value',
            'times',
            'ratio',
            'diff',
            'set',
            'only',
            'not',
            'butNot',
            'pair',
            'pairOnly',
            'all',
            'none',
            'exactly',
            'atLeast',
          ].sort(),
        );
        expect([...questionForms].sort()).toEqual(['count', 'countOptions', 'percent']);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any one from the text lets more fillings through', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      const body = tidyText(build(seed).draft.body);
      const n = readVenn(body).equations.length;
      for (let k = 0; k < n - 1; k++) {
        const fewer = readVenn(withoutClue(body, k));
        expect(fewer.equations).toHaveLength(n - 1);
        expect(solveVenn(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(1);
      }
    }
  }, 60_000);
});

describe('the Venn reader', () => {
  const body = [
    'A survey asked 10 students which of three sports — cricket, football and badminton — they play. Every one of the 10 answered.',
    '',
    'The following is known:',
    '',
    '1. 6 students play cricket.',
    '2. 6 students play football.',
    '3. 1 students play none of the three.',
    '4. 1 students play badminton.',
    '5. 3 more students play exactly one of the three than play at least two of the three.',
  ].join('\n');

  it('reads the setting and finds the one filling a hand check gives', () => {
    // Exactly one + at least two = 10 − 1 = 9, three apart: 6 and 3. Memberships 6 + 6 + 1 = 13 = 6 + 2·(pairs only)
    // + 3·(all three) with pairs only + all three = 3: all three 1, pairs only 2. The one badminton player plays all
    // three, so both pair-only players play cricket and football: cricket only 3, football only 3. Six equations leave
    // two regions free; only the search over them, with no count below zero, pins the filling.
    const r = readVenn(body);
    const worlds = solveVenn(r);
    expect(worlds).toEqual([[1, 3, 3, 2, 0, 0, 0, 1]]);
    expect(answerVenn(r, worlds, { stem: 'How many students play only cricket?' })).toMatchObject({ value: 3 });
    const pct = {
      stem: 'What percentage of the 10 students play exactly two of the three? (to one decimal place)',
      options: ['10%', '20%', '30%', '40%'],
    };
    expect(answerVenn(r, worlds, pct)).toMatchObject({ index: 1 });
    // Without the badminton count the memberships no longer add up to a known number: "all three" is open.
    const fewer = readVenn(body.replace('4. 1 students play badminton.\n5.', '4.'));
    const more = solveVenn(fewer, 3);
    expect(more.length).toBeGreaterThan(1);
    expect(() => answerVenn(fewer, more, { stem: 'How many students play all three?' })).toThrow(/not determined/);
  });

  it('reads ratios both ways round', () => {
    const r = readVenn(body);
    const twice = parseVennClue(
      r,
      'The number of students who play cricket is twice the number who play only football',
    );
    const ratio = parseVennClue(
      r,
      'The numbers of students who play cricket and who play only football are in the ratio 2 : 1',
    );
    expect(twice.value.equation).toEqual(ratio.value.equation);
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readVenn(body);
    expect(() => parseVennClue(r, '4 students play chess')).toThrow(/0 readings/);
    expect(() => parseVennClue(r, '4 students love cricket')).toThrow(/0 readings/);
    expect(() => readVenn(`${body}\n6. Most students play on weekends.`)).toThrow(/0 readings/);
    const odd = { stem: 'How many students play cricket?', options: ['6', 'six', '7', '8'] };
    expect(() => answerVenn(r, solveVenn(r), odd)).toThrow(/not a count/);
  });
});

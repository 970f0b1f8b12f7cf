import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import type { SetData } from '#shared/contracts/questions';
import { tidySet } from '../typeset.ts';
import { buildOnce, expectKeysProved, seedChunks, withoutClue } from './reader-test-kit.ts';
import { buildRoutes } from './routes.ts';
import { answerRoutes, parseRouteClue, readRoutes, solveRoutes } from './routes-reader.ts';
import { checkShape } from './set-checks.ts';

// Every road-network set is read back from its rendered text and road table by routes-reader.ts, which tries every
// filling of the missing lengths the text allows, computing shortest routes itself, and answers each question from
// those the clues leave; the generator's clue objects and route counts are not used.

const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(160);
const build = buildOnce(buildRoutes);

describe('road-network sets, read from their text and table', () => {
  const clueForms = new Set<string>();
  const questionForms = new Set<string>();
  it.each(CHUNKS)(
    'the reader finds exactly one filling of the missing lengths and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'routes', 'Logical Reasoning');
        const reading = readRoutes(set.body, set.data);
        const worlds = solveRoutes(reading);
        expect(worlds, `seed ${seed}`).toHaveLength(1);
        // Compared only after the fact: the one filling the text allows is the generator's hidden one.
        expect(worlds[0].length).toEqual(b.solution.lengths);
        for (const f of reading.forms) clueForms.add(f);
        expectKeysProved(set.questions, (q) => answerRoutes(reading, worlds, q), seed, questionForms);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        // Every sentence form of the grammar was met (so none is dead code).
        expect([...clueForms].sort()).toEqual(['dist', 'longer', 'longerBy', 'parity', 'sum', 'uses', 'via']);
        expect(questionForms.size).toBe(6);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any one from the text lets more fillings through', () => {
    for (const seed of SEEDS.slice(0, 6)) {
      const set = tidySet(build(seed).draft);
      const n = readRoutes(set.body, set.data).clues.length;
      for (let k = 0; k < n; k++) {
        const fewer = readRoutes(withoutClue(set.body, k), set.data);
        expect(fewer.clues).toHaveLength(n - 1);
        expect(solveRoutes(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(1);
      }
    }
  }, 60_000);
});

describe('the routes reader', () => {
  // A–B 3, B–C ?, A–C ?, C–D 2: a triangle with a tail.
  const body = [
    'Four towns A, B, C and D are connected by 4 two-way roads, listed in the table with their lengths. Two lengths are missing (shown as ?); each is a whole number of km from 2 to 4. Travel is possible only along these roads.',
    '',
    'The following is known:',
    '',
    '1. The shortest distance between A and C is 4 km.',
  ].join('\n');
  const data: SetData = {
    blocks: [
      {
        kind: 'table',
        columns: ['From', 'To', 'Length (km)'],
        rows: [
          ['A', 'B', 3],
          ['A', 'C', '?'],
          ['B', 'C', '?'],
          ['C', 'D', 2],
        ],
      },
    ],
  };

  it('reads the setting and counts the fillings a hand check gives', () => {
    // A–C is 4 directly or via B (3 + B–C ≥ 5): A–C = 4 and B–C any of 2, 3, 4: three fillings.
    const r = readRoutes(body, data);
    const worlds = solveRoutes(r);
    expect(worlds.map((w) => w.length)).toEqual([
      [3, 4, 2, 2],
      [3, 4, 3, 2],
      [3, 4, 4, 2],
    ]);
    expect(answerRoutes(r, worlds, { stem: 'What is the shortest distance, in km, between A and D?' })).toMatchObject({
      value: 6,
    });
    // A–B–C is at least 5 km, so A–C–D is the one shortest route in every filling.
    const q = { stem: 'How many different shortest routes are there between A and D?', options: ['1', '2', '3', '4'] };
    expect(answerRoutes(r, worlds, q)).toMatchObject({ index: 0 });
    const through = { stem: 'Which town lies on every shortest route between A and D?', options: ['B', 'C'] };
    expect(answerRoutes(r, worlds, through)).toMatchObject({ index: 1 });
    const closed = { stem: 'If road A–C is closed, what becomes the shortest distance, in km, between A and D?' };
    expect(() => answerRoutes(r, worlds, closed)).toThrow(/not determined/);
  });

  it('counts equal shortest routes', () => {
    const square = body.split('\n').slice(0, 4).concat('1. Road B–D is longer than road C–D.').join('\n');
    const table: SetData = {
      blocks: [
        {
          kind: 'table',
          columns: ['From', 'To', 'Length (km)'],
          rows: [
            ['A', 'B', 2],
            ['A', 'C', 3],
            ['B', 'D', '?'],
            ['C', 'D', '?'],
          ],
        },
      ],
    };
    // B–D > C–D among 2…4 and B–D + C–D = 5: (3, 2), so A–B–D and A–C–D both measure 5 km.
    const r = readRoutes(square, table);
    const tie = solveRoutes({
      ...r,
      clues: [...r.clues, parseRouteClue(r, 'Roads B–D and C–D together measure 5 km').value],
    });
    expect(tie.map((w) => w.length)).toEqual([[2, 3, 3, 2]]);
    const q = { stem: 'How many different shortest routes are there between A and D?', options: ['1', '2', '3', '4'] };
    expect(answerRoutes(r, tie, q)).toMatchObject({ index: 1 });
    // Neither B nor C is on both routes.
    const through = { stem: 'Which town lies on every shortest route between A and D?', options: ['B', 'C'] };
    expect(() => answerRoutes(r, tie, through)).toThrow(/0 options hold/);
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readRoutes(body, data);
    expect(() => parseRouteClue(r, 'Road A–B is scenic')).toThrow(/0 readings/);
    expect(() => parseRouteClue(r, 'Road A–D is longer than road A–B')).toThrow(/0 readings/);
    expect(() => readRoutes(`${body}\n2. Town E is far away.`, data)).toThrow(/0 readings/);
    expect(() => readRoutes(body.replace('4 two-way', '5 two-way'), data)).toThrow(/disagree/);
    const odd = { stem: 'Which town lies on every shortest route between A and D?', options: ['B', 'Z'] };
    expect(() => answerRoutes(r, solveRoutes(r), odd)).toThrow(/unknown/);
  });
});

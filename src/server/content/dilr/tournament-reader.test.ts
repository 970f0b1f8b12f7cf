import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import type { SetData } from '#shared/contracts/questions';
import { tidySet } from '../typeset.ts';
import { buildOnce, expectKeysProved, seedChunks, withoutClue } from './reader-test-kit.ts';
import { checkShape } from './set-checks.ts';
import { buildTournament } from './tournament.ts';
import { answerLeague, parseLeagueClue, readLeague, solveLeague } from './tournament-reader.ts';

// Every tournament set is read back from its rendered text and points table by tournament-reader.ts, which
// enumerates all 3^10 ways the matches could have ended and answers each question from those the clues allow; the
// generator's clue objects are not used.

// 100 seeds, not 200: building a tournament set (its clue search over 59,049 result tables) takes most of the time.
const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(100);
const build = buildOnce(buildTournament);
const MARK = 'The following is also known:';

/** Every known (non-?) cell of the points table, and the table with one of them blanked. */
const knownCells = (data: SetData) =>
  data.blocks.flatMap((b) =>
    b.kind === 'table' ? b.rows.flatMap((row, i) => row.flatMap((c, j) => (j >= 2 && c !== '?' ? [[i, j]] : []))) : [],
  );
const blanked = (data: SetData, [i, j]: number[]): SetData => ({
  blocks: data.blocks.map((b) =>
    b.kind === 'table' ? { ...b, rows: b.rows.map((row, r) => row.map((c, k) => (r === i && k === j ? '?' : c))) } : b,
  ),
});

describe('tournament sets, read from their text and table', () => {
  const clueForms = new Set<string>();
  const questionForms = new Set<string>();
  it.each(CHUNKS)(
    'the reader finds exactly one set of results and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'tournament', 'Logical Reasoning');
        const reading = readLeague(set.body, set.data);
        const worlds = solveLeague(reading);
        expect(worlds, `seed ${seed}`).toHaveLength(1);
        // Compared only after the fact: the one set of results the text allows is the generator's hidden one.
        expect(worlds[0].result).toEqual(b.solution.outcome);
        expect(worlds[0].points).toEqual(b.solution.points);
        for (const f of reading.forms) clueForms.add(f);
        expectKeysProved(set.questions, (q) => answerLeague(reading, worlds, q), seed, questionForms);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        // Every sentence form and table column was met (so none is dead code).
        expect([...clueForms].sort()).toEqual(
          [
            'beat',
            'distinct',
            'draws',
            'drew',
            'moreWins',
            'morePoints',
            'onlyLoss',
            'table drawn',
            'table lost',
            'table points',
            'table won',
            'unbeaten',
          ].sort(),
        );
        expect(questionForms.size).toBe(6);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any sentence or table entry lets more results through', () => {
    for (const seed of SEEDS.slice(0, 4)) {
      const set = tidySet(build(seed).draft);
      const data = set.data as SetData;
      const n = readLeague(set.body, data).clues.length;
      const sentences = set.body
        .split(MARK)[1]
        .split('\n')
        .filter((l) => /^\d+\. /.test(l)).length;
      for (let k = 0; k < sentences; k++) {
        const fewer = readLeague(withoutClue(set.body, k, MARK), data);
        expect(fewer.clues).toHaveLength(n - 1);
        expect(solveLeague(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(1);
      }
      for (const cell of knownCells(data)) {
        const fewer = readLeague(set.body, blanked(data, cell));
        expect(fewer.clues).toHaveLength(n - 1);
        expect(solveLeague(fewer).length, `seed ${seed}, cell ${cell}`).toBeGreaterThan(1);
      }
    }
  }, 60_000);
});

describe('the tournament reader', () => {
  const body = [
    'Eagles, Lions and Sharks played a football league in which every team met every other team exactly once. A win earned 3 points, a draw 1 point and a loss none.',
    '',
    'Some entries of the final points table are missing (shown as ?). The following is also known:',
    '',
    '1. Eagles did not lose any match.',
    "2. Lions' only defeat was against Sharks.",
  ].join('\n');
  const table = (points: string | number): SetData => ({
    blocks: [
      {
        kind: 'table',
        columns: ['Team', 'Played', 'Won', 'Drawn', 'Lost', 'Points'],
        rows: [
          ['Eagles', 2, '?', '?', '?', points],
          ['Lions', 2, '?', '?', '?', '?'],
          ['Sharks', 2, '?', '?', '?', '?'],
        ],
      },
    ],
  });

  it('reads the setting and counts the results a hand check gives', () => {
    // Sharks beat Lions; Lions lost once, so Eagles–Lions is a draw (Eagles are unbeaten); Eagles–Sharks is an Eagles
    // win or a draw: two worlds. Eagles on 4 points leaves one.
    const r = readLeague(body, table('?'));
    const worlds = solveLeague(r);
    expect(worlds).toHaveLength(2);
    const q = {
      stem: 'What was the result of the match between Eagles and Sharks?',
      options: ['Eagles won', 'The match was drawn', 'Sharks won', 'Cannot be determined'],
    };
    expect(answerLeague(r, worlds, q)).toMatchObject({ index: 3 });
    expect(answerLeague(r, worlds, { stem: 'How many points did Lions score?' })).toMatchObject({ value: 1 });
    const one = solveLeague(readLeague(body, table(4)));
    expect(one).toHaveLength(1);
    expect(answerLeague(r, one, q)).toMatchObject({ index: 0 });
    expect(answerLeague(r, one, { stem: 'How many matches in the tournament ended in a draw?' })).toMatchObject({
      value: 1,
    });
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readLeague(body, table('?'));
    expect(() => parseLeagueClue(r, 'Eagles thrashed Lions')).toThrow(/0 readings/);
    expect(() => parseLeagueClue(r, 'Wolves beat Lions')).toThrow(/0 readings/);
    expect(() => readLeague(`${body}\n3. Sharks scored the most goals.`, table('?'))).toThrow(/0 readings/);
    expect(() => readLeague(body.replace('\n\nSome', '\nA stray line.\n\nSome'), table('?'))).toThrow(/stray/);
    const odd = { stem: 'Which team won the most matches?', options: ['Eagles', 'Lions', 'Rovers'] };
    expect(() => answerLeague(r, solveLeague(r), odd)).toThrow(/unknown/);
  });
});

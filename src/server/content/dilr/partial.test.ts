import { describe, expect, it } from 'vitest';
import { yieldToEventLoop } from '#server/test/yield';
import type { SetDraft } from '#shared/contracts/questions';
import { lintText, questionTexts } from '../text-lint.ts';
import { tidySet, tidyText } from '../typeset.ts';
import { buildPartial } from './partial-arrangement.ts';
import { answer, CANNOT, parseStatement, readSet, solveReading } from './partial-solver.ts';
import { buildOnce, seedChunks } from './reader-test-kit.ts';
import { checkShape, distinctCount } from './set-checks.ts';

// Every set is read back from its rendered text by partial-solver.ts, which enumerates all worlds the clue sentences
// allow and answers each question from them; the generator's own model is only compared against, never trusted.

// 120 seeds: building a set (its clue search over half a million assignments) takes most of the time.
const { seeds: SEEDS, chunks: CHUNKS } = seedChunks(120);
const build = buildOnce(buildPartial);

const worldKey = (place: readonly number[], value: readonly number[]) => `${place.join()}|${value.join()}`;

describe('partial arrangement sets (several cases)', () => {
  const drafts: SetDraft[] = [];
  const scenes = new Set<string>();
  it.each(CHUNKS)(
    'the text solver finds the same cases and proves every key (seeds $from–$to)',
    async ({ seeds }) => {
      for (const seed of seeds) {
        await yieldToEventLoop();
        const b = build(seed);
        const set = checkShape(tidySet(b.draft), 'partial_arrangement', 'Logical Reasoning');
        const reading = readSet(set.body);
        const worlds = solveReading(reading);
        // Partly determined: two to four arrangements, exactly the generator's.
        expect(worlds.length).toBeGreaterThanOrEqual(2);
        expect(worlds.length).toBeLessThanOrEqual(4);
        expect(new Set(worlds.map((w) => worldKey(w.place, w.value)))).toEqual(
          new Set(
            b.cases.map((s) =>
              worldKey(
                s.pos.map((p) => p + 1),
                s.val,
              ),
            ),
          ),
        );
        const kinds = new Set<string>();
        for (const q of set.questions) {
          expect(q.difficulty).toBeGreaterThanOrEqual(4);
          for (const text of questionTexts(q)) expect(lintText(text), text).toEqual([]);
          const a = answer(reading, worlds, q);
          if (/least|greatest|lowest|highest|smallest|largest/.test(q.stem)) kinds.add('extreme');
          if (q.type === 'TITA') {
            expect(a.kind, q.stem).toBe('numeric');
            if (a.kind === 'numeric' && q.answer.kind === 'numeric') expect(q.answer.value, q.stem).toBe(a.value);
            continue;
          }
          expect(a.kind, q.stem).toBe('option');
          if (a.kind !== 'option' || q.answer.kind !== 'option' || !q.options) continue;
          expect(a.index, q.stem).toBe(q.answer.index);
          // Exactly one option holds in every world considered.
          expect(a.always.filter(Boolean), q.stem).toHaveLength(1);
          const key = q.options[q.answer.index];
          if (key === CANNOT) {
            kinds.add('cannot');
            // Truly undetermined, and the values offered beside it do occur in some case.
            expect(a.possible?.filter(Boolean).length ?? 0, q.stem).toBeGreaterThanOrEqual(2);
          }
          if (q.stem.startsWith('If ')) {
            kinds.add('must');
            expect(a.condition ?? 0).toBeGreaterThanOrEqual(1);
            expect(a.condition ?? 0).toBeLessThan(worlds.length);
          }
        }
        expect([...kinds].sort(), `seed ${seed}`).toEqual(['cannot', 'extreme', 'must']);
        expect(lintText(set.body)).toEqual([]);
        drafts.push(set);
        scenes.add(b.scene.id);
      }
      if (seeds.at(-1) === SEEDS.at(-1)) {
        expect(distinctCount(drafts)).toBeGreaterThanOrEqual(Math.floor(SEEDS.length * 0.95));
        expect([...scenes].sort()).toEqual(['building', 'queue', 'row', 'shelf']);
      }
    },
    120_000,
  );

  it('needs every clue: dropping any one lets more arrangements through', async () => {
    for (const seed of SEEDS.slice(0, 15)) {
      await yieldToEventLoop();
      const reading = readSet(tidyText(build(seed).draft.body));
      const count = solveReading(reading).length;
      for (let k = 0; k < reading.clues.length; k++) {
        const fewer = { ...reading, clues: reading.clues.filter((_, i) => i !== k) };
        expect(solveReading(fewer).length, `seed ${seed}, clue ${k + 1}`).toBeGreaterThan(count);
      }
    }
  }, 120_000);
});

describe('the text solver', () => {
  const body = [
    'Six friends, Aarav, Bhavna, Chirag, Deepa, Esha and Farhan, live in a building with six floors, one on each floor. The floors are numbered 1 (the lowest) to 6 (the top). Each of them has a different profession among the following: banker, chef, doctor, lawyer, pilot and teacher.',
    '',
    'The following is known:',
    '',
    '1. Aarav lives on floor 1.',
    '2. Bhavna lives one floor above Aarav.',
    '3. Chirag lives on a lower floor than Deepa.',
    '4. Exactly two people live between Chirag and Farhan.',
    '5. Aarav is the banker.',
    '6. Bhavna is the chef.',
    '7. Chirag is the doctor.',
    '8. Deepa is the lawyer.',
    '9. Esha is not the teacher.',
  ].join('\n');

  it('reads the setting and enumerates the worlds by hand-checkable counts', () => {
    const r = readSet(body);
    expect(r.names).toEqual(['Aarav', 'Bhavna', 'Chirag', 'Deepa', 'Esha', 'Farhan']);
    // Floors 3–6 hold Chirag < Deepa with Farhan three floors from Chirag: C3 F6 (D4 or D5), so two worlds.
    const worlds = solveReading(r);
    expect(worlds).toHaveLength(2);
    expect(
      answer(r, worlds, {
        stem: 'On which floor does Deepa live?',
        options: ['Floor 4', 'Floor 5', 'Floor 6', CANNOT],
      }),
    ).toMatchObject({ index: 3 });
    expect(
      answer(r, worlds, { stem: 'Who lives on floor 6?', options: ['Esha', 'Farhan', 'Deepa', CANNOT] }),
    ).toMatchObject({ index: 1 });
    expect(answer(r, worlds, { stem: 'What is the highest floor on which Esha could live?' })).toEqual({
      kind: 'numeric',
      value: 5,
    });
    const must = answer(r, worlds, {
      stem: 'If Esha lives on floor 4, which of the following must be true?',
      options: ['Deepa lives on floor 4', 'Deepa lives on floor 5', 'Farhan is the pilot', 'Esha lives on floor 5'],
    });
    expect(must).toMatchObject({ index: 1, condition: 1 });
  });

  it('refuses sentences outside its grammar rather than guessing', () => {
    const r = readSet(body);
    expect(() => parseStatement(r, 'Aarav lives near Bhavna')).toThrow(/0 readings/);
    expect(() => parseStatement(r, 'Zoya lives on floor 2')).toThrow();
  });
});

import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { dilrSet, LR_EXAMS, list, type SetMeta, sample } from './kit.ts';
import { type Arr, arrAt, CANDIDATES, type Fact, factPool, holds, SIZE, WEIGHT } from './partial-model.ts';
import { type Built, type Puzzle, questionMakers } from './partial-questions.ts';
import { SCENES, type Scene, statement } from './partial-scenes.ts';
import { retry, weightedOrder } from './solver.ts';

/**
 * Partly determined arrangements "as CAT sets them": clues that leave two to four arrangements, so some questions
 * are answered "Cannot be determined", some ask for the least or greatest possible value, and some add a condition
 * ("If X is on floor 3, which must be true?"). Every answer is re-derived from the rendered text in the tests.
 */

export interface PartialBuild {
  draft: SetDraft;
  scene: Scene;
  names: string[];
  values: string[];
  clues: Fact[];
  /** Every arrangement the clues allow, in a fixed order (Case 1, Case 2, …). */
  cases: Arr[];
  hidden: Arr;
}

const MIN_CASES = 2;
const MAX_CASES = 4;
const MAX_CLUES = 11;

/** Whether candidate `index` meets the fact. */
function check(f: Fact, index: number): boolean {
  return holds(f, arrAt(index));
}

/**
 * Walks the weighted pool and keeps a clue when it removes candidates without leaving fewer than MIN_CASES, until at
 * most MAX_CASES remain; then drops every clue the others make redundant (same arrangements left without it).
 */
export function chooseFacts(pool: readonly Fact[]): { clues: Fact[]; left: number[] } | null {
  let left: number[] = [];
  const chosen: Fact[] = [];
  for (const f of pool) {
    // The first clue sweeps every candidate; later ones only the survivors.
    const next: number[] = [];
    if (chosen.length === 0) {
      for (let i = 0; i < CANDIDATES; i++) if (check(f, i)) next.push(i);
    } else for (const i of left) if (check(f, i)) next.push(i);
    if (next.length < MIN_CASES || (chosen.length > 0 && next.length === left.length)) continue;
    chosen.push(f);
    left = next;
    // Sixteen clues fill the bit masks below; far more than a set may keep anyway.
    if (left.length <= MAX_CASES || chosen.length === 16) break;
  }
  if (left.length > MAX_CASES) return null;
  // masks[c] marks which chosen clues candidate c breaks; a clue is redundant when no candidate breaks it alone.
  const masks = new Uint16Array(CANDIDATES);
  for (let i = 0; i < CANDIDATES; i++) {
    const s = arrAt(i);
    let m = 0;
    for (let k = 0; k < chosen.length; k++) if (!holds(chosen[k], s)) m |= 1 << k;
    masks[i] = m;
  }
  let dropped = 0;
  for (let k = 0; k < chosen.length; k++) {
    const bit = 1 << k;
    let alone = false;
    for (let i = 0; i < CANDIDATES && !alone; i++) if ((masks[i] & ~dropped) === bit) alone = true;
    if (!alone) dropped |= bit;
  }
  const clues = chosen.filter((_, k) => !(dropped & (1 << k)));
  if (clues.length > MAX_CLUES) return null;
  const kept: number[] = [];
  for (let i = 0; i < CANDIDATES; i++) if ((masks[i] & ~dropped) === 0) kept.push(i);
  return { clues, left: kept };
}

/** The case list every explanation starts with, and a line on what the cases share and where they split. */
function caseLines(p: Puzzle): string[] {
  const { scene, names, values, cases } = p;
  const entry = (s: Arr, pos: number) => {
    const who = s.pos.indexOf(pos);
    return `${names[who]} (${values[s.val[who]]})`;
  };
  const lines = [
    `The clues allow exactly ${cases.length} arrangements; each is listed from ${scene.place(0)} to ${scene.place(SIZE - 1)}:`,
    ...cases.map((s, c) => `Case ${c + 1}: ${[...Array(SIZE).keys()].map((pos) => entry(s, pos)).join(', ')}.`),
  ];
  const fixed = [...Array(SIZE).keys()].filter((who) =>
    cases.every((s) => s.pos[who] === cases[0].pos[who] && s.val[who] === cases[0].val[who]),
  );
  const loose = [...Array(SIZE).keys()].filter((who) => !fixed.includes(who)).map((who) => names[who]);
  const agree = fixed.map((who) => `${names[who]} (${scene.place(cases[0].pos[who])}, ${values[cases[0].val[who]]})`);
  lines.push(
    agree.length > 0
      ? `All cases agree on ${list(agree)}; they split over ${list(loose)}.`
      : `No one keeps the same ${scene.unit} and ${scene.trait} in every case.`,
  );
  return lines;
}

export function buildPartial(rng: Rng): PartialBuild {
  const scene = rng.pick(SCENES);
  const names = sample(rng, scene.names, SIZE).sort();
  const values = sample(rng, scene.values, SIZE).sort();
  const { hidden, clues, cases, made } = retry(30, () => {
    const hidden = arrAt(rng.int(0, CANDIDATES - 1));
    const pool = weightedOrder(
      factPool(hidden, () => rng.next() < 0.5),
      (f) => WEIGHT[f.t],
      rng,
    );
    const chosen = chooseFacts(pool);
    if (!chosen) return null;
    const clues = rng.shuffle(chosen.clues);
    const cases = chosen.left.map(arrAt);
    const puzzle: Puzzle = { scene, names, values, clues, cases, hidden, rng, lines: [] };
    puzzle.lines = caseLines(puzzle);
    const made = makeQuestions(puzzle);
    return made && { hidden, clues, cases, made };
  });

  const body = [
    scene.intro(names, values),
    '',
    'The following is known:',
    '',
    ...clues.map((f, i) => `${i + 1}. ${statement(scene, f, names, values)}.`),
  ].join('\n');
  const draft = dilrSet('partial_arrangement', `${scene.title}: several cases`, body, made);
  return { draft, scene, names, values, clues, cases, hidden };
}

/** Three questions CAT always has in such a set (cannot be determined, least/greatest, if…must), then extras. */
function makeQuestions(p: Puzzle): QuestionDraft[] | null {
  const meta: SetMeta = {
    generator: 'dilr-partial-arrangement',
    area: 'Logical Reasoning',
    topic: 'Linear arrangement',
    subtopic: p.scene.subtopic,
    exams: LR_EXAMS,
  };
  const m = questionMakers(p, meta);
  const required = [m.undetermined(), m.extreme(), m.mustBeTrue()];
  if (required.some((q) => q === null)) return null;
  const stems = new Set(required.map((q) => (q as Built).stem));
  const extras: QuestionDraft[] = [];
  const want = p.rng.int(1, 2);
  for (const make of p.rng.shuffle([m.determined, m.count, m.undetermined, m.extreme])) {
    if (extras.length === want) break;
    const q = make();
    if (q && !stems.has(q.stem)) {
      stems.add(q.stem);
      extras.push(q.draft);
    }
  }
  return p.rng.shuffle([...required.map((q) => (q as Built).draft), ...extras]);
}

export const partialArrangementGenerator: SetGenerator = {
  id: 'dilr-partial-arrangement',
  setType: 'partial_arrangement',
  area: 'Logical Reasoning',
  generate: (rng) => buildPartial(rng).draft,
};

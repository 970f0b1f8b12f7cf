// @ts-nocheck
import type { QuestionDraft, SetDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import type { SetGenerator } from '../types.ts';
import { dilrSet, LR_EXAMS, list, mcq, numericWrong, pct, round, type SetMeta, tita } from './kit.ts';
import { chooseLinearClues, equals } from './linear-solver.ts';
import { linearTrace, SIMULTANEOUS } from './linear-trace.ts';
import { retry, weightedOrder } from './solver.ts';
import {
  cluePool,
  coefs,
  has,
  type Measure,
  measureText,
  measureValue,
  regionsOf,
  THEMES,
  type VennClue,
  type VennQuery,
  type VennTheme,
  vennClueText,
  WEIGHT,
} from './venn-model.ts';

/** Venn puzzle sets: hidden region counts, linear clues chosen until the counts are unique, step-by-step explanations. */
export interface VennBuild {
  draft: SetDraft;
  theme: VennTheme;
  total: number;
  solution: number[];
  clues: VennClue[];
  queries: VennQuery[];
}

export function buildVenn(rng: Rng): VennBuild {
  const theme = rng.pick(THEMES);
  const regionName = (r: number) =>
    r === 0 ? 'none' : r === 7 ? 'all three' : `${theme.sets.filter((_, s) => has(r, s)).join(' & ')} only`;
  const { solution, clues, total, trace } = retry(30, () => {
    const x = [rng.int(2, 20), ...Array.from({ length: 7 }, () => rng.int(2, 30))];
    const total = x.reduce((a, b) => a + b, 0);
    const totalClue: VennClue = {
      t: 'value',
      m: { kind: 'total' },
      value: total,
      constraint: equals(coefs({ kind: 'total' }), total),
    };
    const pool = [totalClue, ...weightedOrder(cluePool(x), WEIGHT, rng)];
    const chosen = chooseLinearClues(new Array(8).fill(total), pool, 10);
    // The total is stated in the introduction, so it must be among the clues the solver relied on.
    if (!chosen?.includes(totalClue)) return null;
    const clues = [totalClue, ...rng.shuffle(chosen.filter((c) => c !== totalClue))];
    const trace = linearTrace(
      clues.map((c, i) => ({ constraint: c.constraint, label: i === 0 ? 'The total' : `Clue ${i}` })),
      x,
      regionName,
    );
    // Keep only puzzles whose solution can be explained step by step.
    if (trace.some((line) => line.startsWith(SIMULTANEOUS))) return null;
    return { solution: x, clues, total, trace };
  });
  const meta: SetMeta = { generator: 'dilr-venn', area: 'Logical Reasoning', topic: 'Venn puzzles', exams: LR_EXAMS };
  const textClues = clues.slice(1);
  const solved = [
    `Write one unknown per region of the three-circle diagram: ${[7, 3, 5, 6, 1, 2, 4, 0].map(regionName).join(', ')}; they add up to ${total}.`,
    ...trace,
    `Regions: ${[1, 2, 4, 3, 5, 6, 7, 0].map((r) => `${regionName(r)} ${solution[r]}`).join(', ')}.`,
  ];
  const stated = (m: Measure) => clues.some((c) => c.t === 'value' && JSON.stringify(c.m) === JSON.stringify(m));
  const ask = (m: Measure) => `How many ${theme.who} ${measureText(m, theme)}?`;
  const answer = (m: Measure) => measureValue(m, solution);
  const sum = (m: Measure) => `${regionsOf(m).map(regionName).join(' + ')} = ${answer(m)}`;

  const candidatesFor = (measures: Measure[]) => rng.shuffle(measures.filter((m) => !stated(m)));
  const titaMeasures = candidatesFor([
    { kind: 'exactly', k: 2 },
    { kind: 'exactly', k: 1 },
    { kind: 'none' },
    ...[0, 1, 2].map((s): Measure => ({ kind: 'only', s })),
    { kind: 'pairOnly', s: 0, t: 1 },
    { kind: 'pairOnly', s: 1, t: 2 },
    { kind: 'exactly', k: 3 },
  ]);
  const made: Array<{ q: VennQuery; draft: QuestionDraft }> = [];
  const count = rng.int(4, 5);
  const used = titaMeasures.slice(0, count - 2);
  const fresh = (measures: Measure[]) => {
    const open = measures.filter((m) => !stated(m) && !used.some((u) => JSON.stringify(u) === JSON.stringify(m)));
    return rng.pick(open.length > 0 ? open : measures);
  };
  for (const m of used) {
    made.push({
      q: { kind: 'count', m },
      draft: tita(meta, { stem: ask(m), value: answer(m), explanation: [...solved, sum(m)], difficulty: 3 }),
    });
  }
  {
    const m = fresh(
      [0, 1, 2].flatMap((s) => [0, 1, 2].filter((t) => t !== s).map((t): Measure => ({ kind: 'butNot', s, t }))),
    ) as Extract<Measure, { kind: 'butNot' }>;
    const { s, t } = m;
    const mistakes = [
      measureValue({ kind: 'only', s }, solution),
      measureValue({ kind: 'set', s }, solution),
      measureValue({ kind: 'pair', s, t }, solution),
      answer(m) + solution[7],
    ];
    const wrong = numericWrong(answer(m), mistakes, String, { step: 3, minGap: 1, min: 0 });
    made.push({
      q: { kind: 'mcqCount', m },
      draft: mcq(meta, rng, {
        stem: ask(m),
        correct: String(answer(m)),
        wrong,
        explanation: [...solved, sum(m)],
        difficulty: 3,
      }),
    });
  }
  {
    const m = fresh([
      { kind: 'atLeast', k: 2 },
      { kind: 'exactly', k: 1 },
      { kind: 'exactly', k: 2 },
      { kind: 'atLeast', k: 1 },
      { kind: 'none' },
    ]);
    const value = (100 * answer(m)) / total;
    const other =
      m.kind === 'atLeast' && m.k === 2
        ? measureValue({ kind: 'exactly', k: 2 }, solution)
        : measureValue({ kind: 'atLeast', k: 2 }, solution);
    const mistakes = [(100 * other) / total, (100 * answer(m)) / (total - solution[0] || 1), 100 - value];
    const wrong = numericWrong(round(value, 1), mistakes, pct, { step: 4, minGap: 1 });
    const stem = `What percentage of the ${total} ${theme.who} ${measureText(m, theme)}? (to one decimal place)`;
    const explanation = [...solved, `${sum(m)}, and ${answer(m)} / ${total} × 100 = ${pct(value)}.`];
    made.push({
      q: { kind: 'percent', m },
      draft: mcq(meta, rng, { stem, correct: pct(value), wrong, explanation, difficulty: 4 }),
    });
  }
  const body = [
    `A survey asked ${total} ${theme.who} which of three ${theme.setting} — ${list(theme.sets)} — they ${theme.verb}. Every one of the ${total} answered.`,
    '',
    'The following is known:',
    '',
    ...textClues.map((clue, i) => `${i + 1}. ${vennClueText(clue, theme)}`),
  ].join('\n');
  const draft = dilrSet(
    'venn',
    `Survey of ${total} ${theme.who}: three ${theme.setting}`,
    body,
    made.map((m) => m.draft),
  );
  return { draft, theme, total, solution, clues, queries: made.map((m) => m.q) };
}

export const vennGenerator: SetGenerator = {
  id: 'dilr-venn',
  setType: 'venn',
  area: 'Logical Reasoning',
  generate: (rng) => buildVenn(rng).draft,
};

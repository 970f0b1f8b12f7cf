import type { QuestionDraft } from '#shared/contracts/questions';
import type { Rng } from '#shared/domain/random';
import { list, mcq, type SetMeta, tita } from './kit.ts';
import {
  type Arr,
  type Ask,
  askValue,
  type Fact,
  factPool,
  holds,
  personOf,
  posOf,
  REFS,
  type Ref,
  SIZE,
} from './partial-model.ts';
import { cap, midSentence, type Scene, statement } from './partial-scenes.ts';

/** Question builders for a partly determined arrangement; each returns null when this puzzle cannot support it. */

export interface Puzzle {
  scene: Scene;
  names: string[];
  values: string[];
  clues: Fact[];
  cases: Arr[];
  hidden: Arr;
  rng: Rng;
  /** The case list every explanation opens with. */
  lines: string[];
}

export interface Built {
  stem: string;
  draft: QuestionDraft;
}

export const CBD = 'Cannot be determined';

const SLOTS = [...Array(SIZE).keys()];
const sameRef = (a: Ref, b: Ref) => a.k === b.k && a.i === b.i;
/** Kinds that make readable "must be true" options. */
const OPTION_KINDS = new Set<Fact['t']>(['at', 'before', 'next', 'gap', 'adj', 'has']);

/** "Case 2", "Cases 1 and 3". */
const caseNames = (idx: number[]) =>
  idx.length === 1 ? `Case ${idx[0] + 1}` : `Cases ${list(idx.map((i) => String(i + 1)))}`;

export function questionMakers(p: Puzzle, meta: SetMeta) {
  const { scene, names, values, cases, rng } = p;
  const refText = (r: Ref) => (r.k === 'n' ? scene.name(names[r.i]) : scene.value(values[r.i]));
  const say = (f: Fact) => statement(scene, f, names, values);
  const given = new Set(p.clues.map(say));

  const asks: Ask[] = [
    ...REFS.map((e) => ({ kind: 'posOf' as const, e })),
    ...SLOTS.map((pos) => ({ kind: 'whoAt' as const, pos })),
    ...SLOTS.map((who) => ({ kind: 'valOf' as const, p: who })),
  ];
  // A question a clue answers word for word is too easy to ask.
  const stated = (a: Ask) =>
    p.clues.some(
      (f) =>
        (a.kind === 'posOf' && f.t === 'at' && sameRef(f.e, a.e)) ||
        (a.kind === 'whoAt' && f.t === 'at' && f.pos === a.pos) ||
        (a.kind === 'valOf' && f.t === 'has' && f.yes && f.p === a.p),
    );
  const stemOf = (a: Ask) =>
    a.kind === 'posOf'
      ? scene.askPos(refText(a.e))
      : a.kind === 'whoAt'
        ? scene.askWho(a.pos)
        : scene.askVal(scene.name(names[a.p]));
  const optionOf = (a: Ask, x: number) =>
    a.kind === 'posOf'
      ? cap(scene.place(x))
      : a.kind === 'whoAt'
        ? scene.whoOption(names[x])
        : scene.valueOption(values[x]);
  const plainOf = (a: Ask, x: number) =>
    a.kind === 'posOf' ? scene.place(x) : a.kind === 'whoAt' ? scene.name(names[x]) : values[x];
  const spread = (a: Ask) => [...new Set(cases.map((s) => askValue(a, s)))];

  /** Groups the cases by the value they give: "floor 2 in Cases 1 and 3, floor 5 in Case 2". */
  const byCase = (of: (s: Arr) => number, show: (x: number) => string) => {
    const seen = cases.map(of);
    return [...new Set(seen)]
      .map((x) => `${show(x)} in ${caseNames(seen.flatMap((y, c) => (y === x ? [c] : [])))}`)
      .join(', ');
  };

  /** "Cannot be determined" keyed when `varying`; otherwise the one value every case gives, with CBD as a trap. */
  const valueQuestion = (varying: boolean): Built | null => {
    const pool = asks.filter((a) => !stated(a) && spread(a).length > 1 === varying);
    if (pool.length === 0) return null;
    const a = rng.pick(pool);
    const seen = spread(a);
    const others = rng.shuffle(SLOTS.filter((x) => !seen.includes(x)));
    const stem = stemOf(a);
    const reading = `Reading the answer off each case: ${byCase(
      (s) => askValue(a, s),
      (x) => plainOf(a, x),
    )}.`;
    if (varying) {
      const explanation = [
        ...p.lines,
        reading,
        'The cases disagree, so the answer cannot be determined from the clues.',
      ];
      const wrong = [...rng.shuffle(seen), ...others].map((x) => optionOf(a, x));
      return { stem, draft: mcq(meta, rng, { stem, correct: CBD, wrong, explanation, difficulty: 4 }) };
    }
    const correct = optionOf(a, seen[0]);
    const wrong = [...(rng.next() < 0.7 ? [CBD] : []), ...others.map((x) => optionOf(a, x))];
    const explanation = [
      ...p.lines,
      `In all ${cases.length} cases the answer is ${plainOf(a, seen[0])}, so it is ${correct}.`,
    ];
    return { stem, draft: mcq(meta, rng, { stem, correct, wrong, explanation, difficulty: 4 }) };
  };

  /** The least or greatest possible floor of someone, or number of people between two, over the cases. */
  const extreme = (): Built | null => {
    const low = rng.next() < 0.5;
    const pairs = REFS.flatMap((a, i) =>
      REFS.slice(i + 1)
        .filter((b) => b.k === a.k)
        .map((b) => [a, b] as const),
    );
    const quantities = [
      ...REFS.map((e) => ({
        stem: scene.extreme(refText(e), low),
        of: (s: Arr) => posOf(e, s) + 1,
        what: `The ${scene.unit} number of ${refText(e)}`,
        range: SLOTS.map((x) => x + 1),
      })),
      ...pairs.map(([a, b]) => ({
        stem: `What is the ${low ? 'least' : 'greatest'} possible number of ${scene.crowd} between ${refText(a)} and ${refText(b)}?`,
        of: (s: Arr) => Math.abs(posOf(a, s) - posOf(b, s)) - 1,
        what: `The number of ${scene.crowd} between ${refText(a)} and ${refText(b)}`,
        range: SLOTS.slice(0, SIZE - 1),
      })),
    ].filter((q) => new Set(cases.map(q.of)).size > 1);
    if (quantities.length === 0) return null;
    const q = rng.pick(quantities);
    const seen = cases.map(q.of);
    const [min, max] = [Math.min(...seen), Math.max(...seen)];
    const value = low ? min : max;
    const explanation = [
      ...p.lines,
      `${q.what}: ${byCase(q.of, String)}.`,
      `The ${low ? 'least' : 'greatest'} of these is ${value}.`,
    ];
    if (rng.next() < 0.4)
      return { stem: q.stem, draft: tita(meta, { stem: q.stem, value, explanation, difficulty: 5 }) };
    const wrong = [low ? max : min, ...rng.shuffle(q.range)].map(String);
    return {
      stem: q.stem,
      draft: mcq(meta, rng, { stem: q.stem, correct: String(value), wrong, explanation, difficulty: 5 }),
    };
  };

  /** "If X is on floor k, which must be true?": exactly one option holds in every case the condition leaves. */
  const mustBeTrue = (): Built | null => {
    const conditions = REFS.flatMap((e) => SLOTS.map((pos): Fact => ({ t: 'at', e, pos }))).filter((f) => {
      const n = cases.filter((s) => holds(f, s)).length;
      return n >= 1 && n < cases.length;
    });
    const texts = new Map<string, Fact>();
    for (const s of cases) {
      for (const f of factPool(s, () => rng.next() < 0.5)) {
        if (!OPTION_KINDS.has(f.t) || (f.t === 'adj' && !f.yes) || (f.t === 'has' && !f.yes)) continue;
        // "The pilot and Manav …" reads as two people, so never offer it where Manav may be the pilot.
        if ('b' in f && cases.some((c) => personOf(f.a, c) === personOf(f.b, c))) continue;
        const text = say(f);
        if (!given.has(text) && !texts.has(text)) texts.set(text, f);
      }
    }
    for (const cond of rng.shuffle(conditions).slice(0, 6)) {
      const kept = cases.flatMap((s, c) => (holds(cond, s) ? [c] : []));
      const always = (f: Fact) => kept.every((c) => holds(f, cases[c]));
      const condText = say(cond);
      const musts = [...texts].filter(([t, f]) => t !== condText && always(f) && !cases.every((s) => holds(f, s)));
      // Wrong options: each true in some case (so it looks possible) but false in a case the condition keeps.
      const sometimes = (f: Fact) => kept.some((c) => holds(f, cases[c]));
      const wrongs = rng.shuffle([...texts].filter(([, f]) => !always(f)));
      wrongs.sort((x, y) => Number(sometimes(y[1])) - Number(sometimes(x[1])));
      if (musts.length === 0 || wrongs.length < 3) continue;
      const [keyText] = rng.pick(musts);
      const picked: Array<[string, Fact]> = [];
      for (const w of wrongs) if (picked.length < 3 && !picked.some(([, f]) => f.t === w[1].t)) picked.push(w);
      for (const w of wrongs) if (picked.length < 3 && !picked.includes(w)) picked.push(w);
      const stem = `If ${midSentence(condText)}, which of the following must be true?`;
      const explanation = [
        ...p.lines,
        `If ${midSentence(condText)}, only ${caseNames(kept)} ${kept.length === 1 ? 'remains' : 'remain'}.`,
        `“${keyText}” holds in ${kept.length === 1 ? 'that case' : 'each of them'}.`,
        ...picked.map(([t, f]) => {
          const fails = kept.filter((c) => !holds(f, cases[c]));
          return `“${t}” fails in ${caseNames(fails)}.`;
        }),
      ];
      const wrong = picked.map(([t]) => t);
      return { stem, draft: mcq(meta, rng, { stem, correct: keyText, wrong, explanation, difficulty: 5 }) };
    }
    return null;
  };

  const count = (): Built => {
    const stem = `How many different assignments of ${scene.assigns} are consistent with all the clues?`;
    const explanation = [...p.lines, `So ${cases.length} assignments fit.`];
    return { stem, draft: tita(meta, { stem, value: cases.length, explanation, difficulty: 5 }) };
  };

  return {
    undetermined: () => valueQuestion(true),
    determined: () => valueQuestion(false),
    extreme,
    mustBeTrue,
    count,
  };
}

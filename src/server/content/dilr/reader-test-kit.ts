import { expect } from 'vitest';
import { sweepSize } from '#server/test/sweep';
import type { SetDraft } from '#shared/contracts/questions';
import { createRng, type Rng } from '#shared/domain/random';
import type { Answer } from './reader-kit.ts';

// What the read-back tests of the DILR generators share: seeds in chunks of 20 (one test each, so a slow reader
// reports progress), one build per seed, removing one clue from a body, and checking every key against the reader's
// own answer.

/** Seeds 1…count (the first half under CI: sweepSize) in chunks of 20, one `it.each` row per chunk. */
export function seedChunks(full: number) {
  const count = sweepSize(full);
  const seeds = Array.from({ length: count }, (_, i) => i + 1);
  const chunks = Array.from({ length: Math.ceil(count / 20) }, (_, i) => seeds.slice(i * 20, i * 20 + 20));
  return { seeds, chunks: chunks.map((c) => ({ from: c[0], to: c.at(-1), seeds: c })) };
}

/**
 * A generator's build for a seed, made once per file: the sweep and the clue-removal test read the same sets, and
 * building one (its clue search) costs far more than reading it back.
 */
export function buildOnce<B>(build: (rng: Rng) => B): (seed: number) => B {
  const built = new Map<number, B>();
  return (seed) => {
    if (!built.has(seed)) built.set(seed, build(createRng(seed)));
    return built.get(seed) as B;
  };
}

/** The body with numbered clue `k` (0-based) removed and the rest renumbered. */
export function withoutClue(body: string, k: number, mark = 'The following is known:'): string {
  const [intro, known] = body.split(mark);
  const clues = known.split('\n').filter((l) => /^\d+\. /.test(l));
  const kept = clues.filter((_, i) => i !== k).map((l, i) => l.replace(/^\d+/, String(i + 1)));
  return `${intro}${mark}\n\n${kept.join('\n')}`;
}

/**
 * Every question's key equals the reader's answer from the worlds the text allows: a TITA key is the one value, an
 * MCQ key the only option true in them. Records each question form met in `forms`.
 */
export function expectKeysProved(
  questions: SetDraft['questions'],
  answer: (q: SetDraft['questions'][number]) => Answer & { form: string },
  seed: number,
  forms: Set<string>,
) {
  for (const q of questions) {
    const a = answer(q);
    forms.add(a.form);
    if (q.type === 'TITA') {
      expect(a.kind, q.stem).toBe('numeric');
      if (a.kind === 'numeric' && q.answer.kind === 'numeric') expect(q.answer.value, q.stem).toBe(a.value);
      continue;
    }
    expect(a.kind, q.stem).toBe('option');
    if (a.kind !== 'option' || q.answer.kind !== 'option') continue;
    expect(a.index, `seed ${seed}: ${q.stem}`).toBe(q.answer.index);
    expect(a.truths.filter(Boolean)).toHaveLength(1);
  }
}

import { questionDraft, setDraft } from '#shared/contracts/questions';
import { createRng } from '#shared/domain/random';
import type { Db } from '../db/client.ts';
import { type BankEntry, bankRepo } from './bank.repo.ts';
import {
  type ParsedQuestion,
  type ParsedSet,
  premiumByHash,
  questionContentHash,
  setContentHash,
} from './bank-rows.ts';
import { forgetCandidateSpaces } from './dilr/candidate-spaces.ts';
import { dilrGenerators } from './dilr/registry.ts';
import { areaPicker } from './quant/area-weights.ts';
import { quantGenerators } from './quant/registry.ts';
import type { QuestionGenerator, SetGenerator } from './types.ts';
import { loadWrittenContent } from './written/load.ts';

export interface BankSources {
  quant: QuestionGenerator[];
  dilr: SetGenerator[];
  /** Our written content: VARC passages and items, XAT Decision Making, General Awareness, CMAT I&E. */
  written: () => { sets: unknown[]; items: unknown[] };
}

export const defaultSources = (): BankSources => ({
  quant: quantGenerators,
  dilr: dilrGenerators,
  written: loadWrittenContent,
});

export interface DrawOptions {
  count: number;
  seed: number;
  /** Share of generated questions that come from DILR sets (the rest are quant singles). */
  dilrShare?: number;
  /** Question hashes already taken (the bank's, or earlier draws'); extended in place. */
  seen?: Set<string>;
  seenSets?: Set<string>;
  /** A generator that yields this many duplicates in a row is treated as exhausted. */
  maxMisses?: number;
}

export interface DrawResult {
  entries: BankEntry[];
  questions: number;
  exhausted: string[];
  failures: { generator: string; message: string }[];
}

/** A 32-bit mix of several integers, so each (seed, generator, draw) pair has its own reproducible stream. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

interface Stream<G> {
  gen: G;
  index: number;
  draws: number;
  misses: number;
  exhausted: boolean;
}

/**
 * Draws distinct generated questions deterministically from a seed: quant singles in CAT's area shares (round-robin
 * over each area's templates), interleaved with whole DILR sets at about `dilrShare`, until `count` questions or every
 * generator is exhausted.
 */
export function drawGenerated(sources: Pick<BankSources, 'quant' | 'dilr'>, options: DrawOptions): DrawResult {
  const { count, seed, dilrShare = 0.3, maxMisses = 200 } = options;
  const seen = options.seen ?? new Set<string>();
  const seenSets = options.seenSets ?? new Set<string>();
  const quant: Stream<QuestionGenerator>[] = sources.quant.map((gen, index) => fresh(gen, index));
  const dilr: Stream<SetGenerator>[] = sources.dilr.map((gen, index) => fresh(gen, index));
  const result: DrawResult = { entries: [], questions: 0, exhausted: [], failures: [] };
  const picker = areaPicker(sources.quant.map((g) => g.area));
  let dilrQuestions = 0;
  let di = 0;

  const miss = (stream: Stream<{ id: string }>, message?: string) => {
    if (message && result.failures.length < 50) result.failures.push({ generator: stream.gen.id, message });
    stream.misses += 1;
    if (stream.misses >= maxMisses) {
      stream.exhausted = true;
      result.exhausted.push(stream.gen.id);
    }
  };
  const nextActive = <G>(pool: Stream<G>[], from: number): number => {
    for (let step = 0; step < pool.length; step++) {
      const i = (from + step) % pool.length;
      if (!pool[i].exhausted) return i;
    }
    return -1;
  };

  while (result.questions < count) {
    const q = picker.next((i) => !quant[i].exhausted);
    const d = nextActive(dilr, di);
    if (q < 0 && d < 0) break;
    const remaining = count - result.questions;
    // Near the end, singles fill the rest exactly: a set of up to 8 questions would overshoot the count.
    const useDilr = d >= 0 && (q < 0 || (remaining >= 8 && dilrQuestions < dilrShare * (result.questions + 5)));
    if (useDilr) {
      di = d + 1;
      const stream = dilr[d];
      const rng = createRng(mixSeed(seed, 2, stream.index, stream.draws++));
      let set: ParsedSet;
      try {
        set = setDraft.parse(stream.gen.generate(rng));
      } catch (error) {
        miss(stream, (error as Error).message.slice(0, 300));
        continue;
      }
      const hash = setContentHash(set);
      const questionHashes = set.questions.map((sq) => questionContentHash(sq, hash));
      if (set.questions.length > remaining || seenSets.has(hash) || questionHashes.some((h) => seen.has(h))) {
        miss(stream);
        continue;
      }
      stream.misses = 0;
      seenSets.add(hash);
      for (const h of questionHashes) seen.add(h);
      for (const sq of set.questions) sq.generator ??= stream.gen.id;
      result.entries.push({ kind: 'set', set, hash, questionHashes, isPremium: premiumByHash(hash) });
      result.questions += set.questions.length;
      dilrQuestions += set.questions.length;
    } else {
      const stream = quant[q];
      const rng = createRng(mixSeed(seed, 1, stream.index, stream.draws++));
      let question: ParsedQuestion;
      try {
        question = questionDraft.parse(stream.gen.generate(rng));
      } catch (error) {
        miss(stream, (error as Error).message.slice(0, 300));
        continue;
      }
      const hash = questionContentHash(question);
      if (seen.has(hash)) {
        miss(stream);
        continue;
      }
      stream.misses = 0;
      seen.add(hash);
      question.generator ??= stream.gen.id;
      picker.took(q);
      result.entries.push({ kind: 'single', question, hash, isPremium: question.isPremium || premiumByHash(hash) });
      result.questions += 1;
    }
  }
  return result;
}

function fresh<G>(gen: G, index: number): Stream<G> {
  return { gen, index, draws: 0, misses: 0, exhausted: false };
}

/** Our written content as bank entries (passages as sets, items as singles), skipping what is already taken. */
export function writtenEntries(
  content: { sets: unknown[]; items: unknown[] },
  seen = new Set<string>(),
  seenSets = new Set<string>(),
): BankEntry[] {
  const entries: BankEntry[] = [];
  for (const raw of content.sets) {
    const set = setDraft.parse(raw);
    const hash = setContentHash(set);
    const questionHashes = set.questions.map((sq) => questionContentHash(sq, hash));
    if (seenSets.has(hash) || questionHashes.some((h) => seen.has(h))) continue;
    seenSets.add(hash);
    for (const h of questionHashes) seen.add(h);
    entries.push({ kind: 'set', set, hash, questionHashes, isPremium: premiumByHash(hash) });
  }
  for (const raw of content.items) {
    const question = questionDraft.parse(raw);
    const hash = questionContentHash(question);
    if (seen.has(hash)) continue;
    seen.add(hash);
    entries.push({ kind: 'single', question, hash, isPremium: question.isPremium || premiumByHash(hash) });
  }
  return entries;
}

/** Spreads `extra` evenly through `base`, so the bank's id order mixes sections. */
export function interleave<T>(base: T[], extra: T[]): T[] {
  if (extra.length === 0) return base;
  if (base.length === 0) return extra;
  const out: T[] = [];
  const step = (base.length + extra.length) / extra.length;
  let e = 0;
  let b = 0;
  for (let i = 0; i < base.length + extra.length; i++) {
    const takeExtra = e < extra.length && (b >= base.length || i >= Math.floor(e * step + step / 2));
    out.push(takeExtra ? extra[e++] : base[b++]);
  }
  return out;
}

export interface MaterializeOptions {
  /** Generated questions to add (quant singles and DILR sets). */
  count: number;
  seed: number;
  /** Also add every written passage and item (VARC, DM, GA, IE) not yet in the bank. */
  includeWritten?: boolean;
  sources?: BankSources;
  dilrShare?: number;
}

export interface MaterializeOutcome {
  generated: number;
  written: number;
  sets: number;
  requested: number;
  exhausted: string[];
  failures: DrawResult['failures'];
}

/**
 * Adds `count` distinct generated questions (plus our written content) to the bank, published, without duplicates. The
 * puzzle models' candidate spaces are dropped at the end: a seeded server does not keep them.
 */
export async function materializeBank(db: Db, options: MaterializeOptions): Promise<MaterializeOutcome> {
  try {
    return await drawIntoBank(db, options);
  } finally {
    forgetCandidateSpaces();
  }
}

async function drawIntoBank(db: Db, options: MaterializeOptions): Promise<MaterializeOutcome> {
  const sources = options.sources ?? defaultSources();
  const repo = bankRepo(db);
  const seen = await repo.questionHashes();
  const seenSets = await repo.setHashes();
  const outcome: MaterializeOutcome = {
    generated: 0,
    written: 0,
    sets: 0,
    requested: options.count,
    exhausted: [],
    failures: [],
  };
  let writtenPending = options.includeWritten ? writtenEntries(sources.written(), seen, seenSets) : [];
  // Another writer may take some hashes between the read and the insert; a second round draws the difference.
  for (let round = 0; round < 3 && outcome.generated < options.count; round++) {
    const draw = drawGenerated(sources, {
      count: options.count - outcome.generated,
      seed: mixSeed(options.seed, round),
      dilrShare: options.dilrShare,
      seen,
      seenSets,
    });
    const writtenQuestions = countQuestions(writtenPending);
    const saved = await repo.insertEntries(interleave(draw.entries, writtenPending), {
      status: 'published',
      onDuplicate: 'skip',
    });
    outcome.written += Math.min(writtenQuestions, saved.questions);
    outcome.generated += saved.questions - Math.min(writtenQuestions, saved.questions);
    outcome.sets += saved.sets;
    outcome.exhausted.push(...draw.exhausted);
    outcome.failures.push(...draw.failures);
    writtenPending = [];
    if (draw.questions === 0) break;
  }
  if (writtenPending.length > 0) {
    const saved = await repo.insertEntries(writtenPending, { status: 'published', onDuplicate: 'skip' });
    outcome.written += saved.questions;
    outcome.sets += saved.sets;
  }
  return outcome;
}

function countQuestions(entries: BankEntry[]): number {
  return entries.reduce((n, e) => n + (e.kind === 'set' ? e.set.questions.length : 1), 0);
}

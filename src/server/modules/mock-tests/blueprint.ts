import type { ExamPattern, PatternSection } from '#shared/domain/exam/patterns';
import { createRng, type Rng } from '#shared/domain/random';

// Builds a paper from the bank by blueprint: per section the pattern's count, CAT's shape (RC passages and DILR sets
// whole, quant as singles), topics spread and a difficulty mix of about 30% easy, 45% medium, 25% hard. Questions
// other papers already use are taken last, so seeded mocks overlap as little as the bank allows.

export interface PoolQuestion {
  id: number;
  section: string;
  type: 'MCQ' | 'TITA';
  topic: string;
  difficulty: number;
  setId: number | null;
  setOrder: number | null;
  isPremium: boolean;
  optionCount: number;
}

const MIX = { easy: 0.3, medium: 0.45, hard: 0.25 } as const;
const bucket = (d: number) => (d <= 2 ? 'easy' : d === 3 ? 'medium' : 'hard');
/** Share of a section drawn from passages or data sets (CAT VARC: 16 of 24 from 4 passages; DILR: all). */
const SET_SHARE: Record<string, number> = { VARC: 2 / 3, DILR: 1, QA: 0 };

type Unit = PoolQuestion[];

function fits(p: ExamPattern, q: PoolQuestion) {
  if (q.type === 'TITA') return p.tita;
  // A four-option question still fits a five-option exam (NMAT, XAT); never the reverse.
  return q.optionCount >= 4 && q.optionCount <= p.options;
}

function pickSingles(rng: Rng, singles: PoolQuestion[], count: number, used: Set<number>): PoolQuestion[] {
  const chosen: PoolQuestion[] = [];
  const topicUse = new Map<string, number>();
  const bucketUse = { easy: 0, medium: 0, hard: 0 };
  let left = rng.shuffle(singles);
  while (chosen.length < count && left.length > 0) {
    let best = 0;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let i = 0; i < left.length; i++) {
      const q = left[i] as PoolQuestion;
      const b = bucket(q.difficulty);
      const short = MIX[b] * (chosen.length + 1) - bucketUse[b];
      const cost = (used.has(q.id) ? 100 : 0) + (topicUse.get(q.topic) ?? 0) * 3 - short;
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
    const q = left[best] as PoolQuestion;
    chosen.push(q);
    topicUse.set(q.topic, (topicUse.get(q.topic) ?? 0) + 1);
    bucketUse[bucket(q.difficulty)] += 1;
    left = left.filter((_, i) => i !== best);
  }
  return chosen;
}

function pickSets(rng: Rng, sets: Unit[], count: number, used: Set<number>): PoolQuestion[] {
  const fresh = (u: Unit) => u.every((q) => !used.has(q.id));
  const ordered = [...rng.shuffle(sets.filter(fresh)), ...rng.shuffle(sets.filter((u) => !fresh(u)))];
  const chosen: PoolQuestion[] = [];
  for (const unit of ordered) {
    if (chosen.length >= count) break;
    // A set larger than the room left is cut to its first questions rather than skipped.
    chosen.push(...unit.slice(0, count - chosen.length));
  }
  return chosen;
}

function sectionPaper(rng: Rng, p: ExamPattern, s: PatternSection, pool: PoolQuestion[], used: Set<number>) {
  const mine = pool.filter((q) => q.section === s.bankSection && fits(p, q));
  const bySet = new Map<number, PoolQuestion[]>();
  const singles: PoolQuestion[] = [];
  for (const q of mine) {
    if (q.setId === null) singles.push(q);
    else bySet.set(q.setId, [...(bySet.get(q.setId) ?? []), q]);
  }
  const sets = [...bySet.values()].map((u) => u.sort((a, b) => (a.setOrder ?? 0) - (b.setOrder ?? 0)));
  const fromSets = pickSets(rng, sets, Math.round(s.questions * (SET_SHARE[s.bankSection] ?? 0)), used);
  const fromSingles = pickSingles(rng, singles, s.questions - fromSets.length, used);
  // A short supply of singles is made up from more sets (and the reverse), never with a made-up question.
  const more =
    fromSets.length + fromSingles.length < s.questions
      ? pickSets(rng, sets, s.questions - fromSingles.length, new Set([...used, ...fromSets.map((q) => q.id)])).filter(
          (q) => !fromSets.includes(q),
        )
      : [];
  return [...fromSets, ...more, ...fromSingles].slice(0, s.questions);
}

export interface BlueprintOptions {
  seed: number;
  /** A free paper draws only free questions. */
  premium: boolean;
  /** Question ids other papers use; extended with this paper's. */
  used: Set<number>;
}

/** The paper: section keys and question ids in order; sections the bank cannot fill come back short. */
export function buildPaper(pattern: ExamPattern, bank: PoolQuestion[], opts: BlueprintOptions) {
  const rng = createRng(opts.seed);
  const pool = opts.premium ? bank : bank.filter((q) => !q.isPremium);
  const items: Array<{ sectionKey: string; questionId: number }> = [];
  for (const s of pattern.sections) {
    for (const q of sectionPaper(rng, pattern, s, pool, opts.used)) {
      items.push({ sectionKey: s.key, questionId: q.id });
      opts.used.add(q.id);
    }
  }
  const short = pattern.sections.filter((s) => items.filter((i) => i.sectionKey === s.key).length < s.questions);
  return { items, short: short.map((s) => s.key) };
}

import type { AttemptResult, ReviewItem } from '#shared/contracts/mock-tests';
import { predictCatPercentile, predictCatSectionPercentile } from '#shared/domain/exam/percentile';
import { scorePaper } from '#shared/domain/exam/scoring';
import { presentSet } from '../../presenters/question-set.ts';
import type { ItemStatRow, MockAttemptRow, MockRow, MockTestsRepo } from './mock-tests.repo.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;
/** The best score; 0 with no takers (scores may be negative). */
const best = (xs: number[]) => (xs.length ? xs.reduce((a, b) => Math.max(a, b)) : 0);
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** Rank (1 = best; ties share a rank) and the share of takers below, as (N − rank) / N × 100. */
function standing(mine: number, all: number[]) {
  const rank = all.filter((s) => s > mine).length + 1;
  const n = Math.max(all.length, 1);
  return { rank, percentile: round2(((n - rank) / n) * 100) };
}

type TakerScore = Awaited<ReturnType<MockTestsRepo['takerScores']>>[number];

/**
 * What every result of a mock is built on, as one read saw it: the paper with keys and explanations, its sets, the
 * takers' scores (what rank, percentile, topper and mean are computed from) and the item statistics (the share who
 * got each question right, the mean time, the toppers' skips).
 */
export interface ResultBase {
  paper: Awaited<ReturnType<MockTestsRepo['paper']>>;
  sets: Awaited<ReturnType<MockTestsRepo['sets']>>;
  takers: TakerScore[];
  ids: ReadonlySet<string>;
  items: readonly ItemStatRow[];
}

/** Reads a mock's result base: four statements, whatever the number of takers. */
export async function readResultBase(repo: MockTestsRepo, mockId: number): Promise<ResultBase> {
  const [paper, takers, items] = await Promise.all([
    repo.paper(mockId),
    repo.takerScores(mockId),
    repo.itemStats(mockId),
  ]);
  const setIds = [...new Set(paper.map((p) => p.question.setId).filter((id): id is number => id !== null))];
  return { paper, sets: await repo.sets(setIds), takers, ids: new Set(takers.map((t) => t.id)), items };
}

/**
 * The analysis of one submitted attempt against every taker of the same mock, from `base` (a read the caller may
 * keep a while): the attempt itself is counted in, if the read came before its submit.
 */
export async function buildResult(
  repo: MockTestsRepo,
  m: MockRow,
  row: MockAttemptRow,
  base: ResultBase,
): Promise<AttemptResult> {
  const [answers, trend] = await Promise.all([repo.answers(row.id), repo.trend(row.userId)]);
  const paper = base.paper;
  const takers = base.ids.has(row.id)
    ? base.takers
    : [...base.takers, { id: row.id, score: row.score, sectionScores: row.sectionScores }];
  const scores = takers.map((t) => t.score ?? 0);
  const statOf = new Map(base.items.map((s) => [s.questionId, s]));
  const saved = new Map(answers.map((a) => [a.questionId, a]));
  const mk = m.pattern.marking;

  const perSection = new Map<string, number>();
  const review: ReviewItem[] = paper.map(({ sectionKey, question: q }) => {
    const number = (perSection.get(sectionKey) ?? 0) + 1;
    perSection.set(sectionKey, number);
    const a = saved.get(q.id);
    const stat = statOf.get(q.id);
    const answered = !!a?.answer && (a.status === 'answered' || a.status === 'answered_marked');
    const correct = answered && a?.correct === true;
    const marks = !answered ? 0 : correct ? mk.correct : q.type === 'TITA' ? mk.wrongTita : mk.wrongMcq;
    const key = q.answer;
    return {
      questionId: q.id,
      sectionKey,
      number,
      type: q.type,
      stem: q.stem,
      options: q.type === 'MCQ' ? (q.options ?? null) : null,
      setId: q.setId,
      area: q.area,
      topic: q.topic,
      difficulty: q.difficulty,
      yourAnswer: answered ? (a?.answer ?? null) : null,
      status: a?.status ?? 'not_visited',
      correct,
      rightAnswer: key.kind === 'option' ? { option: key.index } : { text: String(key.value) },
      explanation: q.explanation,
      marks,
      seconds: a?.seconds ?? 0,
      averageSeconds: Math.round(stat?.avgSeconds ?? 0),
      shareCorrect: round2((stat?.correct ?? 0) / Math.max(stat?.takers ?? 0, 1)),
      toppersSolved: !answered && (stat?.topperCorrect ?? 0) / Math.max(stat?.toppers ?? 0, 1) > 0.5,
      errorTag: a?.errorTag ?? null,
    };
  });

  const scored = scorePaper(
    m.pattern,
    review.map((r) => ({
      sectionKey: r.sectionKey,
      type: r.type,
      answered: r.yourAnswer !== null,
      correct: r.correct,
    })),
  );
  const score = row.score ?? scored.score;
  const overall = standing(score, scores);
  const fullCat = m.kind === 'full' ? predictCatPercentile(m.pattern.id, score) : null;
  const sections = scored.sections.map((s) => {
    const all = takers.map((t) => t.sectionScores?.[s.key] ?? 0);
    const name = m.pattern.sections.find((p) => p.key === s.key)?.name ?? s.key;
    return {
      ...s,
      name,
      maxScore: s.questions * mk.correct,
      seconds: review.filter((r) => r.sectionKey === s.key).reduce((n, r) => n + r.seconds, 0),
      ...standing(s.score, all),
      predicted: predictCatSectionPercentile(m.exam, s.key, s.score),
      topperScore: best(all),
      averageScore: round2(mean(all)),
    };
  });
  const attempted = sections.reduce((n, s) => n + s.attempted, 0);
  const correct = sections.reduce((n, s) => n + s.correct, 0);
  const sets = base.sets.map((s) =>
    presentSet(
      s,
      review.filter((r) => r.setId === s.id).map((r) => r.questionId),
    ),
  );
  return {
    attemptId: row.id,
    mockId: m.id,
    title: m.title,
    exam: m.exam,
    patternId: m.pattern.id,
    submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
    submittedBy: row.submittedBy ?? 'learner',
    score,
    maxScore: scored.maxScore,
    attempted,
    correct,
    wrong: attempted - correct,
    accuracy: attempted ? round2(correct / attempted) : 0,
    seconds: review.reduce((n, r) => n + r.seconds, 0),
    takers: takers.length,
    ...overall,
    predicted: fullCat,
    topperScore: best(scores),
    averageScore: round2(mean(scores)),
    sections,
    sets,
    review,
    trend: trend.map((t) => ({
      attemptId: t.attemptId,
      title: t.title,
      submittedAt: (t.submittedAt ?? new Date(0)).toISOString(),
      score: t.score ?? 0,
      maxScore: scorePaper(t.pattern, []).maxScore,
    })),
  };
}

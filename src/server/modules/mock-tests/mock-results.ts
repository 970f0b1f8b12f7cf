import type { AttemptResult, ReviewItem } from '#shared/contracts/mock-tests';
import { predictCatPercentile, predictCatSectionPercentile } from '#shared/domain/exam/percentile';
import { scorePaper } from '#shared/domain/exam/scoring';
import { presentSet } from '../../presenters/question-set.ts';
import type { ItemStatRow, MockAttemptRow, MockRow, MockTestsRepo } from './mock-tests.repo.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Rank (1 = best; ties share a rank) and the share of takers below, as (N − rank) / N × 100. */
function standing(above: number, takers: number) {
  const rank = above + 1;
  const n = Math.max(takers, 1);
  return { rank, percentile: round2(((n - rank) / n) * 100) };
}

/**
 * The analysis of one submitted attempt against every taker of the same mock. Rank, percentile, the topper's and the
 * mean score are counted in the database at each call; the per-question figures (`items`: the share who got it
 * right, the mean time, the toppers' skips) are the mock's item statistics, which the caller may hold a while.
 */
export async function buildResult(
  repo: MockTestsRepo,
  m: MockRow,
  row: MockAttemptRow,
  items: readonly ItemStatRow[],
): Promise<AttemptResult> {
  const [paper, answers, trend] = await Promise.all([repo.paper(m.id), repo.answers(row.id), repo.trend(row.userId)]);
  const statOf = new Map(items.map((s) => [s.questionId, s]));
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
  const among = await repo.standing(m.id, score, Object.fromEntries(scored.sections.map((s) => [s.key, s.score])));
  const amongSection = new Map(among.sections.map((s) => [s.key, s]));
  const fullCat = m.kind === 'full' ? predictCatPercentile(m.pattern.id, score) : null;
  const sections = scored.sections.map((s) => {
    const all = amongSection.get(s.key) ?? { above: 0, best: 0, mean: 0 };
    const name = m.pattern.sections.find((p) => p.key === s.key)?.name ?? s.key;
    return {
      ...s,
      name,
      maxScore: s.questions * mk.correct,
      seconds: review.filter((r) => r.sectionKey === s.key).reduce((n, r) => n + r.seconds, 0),
      ...standing(all.above, among.takers),
      predicted: predictCatSectionPercentile(m.exam, s.key, s.score),
      topperScore: all.best,
      averageScore: round2(all.mean),
    };
  });
  const attempted = sections.reduce((n, s) => n + s.attempted, 0);
  const correct = sections.reduce((n, s) => n + s.correct, 0);
  const setIds = [...new Set(paper.map((p) => p.question.setId).filter((id): id is number => id !== null))];
  const sets = (await repo.sets(setIds)).map((s) =>
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
    takers: among.takers,
    ...standing(among.above, among.takers),
    predicted: fullCat,
    topperScore: among.best,
    averageScore: round2(among.mean),
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

// The /analytics page's figures: drill-down, weaknesses with their certainty, recommendations, mock progress and
// time management, from SQL aggregates over the learner's answers (practice and submitted mocks).
import type { AnalyticsDetails } from '#shared/contracts/analytics';
import { EXAM_PATTERNS } from '#shared/domain/exam/patterns';
import { wilsonInterval } from '#shared/domain/stats';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import type { analyticsRepo } from './analytics.repo.ts';

type Repo = ReturnType<typeof analyticsRepo>;

/** Fewest answers in a topic before it may be called a weakness. */
export const MIN_WEAKNESS_ATTEMPTS = 10;
const RECOMMENDED_TOPICS = 3;
const SET_SIZE = 10;
const OVERSPENT_SHOWN = 10;

const pct = (correct: number, total: number) => (total > 0 ? Math.round((1000 * correct) / total) / 10 : 0);
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Per-question time budget by bank section: the first pattern that uses the section (CAT 2024 before the others), its
 * stage's minutes over the stage's questions — VARC 100 s, DILR and QA 109 s, XAT Decision Making 136 s, General
 * Awareness 30 s (XAT's GK), Innovation & Entrepreneurship 108 s (CMAT). An answer over its section's budget is
 * "over-spent" — the exam's pace, not the learner's own median, so a slow habit shows up even when every answer is slow.
 */
export const TIME_BUDGETS: Record<string, number> = (() => {
  const out: Record<string, number> = {};
  for (const pattern of Object.values(EXAM_PATTERNS)) {
    for (const stage of pattern.stages) {
      const sections = pattern.sections.filter((s) => stage.sections.includes(s.key));
      const questions = sections.reduce((n, s) => n + s.questions, 0);
      for (const s of sections) out[s.bankSection] ??= Math.round((stage.minutes * 60) / questions);
    }
  }
  return out;
})();

type Group = Awaited<ReturnType<Repo['byQuestionGroup']>>[number];

/** The groups summed by a key (topics: over difficulties; buckets: over areas and topics), in first-seen order. */
function sumBy(groups: readonly Group[], key: (g: Group) => string): Group[] {
  const out = new Map<string, Group>();
  for (const g of groups) {
    const k = key(g);
    const had = out.get(k);
    out.set(
      k,
      had
        ? {
            ...had,
            attempts: had.attempts + g.attempts,
            correct: had.correct + g.correct,
            correctSeconds: had.correctSeconds + g.correctSeconds,
            wrongSeconds: had.wrongSeconds + g.wrongSeconds,
          }
        : { ...g },
    );
  }
  return [...out.values()];
}

export async function analyticsDetails(repo: Repo, userId: string): Promise<AnalyticsDetails> {
  const [groups, mocks, over] = await Promise.all([
    repo.byQuestionGroup(userId),
    repo.mocks(userId),
    repo.overspent(userId, TIME_BUDGETS, OVERSPENT_SHOWN),
  ]);
  const topicRows = sumBy(groups, (g) => `${g.section}\u0000${g.area}\u0000${g.topic}`);
  const buckets = sumBy(groups, (g) => `${g.section}\u0000${g.difficulty}`).sort(
    (a, b) => a.section.localeCompare(b.section) || a.difficulty - b.difficulty,
  );
  const attempts = topicRows.reduce((n, t) => n + t.attempts, 0);
  const correct = topicRows.reduce((n, t) => n + t.correct, 0);
  const seconds = topicRows.reduce((n, t) => n + t.correctSeconds + t.wrongSeconds, 0);
  const mean = attempts > 0 ? correct / attempts : 0;

  const topics = topicRows.map((t) => ({
    section: t.section,
    area: t.area,
    topic: t.topic,
    attempts: t.attempts,
    correct: t.correct,
    accuracy: pct(t.correct, t.attempts),
    averageSeconds: r1((t.correctSeconds + t.wrongSeconds) / t.attempts),
  }));

  // A weakness: enough answers, and the top of its 95% Wilson interval still below the learner's mean accuracy —
  // so the gap is unlikely to be chance. Surest (lowest top) first.
  const weaknesses = topicRows
    .filter((t) => t.attempts >= MIN_WEAKNESS_ATTEMPTS)
    .map((t) => ({ t, ci: wilsonInterval(t.correct, t.attempts) }))
    .filter(({ ci }) => ci.high < mean)
    .sort((a, b) => a.ci.high - b.ci.high)
    .map(({ t, ci }) => ({
      section: t.section,
      area: t.area,
      topic: t.topic,
      attempts: t.attempts,
      accuracy: pct(t.correct, t.attempts),
      low: r1(ci.low * 100),
      high: r1(ci.high * 100),
    }));

  // The learner's level in a section: the mean difficulty of what they got right there (easy, 2, with nothing yet).
  const level = (section: string) => {
    const rows = buckets.filter((b) => b.section === section);
    const right = rows.reduce((n, b) => n + b.correct, 0);
    return right > 0 ? Math.round(rows.reduce((n, b) => n + b.difficulty * b.correct, 0) / right) : 2;
  };
  // Sure weaknesses first; then the topics below the mean that are not yet sure.
  const key = (t: { section: string; topic: string }) => `${t.section}/${t.topic}`;
  const sure = new Set(weaknesses.map(key));
  const rate = (t: { correct: number; attempts: number }) => t.correct / t.attempts;
  // Not-yet-sure ones by the top of their interval: a low rate over more answers comes before 0 of 1.
  const top = (t: { correct: number; attempts: number }) => wilsonInterval(t.correct, t.attempts).high;
  const below = topicRows
    .filter((t) => t.attempts > 0 && !sure.has(key(t)) && rate(t) < mean)
    .sort((a, b) => top(a) - top(b));
  const sureRows = topicRows.filter((t) => sure.has(key(t))).sort((a, b) => top(a) - top(b));
  const picks = [...sureRows, ...below].slice(0, RECOMMENDED_TOPICS);
  const recommendations = (
    await Promise.all(
      picks.map(async (t) => {
        const ids = await repo.practiceSet(userId, t.section, t.topic, level(t.section), SET_SIZE);
        const certainty = sure.has(key(t)) ? '' : ' (not yet certain)';
        return {
          topic: t.topic,
          section: t.section,
          reason: `${Math.round(100 * rate(t))}% in ${t.topic} against your ${Math.round(100 * mean)}% average${certainty}: ${ids.length} questions you have not got right yet, near your level.`,
          questionIds: ids,
          href: `/questions?ids=${ids.join(',')}`,
        };
      }),
    )
  ).filter((r) => r.questionIds.length > 0);

  return {
    totals: {
      attempts,
      correct,
      accuracy: pct(correct, attempts),
      averageSeconds: attempts ? r1(seconds / attempts) : 0,
    },
    topics,
    weaknesses,
    minAttempts: MIN_WEAKNESS_ATTEMPTS,
    recommendations,
    mocks: mocks.map((m) => ({
      attemptId: m.attemptId,
      title: m.title,
      submittedAt: m.submittedAt.toISOString(),
      score: m.score,
      maxScore: m.maxScore,
      // As on the result screen: (N − rank) / N × 100, rank 1 the best.
      percentile: m.takers > 0 ? Math.round((10_000 * (m.takers - m.higher - 1)) / m.takers) / 100 : 0,
      sections: Object.entries(m.sectionScores).map(([key, score]) => ({ key, score })),
    })),
    time: {
      buckets: buckets.map((b) => ({
        section: b.section,
        difficulty: b.difficulty,
        attempts: b.attempts,
        accuracy: pct(b.correct, b.attempts),
        correctSeconds: b.correct > 0 ? r1(b.correctSeconds / b.correct) : null,
        wrongSeconds: b.attempts > b.correct ? r1(b.wrongSeconds / (b.attempts - b.correct)) : null,
      })),
      budgets: TIME_BUDGETS,
      overspentCount: over.count,
      overspent: over.worst.map((o) => ({ ...o, at: o.at.toISOString() })),
    },
  };
}

/** Topic rows, then mock rows, in one sheet (a `kind` column tells them apart). */
export function detailsCsv(d: AnalyticsDetails): string {
  const header = [
    'kind',
    'section',
    'area',
    'topic_or_mock',
    'attempts',
    'correct',
    'accuracy_percent',
    'avg_seconds',
    'score',
    'max_score',
    'percentile',
    'date',
  ];
  const topicRows = d.topics.map((t) => [
    'topic',
    t.section,
    t.area,
    t.topic,
    t.attempts,
    t.correct,
    t.accuracy,
    t.averageSeconds,
    null,
    null,
    null,
    null,
  ]);
  const mockRows = d.mocks.map((m) => [
    'mock',
    null,
    null,
    m.title,
    null,
    null,
    null,
    null,
    m.score,
    m.maxScore,
    m.percentile,
    m.submittedAt.slice(0, 10),
  ]);
  return spreadsheetCsv(header, [...topicRows, ...mockRows]);
}

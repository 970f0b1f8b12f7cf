// @ts-nocheck
import { bankRepo } from '#server/content/bank.repo';
import { questionContentHash, setContentHash } from '#server/content/bank-rows';
import { type QuestionDraft, questionDraft, type SetDraft, setDraft } from '#shared/contracts/questions';
import type { TestApp } from './test-app.ts';

let serial = 0;

/** A valid MCQ draft; the stem carries a serial so every call is a distinct question. */
export function mcq(overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  serial += 1;
  return {
    section: 'QA',
    area: 'Arithmetic',
    topic: 'Percentages',
    exams: ['CAT'],
    type: 'MCQ',
    stem: `Question ${serial}: what is 20% of 50?`,
    options: ['5', '10', '15', '20'],
    answer: { kind: 'option', index: 1 },
    explanation: ['20% of 50 = 0.2 × 50 = 10.'],
    difficulty: 2,
    estimatedTime: 2,
    ...overrides,
  };
}

export function tita(answer: QuestionDraft['answer'], overrides: Partial<QuestionDraft> = {}): QuestionDraft {
  serial += 1;
  return {
    section: 'QA',
    area: 'Number System',
    topic: 'Remainders',
    exams: ['CAT'],
    type: 'TITA',
    stem: `Question ${serial}: type the answer.`,
    answer,
    explanation: ['Work it out.'],
    difficulty: 3,
    ...overrides,
  };
}

type Extra = { status?: 'draft' | 'published'; isPremium?: boolean };

/** Inserts drafts straight into the bank (published unless told); returns their ids in order. */
export async function addQuestions(t: TestApp, drafts: Array<QuestionDraft & Extra>): Promise<number[]> {
  const entries = drafts.map((d) => {
    const question = questionDraft.parse(d);
    return {
      kind: 'single' as const,
      question,
      hash: questionContentHash(question),
      isPremium: d.isPremium ?? false,
      status: d.status,
    };
  });
  const out = await bankRepo(t.database.db).insertEntries(entries, { status: 'published', onDuplicate: 'error' });
  return out.questionIds;
}

export async function addSet(t: TestApp, draft: SetDraft, extra: Extra = {}) {
  const set = setDraft.parse(draft);
  const hash = setContentHash(set);
  const out = await bankRepo(t.database.db).insertEntries(
    [
      {
        kind: 'set',
        set,
        hash,
        questionHashes: set.questions.map((q) => questionContentHash(q, hash)),
        isPremium: extra.isPremium ?? false,
        status: extra.status,
      },
    ],
    { status: 'published', onDuplicate: 'error' },
  );
  return out.questionIds;
}

/** A DILR data set with a bar chart and two questions. */
export function chartSet(title = 'Quarterly revenue', values = [120, 150, 90, 180]): SetDraft {
  return {
    kind: 'dilr_set',
    setType: 'bar',
    section: 'DILR',
    title,
    body: `The chart shows the revenue (₹ crore) of ${title} in four quarters.`,
    data: {
      blocks: [
        {
          kind: 'bar',
          title,
          categories: ['Q1', 'Q2', 'Q3', 'Q4'],
          series: [{ name: 'Revenue', values }],
        },
      ],
    },
    questions: [
      {
        section: 'DILR',
        area: 'Data Interpretation',
        topic: 'Bar Charts',
        exams: ['CAT'],
        type: 'MCQ',
        stem: 'In which quarter was the revenue highest?',
        options: ['Q1', 'Q2', 'Q3', 'Q4'],
        answer: { kind: 'option', index: values.indexOf(Math.max(...values)) },
        explanation: ['Compare the bars: the tallest is the highest revenue.'],
        difficulty: 2,
      },
      {
        section: 'DILR',
        area: 'Data Interpretation',
        topic: 'Bar Charts',
        exams: ['CAT'],
        type: 'TITA',
        stem: 'What was the total revenue over the four quarters (₹ crore)?',
        answer: { kind: 'numeric', value: values.reduce((a, b) => a + b, 0), tolerance: 0 },
        explanation: [`Add the four bars: ${values.join(' + ')} = ${values.reduce((a, b) => a + b, 0)}.`],
        difficulty: 3,
      },
    ],
  };
}

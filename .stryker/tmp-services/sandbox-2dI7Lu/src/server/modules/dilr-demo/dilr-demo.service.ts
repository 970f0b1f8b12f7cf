// @ts-nocheck
import type { DemoAttemptBody, DemoAttemptResult, WorkedExample } from '#shared/contracts/dilr-demo';
import { chartBlock, type SetWithQuestions } from '#shared/contracts/questions';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { presentQuestionView } from '../../presenters/question.ts';
import { presentSet } from '../../presenters/question-set.ts';
import type { PracticeService } from '../practice/practice.service.ts';
import { scoreAnswer } from '../practice/public.ts';
import { dilrDemoRepo } from './dilr-demo.repo.ts';

/** The demo shows a chart: a free DILR set whose data holds one. */
const CHART_KINDS = chartBlock.shape.kind.options;
/** The worked example prefers a logic puzzle, so the two public pages show both halves of DILR. */
const PUZZLE_TYPES = ['arrangement', 'scheduling', 'tournament', 'venn', 'routes', 'caselet'];

/** The public DILR demo and worked example: free sets, open to guests; demo answers are checked, never stored. */
export function dilrDemoService(deps: Pick<AppDeps, 'database'> & { practice: PracticeService }) {
  const repo = dilrDemoRepo(deps.database.db);
  const demoId = () => repo.firstFreeSetWithBlock(CHART_KINDS);
  const exampleId = async () => repo.firstFreeSetPreferring(PUZZLE_TYPES, await demoId());

  return {
    async demo(): Promise<SetWithQuestions> {
      const id = await demoId();
      if (!id) throw notFound('No demo set is available yet.');
      return deps.practice.set(null, id);
    },

    async example(): Promise<WorkedExample> {
      const id = await exampleId();
      const set = id === undefined ? undefined : await repo.findSet(id);
      const members = set ? await repo.setQuestions(set.id) : [];
      if (!set || members.length === 0) throw notFound('No worked example is available yet.');
      return {
        set: presentSet(
          set,
          members.map((m) => m.id),
        ),
        questions: members.map((q) => ({ ...presentQuestionView(q), answer: q.answer, explanation: q.explanation })),
      };
    },

    /** Guests may check answers of the public demo and example sets only; nothing is stored. */
    async attempt(body: DemoAttemptBody): Promise<DemoAttemptResult> {
      const allowed = new Set([await demoId(), await exampleId()].filter((v) => v !== undefined));
      const q = await repo.findPublishedQuestion(body.questionId);
      if (!q || q.setId === null || !allowed.has(q.setId))
        throw notFound('That question is not part of the public demo.');
      const key = scoreAnswer(q, body.answer);
      return { correct: key.correct, answer: key.answer, explanation: q.explanation };
    },
  };
}

export type DilrDemoService = ReturnType<typeof dilrDemoService>;

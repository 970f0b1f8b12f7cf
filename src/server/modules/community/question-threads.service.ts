import type { DiscussThread, ThreadQuestion } from '#shared/contracts/community-notifications';
import type { Section } from '#shared/contracts/questions';
import type { AppDeps } from '../../deps.ts';
import { notFound, premiumRequired } from '../../errors.ts';
import { presentQuestionView, teaser } from '../../presenters/question.ts';
import { presentSet } from '../../presenters/question-set.ts';
import type { AuthContext } from '../access/public.ts';
import type { CommunityService } from './community.service.ts';
import { questionThreadsRepo } from './question-threads.repo.ts';

/** Thrown inside the creating transaction when another request linked the question first: rolls the thread back. */
class AlreadyLinked extends Error {}

/** The forum channel a section's questions are discussed in (FORUM_CHANNELS' slugs). */
const SECTION_CHANNEL: Record<Section, string> = {
  QA: 'qa',
  VARC: 'varc',
  DILR: 'dilr',
  DM: 'xat',
  GA: 'snap-cmat',
  IE: 'snap-cmat',
};

const NO_QUESTION: ThreadQuestion = { question: null, locked: false, set: null };

/**
 * "Discuss" on a question-bank item: one community thread per question, made by the first member who asks for it
 * (in the section's channel, following the writing rules of any new thread). The thread shows the question as a
 * learner sees it before answering: stem and options, never the key or the explanation.
 */
export function questionThreadsService(
  deps: Pick<AppDeps, 'database' | 'access'> & { community: Pick<CommunityService, 'createPost'> },
) {
  const repo = questionThreadsRepo(deps.database.db);

  return {
    async discuss(auth: AuthContext, questionId: number): Promise<DiscussThread> {
      const existing = await repo.threadOf(questionId);
      if (existing !== undefined) return { id: existing, created: false };
      const q = await repo.question(questionId);
      if (q?.status !== 'published') throw notFound('Question not found.');
      if (q.isPremium && !(await deps.access.isPremium(auth)))
        throw premiumRequired('This is a premium question. Upgrade to discuss it.');
      const channel = SECTION_CHANNEL[q.section];
      try {
        const post = await deps.community.createPost(
          auth,
          {
            channel,
            kind: 'discussion',
            title: `${q.section} practice question #${q.id}: ${q.topic}`.slice(0, 160),
            body: `Discussion of practice question #${q.id} (${q.section} · ${q.area} · ${q.topic}). Replies may reveal the answer: attempt the question first.`,
          },
          async (t, postId) => {
            if (!(await questionThreadsRepo(t).link(questionId, postId))) throw new AlreadyLinked();
          },
        );
        return { id: post.id, created: true };
      } catch (error) {
        // Another request made the thread meanwhile (this one lost the link, or the same new member's other tab
        // used up the posting gap): open that thread.
        const winner = await repo.threadOf(questionId);
        if (winner === undefined) throw error;
        return { id: winner, created: false };
      }
    },

    /** The question a thread discusses; a premium one shows only its teaser to a viewer without premium. */
    async questionOf(postId: number, auth: AuthContext | null): Promise<ThreadQuestion> {
      const row = await repo.questionOf(postId);
      if (row?.question.status !== 'published') return NO_QUESTION;
      const view = presentQuestionView(row.question);
      if (row.question.isPremium && !(await deps.access.isPremium(auth)))
        return { question: { ...view, stem: teaser(view.stem), options: null }, locked: true, set: null };
      const set = row.set ? presentSet(row.set, await repo.setMemberIds(row.set.id)) : null;
      return { question: view, locked: false, set };
    },
  };
}

export type QuestionThreadsService = ReturnType<typeof questionThreadsService>;

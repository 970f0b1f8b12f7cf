import type { PostDetail, VoteResult, VoteTarget } from '#shared/contracts/community';

/**
 * The cached thread with one vote's outcome applied: the voted post or answer takes the server's new score and
 * the member's vote. Answers keep their places (no re-sort under the member's pointer) until the next fetch.
 */
export function withVote(thread: PostDetail, target: VoteTarget, id: number, vote: VoteResult): PostDetail {
  const outcome = { score: vote.score, myVote: vote.myVote };
  if (target === 'post') return thread.id === id ? { ...thread, ...outcome } : thread;
  return {
    ...thread,
    answers: thread.answers.map((answer) => (answer.id === id ? { ...answer, ...outcome } : answer)),
  };
}

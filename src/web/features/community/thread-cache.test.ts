import { describe, expect, it } from 'vitest';
import type { Answer, PostDetail } from '#shared/contracts/community';
import { withVote } from './thread-cache.ts';

const author = { id: 'u1', username: 'asha', name: 'Asha Verma' };
const answer = (id: number, score: number): Answer => ({
  id,
  author,
  body: `Answer ${id}`,
  score,
  myVote: 0,
  accepted: false,
  facultyVerified: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  hidden: false,
  editedAt: null,
});
const thread: PostDetail = {
  id: 7,
  kind: 'question',
  title: 'How do I find the remainder?',
  excerpt: 'What is 2^100 mod 7?',
  channel: { slug: 'qa', name: 'Q&A' },
  author,
  score: 3,
  answerCount: 2,
  commentCount: 0,
  solved: false,
  pinned: false,
  locked: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  body: 'What is $2^{100} \\bmod 7$?',
  myVote: 0,
  acceptedAnswerId: null,
  answers: [answer(11, 5), answer(12, 1)],
  comments: [],
  canAccept: false,
  hidden: false,
  editedAt: null,
};

describe('a vote applied to the cached thread', () => {
  it("a vote on the post sets the post's score and the member's vote, and leaves the answers alone", () => {
    const next = withVote(thread, 'post', 7, { score: 4, myVote: 1 });
    expect(next).toMatchObject({ score: 4, myVote: 1 });
    expect(next.answers).toEqual(thread.answers);
  });

  it('a vote on an answer changes that answer only, and keeps the answers in their places', () => {
    const next = withVote(thread, 'answer', 12, { score: 7, myVote: 1 });
    expect(next.answers.map((a) => [a.id, a.score, a.myVote])).toEqual([
      [11, 5, 0],
      [12, 7, 1],
    ]);
    expect(next).toMatchObject({ score: 3, myVote: 0 });
  });

  it('a taken-back vote (0) is applied like any other, and the cached thread itself is not mutated', () => {
    const voted = withVote(thread, 'answer', 11, { score: 6, myVote: 1 });
    const back = withVote(voted, 'answer', 11, { score: 5, myVote: 0 });
    expect(back.answers[0]).toMatchObject({ score: 5, myVote: 0 });
    expect(voted.answers[0]).toMatchObject({ score: 6, myVote: 1 });
    expect(thread.answers[0]).toMatchObject({ score: 5, myVote: 0 });
  });

  it('a vote on a post or answer this thread does not hold changes nothing', () => {
    expect(withVote(thread, 'post', 8, { score: 9, myVote: 1 })).toEqual(thread);
    expect(withVote(thread, 'answer', 99, { score: 9, myVote: 1 }).answers).toEqual(thread.answers);
  });
});

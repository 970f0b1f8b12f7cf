import type { Author, PostDetail, PostKind, PostSummary } from '#shared/contracts/community';
import { markdownExcerpt } from '#shared/domain/markdown-excerpt';

interface AuthorColumns {
  authorId: string;
  username: string;
  firstName: string;
  lastName: string;
}

export interface ForumSummaryRow extends AuthorColumns {
  id: number;
  kind: PostKind;
  title: string;
  excerpt: string;
  channelSlug: string;
  channelName: string;
  score: number;
  answerCount: number;
  commentCount: number;
  acceptedAnswerId: number | null;
  /** The accepted answer is one members can see (a hidden one does not solve the thread). */
  solved: boolean;
  pinnedAt: Date | null;
  lockedAt: Date | null;
  createdAt: Date;
}

const presentAuthor = (row: AuthorColumns): Author => ({
  id: row.authorId,
  username: row.username,
  name: `${row.firstName} ${row.lastName}`.trim() || row.username,
});

export function presentSummary(row: ForumSummaryRow): PostSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    excerpt: markdownExcerpt(row.excerpt, 200),
    channel: { slug: row.channelSlug, name: row.channelName },
    author: presentAuthor(row),
    score: row.score,
    answerCount: row.answerCount,
    commentCount: row.commentCount,
    solved: row.solved,
    pinned: row.pinnedAt !== null,
    locked: row.lockedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff see hidden items (marked); editedAt is set once the author edited. */
interface ModeratedColumns {
  hiddenAt: Date | null;
  editedAt: Date | null;
}

const moderated = (row: ModeratedColumns) => ({
  hidden: row.hiddenAt !== null,
  editedAt: row.editedAt?.toISOString() ?? null,
});

interface AnswerRow extends AuthorColumns, ModeratedColumns {
  id: number;
  body: string;
  score: number;
  verifiedAt: Date | null;
  createdAt: Date;
}

interface CommentRow extends AuthorColumns, ModeratedColumns {
  id: number;
  parentId: number | null;
  answerId: number | null;
  body: string;
  createdAt: Date;
}

/** A thread with its answers (accepted first, then by score) and every comment, with the viewer's votes. */
export function presentDetail(input: {
  post: ForumSummaryRow & ModeratedColumns & { body: string };
  answers: AnswerRow[];
  comments: CommentRow[];
  votes: Array<{ targetType: string; targetId: number; value: number }>;
  viewerId: string | null;
}): PostDetail {
  const { post, viewerId } = input;
  const vote = (type: string, id: number) =>
    input.votes.find((v) => v.targetType === type && v.targetId === id)?.value ?? 0;
  const answers = input.answers
    .map((a) => ({
      id: a.id,
      author: presentAuthor(a),
      body: a.body,
      score: a.score,
      myVote: vote('answer', a.id),
      accepted: a.id === post.acceptedAnswerId,
      facultyVerified: a.verifiedAt !== null,
      createdAt: a.createdAt.toISOString(),
      ...moderated(a),
    }))
    .sort((x, y) => Number(y.accepted) - Number(x.accepted) || y.score - x.score || x.id - y.id);
  return {
    ...presentSummary(post),
    body: post.body,
    myVote: vote('post', post.id),
    // Only an answer this viewer receives: members are not pointed at a hidden one.
    acceptedAnswerId: answers.some((a) => a.accepted) ? post.acceptedAnswerId : null,
    answers,
    comments: input.comments.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      answerId: c.answerId,
      author: presentAuthor(c),
      body: c.body,
      createdAt: c.createdAt.toISOString(),
      ...moderated(c),
    })),
    canAccept: post.kind === 'question' && viewerId !== null && viewerId === post.authorId,
    ...moderated(post),
  };
}

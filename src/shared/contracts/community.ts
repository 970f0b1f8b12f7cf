import { z } from 'zod';
import { INT4_MAX } from './common.ts';

// The community forum (issue 17): channels, discussion threads with threaded comments, questions with answers.

export const POST_KINDS = ['discussion', 'question'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const VOTE_TARGETS = ['post', 'answer'] as const;
export type VoteTarget = (typeof VOTE_TARGETS)[number];

export const FEED_SORTS = ['latest', 'top', 'unanswered'] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const TOP_WINDOWS = ['week', 'month', 'all'] as const;
export type TopWindow = (typeof TOP_WINDOWS)[number];

export const TITLE_MIN = 8;
export const TITLE_MAX = 160;
export const BODY_MAX = 20_000;
export const COMMENT_MAX = 4_000;
export const FEED_PAGE = 20;

const id = z.coerce.number().int().positive().max(INT4_MAX);
export const communityIdParams = z.object({ id });
export const channelParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,40}$/) });

export const channel = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  postCount: z.number().int(),
});
export type Channel = z.infer<typeof channel>;
export const channelList = z.object({ items: z.array(channel) });
export type ChannelList = z.infer<typeof channelList>;

export const author = z.object({ id: z.string(), username: z.string(), name: z.string() });
export type Author = z.infer<typeof author>;

export const postSummary = z.object({
  id: z.number().int(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  excerpt: z.string(),
  channel: z.object({ slug: z.string(), name: z.string() }),
  author,
  score: z.number().int(),
  answerCount: z.number().int(),
  commentCount: z.number().int(),
  solved: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type PostSummary = z.infer<typeof postSummary>;

export const feedPage = z.object({ items: z.array(postSummary), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof feedPage>;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const feedQuery = z.object({
  sort: optional(z.enum(FEED_SORTS)),
  window: optional(z.enum(TOP_WINDOWS)),
  cursor: optional(z.string().max(100)),
  channel: optional(z.string().regex(/^[a-z0-9-]{1,40}$/)),
});
export type FeedQuery = z.infer<typeof feedQuery>;

export const searchQuery = z.object({
  q: z.string().trim().min(2).max(200),
  cursor: optional(z.string().max(100)),
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** Hidden items reach staff only (marked); editedAt is set once the author has edited it (history kept). */
const moderated = { hidden: z.boolean(), editedAt: z.string().nullable() };

export const comment = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  answerId: z.number().int().nullable(),
  author,
  body: z.string(),
  createdAt: z.string(),
  ...moderated,
});
export type Comment = z.infer<typeof comment>;

export const answer = z.object({
  id: z.number().int(),
  author,
  body: z.string(),
  score: z.number().int(),
  myVote: z.number().int(),
  accepted: z.boolean(),
  facultyVerified: z.boolean(),
  createdAt: z.string(),
  ...moderated,
});
export type Answer = z.infer<typeof answer>;

export const postDetail = postSummary.extend({
  body: z.string(),
  myVote: z.number().int(),
  acceptedAnswerId: z.number().int().nullable(),
  answers: z.array(answer),
  comments: z.array(comment),
  canAccept: z.boolean(),
  ...moderated,
});
export type PostDetail = z.infer<typeof postDetail>;

const title = z.string().trim().min(TITLE_MIN).max(TITLE_MAX);
const body = z.string().trim().min(1).max(BODY_MAX);

export const createPostBody = z.object({
  channel: z.string().regex(/^[a-z0-9-]{1,40}$/),
  kind: z.enum(POST_KINDS),
  title,
  body,
});
export type CreatePostBody = z.input<typeof createPostBody>;

export const createAnswerBody = z.object({ body });
export type CreateAnswerBody = z.input<typeof createAnswerBody>;

export const createCommentBody = z.object({
  body: z.string().trim().min(1).max(COMMENT_MAX),
  parentId: id.optional(),
  answerId: id.optional(),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const voteBody = z.object({
  target: z.enum(VOTE_TARGETS),
  id,
  value: z.union([z.literal(1), z.literal(-1), z.literal(0)]),
});
export type VoteBody = z.infer<typeof voteBody>;
export const voteResult = z.object({ score: z.number().int(), myVote: z.number().int() });
export type VoteResult = z.infer<typeof voteResult>;

export const acceptBody = z.object({ answerId: id.nullable() });
export const verifyBody = z.object({ verified: z.boolean() });

export const created = z.object({ id: z.number().int() });
export type Created = z.infer<typeof created>;

export const memberProfile = z.object({
  reputation: z.number().int(),
  canDownvote: z.boolean(),
  postsToday: z.number().int(),
  newMember: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const suspendBody = z.object({
  days: z.number().int().min(1).max(365),
  reason: z.string().trim().min(3).max(300),
});

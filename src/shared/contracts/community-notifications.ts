import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { practiceSet, questionView } from './questions.ts';

// Community notifications, thread follows and "Discuss" threads of question-bank items (issue 17).

/**
 * Why a member is told: a reply to their post, answer or comment; an answer to their question; their answer
 * accepted; an @username mention; new activity on a thread they follow.
 */
export const NOTIFICATION_KINDS = ['reply', 'answer', 'accepted', 'mention', 'activity'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_PAGE = 15;
/** At most this many distinct members are notified by the mentions in one message (spam guard). */
export const MENTION_CAP = 10;
/** The bell counts unread notifications up to this number and shows "99+" beyond it. */
export const UNREAD_CAP = 99;

const id = z.coerce.number().int().positive().max(INT4_MAX);

export const notification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  postId: z.number().int(),
  postTitle: z.string(),
  postKind: z.enum(['discussion', 'question']),
  actor: z.object({ username: z.string(), name: z.string() }),
  excerpt: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationQuery = z.object({
  cursor: z.preprocess((v) => (v === '' ? undefined : v), id.optional()),
});
export const notificationPage = z.object({
  items: z.array(notification),
  nextCursor: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

export const unreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCount>;

export const followBody = z.object({ following: z.boolean() });
export const followState = z.object({ following: z.boolean() });
export type FollowState = z.infer<typeof followState>;

export const questionIdParams = z.object({ questionId: id });

export const discussThread = z.object({ id: z.number().int(), created: z.boolean() });
export type DiscussThread = z.infer<typeof discussThread>;

/**
 * The question-bank item a thread discusses, as a learner sees it before answering: stem and options, never the
 * answer key or explanation. A premium item shows only a teaser to a viewer without premium access.
 */
export const threadQuestion = z.object({
  question: questionView.nullable(),
  locked: z.boolean(),
  /** The passage or data set the question belongs to (none for a locked one). */
  set: practiceSet.nullable(),
});
export type ThreadQuestion = z.infer<typeof threadQuestion>;

import { z } from 'zod';
import { INT4_MAX } from './common.ts';
import { author, BODY_MAX, TITLE_MAX, TITLE_MIN } from './community.ts';

// Community moderation (issue 17): members report posts, answers and comments; staff work a queue of open reports
// and hide, restore, delete, lock, pin and move; authors edit with a kept history; images upload into posts.

/** What a member can report or edit: a thread (post), an answer, or a comment. */
export const ITEM_TARGETS = ['post', 'answer', 'comment'] as const;
export type ItemTarget = (typeof ITEM_TARGETS)[number];

export const FORUM_REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'misinformation', 'exam_leak', 'other'] as const;
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number];
export const FORUM_REPORT_REASON_LABELS: Record<ForumReportReason, string> = {
  spam: 'Spam or advertising',
  abuse: 'Rude or abusive',
  off_topic: 'Off-topic',
  misinformation: 'Wrong or misleading',
  exam_leak: 'Leaked exam content',
  other: 'Something else',
};

export const FORUM_REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ForumReportStatus = (typeof FORUM_REPORT_STATUSES)[number];

/** A member may file this many reports an hour: enough for real problems, too few to flood the queue. */
export const REPORTS_PER_HOUR = 10;
export const REPORT_NOTE_MAX = 500;

export const itemParams = z.object({
  target: z.enum(ITEM_TARGETS),
  id: z.coerce.number().int().positive().max(INT4_MAX),
});

export const reportBody = z.object({
  reason: z.enum(FORUM_REPORT_REASONS),
  note: z.string().trim().max(REPORT_NOTE_MAX).optional(),
});
export type ReportBody = z.infer<typeof reportBody>;
export const reportCreated = z.object({ id: z.number().int() });

/** Staff actions on an item. Lock, unlock, pin, unpin and move act on a thread (target "post"). */
export const MODERATION_ACTIONS = [
  'hide',
  'restore',
  'delete',
  'lock',
  'unlock',
  'pin',
  'unpin',
  'move',
  'dismiss',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const THREAD_ACTIONS: readonly ModerationAction[] = ['lock', 'unlock', 'pin', 'unpin', 'move'];

export const moderationBody = z
  .object({
    action: z.enum(MODERATION_ACTIONS),
    channel: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/)
      .optional(),
  })
  .refine((b) => b.action !== 'move' || b.channel !== undefined, {
    message: 'channel: choose the channel to move the thread to',
    path: ['channel'],
  });
export type ModerationBody = z.infer<typeof moderationBody>;

export const itemState = z.object({
  hidden: z.boolean(),
  deleted: z.boolean(),
  locked: z.boolean(),
  pinned: z.boolean(),
  channel: z.string().nullable(),
});
export type ItemState = z.infer<typeof itemState>;
export const moderationResult = z.object({ state: itemState, reportsClosed: z.number().int() });
export type ModerationResult = z.infer<typeof moderationResult>;

export const reportsQuery = z.object({
  status: z.enum(FORUM_REPORT_STATUSES).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReportsQuery = z.input<typeof reportsQuery>;

export const queueReport = z.object({
  id: z.number().int(),
  reason: z.enum(FORUM_REPORT_REASONS),
  note: z.string(),
  reporter: z.object({ id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
});

/** One reported item with its reports, the content as stored, and the thread it sits in. */
export const queueItem = z.object({
  target: z.enum(ITEM_TARGETS),
  id: z.number().int(),
  thread: z.object({
    id: z.number().int(),
    kind: z.enum(['discussion', 'question']),
    title: z.string(),
    channel: z.object({ slug: z.string(), name: z.string() }),
  }),
  author,
  body: z.string(),
  state: itemState,
  authorSuspendedUntil: z.string().nullable(),
  reports: z.array(queueReport),
  lastReportedAt: z.string(),
});
export type QueueItem = z.infer<typeof queueItem>;
export const QUEUE_PAGE = 20;
export const reportQueue = z.object({
  items: z.array(queueItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReportQueue = z.infer<typeof reportQueue>;

export const editBody = z.object({
  title: z.string().trim().min(TITLE_MIN).max(TITLE_MAX).optional(),
  body: z.string().trim().min(1).max(BODY_MAX),
});
export type EditBody = z.infer<typeof editBody>;

export const revision = z.object({
  version: z.number().int(),
  title: z.string().nullable(),
  body: z.string(),
  writtenAt: z.string(),
  current: z.boolean(),
});
export type Revision = z.infer<typeof revision>;
export const editHistory = z.object({ items: z.array(revision) });
export type EditHistory = z.infer<typeof editHistory>;
export const edited = z.object({ id: z.number().int(), editedAt: z.string(), version: z.number().int() });

/** Images in posts: the server checks the file's first bytes, not the declared type. */
export const COMMUNITY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const COMMUNITY_IMAGE_TYPES = ['PNG', 'JPEG', 'WebP', 'GIF'] as const;
export const COMMUNITY_UPLOAD_PREFIX = '/uploads/community/';
export const uploadedImage = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImage>;

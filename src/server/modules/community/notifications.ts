import { MENTION_CAP } from '#shared/contracts/community-notifications';
import { markdownExcerpt } from '#shared/domain/markdown-excerpt';
import type { Db } from '../../db/client.ts';
import { mentionedUsernames } from './mentions.ts';
import { type NotificationEvent, notificationsRepo, type Recipient } from './notifications.repo.ts';

// Who hears about a forum write. Called inside the write's own transaction, so a notification exists exactly when
// the post, answer, comment or acceptance does. Each member hears about one event once, by its most direct reason
// (accepted, answer or reply, then mention, then activity on a followed thread), and never about their own write.

const EXCERPT = 140;

/** The start of a message as plain text, for the bell's list. */
export const excerptOf = (markdown: string) => markdownExcerpt(markdown, EXCERPT);

interface Write {
  postId: number;
  actorId: string;
  body: string;
  now: Date;
}

export function notifier(tx: Db) {
  const repo = notificationsRepo(tx);

  async function send(e: NotificationEvent, direct: Recipient[], body: string | null, followers: boolean) {
    const chosen = new Map<string, Recipient>();
    for (const r of direct) if (!chosen.has(r.userId)) chosen.set(r.userId, r);
    const mentioned = body ? await repo.idsByUsername(mentionedUsernames(body).slice(0, MENTION_CAP)) : [];
    for (const userId of mentioned) if (!chosen.has(userId)) chosen.set(userId, { userId, kind: 'mention' });
    chosen.delete(e.actorId);
    await repo.insert([...chosen.values()], e);
    if (followers) await repo.fanOutToFollowers(e);
  }

  const event = (w: Write, eventKey: string): NotificationEvent => ({
    eventKey,
    postId: w.postId,
    actorId: w.actorId,
    excerpt: excerptOf(w.body),
    now: w.now,
  });

  return {
    /** A new thread: its author follows it; members it mentions are told. */
    async posted(w: Write) {
      await repo.follow(w.actorId, w.postId, w.now);
      await send(event(w, `post:${w.postId}`), [], w.body, false);
    },

    /** An answer: the asker, members it mentions and the thread's followers are told; the answerer follows it. */
    async answered(w: Write & { answerId: number; askerId: string }) {
      await send(event(w, `answer:${w.answerId}`), [{ userId: w.askerId, kind: 'answer' }], w.body, true);
      await repo.follow(w.actorId, w.postId, w.now);
    },

    /**
     * A comment: the author of what it replies to (the parent comment, the answer, or the thread), members it
     * mentions and the thread's followers are told; the commenter follows the thread.
     */
    async commented(w: Write & { commentId: number; replyToId: string }) {
      await send(event(w, `comment:${w.commentId}`), [{ userId: w.replyToId, kind: 'reply' }], w.body, true);
      await repo.follow(w.actorId, w.postId, w.now);
    },

    /** The asker accepted an answer: its author is told (once per answer, however often it is re-accepted). */
    async accepted(w: Write & { answerId: number; answererId: string }) {
      await send(event(w, `accepted:${w.answerId}`), [{ userId: w.answererId, kind: 'accepted' }], null, false);
    },
  };
}

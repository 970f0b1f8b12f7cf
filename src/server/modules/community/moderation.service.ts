import {
  type ItemState,
  type ItemTarget,
  type ModerationBody,
  type ModerationResult,
  QUEUE_PAGE,
  REPORTS_PER_HOUR,
  type ReportBody,
  type ReportQueue,
  type ReportsQuery,
  reportsQuery,
  THREAD_ACTIONS,
} from '#shared/contracts/community-moderation';
import type { AuditAction, AuditTarget } from '#shared/domain/audit';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { communityRepo } from './community.repo.ts';
import { refuseSuspended } from './community-suspension.ts';
import { type ForumItem, forumItemsRepo } from './forum-items.repo.ts';
import { moderationRepo } from './moderation.repo.ts';
import { presentQueue } from './moderation-presenter.ts';

const HOUR = 3_600_000;
const AUDIT_TARGET: Record<ItemTarget, AuditTarget> = {
  post: 'forum_post',
  answer: 'forum_answer',
  comment: 'forum_comment',
};
const NOUN: Record<ItemTarget, string> = { post: 'post', answer: 'answer', comment: 'comment' };

/** Hidden from members: the item itself, or the thread it sits in. */
export const hiddenFromMembers = (item: ForumItem) => item.hiddenAt !== null || item.threadHiddenAt !== null;

/** What staff see of an item: its own hidden and deleted marks and its thread's lock, pin and channel. */
async function readState(d: Db, target: ItemTarget, id: number): Promise<ItemState> {
  const item = await forumItemsRepo(d).item(target, id);
  const thread = item ? await moderationRepo(d).threadState(item.postId) : undefined;
  return {
    hidden: item?.hiddenAt != null,
    deleted: item?.deletedAt != null,
    locked: thread?.locked != null,
    pinned: thread?.pinned != null,
    channel: thread?.channel ?? null,
  };
}

/** Members report items; staff work the queue and act on items, each action in the audit trail. */
export function moderationService(deps: Pick<AppDeps, 'database' | 'clock' | 'audit'>) {
  const { db } = deps.database;
  const items = forumItemsRepo(db);
  const repo = moderationRepo(db);

  const stateOf = (target: ItemTarget, id: number) => readState(db, target, id);

  return {
    /** One open report per member and item (a unique index, so two tabs cannot both file one); 10 an hour. */
    async report(auth: AuthContext, target: ItemTarget, id: number, body: ReportBody) {
      const item = await items.item(target, id);
      if (!item || hiddenFromMembers(item) || item.deletedAt) throw notFound(`No such ${NOUN[target]} to report.`);
      if (item.authorId === auth.user.id) throw badRequest(`You cannot report your own ${NOUN[target]}.`);
      const now = deps.clock.now();
      await refuseSuspended(communityRepo(db), auth, now);
      try {
        return await db.transaction(async (t) => {
          const tx = moderationRepo(t);
          await communityRepo(t).lockMember(auth.user.id);
          if ((await tx.reportsSince(auth.user.id, new Date(now.getTime() - HOUR))) >= REPORTS_PER_HOUR)
            throw tooManyRequests(`You can send ${REPORTS_PER_HOUR} reports an hour. Please try again later.`);
          return tx.insertReport({
            target,
            id,
            postId: item.postId,
            reporterId: auth.user.id,
            reason: body.reason,
            note: body.note ?? '',
            now,
          });
        });
      } catch (error) {
        if (uniqueViolation(error))
          throw conflict(`You have already reported this ${NOUN[target]}; a moderator will look at it.`);
        throw error;
      }
    },

    async queue(query: ReportsQuery): Promise<ReportQueue> {
      const { status, page } = reportsQuery.parse(query);
      const { groups, total } = await repo.queuePage(status, page, QUEUE_PAGE);
      const ids = (target: ItemTarget) => groups.filter((g) => g.target === target).map((g) => g.id);
      const [posts, answers, comments, reports] = await Promise.all([
        repo.contents('post', ids('post')),
        repo.contents('answer', ids('answer')),
        repo.contents('comment', ids('comment')),
        repo.reportsOf(status, groups),
      ]);
      return {
        items: presentQueue(groups, { post: posts, answer: answers, comment: comments }, reports),
        total,
        page,
        pageSize: QUEUE_PAGE,
      };
    },

    /**
     * A staff action on an item, written with its audit entry in one transaction. Hiding or deleting closes the
     * item's open reports as actioned; dismissing closes them as dismissed. Repeating an action changes nothing.
     */
    async moderate(auth: AuthContext, target: ItemTarget, id: number, body: ModerationBody): Promise<ModerationResult> {
      const { action } = body;
      if (THREAD_ACTIONS.includes(action) && target !== 'post')
        throw badRequest(`target: "${action}" acts on a thread; send target "post" with the thread's id.`);
      const item = await items.item(target, id);
      if (!item) throw notFound(`No such ${NOUN[target]}.`);
      if (action === 'restore' && item.deletedAt) throw conflict(`This ${NOUN[target]} was deleted and stays deleted.`);
      const channel = action === 'move' ? await communityRepo(db).channelBySlug(body.channel ?? '') : undefined;
      if (action === 'move' && !channel) throw notFound('channel: no such channel.');
      const now = deps.clock.now();
      const before = await stateOf(target, id);
      let reportsClosed = 0;
      await db.transaction(async (t) => {
        const tx = moderationRepo(t);
        const counts = forumItemsRepo(t);
        let changed = false;
        if (action === 'hide' || action === 'delete') {
          // Leaving members' view: the thread's visible answer or comment count drops once.
          if (await tx.hide(target, id, now)) {
            changed = true;
            await counts.bumpThreadCount(target, item.postId, -1);
          }
          if (action === 'delete') changed = (await tx.markDeleted(target, id, now)) || changed;
          reportsClosed = await tx.closeReports(target, id, 'actioned', auth.user.id, now);
          changed = changed || reportsClosed > 0;
        } else if (action === 'restore') {
          changed = await tx.restore(target, id);
          if (changed) await counts.bumpThreadCount(target, item.postId, 1);
        } else if (action === 'lock' || action === 'unlock') {
          changed = await tx.lock(id, action === 'lock' ? now : null);
        } else if (action === 'pin' || action === 'unpin') {
          changed = await tx.pin(id, action === 'pin' ? now : null);
        } else if (action === 'move' && channel) {
          changed = before.channel !== channel.slug;
          if (changed) await tx.move(id, channel.id);
        } else if (action === 'dismiss') {
          reportsClosed = await tx.closeReports(target, id, 'dismissed', auth.user.id, now);
          changed = reportsClosed > 0;
        }
        if (!changed) return;
        await deps.audit.record(t, auth, {
          action: `forum.${action}` as AuditAction,
          targetType: AUDIT_TARGET[target],
          targetId: id,
          before: { ...before },
          after: action === 'dismiss' ? { reportsDismissed: reportsClosed } : { ...(await readState(t, target, id)) },
        });
      });
      return { state: await stateOf(target, id), reportsClosed };
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;

import {
  type FollowState,
  NOTIFICATION_PAGE,
  type NotificationPage,
  type UnreadCount,
} from '#shared/contracts/community-notifications';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { communityRepo } from './community.repo.ts';
import { notificationsRepo } from './notifications.repo.ts';

type ListRow = Awaited<ReturnType<ReturnType<typeof notificationsRepo>['list']>>[number];

const present = (r: ListRow) => ({
  id: r.id,
  kind: r.kind,
  postId: r.postId,
  postTitle: r.postTitle,
  postKind: r.postKind,
  actor: { username: r.actorUsername, name: `${r.actorFirstName} ${r.actorLastName}`.trim() || r.actorUsername },
  excerpt: r.excerpt,
  read: r.readAt !== null,
  createdAt: r.createdAt.toISOString(),
});

/** The bell (a member's own notifications) and following threads. */
export function notificationsService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const { db } = deps.database;
  const repo = notificationsRepo(db);

  async function visiblePost(id: number, auth: AuthContext) {
    const post = await communityRepo(db).post(id);
    if (!post || (post.hiddenAt && !auth.isStaff)) throw notFound('Post not found.');
    return post;
  }

  return {
    /** Newest first; the cursor is the last id shown (ids only grow, so a new notification never shifts a page). */
    async list(auth: AuthContext, cursor: number | undefined): Promise<NotificationPage> {
      const [rows, unread] = await Promise.all([
        repo.list(auth.user.id, cursor, NOTIFICATION_PAGE + 1),
        repo.unreadCount(auth.user.id),
      ]);
      const page = rows.slice(0, NOTIFICATION_PAGE);
      return {
        items: page.map(present),
        nextCursor: rows.length > NOTIFICATION_PAGE ? (page.at(-1)?.id ?? null) : null,
        unread,
      };
    },

    async unread(auth: AuthContext): Promise<UnreadCount> {
      return { unread: await repo.unreadCount(auth.user.id) };
    },

    async markRead(auth: AuthContext, id: number): Promise<UnreadCount> {
      if (!(await repo.markRead(auth.user.id, id, deps.clock.now()))) throw notFound('Notification not found.');
      return { unread: await repo.unreadCount(auth.user.id) };
    },

    async markAllRead(auth: AuthContext): Promise<UnreadCount> {
      await repo.markAllRead(auth.user.id, deps.clock.now());
      return { unread: 0 };
    },

    async following(auth: AuthContext, postId: number): Promise<FollowState> {
      await visiblePost(postId, auth);
      return { following: await repo.isFollowing(auth.user.id, postId) };
    },

    async setFollowing(auth: AuthContext, postId: number, following: boolean): Promise<FollowState> {
      await visiblePost(postId, auth);
      if (following) await repo.follow(auth.user.id, postId, deps.clock.now());
      else await repo.unfollow(auth.user.id, postId);
      return { following };
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;

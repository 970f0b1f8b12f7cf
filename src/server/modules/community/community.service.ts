import type {
  ChannelList,
  CreateAnswerBody,
  CreateCommentBody,
  CreatePostBody,
  FeedPage,
  FeedQuery,
  MemberProfile,
  PostDetail,
  SearchQuery,
  VoteBody,
  VoteResult,
} from '#shared/contracts/community';
import { FEED_PAGE } from '#shared/contracts/community';
import type { Db } from '../../db/client.ts';
import { retryOnContention } from '../../db/contention.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import { presentDetail, presentSummary } from '../../presenters/forum-post.ts';
import type { AuthContext } from '../access/public.ts';
import { communityRepo } from './community.repo.ts';
import { decodeCursor, encodeCursor } from './community-cursor.ts';
import { neutraliseMarkdown } from './markdown-guard.ts';
import { notifier } from './notifications.ts';

const DAY = 86_400_000;
/** Spec: new members (first day) at most 5 posts and a 30-s gap between posts; downvoting from reputation 15. */
export const RULES = { newMemberMs: DAY, newMemberPosts: 5, gapMs: 30_000, downvoteRep: 15 } as const;
const WINDOW_MS = { week: 7 * DAY, month: 30 * DAY } as const;
const LOCKED = 'This thread is locked by a moderator: it takes no new answers or comments.';

export function communityService(deps: Pick<AppDeps, 'database' | 'clock' | 'audit'>) {
  const { db } = deps.database;
  const repo = communityRepo(db);

  async function channelOr404(slug: string) {
    const channel = await repo.channelBySlug(slug);
    if (!channel) throw notFound('Channel not found.');
    return channel;
  }

  async function livePost(id: number, auth: AuthContext | null) {
    const post = await repo.post(id);
    if (!post || post.deletedAt || (post.hiddenAt && !auth?.isStaff)) throw notFound('Post not found.');
    return post;
  }

  /**
   * Suspension and the new-member rules, checked under the member's own advisory lock inside the write's
   * transaction, so two tabs cannot both squeeze in under the limit. Staff are not rate limited.
   */
  async function admitWriter(tx: ReturnType<typeof communityRepo>, auth: AuthContext) {
    const now = deps.clock.now();
    if (auth.user.suspendedAt) throw new AppError(403, 'account_suspended', 'Your account is suspended.');
    const until = await tx.suspendedUntil(auth.user.id);
    if (until && until > now)
      throw new AppError(
        403,
        'account_suspended',
        `You are suspended from the community until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      );
    if (auth.isStaff) return;
    const created = auth.user.createdAt;
    if (now.getTime() - created.getTime() >= RULES.newMemberMs) return;
    await tx.lockMember(auth.user.id);
    const { count, last } = await tx.activitySince(auth.user.id, created);
    if (count >= RULES.newMemberPosts)
      throw tooManyRequests(
        `New members can post ${RULES.newMemberPosts} times on their first day. Please come back tomorrow.`,
      );
    if (last && now.getTime() - last.getTime() < RULES.gapMs) {
      const wait = Math.ceil((RULES.gapMs - (now.getTime() - last.getTime())) / 1000);
      throw tooManyRequests(`Please wait ${wait} s before posting again (new members post at most every 30 s).`);
    }
  }

  return {
    async channels(): Promise<ChannelList> {
      return { items: await repo.channels() };
    },

    async feed(query: FeedQuery): Promise<FeedPage> {
      const sort = query.sort ?? 'latest';
      const window = query.window ?? 'week';
      const channel = query.channel ? await channelOr404(query.channel) : undefined;
      const cursor = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
      const since =
        sort === 'top' && window !== 'all' ? new Date(deps.clock.now().getTime() - WINDOW_MS[window]) : undefined;
      // A channel's Latest feed opens with its pinned threads; its pages leave them out, so the cursor stays simple.
      const pinnedFirst = channel !== undefined && sort === 'latest';
      const rows = await repo.feed({ sort, channelId: channel?.id, since, cursor, limit: FEED_PAGE + 1, pinnedFirst });
      const pinned = pinnedFirst && !cursor ? await repo.pinned(channel.id) : [];
      const page = rows.slice(0, FEED_PAGE);
      const last = page[page.length - 1];
      return {
        items: [...pinned, ...page].map(presentSummary),
        nextCursor: rows.length > FEED_PAGE && last ? encodeCursor(sort, last) : null,
      };
    },

    async search(query: SearchQuery): Promise<FeedPage> {
      const offset = query.cursor ? Number(/^o(\d{1,6})$/.exec(query.cursor)?.[1] ?? Number.NaN) : 0;
      if (!Number.isFinite(offset)) throw badRequest('cursor: not a cursor from this search.');
      const rows = await repo.search(query.q, offset, FEED_PAGE + 1);
      return {
        items: rows.slice(0, FEED_PAGE).map(presentSummary),
        nextCursor: rows.length > FEED_PAGE ? `o${offset + FEED_PAGE}` : null,
      };
    },

    async post(id: number, auth: AuthContext | null): Promise<PostDetail> {
      const post = await livePost(id, auth);
      const staff = auth?.isStaff ?? false;
      const [answers, comments] = await Promise.all([repo.answers(id, staff), repo.comments(id, staff)]);
      const votes = auth
        ? await repo.myVotes(
            auth.user.id,
            id,
            answers.map((a) => a.id),
          )
        : [];
      return presentDetail({ post, answers, comments, votes, viewerId: auth?.user.id ?? null });
    },

    /** `within` runs in the new thread's transaction (a "Discuss" thread links its question there). */
    async createPost(auth: AuthContext, body: CreatePostBody, within?: (t: Db, postId: number) => Promise<void>) {
      const channel = await channelOr404(body.channel);
      return db.transaction(async (t) => {
        const tx = communityRepo(t);
        await admitWriter(tx, auth);
        const now = deps.clock.now();
        const text = neutraliseMarkdown(body.body);
        const post = await tx.insertPost({
          channelId: channel.id,
          authorId: auth.user.id,
          kind: body.kind,
          title: body.title.replace(/\s+/g, ' '),
          body: text,
          now,
        });
        await notifier(t).posted({ postId: post.id, actorId: auth.user.id, body: text, now });
        await within?.(t, post.id);
        return post;
      });
    },

    async answer(auth: AuthContext, postId: number, body: CreateAnswerBody) {
      const post = await livePost(postId, auth);
      if (post.kind !== 'question') throw badRequest('A discussion takes comments, not answers.');
      if (post.lockedAt) throw conflict(LOCKED);
      return db.transaction(async (t) => {
        const tx = communityRepo(t);
        await admitWriter(tx, auth);
        const now = deps.clock.now();
        const text = neutraliseMarkdown(body.body);
        const answer = await tx.insertAnswer({ postId, authorId: auth.user.id, body: text, now });
        await notifier(t).answered({
          postId,
          answerId: answer.id,
          askerId: post.authorId,
          actorId: auth.user.id,
          body: text,
          now,
        });
        return answer;
      });
    },

    async comment(auth: AuthContext, postId: number, body: CreateCommentBody) {
      const post = await livePost(postId, auth);
      if (post.lockedAt) throw conflict(LOCKED);
      let answerId = body.answerId ?? null;
      let parentId: number | null = null;
      // Whose post, answer or comment this replies to (they are told).
      let replyToId = post.authorId;
      if (body.parentId !== undefined) {
        const parent = await repo.comment(body.parentId);
        if (!parent || parent.postId !== postId) throw badRequest('parentId: not a comment in this thread.');
        parentId = parent.id;
        answerId = parent.answerId;
        replyToId = parent.authorId;
      } else if (answerId !== null) {
        const answer = await repo.answer(answerId);
        if (!answer || answer.postId !== postId) throw badRequest('answerId: not an answer in this thread.');
        replyToId = answer.authorId;
      }
      return db.transaction(async (t) => {
        const tx = communityRepo(t);
        await admitWriter(tx, auth);
        const now = deps.clock.now();
        const text = neutraliseMarkdown(body.body);
        const comment = await tx.insertComment({ postId, answerId, parentId, authorId: auth.user.id, body: text, now });
        await notifier(t).commented({
          postId,
          commentId: comment.id,
          replyToId,
          actorId: auth.user.id,
          body: text,
          now,
        });
        return comment;
      });
    },

    /**
     * One vote per member and item: the member's previous vote is taken back and the new one put in the same
     * transaction, and the item's counters move by the difference (atomic increments, no read-modify-write).
     */
    async vote(auth: AuthContext, body: VoteBody): Promise<VoteResult> {
      const target = await repo.voteTarget(body.target, body.id);
      if (!target || (target.hiddenAt && !auth.isStaff)) throw notFound('Nothing to vote on here.');
      if (target.authorId === auth.user.id) throw forbidden('You cannot vote on your own post.');
      if (auth.user.suspendedAt) throw new AppError(403, 'account_suspended', 'Your account is suspended.');
      const until = await repo.suspendedUntil(auth.user.id);
      if (until && until > deps.clock.now())
        throw new AppError(403, 'account_suspended', 'You are suspended from the community.');
      if (body.value === -1 && !auth.isStaff) {
        const rep = await repo.reputation(auth.user.id);
        if (rep < RULES.downvoteRep)
          throw forbidden(`Downvoting needs ${RULES.downvoteRep} reputation; you have ${rep}.`);
      }
      // The same member's other tab may insert its vote first: this one then runs again, taking that one back.
      return retryOnContention(
        () =>
          db.transaction(async (t) => {
            const tx = communityRepo(t);
            const before = await tx.takeVote(auth.user.id, body.target, body.id);
            if (body.value !== 0) await tx.putVote(auth.user.id, body.target, body.id, body.value, deps.clock.now());
            const score = await tx.bumpCounters(body.target, body.id, before, body.value);
            return { score, myVote: body.value };
          }),
        { alsoRetry: (error) => uniqueViolation(error) !== undefined },
      );
    },

    /** The asker picks (or clears) the accepted answer of their question. */
    async accept(auth: AuthContext, postId: number, answerId: number | null) {
      const post = await livePost(postId, auth);
      if (post.kind !== 'question') throw badRequest('Only a question has an accepted answer.');
      if (post.authorId !== auth.user.id) throw forbidden('Only the asker can accept an answer.');
      const answer = answerId === null ? undefined : await repo.answer(answerId);
      if (answerId !== null && (!answer || answer.postId !== postId || answer.hiddenAt))
        throw badRequest('answerId: not an answer to this question.');
      await db.transaction(async (t) => {
        await communityRepo(t).setAccepted(postId, answerId);
        if (answer)
          await notifier(t).accepted({
            postId,
            answerId: answer.id,
            answererId: answer.authorId,
            actorId: auth.user.id,
            body: post.title,
            now: deps.clock.now(),
          });
      });
      return { acceptedAnswerId: answerId };
    },

    /** Staff mark an answer verified by faculty (separate from the asker's accepted answer). */
    async verify(auth: AuthContext, answerId: number, verified: boolean) {
      const answer = await repo.answer(answerId);
      if (!answer) throw notFound('Answer not found.');
      const now = deps.clock.now();
      await db.transaction(async (t) => {
        await communityRepo(t).setVerified(answerId, verified ? auth.user.id : null, verified ? now : null);
        await deps.audit.record(t, auth, {
          action: 'forum.verify',
          targetType: 'forum_answer',
          targetId: answerId,
          before: { verified: answer.verifiedAt !== null },
          after: { verified },
        });
      });
      return { answerId, verified };
    },

    /** Staff bar a member from writing in the community for a number of days (they can still sign in and read). */
    async suspend(auth: AuthContext, userId: string, days: number, reason: string) {
      if (!(await repo.userExists(userId))) throw notFound('Member not found.');
      const now = deps.clock.now();
      const until = new Date(now.getTime() + days * DAY);
      await db.transaction(async (t) => {
        const tx = communityRepo(t);
        const before = await tx.suspendedUntil(userId);
        await tx.suspend({ userId, until, reason, byId: auth.user.id, now });
        await deps.audit.record(t, auth, {
          action: 'forum.suspend',
          targetType: 'user',
          targetId: userId,
          before: { communitySuspendedUntil: before?.toISOString() ?? null },
          after: { communitySuspendedUntil: until.toISOString(), reason },
        });
      });
      return { userId, until: until.toISOString() };
    },

    async me(auth: AuthContext): Promise<MemberProfile> {
      const now = deps.clock.now();
      const reputation = await repo.reputation(auth.user.id);
      const newMember = now.getTime() - auth.user.createdAt.getTime() < RULES.newMemberMs;
      const { count } = await repo.activitySince(auth.user.id, new Date(now.getTime() - DAY));
      return { reputation, canDownvote: auth.isStaff || reputation >= RULES.downvoteRep, postsToday: count, newMember };
    },
  };
}

export type CommunityService = ReturnType<typeof communityService>;

import { COMMENT_MAX } from '#shared/contracts/community';
import {
  COMMUNITY_IMAGE_MAX_BYTES,
  COMMUNITY_IMAGE_TYPES,
  type EditBody,
  type EditHistory,
  type ItemTarget,
} from '#shared/contracts/community-moderation';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound, payloadTooLarge, tooManyRequests } from '../../errors.ts';
import type { AuthContext } from '../access/public.ts';
import { communityRepo } from './community.repo.ts';
import { communityImageStore, sniffCommunityImage } from './community-images.ts';
import { refuseSuspended } from './community-suspension.ts';
import { editHistoryRepo } from './edit-history.repo.ts';
import { type ForumItem, forumItemsRepo } from './forum-items.repo.ts';
import { neutraliseMarkdown } from './markdown-guard.ts';
import { hiddenFromMembers } from './moderation.service.ts';

const NOUN: Record<ItemTarget, string> = { post: 'post', answer: 'answer', comment: 'comment' };
/** Uploads a member may make an hour: a post with a few figures is fine, a scripted flood is not. */
export const UPLOADS_PER_HOUR = 30;

export const IMAGE_MESSAGES = {
  notAnImage: `The file is not an image we accept: use ${COMMUNITY_IMAGE_TYPES.join(', ')} (checked by its content, not its name).`,
  tooLarge: `The image must be ${COMMUNITY_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
} as const;

/** Authors edit their posts, answers and comments, keeping each replaced version; members upload images. */
export function communityEditsService(deps: Pick<AppDeps, 'database' | 'clock' | 'config' | 'counters'>) {
  const { db } = deps.database;
  const items = forumItemsRepo(db);
  const images = communityImageStore(deps.config.dataDir);

  function refuseEdit(item: ForumItem) {
    if (item.deletedAt || hiddenFromMembers(item))
      throw forbidden(`This ${NOUN[item.target]} was hidden by a moderator and can no longer be edited.`);
    if (item.threadLockedAt) throw conflict('This thread is locked by a moderator: it can no longer be edited.');
  }

  return {
    /**
     * The author's edit: the current text becomes a kept version and the new text replaces it. The author's own
     * learner lock serialises their tabs, so each edit keeps the version the previous one wrote.
     */
    async edit(auth: AuthContext, target: ItemTarget, id: number, body: EditBody) {
      if (body.title !== undefined && target !== 'post') throw badRequest(`title: only a thread has a title.`);
      if (target === 'comment' && body.body.length > COMMENT_MAX)
        throw badRequest(`body: a comment has at most ${COMMENT_MAX} characters.`);
      const first = await items.item(target, id);
      if (!first || (first.deletedAt && !auth.isStaff)) throw notFound(`No such ${NOUN[target]}.`);
      if (first.authorId !== auth.user.id) throw forbidden(`Only its author can edit this ${NOUN[target]}.`);
      const now = deps.clock.now();
      await refuseSuspended(communityRepo(db), auth, now);
      const next = {
        body: neutraliseMarkdown(body.body),
        ...(body.title !== undefined ? { title: body.title.replace(/\s+/g, ' ') } : {}),
      };
      try {
        return await db.transaction(async (t) => {
          await communityRepo(t).lockMember(auth.user.id);
          const item = await forumItemsRepo(t).item(target, id);
          if (!item) throw notFound(`No such ${NOUN[target]}.`);
          refuseEdit(item);
          const history = editHistoryRepo(t);
          const version = await history.currentVersion(target, id);
          if (item.body === next.body && (next.title === undefined || next.title === item.title))
            return { id, editedAt: (item.editedAt ?? item.createdAt).toISOString(), version };
          await history.replace(item, version, next, now);
          return { id, editedAt: now.toISOString(), version: version + 1 };
        });
      } catch (error) {
        if (uniqueViolation(error)) throw conflict('Another edit was saved at the same moment. Reload and try again.');
        throw error;
      }
    },

    /** Every version, newest (the current text) first; readable by whoever can read the item. */
    async history(auth: AuthContext | null, target: ItemTarget, id: number): Promise<EditHistory> {
      const item = await items.item(target, id);
      if (!item || ((item.deletedAt || hiddenFromMembers(item)) && !auth?.isStaff))
        throw notFound(`No such ${NOUN[target]}.`);
      const kept = await editHistoryRepo(db).versions(target, id);
      const current = {
        version: kept.length + 1,
        title: item.title,
        body: item.body,
        writtenAt: (item.editedAt ?? item.createdAt).toISOString(),
        current: true,
      };
      const older = kept.map((v) => ({ ...v, writtenAt: v.writtenAt.toISOString(), current: false }));
      return { items: [current, ...older.reverse()] };
    },

    /** Stores an image for a post; the URL to put in its Markdown. */
    async uploadImage(auth: AuthContext, bytes: Buffer) {
      const now = deps.clock.now();
      await refuseSuspended(communityRepo(db), auth, now);
      if (bytes.length > COMMUNITY_IMAGE_MAX_BYTES) throw payloadTooLarge(IMAGE_MESSAGES.tooLarge);
      const ext = sniffCommunityImage(bytes);
      if (!ext) throw badRequest(IMAGE_MESSAGES.notAnImage);
      const key = `community-upload:${auth.user.id}`;
      if ((await deps.counters.hit(key, 3_600_000)) > UPLOADS_PER_HOUR)
        throw tooManyRequests(`You can upload ${UPLOADS_PER_HOUR} images an hour. Please try again later.`);
      return { url: await images.save(bytes, ext, now) };
    },
  };
}

export type CommunityEditsService = ReturnType<typeof communityEditsService>;

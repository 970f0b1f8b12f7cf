import type { AppDeps } from '#server/deps';
import { badRequest, conflict, payloadTooLarge, tooManyRequests } from '#server/errors';
import { presentAuthUser } from '#server/presenters/user';
import { AVATAR_MAX_BYTES, type SessionInfo, type UpdateProfileBody } from '#shared/contracts/account';
import type { AuthUser } from '#shared/contracts/auth';
import type { AuthContext } from '../access/public.ts';
import { hashPassword, passwordChangedMail, verifyPassword } from '../auth/public.ts';
import { accountRepo, type ProfileChanges } from './account.repo.ts';
import { avatarStore, sniffImage } from './avatar-files.ts';

export const ACCOUNT_MESSAGES = {
  usernameTaken: 'This username is taken',
  badTimezone: 'timezone: Unknown time zone',
  wrongCurrentPassword: 'Current password is incorrect',
  wrongPassword: 'Password is incorrect',
  passwordThrottled: 'Too many wrong passwords. Try again in 15 minutes.',
  passwordChanged: 'Password updated. Your other devices were signed out.',
  deleted: 'Your account and its data have been deleted.',
  notAnImage: 'The image must be a PNG, JPEG or WebP file.',
  tooLarge: `The image must be ${AVATAR_MAX_BYTES / 1024 / 1024} MB or smaller.`,
} as const;

// A stolen session must not become an unlimited password oracle.
const PASSWORD_CHECKS = { max: 10, windowMs: 15 * 60_000 };

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The signed-in user's own account: profile, avatar, password, sessions, export and deletion. */
export function accountService(deps: Pick<AppDeps, 'config' | 'clock' | 'counters' | 'mailer' | 'database'>) {
  const { config, clock, counters, mailer } = deps;
  const { db } = deps.database;
  const repo = accountRepo(db);
  const avatars = avatarStore(config.dataDir);
  const present = (user: AuthContext['user']) => presentAuthUser(user, config.ADMIN_EMAIL);

  async function checkPassword(auth: AuthContext, password: string, wrongMessage: string) {
    const key = `password-check:${auth.user.id}`;
    if ((await counters.peek(key, PASSWORD_CHECKS.windowMs)) >= PASSWORD_CHECKS.max) {
      throw tooManyRequests(ACCOUNT_MESSAGES.passwordThrottled);
    }
    if (!(await verifyPassword(auth.user.passwordHash, password))) {
      await counters.hit(key, PASSWORD_CHECKS.windowMs);
      throw badRequest(wrongMessage);
    }
  }

  return {
    async updateProfile(auth: AuthContext, body: UpdateProfileBody): Promise<AuthUser> {
      const changes: ProfileChanges = {};
      if (body.firstName !== undefined) changes.firstName = body.firstName;
      if (body.lastName !== undefined) changes.lastName = body.lastName;
      // null or '' clears the phone; leaving it out keeps it.
      if (body.phone !== undefined) changes.phone = body.phone || null;
      if (body.timezone !== undefined) {
        if (!isTimeZone(body.timezone)) throw badRequest(ACCOUNT_MESSAGES.badTimezone);
        changes.timezone = body.timezone;
      }
      if (body.username !== undefined && body.username !== auth.user.username) {
        if (await repo.usernameTaken(body.username, auth.user.id)) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
        changes.username = body.username;
      }
      if (Object.keys(changes).length === 0) return present(auth.user);
      const result = await repo.updateProfile(auth.user.id, changes, clock.now());
      if (result === 'username-taken') throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      return present(result);
    },

    async setAvatar(auth: AuthContext, bytes: Buffer): Promise<AuthUser> {
      if (bytes.length > AVATAR_MAX_BYTES) throw payloadTooLarge(ACCOUNT_MESSAGES.tooLarge);
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest(ACCOUNT_MESSAGES.notAnImage);
      const url = await avatars.save(auth.user.id, bytes, kind);
      let row: AuthContext['user'];
      try {
        row = await repo.setAvatar(auth.user.id, url, clock.now());
      } catch (error) {
        await avatars.remove(url);
        throw error;
      }
      await avatars.remove(auth.user.profileImageUrl);
      return present(row);
    },

    async removeAvatar(auth: AuthContext): Promise<AuthUser> {
      const row = await repo.setAvatar(auth.user.id, null, clock.now());
      await avatars.remove(auth.user.profileImageUrl);
      return present(row);
    },

    async changePassword(auth: AuthContext, currentPassword: string, newPassword: string, log: (e: unknown) => void) {
      await checkPassword(auth, currentPassword, ACCOUNT_MESSAGES.wrongCurrentPassword);
      const passwordHash = await hashPassword(newPassword);
      const now = clock.now();
      // The new hash and every other session ended, together.
      const revoked = await db.transaction(async (tx) => {
        const r = accountRepo(tx);
        await r.setPassword(auth.user.id, passwordHash, now);
        return r.revokeOtherSessions(auth.user.id, auth.sessionId);
      });
      mailer.send(passwordChangedMail(auth.user.email, auth.user.firstName, config.APP_URL)).catch(log);
      return revoked;
    },

    async sessions(auth: AuthContext): Promise<SessionInfo[]> {
      const rows = await repo.liveSessions(auth.user.id, clock.now());
      return rows.map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.id === auth.sessionId,
      }));
    },

    revokeOtherSessions: (auth: AuthContext) => repo.revokeOtherSessions(auth.user.id, auth.sessionId),

    async exportData(auth: AuthContext) {
      const now = clock.now();
      return {
        exportedAt: now.toISOString(),
        format: 'mba-prep-account-export/1',
        ...(await repo.exportData(auth.user.id)),
      };
    },

    async deleteAccount(auth: AuthContext, password: string): Promise<void> {
      await checkPassword(auth, password, ACCOUNT_MESSAGES.wrongPassword);
      await repo.deleteUser(auth.user.id);
      await avatars.remove(auth.user.profileImageUrl);
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

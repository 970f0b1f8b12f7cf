// @ts-nocheck
import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { UserRow } from '#server/db/rows';
import {
  abilities,
  attempts,
  bookmarks,
  dailyCompletions,
  passwordResets,
  payments,
  questionReports,
  reviewCards,
  reviewLogs,
  sessions,
  subscriptions,
  users,
} from '#server/db/schema/index';
import { userConflict } from '#server/db/unique-violation';
import { must } from '#shared/must';

export type ProfileChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'phone' | 'timezone'>>;

export function accountRepo(db: Db) {
  return {
    async usernameTaken(username: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, username), ne(users.id, exceptUserId)))
        .limit(1);
      return !!row;
    },

    /** Updates the profile, or reports that a concurrent change took the username. */
    async updateProfile(userId: string, changes: ProfileChanges, now: Date): Promise<UserRow | 'username-taken'> {
      try {
        const [row] = await db
          .update(users)
          .set({ ...changes, updatedAt: now })
          .where(eq(users.id, userId))
          .returning();
        return must(row, 'the updated user');
      } catch (error) {
        if (userConflict(error) === 'username') return 'username-taken';
        throw error;
      }
    },

    async setAvatar(userId: string, url: string | null, now: Date): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ profileImageUrl: url, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return must(row, 'the updated user');
    },

    async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    },

    async liveSessions(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    async revokeOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      const ended = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Everything stored about the user, minus secrets (password hash, token hashes). */
    async exportData(userId: string) {
      const [profile] = await db.select().from(users).where(eq(users.id, userId));
      const { passwordHash: _hash, ...safeProfile } = must(profile, 'the user to export');
      return {
        profile: safeProfile,
        sessions: await db
          .select({
            id: sessions.id,
            userAgent: sessions.userAgent,
            ip: sessions.ip,
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
          })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
        passwordResets: await db
          .select({
            createdAt: passwordResets.createdAt,
            expiresAt: passwordResets.expiresAt,
            usedAt: passwordResets.usedAt,
          })
          .from(passwordResets)
          .where(eq(passwordResets.userId, userId)),
        attempts: await db.select().from(attempts).where(eq(attempts.userId, userId)).orderBy(attempts.createdAt),
        bookmarks: await db.select().from(bookmarks).where(eq(bookmarks.userId, userId)),
        reviewCards: await db.select().from(reviewCards).where(eq(reviewCards.userId, userId)),
        reviewLogs: await db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId)).orderBy(reviewLogs.id),
        dailyCompletions: await db.select().from(dailyCompletions).where(eq(dailyCompletions.userId, userId)),
        abilities: await db.select().from(abilities).where(eq(abilities.userId, userId)),
        questionReports: await db.select().from(questionReports).where(eq(questionReports.userId, userId)),
        subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        payments: await db.select().from(payments).where(eq(payments.userId, userId)),
      };
    },

    /** Deletes the user; owned rows cascade, payments keep their money trail with the user cleared. */
    async deleteUser(userId: string): Promise<void> {
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}

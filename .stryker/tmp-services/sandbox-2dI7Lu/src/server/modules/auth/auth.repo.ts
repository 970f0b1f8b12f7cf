// @ts-nocheck
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { UserRow } from '#server/db/rows';
import { passwordResets, sessions, users } from '#server/db/schema/index';
import { type UserConflict, userConflict } from '#server/db/unique-violation';
import { must } from '#shared/must';

export type NewUser = typeof users.$inferInsert;

export function authRepo(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const where = exceptUserId
        ? and(eq(users.username, username), ne(users.id, exceptUserId))
        : eq(users.username, username);
      const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return !!row;
    },

    /** Inserts the user, or names the unique column a concurrent insert already took. */
    async insertUser(values: NewUser): Promise<{ user: UserRow } | { conflict: UserConflict }> {
      try {
        const [user] = await db.insert(users).values(values).returning();
        return { user: must(user, 'the new user') };
      } catch (error) {
        const field = userConflict(error);
        if (field) return { conflict: field };
        throw error;
      }
    },

    async insertSession(values: {
      userId: string;
      tokenHash: string;
      userAgent: string | null;
      ip: string | null;
      now: Date;
      expiresAt: Date;
    }) {
      const { now, ...rest } = values;
      await db.insert(sessions).values({ ...rest, createdAt: now, lastSeenAt: now });
    },

    async deleteSession(sessionId: string) {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    async insertPasswordReset(values: { userId: string; tokenHash: string; now: Date; expiresAt: Date }) {
      await db.insert(passwordResets).values({
        userId: values.userId,
        tokenHash: values.tokenHash,
        createdAt: values.now,
        expiresAt: values.expiresAt,
      });
    },

    async findUsableReset(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Claims a usable reset token (a conditional update: of two concurrent resets only one wins). */
    async claimReset(tokenHash: string, now: Date): Promise<{ userId: string } | undefined> {
      const [claimed] = await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResets.userId });
      return claimed;
    },

    async setPassword(userId: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
      const [user] = await db
        .update(users)
        .set({ passwordHash, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return user;
    },

    /** Marks the user's other reset links used. */
    async retireResets(userId: string, now: Date) {
      await db
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    },

    async endSessions(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;

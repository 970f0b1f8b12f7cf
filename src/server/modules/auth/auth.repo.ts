import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { passwordResets, sessions, users } from '#server/db/schema/index';
import type { UserRow } from '../access/auth-context.ts';
import { uniqueViolation } from './unique-violation.ts';

export type NewUser = typeof users.$inferInsert;
export type UserConflict = 'email' | 'username';

/** Which unique column a violation hit, from the constraint name or the detail text. */
export function conflictField(error: unknown): UserConflict | undefined {
  const where = uniqueViolation(error);
  if (!where) return undefined;
  if (where.includes('username')) return 'username';
  if (where.includes('email')) return 'email';
  return undefined;
}

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
        return { user };
      } catch (error) {
        const field = conflictField(error);
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

    /**
     * In one transaction: claims the token (a conditional update, so two concurrent resets cannot both win), sets
     * the new hash, retires the user's other reset links and ends every session. Returns the user, or undefined.
     */
    async resetPassword(tokenHash: string, passwordHash: string, now: Date): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [claimed] = await tx
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
        if (!claimed) return undefined;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.id, claimed.userId))
          .returning();
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, claimed.userId));
        return user;
      });
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;

// @ts-nocheck
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { users } from '../schema/index.ts';

/** With ADMIN_PASSWORD set, creates or updates the ADMIN_EMAIL account as an administrator. */
export async function seedAdmin({ config, database }: Pick<AppDeps, 'config' | 'database'>): Promise<number> {
  if (!config.ADMIN_PASSWORD) return 0;
  const email = config.ADMIN_EMAIL.toLowerCase();
  const passwordHash = await hash(config.ADMIN_PASSWORD);
  const { db } = database;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ passwordHash, role: 'admin', isAdmin: true }).where(eq(users.id, existing.id));
    return 0;
  }
  await db.insert(users).values({
    email,
    username: 'admin',
    passwordHash,
    firstName: 'Admin',
    lastName: 'Team',
    role: 'admin',
    isAdmin: true,
  });
  return 1;
}

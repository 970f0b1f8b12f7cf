import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index';
import { seedForumChannels } from '#server/db/seeds/forum-channels';
import { createUser, type TestUser } from '#server/test/fixtures';
import type { TestApp } from '#server/test/test-app';

const DAY = 86_400_000;

/** The seeded channels, as at every start. */
export const seedChannels = (t: TestApp) => seedForumChannels(t.deps);

/** A member whose account is `ageDays` old by the test clock (new members are under a day). */
export async function member(t: TestApp, ageDays = 30, kind: 'free' | 'admin' = 'free'): Promise<TestUser> {
  const u = await createUser(t, { kind });
  await t.database.db
    .update(users)
    .set({ createdAt: new Date(t.clock.now().getTime() - ageDays * DAY) })
    .where(eq(users.id, u.id));
  return u;
}

export function api(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, u: TestUser | null, payload?: object) =>
    t.app.inject({ method, url, headers: u?.headers ?? {}, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    ask: (u: TestUser, over: Record<string, unknown> = {}) =>
      call('POST', '/api/community/posts', u, {
        channel: 'qa',
        kind: 'question',
        title: 'How do I find the remainder?',
        body: 'What is $2^{100} \\bmod 7$?',
        ...over,
      }),
    answer: (u: TestUser, postId: number, body = 'Use $2^3 \\equiv 1$, so the remainder is 2.') =>
      call('POST', `/api/community/posts/${postId}/answers`, u, { body }),
    vote: (u: TestUser, target: 'post' | 'answer', id: number, value: 1 | -1 | 0) =>
      call('POST', '/api/community/votes', u, { target, id, value }),
    post: (id: number, u: TestUser | null = null) => call('GET', `/api/community/posts/${id}`, u),
  };
}

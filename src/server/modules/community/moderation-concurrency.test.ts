import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts, forumReports, forumRevisions } from '#server/db/schema/index';
import { auditTrail } from '#server/test/audit-trail';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { api, member, seedChannels } from './community-fixtures.ts';

// Reports, edits and staff actions at once (on PostgreSQL in CI's second pass): one open report per member and
// item, no lost or duplicated versions, counters and audit entries moved once, and never a 5xx.

let t: TestApp;
let c: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  await seedChannels(t);
  c = api(t);
});
afterAll(() => t.close());

const no5xx = (results: Array<{ statusCode: number; body: string }>) =>
  expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);

describe('concurrent moderation', () => {
  it('a member reporting one post from five tabs files one report; thirty members each file theirs', async () => {
    const author = await member(t);
    const id = (await c.ask(author)).json().id as number;
    const tabs = await member(t);
    const crowd = await Promise.all(Array.from({ length: 30 }, () => member(t)));
    const url = `/api/community/items/post/${id}/reports`;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => c.call('POST', url, tabs, { reason: 'spam' })),
      ...crowd.map((u) => c.call('POST', url, u, { reason: 'abuse' })),
    ]);
    no5xx(results);
    expect(
      results
        .slice(0, 5)
        .map((r) => r.statusCode)
        .sort(),
    ).toEqual([201, 409, 409, 409, 409]);
    expect(results.slice(5).every((r) => r.statusCode === 201)).toBe(true);
    const rows = await t.database.db
      .select()
      .from(forumReports)
      .where(and(eq(forumReports.targetType, 'post'), eq(forumReports.targetId, id)));
    expect(rows).toHaveLength(31);
  });

  it('an author saving from five tabs at once: every edit kept as one version, numbered without gaps', async () => {
    const author = await member(t);
    const id = (await c.ask(author, { body: 'v0' })).json().id as number;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        c.call('PATCH', `/api/community/items/post/${id}`, author, { body: `edit ${i}` }),
      ),
    );
    no5xx(results);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const kept = await t.database.db
      .select({ version: forumRevisions.version, body: forumRevisions.body })
      .from(forumRevisions)
      .where(and(eq(forumRevisions.targetType, 'post'), eq(forumRevisions.targetId, id)));
    expect(kept.map((k) => k.version).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(kept.find((k) => k.version === 1)?.body).toBe('v0');
    // Each kept body is a text some tab wrote before it; none is lost or kept twice.
    const [post] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, id));
    const all = [...kept.map((k) => k.body), post?.body].sort();
    expect(all).toEqual(['edit 0', 'edit 1', 'edit 2', 'edit 3', 'edit 4', 'v0']);
  });

  it('two staff hiding one answer while members vote on it: the answer count drops once, one audit entry', async () => {
    const asker = await member(t);
    const qid = (await c.ask(asker)).json().id as number;
    const writer = await member(t);
    const aid = (await c.answer(writer, qid)).json().id as number;
    const [s1, s2] = await Promise.all([member(t, 30, 'admin'), member(t, 30, 'admin')]);
    const voters = await Promise.all(Array.from({ length: 10 }, () => member(t)));
    const url = `/api/admin/community/items/answer/${aid}/moderation`;
    const results = await Promise.all([
      c.call('POST', url, s1, { action: 'hide' }),
      c.call('POST', url, s2, { action: 'hide' }),
      ...voters.map((u) => c.vote(u, 'answer', aid, 1)),
    ]);
    no5xx(results);
    const [post] = await t.database.db.select().from(forumPosts).where(eq(forumPosts.id, qid));
    expect(post?.answerCount).toBe(0);
    expect(await auditTrail(t, { action: 'forum.hide', targetId: aid })).toHaveLength(1);
  });
});

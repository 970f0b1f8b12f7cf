import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorDailyUsage } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { TUTOR_DAILY_LIMITS } from '#shared/domain/ai-tutor';

// The daily counter under a burst (on PostgreSQL in CI's second pass): the check and the increment are one
// statement on the learner's own row, so 30 parallel messages from a free learner (20 a day) are exactly 20
// answers and 10 refusals, never a 5xx and never a 21st answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tutor’s daily counter', () => {
  it('accepts exactly the day’s allowance from 30 parallel messages', async () => {
    const learner = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/ai-tutor/messages',
          headers: learner.headers,
          payload: { message: `What is a percentage? (${i})` },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(TUTOR_DAILY_LIMITS.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - TUTOR_DAILY_LIMITS.free);
    const [row] = await t.database.db
      .select({ count: tutorDailyUsage.count })
      .from(tutorDailyUsage)
      .where(eq(tutorDailyUsage.owner, `user:${learner.id}`));
    expect(row?.count).toBe(TUTOR_DAILY_LIMITS.free);
    const conversations = await t.database.db.execute(
      sql`select count(*)::int as n from tutor_conversations where user_id = ${learner.id}`,
    );
    expect((conversations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(TUTOR_DAILY_LIMITS.free);
  });
});

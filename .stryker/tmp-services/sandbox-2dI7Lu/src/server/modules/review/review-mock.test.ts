// @ts-nocheck
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAttempts, reviewCards, reviewLogs } from '#server/db/schema/index';
import { createUser } from '#server/test/fixtures';
import { createMock, takeMock } from '#server/test/mock-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { must } from '#shared/must';

// A submitted mock feeds the notebook: wrong answers become cards, skipped ones do not, and an answer to a question
// that already has a card reviews it. The paper's MCQs are right on option 1.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cardsOf = (userId: string) =>
  t.database.db.select().from(reviewCards).where(eq(reviewCards.userId, userId)).orderBy(reviewCards.questionId);

describe('cards from mocks', () => {
  it('a submitted mock opens a card for each wrong answer, none for right or skipped ones', async () => {
    const u = await createUser(t);
    const { id, bySection } = await createMock(t);
    const [q1, q2, q3] = must(bySection.VARC, 'VARC questions');
    if (!q1 || !q2 || !q3) throw new Error('paper too short');
    await takeMock(t, u, id, [
      [q1, { option: 0 }],
      [q2, { option: 1 }],
    ]);
    const rows = await cardsOf(u.id);
    expect(rows.map((c) => [c.questionId, c.source, c.state])).toEqual([[q1, 'mock', 'New']]);
  });

  it('a mistake tagged on the mock`s review becomes the card`s reason, and clearing it clears the reason', async () => {
    const u = await createUser(t);
    const { id, bySection } = await createMock(t);
    const q1 = must(bySection.VARC?.[0], 'a VARC question');
    const attemptId = await takeMock(t, u, id, [[q1, { option: 2 }]]);
    const tag = (value: string | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/mock-attempts/${attemptId}/error-tag`,
        headers: u.headers,
        payload: { questionId: q1, tag: value },
      });
    expect((await tag('silly')).statusCode).toBe(200);
    expect((await cardsOf(u.id)).map((c) => [c.questionId, c.reason])).toEqual([[q1, 'silly']]);
    expect((await tag(null)).statusCode).toBe(200);
    expect((await cardsOf(u.id)).map((c) => c.reason)).toEqual([null]);
  });

  it('a mock answer to a question with a card reviews it (Again when wrong) and logs it', async () => {
    const u = await createUser(t);
    const { id, bySection } = await createMock(t);
    const q1 = must(bySection.VARC?.[0], 'q1');
    // Met first in practice, wrong: the card opens; then the mock's wrong answer is its first review.
    await t.app.inject({
      method: 'POST',
      url: `/api/practice/questions/${q1}/attempt`,
      headers: u.headers,
      payload: { answer: { option: 3 }, seconds: 20 },
    });
    await takeMock(t, u, id, [[q1, { option: 2 }]]);
    const [card] = await cardsOf(u.id);
    expect(card).toMatchObject({ questionId: q1, source: 'practice', reps: 1, state: 'Review' });
    const logs = await t.database.db.select().from(reviewLogs).where(eq(reviewLogs.userId, u.id));
    expect(logs.map((l) => [l.via, l.rating])).toEqual([['mock', 'Again']]);
  });

  it('the sweep that finishes an abandoned strict attempt opens the cards too', async () => {
    const u = await createUser(t);
    const { id, bySection } = await createMock(t, { timerMode: 'strict' });
    const q1 = must(bySection.VARC?.[0], 'q1');
    const attemptId = await takeMock(t, u, id, [[q1, { option: 0 }]], { submit: false });
    t.clock.advance(3 * 3_600_000);
    await t.services.mockTests.sweep();
    const [attempt] = await t.database.db
      .select()
      .from(mockAttempts)
      .where(and(eq(mockAttempts.id, attemptId), eq(mockAttempts.userId, u.id)));
    expect(attempt?.submittedBy).toBe('sweep');
    expect((await cardsOf(u.id)).map((c) => c.questionId)).toEqual([q1]);
  });
});

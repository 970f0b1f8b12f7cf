import type { LiveSessionInput } from '#shared/contracts/live-sessions';
import type { TestUser } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A valid session an hour after the test clock's now. */
export function sessionInput(t: TestApp, overrides: Partial<LiveSessionInput> = {}): LiveSessionInput {
  return {
    title: 'Percentages in 45 minutes',
    subject: 'QA',
    description: 'Shortcuts for percentage change.',
    agenda: ['Warm-up', 'Successive change', 'Quiz'],
    materials: [{ title: 'Notes', url: 'https://example.com/notes.pdf' }],
    startsAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
    durationMinutes: 60,
    videoKind: 'embed',
    videoUrl: 'https://www.youtube.com/embed/abc123',
    ...overrides,
  };
}

export async function createSession(t: TestApp, staff: TestUser, overrides: Partial<LiveSessionInput> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/live-sessions',
    headers: staff.headers,
    payload: sessionInput(t, overrides),
  });
  if (res.statusCode !== 200) throw new Error(`create session: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { VIDEO_FRAME_SOURCES } from '#shared/domain/live-sessions';
import { createSession, sessionInput } from './live-test-fixtures.ts';

let t: TestApp;
let staff: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t, { kind: 'admin' });
});
afterAll(() => t.close());

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('live sessions API', () => {
  it('staff create a session; the video URL must come from the allow-list', async () => {
    for (const videoUrl of [
      'https://evil.example.com/embed/x',
      'http://www.youtube.com/embed/x',
      'javascript:alert(1)',
    ]) {
      const res = await call(staff, 'POST', '/api/admin/live-sessions', sessionInput(t, { videoUrl }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('videoUrl');
    }
    const hls = await call(
      staff,
      'POST',
      '/api/admin/live-sessions',
      sessionInput(t, { videoKind: 'hls', videoUrl: 'https://cdn.example.com/live/index.m3u8' }),
    );
    expect(hls.statusCode).toBe(200);
    for (const videoUrl of [
      'https://meet.jit.si/mba-class',
      'https://zoom.us/wc/123/join',
      'https://player.vimeo.com/video/1',
    ]) {
      expect((await call(staff, 'POST', '/api/admin/live-sessions', sessionInput(t, { videoUrl }))).statusCode).toBe(
        200,
      );
    }
    const past = await call(
      staff,
      'POST',
      '/api/admin/live-sessions',
      sessionInput(t, { startsAt: '2020-01-01T00:00:00Z' }),
    );
    expect(past.statusCode).toBe(400);
  });

  it('a learner lists, registers, downloads the calendar file and unregisters; the seat count follows', async () => {
    const s = await createSession(t, staff, { seatLimit: 2 });
    const learner = await createUser(t);
    const list = (await call(learner, 'GET', '/api/live-sessions')).json();
    expect(list.upcoming.map((x: { id: string }) => x.id)).toContain(s.id);
    const reg = await call(learner, 'POST', `/api/live-sessions/${s.id}/registration`);
    expect(reg.json()).toEqual({ registered: true, seatsTaken: 1 });
    // Registering twice keeps one seat.
    expect((await call(learner, 'POST', `/api/live-sessions/${s.id}/registration`)).json().seatsTaken).toBe(1);
    const detail = (await call(learner, 'GET', `/api/live-sessions/${s.id}`)).json();
    expect(detail).toMatchObject({
      registered: true,
      canJoin: false,
      agenda: ['Warm-up', 'Successive change', 'Quiz'],
    });
    const ics = await call(learner, 'GET', `/api/live-sessions/${s.id}/calendar.ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain('SUMMARY:Percentages in 45 minutes');
    expect((await call(learner, 'DELETE', `/api/live-sessions/${s.id}/registration`)).json()).toEqual({
      registered: false,
      seatsTaken: 0,
    });
    expect((await call(null, 'GET', '/api/live-sessions')).statusCode).toBe(401);
  });

  it('a full session refuses with 409; a premium session needs premium', async () => {
    const s = await createSession(t, staff, { seatLimit: 1 });
    const [a, b] = [await createUser(t), await createUser(t)];
    expect((await call(a, 'POST', `/api/live-sessions/${s.id}/registration`)).statusCode).toBe(200);
    const full = await call(b, 'POST', `/api/live-sessions/${s.id}/registration`);
    expect(full.statusCode).toBe(409);
    const p = await createSession(t, staff, { isPremium: true });
    const free = await call(b, 'POST', `/api/live-sessions/${p.id}/registration`);
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe('premium_required');
    const premium = await createUser(t, { kind: 'premium' });
    expect((await call(premium, 'POST', `/api/live-sessions/${p.id}/registration`)).statusCode).toBe(200);
  });

  it('start, end, recording mail and cancellation mail; the attendance report and its CSV', async () => {
    const s = await createSession(t, staff);
    const learner = await createUser(t);
    await call(learner, 'POST', `/api/live-sessions/${s.id}/registration`);
    expect((await call(learner, 'POST', `/api/admin/live-sessions/${s.id}/start`)).statusCode).toBe(403);
    const started = await call(staff, 'POST', `/api/admin/live-sessions/${s.id}/start`);
    expect(started.json().status).toBe('live');
    expect((await call(learner, 'GET', `/api/live-sessions/${s.id}`)).json()).toMatchObject({
      canJoin: true,
      phase: 'live',
    });
    expect((await call(staff, 'POST', `/api/admin/live-sessions/${s.id}/cancel`)).statusCode).toBe(409);
    expect((await call(staff, 'POST', `/api/admin/live-sessions/${s.id}/end`)).json().status).toBe('ended');
    const before = t.mailer.sent.length;
    const rec = await call(staff, 'PUT', `/api/admin/live-sessions/${s.id}/recording`, {
      recordingUrl: 'https://player.vimeo.com/video/9',
    });
    expect(rec.json().recordingUrl).toBe('https://player.vimeo.com/video/9');
    await t.services.mailOutbox.settle();
    expect(t.mailer.sent.slice(before).map((m) => m.to)).toEqual([learner.email]);
    // The report starts from this session's registrations and attendance: other users are not in it.
    await createUser(t);
    const report = (await call(staff, 'GET', `/api/admin/live-sessions/${s.id}/attendance`)).json();
    expect(report.rows.map((r: { email: string }) => r.email)).toEqual([learner.email]);
    const csv = await call(staff, 'GET', `/api/admin/live-sessions/${s.id}/attendance.csv`);
    expect(csv.body.split('\r\n')[0]).toBe('Name,Email,Registered,Joined,Minutes,Messages,Questions,Poll answers');
    expect(csv.body).toContain(learner.email);

    const c = await createSession(t, staff);
    await call(learner, 'POST', `/api/live-sessions/${c.id}/registration`);
    const n = t.mailer.sent.length;
    expect((await call(staff, 'POST', `/api/admin/live-sessions/${c.id}/cancel`)).json().status).toBe('cancelled');
    await t.services.mailOutbox.settle();
    const mail = t.mailer.sent.slice(n);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('Cancelled');
    expect((await call(learner, 'POST', `/api/live-sessions/${c.id}/registration`)).statusCode).toBe(409);
  });

  it('staff read a session and edit it; the seat limit cannot fall below the seats taken; ended sessions are closed', async () => {
    const s = await createSession(t, staff, { seatLimit: 3 });
    const [a, b] = [await createUser(t), await createUser(t)];
    await call(a, 'POST', `/api/live-sessions/${s.id}/registration`);
    await call(b, 'POST', `/api/live-sessions/${s.id}/registration`);
    expect((await call(a, 'GET', `/api/admin/live-sessions/${s.id}`)).statusCode).toBe(403);
    const read = await call(staff, 'GET', `/api/admin/live-sessions/${s.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: s.id, title: 'Percentages in 45 minutes', seatLimit: 3 });
    const tooFew = await call(staff, 'PUT', `/api/admin/live-sessions/${s.id}`, sessionInput(t, { seatLimit: 1 }));
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().message).toBe('seatLimit: 2 learners already hold seats');
    const edited = await call(
      staff,
      'PUT',
      `/api/admin/live-sessions/${s.id}`,
      sessionInput(t, { title: 'Percentages and profit', seatLimit: 2 }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Percentages and profit', seatLimit: 2 });
    expect((await call(a, 'GET', `/api/live-sessions/${s.id}`)).json().title).toBe('Percentages and profit');
    await call(staff, 'POST', `/api/admin/live-sessions/${s.id}/start`);
    await call(staff, 'POST', `/api/admin/live-sessions/${s.id}/end`);
    const closed = await call(staff, 'PUT', `/api/admin/live-sessions/${s.id}`, sessionInput(t));
    expect(closed.statusCode).toBe(409);
    const unknown = await call(staff, 'GET', '/api/admin/live-sessions/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('the CSP frame sources are the allow-list the embed check uses (youtube-nocookie.com included)', async () => {
    const csp = String((await call(null, 'GET', '/api/health')).headers['content-security-policy']);
    const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src')) ?? '';
    for (const source of VIDEO_FRAME_SOURCES) expect(frameSrc).toContain(source);
    expect(frameSrc).toContain('https://youtube-nocookie.com');
    const ok = await call(
      staff,
      'POST',
      '/api/admin/live-sessions',
      sessionInput(t, { videoUrl: 'https://youtube-nocookie.com/embed/abc' }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('the host must be a staff member', async () => {
    const learner = await createUser(t);
    const res = await call(staff, 'POST', '/api/admin/live-sessions', sessionInput(t, { hostId: learner.id }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('hostId');
  });
});

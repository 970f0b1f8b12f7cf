import type {
  AdminLiveSession,
  LiveSessionDetail,
  LiveSessionList,
  liveSessionInput,
} from '#shared/contracts/live-sessions';
import type { LiveStatus } from '#shared/domain/live-sessions';
import type { Db } from '../../db/client.ts';
import { retryOnContention } from '../../db/contention.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound, premiumRequired } from '../../errors.ts';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv.ts';
import { presentAdminLive, presentLiveDetail, presentLiveSummary } from '../../presenters/live-session.ts';
import type { AuthContext } from '../access/public.ts';
import type { MailOutboxService } from '../mail-outbox/mail-outbox.service.ts';
import { sessionIcs } from './ics.ts';
import type { LiveFilesService } from './live-files.service.ts';
import { REMINDER_BEFORE_MS, sessionMail, sessionMailKey } from './live-mail.ts';
import { type LiveSessionRow, liveSessionsRepo } from './live-sessions.repo.ts';

type Input = ReturnType<typeof liveSessionInput.parse>;

const PREMIUM_MESSAGE = 'This live session is for premium members. Upgrade to join it.';

/** Live sessions: staff schedule and run them; learners list, register (seat-limited) and enter the room. */
export function liveSessionsService(
  deps: Pick<AppDeps, 'database' | 'clock' | 'access' | 'audit' | 'config'> & {
    mailOutbox: MailOutboxService;
    liveFiles: LiveFilesService;
  },
) {
  const { db } = deps.database;
  const repo = liveSessionsRepo(db);
  // The realtime layer listens, so a room learns at once that its host started or ended it.
  const statusListeners: Array<(sessionId: string, status: LiveStatus) => void> = [];
  const announce = (id: string, status: LiveStatus) => {
    for (const listener of statusListeners) listener(id, status);
  };

  async function found(id: string) {
    const row = await repo.find(id);
    if (!row) throw notFound('Live session not found.');
    return row;
  }

  async function checkHost(hostId: string | null) {
    if (!hostId) return;
    const host = await repo.user(hostId);
    if (!host) throw badRequest('hostId: no user has this id');
    if (host.role !== 'staff' && host.role !== 'admin') throw badRequest('hostId: the host must be a staff member');
  }

  const isHost = (auth: AuthContext, s: LiveSessionRow) => s.hostId === auth.user.id;
  const moderates = (auth: AuthContext, s: LiveSessionRow) => auth.isStaff || isHost(auth, s);

  /** Whether the viewer may be in the room at all (not counting whether it is open now). */
  async function mayEnter(auth: AuthContext, s: LiveSessionRow) {
    if (moderates(auth, s)) return true;
    if (s.status === 'cancelled') return false;
    if (!(await repo.isRegistered(s.id, auth.user.id))) return false;
    return !s.isPremium || (await deps.access.isPremium(auth));
  }

  const editable = (input: Input) => ({
    title: input.title,
    subject: input.subject,
    description: input.description,
    agenda: input.agenda,
    materials: input.materials,
    hostId: input.hostId,
    startsAt: new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    seatLimit: input.seatLimit,
    isPremium: input.isPremium,
    videoKind: input.videoKind,
    videoUrl: input.videoUrl,
    slowModeSeconds: input.slowModeSeconds,
  });

  async function audited(
    actor: AuthContext,
    action: Parameters<AppDeps['audit']['record']>[2]['action'],
    id: string,
    before: object | null,
    after: object | null,
  ) {
    await deps.audit.record(db, actor, {
      action,
      targetType: 'live_session',
      targetId: id,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });
  }

  /** Queues one mail per registered learner in the caller's transaction; the outbox sends them after the commit. */
  async function queueForAll(tx: Db, s: LiveSessionRow, kind: 'cancelled' | 'recording') {
    const people = await liveSessionsRepo(tx).registrants(s.id);
    const mails = people.map((p) => ({
      key: sessionMailKey(kind, s.id, p.userId),
      ...sessionMail(kind, s, p, deps.config.APP_URL),
    }));
    await deps.mailOutbox.enqueue(mails, tx);
  }

  return {
    onStatus(listener: (sessionId: string, status: LiveStatus) => void) {
      statusListeners.push(listener);
    },

    // ---- learners ----
    async list(auth: AuthContext): Promise<LiveSessionList> {
      const now = deps.clock.now();
      const rows = (await repo.list({ since: new Date(now.getTime() - 30 * 86_400_000) })).filter(
        (r) => r.session.status !== 'cancelled',
      );
      const mine = await repo.registeredIds(
        auth.user.id,
        rows.map((r) => r.session.id),
      );
      const out: LiveSessionList = { live: [], upcoming: [], past: [] };
      for (const r of rows) {
        const summary = presentLiveSummary(r, mine.has(r.session.id), now);
        out[summary.phase].push(summary);
      }
      out.past.reverse();
      return out;
    },

    async detail(auth: AuthContext, id: string): Promise<LiveSessionDetail> {
      const row = await found(id);
      const registered = await repo.isRegistered(id, auth.user.id);
      const enter = await mayEnter(auth, row.session);
      const files = await deps.liveFiles.listFor(auth, row.session);
      const canJoin = enter && row.session.status === 'live';
      return presentLiveDetail(
        row,
        { registered, canJoin, isHost: isHost(auth, row.session), files },
        deps.clock.now(),
      );
    },

    /** Takes a seat: the registration and the seat count change together; a full session is a 409. */
    async register(auth: AuthContext, id: string) {
      const { session: s } = await found(id);
      if (s.status === 'cancelled' || s.status === 'ended') throw conflict('This session is no longer open.');
      if (s.isPremium && !(await deps.access.isPremium(auth))) throw premiumRequired(PREMIUM_MESSAGE);
      const seatsTaken = await retryOnContention(() =>
        db.transaction(async (tx) => {
          const r = liveSessionsRepo(tx);
          if (!(await r.insertRegistration(id, auth.user.id, deps.clock.now()))) return null;
          const taken = await r.takeSeat(id);
          if (taken === undefined) throw conflict('This session is full.');
          return taken;
        }),
      );
      if (seatsTaken === null) return { registered: true, seatsTaken: (await found(id)).session.seatsTaken };
      return { registered: true, seatsTaken };
    },

    async unregister(auth: AuthContext, id: string) {
      const { session: s } = await found(id);
      if (s.status === 'ended') throw conflict('This session has ended.');
      const seatsTaken = await retryOnContention(() =>
        db.transaction(async (tx) => {
          const r = liveSessionsRepo(tx);
          if (!(await r.deleteRegistration(id, auth.user.id))) return null;
          return r.releaseSeat(id);
        }),
      );
      if (seatsTaken === null) throw notFound('You are not registered for this session.');
      return { registered: false, seatsTaken };
    },

    async ics(_auth: AuthContext, id: string) {
      const { session: s } = await found(id);
      return sessionIcs({
        id: s.id,
        title: s.title,
        description: s.description,
        startsAt: s.startsAt,
        durationMinutes: s.durationMinutes,
        url: `${deps.config.APP_URL}/live-sessions/${s.id}`,
        now: deps.clock.now(),
        cancelled: s.status === 'cancelled',
      });
    },

    /** The room's gate (used by realtime): the session and whether the caller moderates, or an error. */
    async roomEntry(auth: AuthContext, id: string) {
      const { session: s } = await found(id);
      if (s.isPremium && !moderates(auth, s) && !(await deps.access.isPremium(auth)))
        throw premiumRequired(PREMIUM_MESSAGE);
      if (!(await mayEnter(auth, s))) throw forbidden('Register for this session to enter its room.');
      return { session: s, moderator: moderates(auth, s) };
    },

    // ---- staff ----
    async adminList(): Promise<{ items: AdminLiveSession[] }> {
      const now = deps.clock.now();
      const rows = await repo.list();
      const items: AdminLiveSession[] = [];
      const files = await deps.liveFiles.forStaff(rows.map((r) => r.session.id));
      for (const r of rows.reverse())
        items.push(presentAdminLive(r, r.session.seatsTaken, files.get(r.session.id) ?? [], now));
      return { items };
    },

    async adminGet(id: string) {
      const row = await found(id);
      const files = (await deps.liveFiles.forStaff([id])).get(id) ?? [];
      return presentAdminLive(row, await repo.registrationCount(id), files, deps.clock.now());
    },

    async create(actor: AuthContext, input: Input) {
      const now = deps.clock.now();
      if (new Date(input.startsAt).getTime() < now.getTime()) throw badRequest('startsAt: must be in the future');
      await checkHost(input.hostId);
      const id = await repo.insert({ ...editable(input), createdBy: actor.user.id, createdAt: now, updatedAt: now });
      if (!id) throw new Error('live session insert returned nothing');
      await audited(actor, 'live.create', id, null, { title: input.title, startsAt: input.startsAt });
      return this.adminGet(id);
    },

    async update(actor: AuthContext, id: string, input: Input) {
      const { session: before } = await found(id);
      if (before.status === 'cancelled' || before.status === 'ended')
        throw conflict('A cancelled or ended session cannot be edited.');
      await checkHost(input.hostId);
      if (input.seatLimit !== null && input.seatLimit < before.seatsTaken)
        throw badRequest(`seatLimit: ${before.seatsTaken} learners already hold seats`);
      await repo.update(id, editable(input), deps.clock.now());
      await audited(
        actor,
        'live.update',
        id,
        { title: before.title, startsAt: before.startsAt.toISOString() },
        { title: input.title, startsAt: input.startsAt },
      );
      return this.adminGet(id);
    },

    /** Cancels and queues the registered learners' mails in one transaction (with any reminder not yet sent). */
    async cancel(actor: AuthContext, id: string) {
      const now = deps.clock.now();
      const cancelled = await db.transaction(async (tx) => {
        const r = liveSessionsRepo(tx);
        if (!(await r.transition(id, ['scheduled'], { status: 'cancelled', cancelledAt: now, updatedAt: now })))
          return false;
        const row = await r.find(id);
        if (row) await queueForAll(tx, row.session, 'cancelled');
        await deps.mailOutbox.withdraw(`live-reminder:${id}:`, tx);
        return true;
      });
      if (!cancelled) {
        await found(id);
        throw conflict('Only a scheduled session can be cancelled.');
      }
      deps.mailOutbox.kick();
      await audited(actor, 'live.cancel', id, { status: 'scheduled' }, { status: 'cancelled' });
      announce(id, 'cancelled');
      return this.adminGet(id);
    },

    async start(actor: AuthContext, id: string) {
      const now = deps.clock.now();
      if (!(await repo.transition(id, ['scheduled'], { status: 'live', startedAt: now, updatedAt: now }))) {
        await found(id);
        throw conflict('Only a scheduled session can be started.');
      }
      await audited(actor, 'live.start', id, { status: 'scheduled' }, { status: 'live' });
      announce(id, 'live');
      return this.adminGet(id);
    },

    async end(actor: AuthContext, id: string) {
      const now = deps.clock.now();
      if (!(await repo.transition(id, ['live'], { status: 'ended', endedAt: now, updatedAt: now }))) {
        await found(id);
        throw conflict('Only a live session can be ended.');
      }
      await audited(actor, 'live.end', id, { status: 'live' }, { status: 'ended' });
      announce(id, 'ended');
      return this.adminGet(id);
    },

    async setRecording(actor: AuthContext, id: string, recordingUrl: string) {
      const { session: before } = await found(id);
      if (!recordingUrl.startsWith('https://')) throw badRequest('recordingUrl: must be an https URL');
      // The first recording is mailed once per learner (the outbox key), even when two staff post at once.
      await db.transaction(async (tx) => {
        await liveSessionsRepo(tx).update(id, { recordingUrl }, deps.clock.now());
        if (!before.recordingUrl) await queueForAll(tx, { ...before, recordingUrl }, 'recording');
      });
      if (!before.recordingUrl) deps.mailOutbox.kick();
      await audited(actor, 'live.recording', id, { recordingUrl: before.recordingUrl }, { recordingUrl });
      return this.adminGet(id);
    },

    /**
     * The reminder job (every process runs it): claims the registrations of sessions starting within 30 minutes
     * that were not reminded yet and queues their mail in the same transaction, so each learner is mailed once.
     * A session created or moved into the window is caught by the next run; a cancelled one matches nothing.
     */
    async remindDue(): Promise<number> {
      let queued = 0;
      for (;;) {
        const now = deps.clock.now();
        const claimed = await retryOnContention(() =>
          db.transaction(async (tx) => {
            const due = await liveSessionsRepo(tx).claimReminders(now, REMINDER_BEFORE_MS, 200);
            const mails = due.map((d) => ({
              key: sessionMailKey('reminder', d.sessionId, d.userId),
              ...sessionMail('reminder', { ...d, id: d.sessionId }, d, deps.config.APP_URL, now),
            }));
            await deps.mailOutbox.enqueue(mails, tx);
            return due.length;
          }),
        );
        queued += claimed;
        if (claimed < 200) return queued;
      }
    },

    async attendance(id: string) {
      await found(id);
      const rows = await repo.attendance(id);
      return {
        rows: rows.map((r) => ({
          userId: r.user_id,
          name: r.name,
          email: r.email,
          registered: r.registered,
          joined: r.joined,
          minutes: Math.round((r.seconds / 60) * 10) / 10,
          messages: r.messages,
          questions: r.questions_asked,
          pollAnswers: r.poll_answers,
        })),
      };
    },

    async attendanceCsv(id: string) {
      const { rows } = await this.attendance(id);
      return spreadsheetCsv(
        ['Name', 'Email', 'Registered', 'Joined', 'Minutes', 'Messages', 'Questions', 'Poll answers'],
        rows.map((r) => [r.name, r.email, r.registered, r.joined, r.minutes, r.messages, r.questions, r.pollAnswers]),
      );
    },
  };
}

export type LiveSessionsService = ReturnType<typeof liveSessionsService>;

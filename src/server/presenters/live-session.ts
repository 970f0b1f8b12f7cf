import type {
  AdminLiveSession,
  LiveFile,
  LiveSessionDetail,
  LiveSessionSummary,
} from '#shared/contracts/live-sessions';
import { sessionPhase } from '#shared/domain/live-sessions';
import type { LiveSessionRow } from '../modules/live-sessions/live-sessions.repo.ts';

type Found = { session: LiveSessionRow; hostName: string | null };

export function presentLiveSummary(
  { session: s, hostName }: Found,
  registered: boolean,
  now: Date,
): LiveSessionSummary {
  return {
    id: s.id,
    title: s.title,
    subject: s.subject,
    host: s.hostId ? { id: s.hostId, name: hostName ?? 'Host' } : null,
    startsAt: s.startsAt.toISOString(),
    durationMinutes: s.durationMinutes,
    seatLimit: s.seatLimit,
    seatsTaken: s.seatsTaken,
    isPremium: s.isPremium,
    status: s.status,
    phase: sessionPhase(s, now),
    registered,
    recordingUrl: s.recordingUrl,
  };
}

export function presentLiveDetail(
  found: Found,
  view: { registered: boolean; canJoin: boolean; isHost: boolean; files: LiveFile[] },
  now: Date,
): LiveSessionDetail {
  const s = found.session;
  return {
    ...presentLiveSummary(found, view.registered, now),
    description: s.description,
    agenda: s.agenda,
    materials: s.materials,
    files: view.files,
    startedAt: s.startedAt?.toISOString() ?? null,
    endedAt: s.endedAt?.toISOString() ?? null,
    canJoin: view.canJoin,
    isHost: view.isHost,
  };
}

export function presentAdminLive(found: Found, registrations: number, files: LiveFile[], now: Date): AdminLiveSession {
  const s = found.session;
  return {
    ...presentLiveDetail(found, { registered: false, canJoin: s.status === 'live', isHost: false, files }, now),
    videoKind: s.videoKind,
    videoUrl: s.videoUrl,
    slowModeSeconds: s.slowModeSeconds,
    registrations,
  };
}

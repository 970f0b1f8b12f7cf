import { z } from 'zod';
import {
  CHAT_MAX_LENGTH,
  isAllowedVideo,
  LIVE_STATUSES,
  LIVE_SUBJECTS,
  POLL_MAX_SECONDS,
  POLL_MIN_SECONDS,
  QUESTION_MAX_LENGTH,
  VIDEO_KINDS,
} from '../domain/live-sessions.ts';
import { INT4_MAX } from './common.ts';

export const sessionParams = z.object({ sessionId: z.string().uuid() });
export const fileParams = sessionParams.extend({ fileId: z.string().uuid() });

/** Material files staff attach to a session: PDF, PNG or JPEG (checked by their first bytes), at most 10 MB. */
export const LIVE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const LIVE_FILES_PER_SESSION = 20;
export const LIVE_FILE_TYPES = 'PDF, PNG or JPEG';

export const liveFile = z.object({
  id: z.string(),
  title: z.string(),
  mime: z.string(),
  sizeBytes: z.number().int(),
  /** The download route; it refuses a viewer who may not have the file. */
  url: z.string(),
  /** Whether this viewer may download it (a premium session's files are for its registered premium learners). */
  downloadable: z.boolean(),
});
export type LiveFile = z.infer<typeof liveFile>;

const material = z.object({ title: z.string().trim().min(1).max(120), url: z.string().trim().url().max(500) });

/** What staff send to create or edit a session; the video URL is checked against the allow-list. */
export const liveSessionInput = z
  .object({
    title: z.string().trim().min(3).max(160),
    subject: z.enum(LIVE_SUBJECTS),
    description: z.string().trim().max(4000).default(''),
    agenda: z.array(z.string().trim().min(1).max(300)).max(30).default([]),
    materials: z.array(material).max(20).default([]),
    hostId: z.string().uuid().nullable().default(null),
    startsAt: z.string().datetime({ offset: true }),
    durationMinutes: z.number().int().min(10).max(600),
    seatLimit: z.number().int().min(1).max(100_000).nullable().default(null),
    isPremium: z.boolean().default(false),
    videoKind: z.enum(VIDEO_KINDS),
    videoUrl: z.string().trim().url().max(1000),
    slowModeSeconds: z.number().int().min(0).max(300).default(0),
  })
  .refine((v) => isAllowedVideo(v.videoKind, v.videoUrl), {
    path: ['videoUrl'],
    message:
      'must be an https embed URL from YouTube (/embed/), Jitsi Meet, Zoom web client (/wc/) or Vimeo (player.vimeo.com/video/), or an https .m3u8 HLS URL',
  });
export type LiveSessionInput = z.input<typeof liveSessionInput>;

export const recordingBody = z.object({ recordingUrl: z.string().trim().url().max(1000) });
export const slowModeBody = z.object({ slowModeSeconds: z.number().int().min(0).max(300) });

export const liveSessionSummary = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.enum(LIVE_SUBJECTS),
  host: z.object({ id: z.string(), name: z.string() }).nullable(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  seatLimit: z.number().int().nullable(),
  seatsTaken: z.number().int(),
  isPremium: z.boolean(),
  status: z.enum(LIVE_STATUSES),
  phase: z.enum(['live', 'upcoming', 'past']),
  registered: z.boolean(),
  recordingUrl: z.string().nullable(),
});
export type LiveSessionSummary = z.infer<typeof liveSessionSummary>;

export const liveSessionList = z.object({
  live: z.array(liveSessionSummary),
  upcoming: z.array(liveSessionSummary),
  past: z.array(liveSessionSummary),
});
export type LiveSessionList = z.infer<typeof liveSessionList>;

export const liveSessionDetail = liveSessionSummary.extend({
  description: z.string(),
  agenda: z.array(z.string()),
  materials: z.array(z.object({ title: z.string(), url: z.string() })),
  files: z.array(liveFile),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Whether this viewer may enter the room now (registered or host/staff, access, the host started). */
  canJoin: z.boolean(),
  isHost: z.boolean(),
});
export type LiveSessionDetail = z.infer<typeof liveSessionDetail>;

/** Staff's view: the detail plus what only staff edit. */
export const adminLiveSession = liveSessionDetail.extend({
  videoKind: z.enum(VIDEO_KINDS),
  videoUrl: z.string(),
  slowModeSeconds: z.number().int(),
  registrations: z.number().int(),
});
export type AdminLiveSession = z.infer<typeof adminLiveSession>;
export const adminLiveSessionList = z.object({ items: z.array(adminLiveSession) });

export const registrationState = z.object({ registered: z.boolean(), seatsTaken: z.number().int() });

export const attendanceRow = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  registered: z.boolean(),
  joined: z.boolean(),
  minutes: z.number(),
  messages: z.number().int(),
  questions: z.number().int(),
  pollAnswers: z.number().int(),
});
export const attendanceReport = z.object({ rows: z.array(attendanceRow) });
export type AttendanceReport = z.infer<typeof attendanceReport>;

// ---- The room (Socket.IO events; the payloads the server checks with these schemas) ----

export const chatSend = z.object({ body: z.string().min(1).max(CHAT_MAX_LENGTH) });
export const questionAsk = z.object({ body: z.string().min(1).max(QUESTION_MAX_LENGTH) });
export const questionRef = z.object({ questionId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const messageRef = z.object({ messageId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const userRef = z.object({ userId: z.string().uuid() });
export const pollPush = z.object({
  questionId: z.number().int().positive().max(INT4_MAX),
  seconds: z.number().int().min(POLL_MIN_SECONDS).max(POLL_MAX_SECONDS),
});
export const pollAnswer = z.object({ pollId: z.string().uuid(), option: z.number().int().min(0).max(4) });

export interface ChatMessage {
  id: number;
  userId: string;
  name: string;
  body: string;
  at: string;
  /** Host or staff. */
  staff: boolean;
}
export interface RoomQuestion {
  id: number;
  userId: string;
  name: string;
  body: string;
  upvotes: number;
  answered: boolean;
  at: string;
}
export interface RoomPoll {
  id: string;
  questionId: number;
  stem: string;
  options: string[];
  endsAt: string;
  counts: number[];
  /** The correct option once the timer ended (null while it runs). */
  correct: number | null;
}
export interface RoomState {
  session: { id: string; title: string; status: string; slowModeSeconds: number; videoKind: string; videoUrl: string };
  me: { userId: string; moderator: boolean; muted: boolean };
  chat: ChatMessage[];
  questions: RoomQuestion[];
  poll: RoomPoll | null;
  myPollAnswer: number | null;
  hands: Array<{ userId: string; name: string }>;
  attendees: number;
}
/** An acknowledgement of a client's event: ok, or a message to show. */
export type RoomAck = { ok: true } | { ok: false; code: string; message: string };

import type { MailMessage } from '../../platform/mailer.ts';
import type { LiveSessionRow } from './live-sessions.repo.ts';

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

export type SessionMailKind = 'cancelled' | 'recording' | 'reminder';

/** The reminder goes out this long before the start (issue 18). */
export const REMINDER_BEFORE_MS = 30 * 60_000;

/** The outbox key of one learner's mail of one kind about one session: the outbox queues it once. */
export const sessionMailKey = (kind: SessionMailKind, sessionId: string, userId: string) =>
  `live-${kind}:${sessionId}:${userId}`;

/** The mails a registered learner gets about a session (`now` words the reminder: "in 30 minutes", "in 12 minutes"). */
export function sessionMail(
  kind: SessionMailKind,
  s: Pick<LiveSessionRow, 'id' | 'title' | 'startsAt' | 'recordingUrl'>,
  to: { email: string; firstName: string },
  appUrl: string,
  now?: Date,
): MailMessage {
  const when = `${IST.format(s.startsAt)} IST`;
  const link = `${appUrl}/live-sessions/${s.id}`;
  const hello = `Hello ${to.firstName || 'Aspirant'},`;
  if (kind === 'cancelled') {
    return {
      to: to.email,
      subject: `Cancelled: ${s.title}`,
      text: `${hello}\n\nThe live session "${s.title}" planned for ${when} has been cancelled. We are sorry for the change.\n\nOther sessions: ${appUrl}/live-sessions\n`,
    };
  }
  if (kind === 'recording') {
    return {
      to: to.email,
      subject: `Recording available: ${s.title}`,
      text: `${hello}\n\nThe recording of "${s.title}" (${when}) is ready: ${s.recordingUrl ?? link}\n\nSession page: ${link}\n`,
    };
  }
  const minutes = now ? Math.max(1, Math.ceil((s.startsAt.getTime() - now.getTime()) / 60_000)) : 30;
  return {
    to: to.email,
    subject: `Starting in ${minutes} minute${minutes === 1 ? '' : 's'}: ${s.title}`,
    text: `${hello}\n\n"${s.title}" starts at ${when}. Join from ${link} when the host opens the room.\n`,
  };
}

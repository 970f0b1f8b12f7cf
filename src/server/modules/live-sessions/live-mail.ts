import type { MailMessage } from '../../platform/mailer.ts';
import type { LiveSessionRow } from './live-sessions.repo.ts';

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The mails a registered learner gets about a session. */
export function sessionMail(
  kind: 'cancelled' | 'recording' | 'reminder',
  s: Pick<LiveSessionRow, 'id' | 'title' | 'startsAt' | 'recordingUrl'>,
  to: { email: string; firstName: string },
  appUrl: string,
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
  return {
    to: to.email,
    subject: `Starting in 30 minutes: ${s.title}`,
    text: `${hello}\n\n"${s.title}" starts at ${when}. Join from ${link} when the host opens the room.\n`,
  };
}

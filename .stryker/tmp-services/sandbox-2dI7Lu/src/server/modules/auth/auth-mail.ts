// @ts-nocheck
import type { MailMessage } from '#server/platform/mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const RESET_TOKEN_MINUTES = 60;

export function resetPasswordMail(to: string, firstName: string, link: string): MailMessage {
  const text = [
    `Hi ${firstName},`,
    '',
    `We received a request to reset your MBA Prep password. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this email: your password stays the same.',
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>We received a request to reset your MBA Prep password. Open this link within ${RESET_TOKEN_MINUTES} minutes to choose a new one:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for this, ignore this email: your password stays the same.</p>`;
  return { to, subject: 'Reset your MBA Prep password', text, html };
}

export function passwordChangedMail(to: string, firstName: string, appUrl: string): MailMessage {
  const forgot = `${appUrl}/forgot-password`;
  const text = [
    `Hi ${firstName},`,
    '',
    'The password of your MBA Prep account was just changed, and other devices were signed out.',
    '',
    `If this was not you, reset your password now: ${forgot}`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(firstName)},</p>
<p>The password of your MBA Prep account was just changed, and other devices were signed out.</p>
<p>If this was not you, <a href="${escapeHtml(forgot)}">reset your password now</a>.</p>`;
  return { to, subject: 'Your MBA Prep password was changed', text, html };
}

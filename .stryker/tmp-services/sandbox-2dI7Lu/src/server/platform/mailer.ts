// @ts-nocheck
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
}

type Log = { info: (obj: object, msg: string) => void };

/** SMTP when a URL is given; otherwise .eml files in outboxDir plus a log line, so local mail is inspectable. */
export function createMailer(opts: { smtpUrl?: string; outboxDir: string; from: string; log?: Log }): Mailer {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: opts.from, ...message });
      },
    };
  }
  const streamer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await streamer.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(opts.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log?.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
    },
  };
}

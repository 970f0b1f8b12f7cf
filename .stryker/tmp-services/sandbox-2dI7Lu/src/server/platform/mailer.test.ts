// @ts-nocheck
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { must } from '#shared/must';
import { createMailer } from './mailer.ts';

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

describe('createMailer with an SMTP URL', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the message over SMTP to a real server', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: '/nonexistent',
      from: 'MBA Prep <no-reply@mbaprep.test>',
    });
    expect(mailer.transport).toBe('smtp');
    await mailer.send({
      to: 'learner@example.com',
      subject: 'Reset your MBA Prep password',
      text: 'Open https://prep.example.in/reset-password?token=abc123 within 60 minutes.',
      html: '<p>Open the link</p>',
    });
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('no-reply@mbaprep.test');
    expect(mail?.to).toEqual(['learner@example.com']);
    expect(mail?.raw).toMatch(/^Subject: Reset your MBA Prep password$/m);
    expect(mail?.raw).toMatch(/^To: learner@example\.com$/m);
    expect(mail?.raw).toContain('reset-password?token=abc123');
    expect(mail?.raw).toContain('<p>Open the link</p>');
  });

  it('rejects when the server cannot be reached, so callers can log it', async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${deadPort}`, outboxDir: '/nonexistent', from: 'a@b.co' });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});

describe('createMailer without an SMTP URL (outbox)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml file and logs a line naming it', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
    const mailer = createMailer({
      outboxDir,
      from: 'MBA Prep <no-reply@mbaprep.test>',
      log: { info: (obj, msg) => lines.push({ obj: obj as Record<string, unknown>, msg }) },
    });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'learner@example.com', subject: 'Your password was changed', text: 'Hello there' });
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(outboxDir, must(files[0], 'files[0]')), 'utf8');
    expect(eml).toMatch(/^Subject: Your password was changed$/m);
    expect(eml).toMatch(/^To: learner@example\.com$/m);
    expect(eml).toMatch(/^From: MBA Prep <no-reply@mbaprep\.test>$/m);
    expect(eml).toContain('Hello there');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.obj).toMatchObject({
      to: 'learner@example.com',
      file: path.join(outboxDir, must(files[0], 'files[0]')),
    });
  });
});

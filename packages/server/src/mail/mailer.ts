import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** How mail leaves: 'smtp' delivers it, 'outbox' logs it and keeps it as a file (no SMTP configured). */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Delivers mail over SMTP (`smtp://` or `smtps://` URL, credentials and options in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string; logger: Logger }): Mailer {
  const transporter = nodemailer.createTransport(options.smtpUrl);
  return {
    transport: 'smtp',
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, ...message });
      options.logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP a fresh install must still work: each mail is logged (with its text, so the operator can
 * follow a link) and written as an .eml file under DATA_DIR/outbox. No web route ever serves that folder.
 */
export function createOutboxMailer(options: { outboxDir: string; from: string; logger: Logger }): Mailer {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await transporter.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // A random part: two mails to one address in the same millisecond must not overwrite each other. Written
      // aside and renamed, so a reader never sees half a mail.
      const file = path.join(options.outboxDir, `${stamp}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      options.logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail written to the outbox (SMTP_URL is not set)',
      );
    },
    close: () => transporter.close(),
  };
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string; logger: Logger }): Mailer {
  const logger = options.logger.child({ component: 'mail' });
  return options.smtpUrl
    ? createSmtpMailer({ smtpUrl: options.smtpUrl, from: options.from, logger })
    : createOutboxMailer({ outboxDir: path.join(options.dataDir, 'outbox'), from: options.from, logger });
}

/** `mailer`, counting each send by outcome (`sent`, `failed`) on `outcomes` (the emails metric). */
export function countingSends(mailer: Mailer, outcomes: { inc(labels: { outcome: 'sent' | 'failed' }): void }): Mailer {
  return {
    transport: mailer.transport,
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        outcomes.inc({ outcome: 'failed' });
        throw error;
      }
      outcomes.inc({ outcome: 'sent' });
    },
    close: () => mailer.close(),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { listenSmtp } from './smtp-listener.js';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** Header lines by lower-case name (the value after the colon, unfolded). */
  headers: Record<string, string>;
}

const LINK = /https?:\/\/[^\s<>"]+/g;

async function parse(source: Buffer | string): Promise<ReceivedMail> {
  const mail = await simpleParser(source);
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
  const text = mail.text ?? '';
  const headers = Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    ]),
  );
  return { to, subject: mail.subject ?? '', text, links: [...new Set(text.match(LINK) ?? [])], headers };
}

/** The mails the outbox mailer wrote as .eml files, oldest first. */
export async function readOutbox(outboxDir: string): Promise<ReceivedMail[]> {
  if (!fs.existsSync(outboxDir)) return [];
  const files = fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => parse(fs.readFileSync(path.join(outboxDir, name)))));
}

/** Waits until the outbox holds a mail to `to` whose subject contains `subjectPart` (mail is sent in the background). */
export async function waitForOutboxMail(outboxDir: string, to: string, subjectPart: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const mail = (await readOutbox(outboxDir)).find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subjectPart}" to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A real SMTP server in-process that keeps every message it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = await listenSmtp(async (raw) => {
    received.push(await parse(raw));
    waiters.splice(0).forEach((wake) => wake());
  });
  return {
    url: server.url,
    received,
    /** Waits for a mail to `to` whose subject contains `subjectPart`. */
    async waitFor(to: string, subjectPart: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        const mail = received.find((m) => m.to.includes(to) && m.subject.includes(subjectPart));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail "${subjectPart}" to ${to} arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: server.close,
  };
}

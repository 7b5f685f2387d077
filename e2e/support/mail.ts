import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Waits for a mail to `to` whose subject contains `subjectPart`, as received by the e2e SMTP server. */
export async function waitForMail(to: string, subjectPart: string, timeoutMs = 10_000): Promise<Mail> {
  const dir = process.env.E2E_MAIL_DIR!;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : []) {
      const parsed = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipient = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(',') : (parsed.to?.text ?? '');
      if (recipient.includes(to) && (parsed.subject ?? '').includes(subjectPart)) {
        const text = parsed.text ?? '';
        return { to: recipient, subject: parsed.subject ?? '', text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail "${subjectPart}" to ${to} arrived`);
}

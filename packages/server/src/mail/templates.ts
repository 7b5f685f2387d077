import { MAIL_MESSAGES as M, PRODUCT_NAME, formatDayTimeWithZone } from '@scoreline/shared';
import type { MailMessage } from './mailer.js';
import type { MailReader } from './reader.js';

const escapeHtml = (value: string) =>
  // eslint-disable-next-line i18next/no-literal-string -- not prose: HTML entities
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const small = (inner: string) => `<p style="font-size:12px;color:#555">${inner}</p>`;
const button = (url: string, label: string) =>
  `<p><a href="${escapeHtml(url)}" style="background:#15803d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#15803d;font-weight:bold">${escapeHtml(label)}</a>`;
const lines = (...parts: string[]) => parts.join('\n');
const blocks = (...parts: string[]) => parts.join('\n\n');
const labelled = (label: string, url: string) => `${label}: ${url}`;

/** A mail with one button: greeting, intro, the action, a fallback link and an outro, in the reader's language. */
function linkMail(reader: MailReader, parts: { subject: string; intro: string; action: string; url: string; outro: string }): MailMessage {
  const { t } = reader;
  const { subject, intro, action, url, outro } = parts;
  const greeting = t(M.greeting, { username: reader.username });
  return {
    to: reader.email,
    subject,
    text: blocks(greeting, intro, labelled(action, url), outro, PRODUCT_NAME),
    html: lines(
      paragraph(greeting) + paragraph(intro),
      button(url, action),
      small(escapeHtml(t(M.orOpenLink, { url }))),
      paragraph(outro) + paragraph(PRODUCT_NAME),
    ),
  };
}

export function confirmationMail(reader: MailReader, url: string): MailMessage {
  const { t } = reader;
  return linkMail(reader, {
    subject: t(M.confirmSubject),
    intro: t(M.confirmIntro),
    action: t(M.confirmAction),
    url,
    outro: t(M.confirmOutro),
  });
}

export function passwordResetMail(reader: MailReader, url: string): MailMessage {
  const { t } = reader;
  return linkMail(reader, {
    subject: t(M.resetSubject),
    intro: t(M.resetIntro),
    action: t(M.resetAction),
    url,
    outro: t(M.resetOutro),
  });
}

/** A gameweek a reminder names: where, how many matches still lack a prediction, when they close, and its page. */
export interface ReminderItem {
  groupName: string;
  weekNumber: number;
  missing: number;
  /** When the first of them closes, and the last (the same with one deadline). */
  closesAt: Date;
  lastClosesAt: Date;
  url: string;
}

/** "in 2 hours", "in 45 minutes": how soon a close is, as a reminder words it. */
function closingIn(reader: Pick<MailReader, 't'>, closesAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((closesAt.getTime() - now.getTime()) / 60_000));
  return minutes < 90 ? reader.t(M.inMinutes, { count: minutes }) : reader.t(M.inHours, { count: Math.round(minutes / 60) });
}

/**
 * "Friends, Gameweek 3: 2 matches without your prediction, closing in 2 hours (Sat 28 Nov, 15:00 CET)." in the
 * reader's language and zone. With kick-off locks, when they close at different kick-offs: "…, the first closing in …".
 */
export function reminderLine(reader: Pick<MailReader, 't' | 'where'>, item: ReminderItem, now: Date): string {
  const first = item.lastClosesAt.getTime() > item.closesAt.getTime();
  return reader.t(first ? M.reminderLineFirst : M.reminderLine, {
    group: item.groupName,
    week: item.weekNumber,
    count: item.missing,
    in: closingIn(reader, item.closesAt, now),
    time: formatDayTimeWithZone(item.closesAt, reader.where),
  });
}

/** Why the reader gets a mail they may turn off. */
const WHY = { reminders: M.whyReminders, results: M.whyResults, wins: M.whyWins } as const;

/** Every mail a player may turn off: an unsubscribe line in the body and the one-click headers. */
function withUnsubscribe(reader: MailReader, mail: MailMessage, unsubscribe: UnsubscribeLinks & { why: keyof typeof WHY }): MailMessage {
  const { t } = reader;
  const line = t(WHY[unsubscribe.why]);
  const label = t(M.unsubscribe);
  return {
    ...mail,
    text: blocks(mail.text, lines(line, labelled(label, unsubscribe.pageUrl))),
    html: lines(mail.html, small(`${escapeHtml(line)} ${link(unsubscribe.pageUrl, label)}`)),
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      // eslint-disable-next-line i18next/no-literal-string -- not prose: the RFC 8058 header value
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export interface UnsubscribeLinks {
  /** The web page a reader opens (it asks before unsubscribing: link scanners follow links). */
  pageUrl: string;
  /** The API address a mail client POSTs to (RFC 8058). */
  oneClickUrl: string;
}

/** One email for all of a player's gameweeks closing in a reminder window, in their language and zone. */
export function reminderMail(options: {
  reader: MailReader;
  items: ReminderItem[];
  now: Date;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const { reader, items, now } = options;
  const { t } = reader;
  const first = items[0]!;
  const subject =
    items.length === 1
      ? t(M.reminderSubject, { in: closingIn(reader, first.closesAt, now), group: first.groupName, week: first.weekNumber })
      : t(M.reminderSubjectMany, { count: items.length });
  const greeting = t(M.greeting, { username: reader.username });
  const predictNow = t(M.predictNow);
  const said = items.map((item) => ({ line: reminderLine(reader, item, now), url: item.url }));
  const text = blocks(greeting, ...said.map(({ line, url }) => lines(line, labelled(predictNow, url))), PRODUCT_NAME);
  const html = lines(
    paragraph(greeting),
    ...said.map(({ line, url }) => `<p>${escapeHtml(line)}<br>${link(url, predictNow)}</p>`),
    paragraph(PRODUCT_NAME),
  );
  return withUnsubscribe(reader, { to: reader.email, subject, text, html }, { ...options.unsubscribe, why: 'reminders' });
}

/** Results and wins by email (off unless the player turns them on); `subject` and `intro` already in the reader's language. */
export function gameweekNewsMail(options: {
  reader: MailReader;
  kind: 'results' | 'wins';
  subject: string;
  intro: string;
  url: string;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const { reader } = options;
  const { t } = reader;
  const mail = linkMail(reader, {
    subject: options.subject,
    intro: options.intro,
    action: t(M.seeGameweek),
    url: options.url,
    outro: t(M.seeYouNext),
  });
  return withUnsubscribe(reader, mail, { ...options.unsubscribe, why: options.kind });
}

/** To a group's owner: the competition the group follows started a new season, and so did the group. */
export function newSeasonMail(options: {
  reader: MailReader;
  group: string;
  competition: string;
  season: string;
  url: string;
}): MailMessage {
  const { reader, group, competition, season } = options;
  const { t } = reader;
  return linkMail(reader, {
    subject: t(M.newSeasonSubject, { group, competition }),
    intro: t(M.newSeasonIntro, { group, competition, season }),
    action: t(M.openGroupSettings),
    url: options.url,
    outro: t(M.newSeasonOutro),
  });
}

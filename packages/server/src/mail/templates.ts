import { FOLLOW_MESSAGES, PRODUCT_NAME } from '@scoreline/shared';
// The mail helper puts these in the reader's language; until then they are English, as before.
import { english } from '@scoreline/shared/i18n/translators';
import type { MailMessage } from './mailer.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function linkMail(options: {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}): MailMessage {
  const { to, subject, greeting, intro, action, url, outro } = options;
  return {
    to,
    subject,
    text: `${greeting}\n\n${intro}\n\n${action}: ${url}\n\n${outro}\n\n${PRODUCT_NAME}`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="background:#15803d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#555">Or open this link: ${escapeHtml(url)}</p>
<p>${escapeHtml(outro)}</p><p>${PRODUCT_NAME}</p>`,
  };
}

export function confirmationMail(to: string, username: string, url: string): MailMessage {
  return linkMail({
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    greeting: `Hi ${username},`,
    intro: `Thanks for signing up to ${PRODUCT_NAME}. Please confirm your email address.`,
    action: 'Confirm my email',
    url,
    outro: 'If you did not sign up, you can ignore this email.',
  });
}

export function passwordResetMail(to: string, username: string, url: string): MailMessage {
  return linkMail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hi ${username},`,
    intro: 'Someone asked to reset the password of your account. The link works for one hour.',
    action: 'Choose a new password',
    url,
    outro: 'If it was not you, ignore this email: your password stays as it is.',
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

/** "Sat 28 Nov, 15:00 UTC": emails cannot know the reader's time zone, so the time is given in UTC with "in …". */
function closingTime(closesAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((closesAt.getTime() - now.getTime()) / 60_000));
  const inWords = minutes < 90 ? `${minutes} minutes` : `${Math.round(minutes / 60)} hours`;
  const when = closesAt.toLocaleString('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return `in ${inWords} (${when} UTC)`;
}

const matchesWord = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

/**
 * "Friends, Gameweek 3: 2 matches without your prediction, closing in 2 hours (Sat 28 Nov, 15:00 UTC)." With
 * kick-off locks, when they close at different kick-offs: "…, the first closing in …".
 */
export const reminderLine = (item: ReminderItem, now: Date) =>
  `${item.groupName}, Gameweek ${item.weekNumber}: ${matchesWord(item.missing)} without your prediction, ${
    item.lastClosesAt.getTime() > item.closesAt.getTime() ? 'the first ' : ''
  }closing ${closingTime(item.closesAt, now)}.`;

/** Every mail a player may turn off: an unsubscribe line in the body and the one-click headers. */
function withUnsubscribe(message: MailMessage, unsubscribe: { pageUrl: string; oneClickUrl: string; what: string }): MailMessage {
  const line = `You get these emails because ${unsubscribe.what} are on in your ${PRODUCT_NAME} Profile.`;
  return {
    ...message,
    text: `${message.text}\n\n${line}\nUnsubscribe: ${unsubscribe.pageUrl}`,
    html: `${message.html}\n<p style="font-size:12px;color:#555">${escapeHtml(line)} <a href="${escapeHtml(unsubscribe.pageUrl)}">Unsubscribe</a></p>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
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

/** One email for all of a player's gameweeks closing in a reminder window. */
export function reminderMail(options: {
  to: string;
  username: string;
  items: ReminderItem[];
  now: Date;
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const { to, username, items, now } = options;
  const first = items[0]!;
  const subject =
    items.length === 1
      ? `Predictions close ${closingTime(first.closesAt, now).split(' (')[0]}: ${first.groupName}, Gameweek ${first.weekNumber}`
      : `Predictions close soon in ${items.length} gameweeks`;
  const lines = items.map((item) => reminderLine(item, now));
  const text = `Hi ${username},\n\n${items
    .map((item, index) => `${lines[index]}\nPredict now: ${item.url}`)
    .join('\n\n')}\n\n${PRODUCT_NAME}`;
  const html = `<p>${escapeHtml(`Hi ${username},`)}</p>
${items
  .map(
    (item, index) =>
      `<p>${escapeHtml(lines[index]!)}<br><a href="${escapeHtml(item.url)}" style="color:#15803d;font-weight:bold">Predict now</a></p>`,
  )
  .join('\n')}
<p>${PRODUCT_NAME}</p>`;
  return withUnsubscribe({ to, subject, text, html }, { ...options.unsubscribe, what: 'reminders' });
}

/** Results and wins by email (off unless the player turns them on). */
export function gameweekNewsMail(options: {
  to: string;
  username: string;
  subject: string;
  groupName: string;
  url: string;
  what: 'results emails' | 'win emails';
  unsubscribe: UnsubscribeLinks;
}): MailMessage {
  const message = linkMail({
    to: options.to,
    subject: options.subject,
    greeting: `Hi ${options.username},`,
    intro: `${options.subject} (${options.groupName}).`,
    action: 'See the gameweek',
    url: options.url,
    outro: 'See you next gameweek!',
  });
  return withUnsubscribe(message, { ...options.unsubscribe, what: options.what });
}

/** To a group's owner: the competition the group follows started a new season, and so did the group. */
export function newSeasonMail(options: {
  to: string;
  username: string;
  group: string;
  competition: string;
  season: string;
  url: string;
}): MailMessage {
  return linkMail({
    to: options.to,
    subject: english(FOLLOW_MESSAGES.newSeasonSubject, { group: options.group, competition: options.competition }),
    greeting: `Hi ${options.username},`,
    intro: english(FOLLOW_MESSAGES.newSeasonIntro, { group: options.group, competition: options.competition, season: options.season }),
    action: 'Open the group settings',
    url: options.url,
    outro: english(FOLLOW_MESSAGES.newSeasonOutro),
  });
}

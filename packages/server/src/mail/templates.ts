import { PRODUCT_NAME } from '@scoreline/shared';
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

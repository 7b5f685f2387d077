import { PRODUCT_NAME, TERMS_LAST_UPDATED } from '@scoreline/shared';
import { Page } from '../../../components/layout/page';
import { formatCalendarDate } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

/** TERMS_LAST_UPDATED is written dd/mm/yyyy; shown in the reader's date format. */
function termsLastUpdated(): number {
  const [day, month, year] = TERMS_LAST_UPDATED.split('/').map(Number);
  return Date.UTC(year!, month! - 1, day);
}

/** The sections, read at render time in the reader's language. */
function sections(): Array<{ heading: string; text: string }> {
  const product = { product: PRODUCT_NAME };
  return [
    {
      heading: t('No real-money betting'),
      text: t(
        '{product} is a free prediction game played between friends. It is not gambling: no money is staked, wagered or paid out through {product}.',
        product,
      ),
    },
    {
      heading: t('Match data'),
      text: t(
        'Fixtures, results and club crests come from a third-party football data service. We show them as we receive them and cannot guarantee that they are accurate, complete or up to date.',
      ),
    },
    {
      heading: t('Prizes are based on skill'),
      text: t(
        "Any prize a group decides to award is won on the skill of its members' predictions, not on chance. Such prizes are arranged by the group, not by {product}.",
        product,
      ),
    },
    {
      heading: t('Your data and your GDPR rights'),
      text: t(
        'To run the game we store your email address, username and badge colour; the groups you are in and your role in them; your predictions with their points, your gameweek scores and your places in the tables; your notification settings and the devices you turned push notifications on for; and, for each signed-in device, when it signed in and the browser and network address it used. Under the GDPR you may ask to see, correct, export or delete your personal data, and you may object to how it is used.',
      ),
    },
    {
      heading: t('Download your data'),
      text: t(
        'On your Profile, "Download my data" saves everything we store about you as a JSON file, and "Download my predictions (CSV)" saves your predictions for a spreadsheet. Other players\' data is never part of it.',
      ),
    },
    {
      heading: t('Delete your account'),
      text: t(
        'On your Profile, "Delete my account" asks for your password and then deletes at once your account, your predictions, scores and table places in every group, your settings and your devices. A group you own passes to its longest-serving admin (or else its longest-serving member); a group with no other player is deleted. The email address can then be used for a new account.',
      ),
    },
    {
      heading: t('Cookies'),
      text: t(
        'We use a cookie to keep you signed in, and cookies are used for analytics to understand how the app is used so we can improve it.',
      ),
    },
  ];
}

export function PrivacyPolicyPage() {
  return (
    <Page title={t('Terms of Service & Privacy Policy')}>
      <article className="card mx-auto max-w-2xl p-4 sm:p-6">
        <h1 className="text-2xl font-bold">{t('Terms of Service & Privacy Policy')}</h1>
        <p className="mt-1 text-sm text-muted">{t('Last updated: {date}', { date: formatCalendarDate(termsLastUpdated()) })}</p>
        <ol className="mt-6 list-decimal space-y-5 pl-5">
          {sections().map((section) => (
            <li key={section.heading}>
              <h2 className="font-semibold">{section.heading}</h2>
              <p className="mt-1 text-muted">{section.text}</p>
            </li>
          ))}
        </ol>
      </article>
    </Page>
  );
}

import { PRODUCT_NAME, TERMS_LAST_UPDATED } from '@scoreline/shared';
import { Page } from '../../../components/layout/page';
import { t } from '../../../lib/i18n';

const SECTIONS = [
  {
    heading: 'No real-money betting',
    text: `${PRODUCT_NAME} is a free prediction game played between friends. It is not gambling: no money is staked, wagered or paid out through ${PRODUCT_NAME}.`,
  },
  {
    heading: 'Match data',
    text: `Fixtures, results and club crests come from a third-party football data service. We show them as we receive them and cannot guarantee that they are accurate, complete or up to date.`,
  },
  {
    heading: 'Prizes are based on skill',
    text: `Any prize a group decides to award is won on the skill of its members' predictions, not on chance. Such prizes are arranged by the group, not by ${PRODUCT_NAME}.`,
  },
  {
    heading: 'Your data and your GDPR rights',
    text: `To run the game we store your email address, username and badge colour; the groups you are in and your role in them; your predictions with their points, your gameweek scores and your places in the tables; your notification settings and the devices you turned push notifications on for; and, for each signed-in device, when it signed in and the browser and network address it used. Under the GDPR you may ask to see, correct, export or delete your personal data, and you may object to how it is used.`,
  },
  {
    heading: 'Download your data',
    text: `On your Profile, "Download my data" saves everything we store about you as a JSON file, and "Download my predictions (CSV)" saves your predictions for a spreadsheet. Other players' data is never part of it.`,
  },
  {
    heading: 'Delete your account',
    text: `On your Profile, "Delete my account" asks for your password and then deletes at once your account, your predictions, scores and table places in every group, your settings and your devices. A group you own passes to its longest-serving admin (or else its longest-serving member); a group with no other player is deleted. The email address can then be used for a new account.`,
  },
  {
    heading: 'Cookies',
    text: `We use a cookie to keep you signed in, and cookies are used for analytics to understand how the app is used so we can improve it.`,
  },
];

export function PrivacyPolicyPage() {
  return (
    <Page title={t('Terms of Service & Privacy Policy')}>
      <article className="card mx-auto max-w-2xl p-4 sm:p-6">
        <h1 className="text-2xl font-bold">Terms of Service &amp; Privacy Policy</h1>
        <p className="mt-1 text-sm text-muted">Last updated: {TERMS_LAST_UPDATED}</p>
        <ol className="mt-6 list-decimal space-y-5 pl-5">
          {SECTIONS.map((section) => (
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

import { HOME_MESSAGES } from '@scoreline/shared';
import { CalendarClock, Info, Medal, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { useSession } from '../../auth/api/session';

const SHORTCUTS = [
  { to: '/groups', label: 'Groups', text: 'Create a group or join your friends.', icon: Users },
  { to: '/predictions', label: 'Predictions', text: 'Predict the scores of this week’s matches.', icon: CalendarClock },
  { to: '/leaderboards', label: 'Leaderboards', text: 'See where you stand in each group.', icon: Medal },
];

export function HomePage() {
  const { user } = useSession();
  return (
    <Page title="Home">
      <section className="rounded-2xl bg-gradient-to-br from-[var(--color-brand)] to-[var(--color-brand-strong)] p-6 text-white shadow-md sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">{HOME_MESSAGES.welcome(user?.username ?? '')}</h1>
        <p className="mt-2 text-white/90">{HOME_MESSAGES.tagline}</p>
        <Link
          to="/app-info"
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/15 px-4 py-2 text-sm font-semibold hover:bg-white/25"
        >
          <Info aria-hidden="true" className="h-4 w-4" />
          How does it work?
        </Link>
      </section>
      <nav aria-label="Shortcuts" className="mt-6 grid gap-4 sm:grid-cols-3">
        {SHORTCUTS.map(({ to, label, text, icon: Icon }) => (
          <Link key={to} to={to} className="card flex items-start gap-3 p-4 transition-shadow hover:shadow-md">
            <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-[var(--color-brand)]" />
            <span>
              <span className="block font-semibold">{label}</span>
              <span className="block text-sm text-muted">{text}</span>
            </span>
          </Link>
        ))}
      </nav>
    </Page>
  );
}

import { HOME_MESSAGES } from '@scoreline/shared';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/page';
import { LoadError, PageSpinner } from '../../../components/layout/page-states';
import { buttonClass } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { GroupCard } from '../../groups';
import { useHome } from '../api/home';
import { useLiveGroups } from '../../../lib/use-live-groups';
import { RankingRow } from '../components/ranking-row';
import { UpcomingMatch } from '../components/upcoming-match';

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  const id = `home-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="card space-y-3 p-4" aria-labelledby={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Home: your groups, the next matches to predict and your ranking in each group, from one request. */
export function HomePage() {
  const { user } = useSession();
  const home = useHome();
  useLiveGroups(home.data?.groups.map((group) => group.id) ?? []);
  return (
    <Page title="Home">
      <section className="rounded-2xl bg-gradient-to-br from-[var(--color-brand)] to-[var(--color-brand-strong)] p-5 text-white shadow-md sm:p-8">
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
      <div className="mt-6">
        {home.isPending ? (
          <PageSpinner label="Loading your data" />
        ) : home.error ? (
          <LoadError message={HOME_MESSAGES.loadFailed} detail={errorMessage(home.error)} onRetry={() => home.refetch()} />
        ) : (
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Section
              title="Your Groups"
              action={
                <Link to="/create-group" className={buttonClass('secondary')}>
                  + Create Group
                </Link>
              }
            >
              {home.data.groups.length === 0 ? (
                <p className="text-muted">
                  {HOME_MESSAGES.noGroups}{' '}
                  <Link to="/groups" className="font-semibold text-[var(--color-brand)] hover:underline">
                    Browse Groups
                  </Link>
                </p>
              ) : (
                <div className="grid gap-2">
                  {home.data.groups.map((group) => (
                    <GroupCard key={group.id} group={group} />
                  ))}
                </div>
              )}
            </Section>
            <div className="space-y-4">
              <Section title="Upcoming Matches">
                {home.data.upcoming.length === 0 ? (
                  <p className="text-muted">{HOME_MESSAGES.noUpcoming}</p>
                ) : (
                  <ul className="space-y-2">
                    {home.data.upcoming.map((match) => (
                      <li key={match.id} data-testid="upcoming-match">
                        <UpcomingMatch match={match} />
                      </li>
                    ))}
                  </ul>
                )}
              </Section>
              <Section
                title="Your Rankings"
                action={
                  <Link to="/leaderboards" className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
                    View all leaderboards
                  </Link>
                }
              >
                {home.data.rankings.length === 0 ? (
                  <p className="text-muted">{HOME_MESSAGES.noRankings}</p>
                ) : (
                  <ul className="divide-y divide-[var(--border)]">
                    {home.data.rankings.map((ranking) => (
                      <RankingRow key={ranking.group.id} ranking={ranking} />
                    ))}
                  </ul>
                )}
              </Section>
            </div>
          </div>
        )}
      </div>
    </Page>
  );
}

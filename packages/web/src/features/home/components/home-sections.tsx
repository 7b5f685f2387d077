import { HOME_MESSAGES, type Home } from '@scoreline/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { GroupCard } from '../../groups';
import { HomeSection } from './home-section';
import { LiveMatch } from './live-match';
import { RankingRow } from './ranking-row';
import { ToPredict } from './to-predict';
import { UpcomingMatch } from './upcoming-match';
import { t } from '../../../lib/i18n';

/**
 * The home page's cards, each in the server's order or with its own empty message: for a player in a group, how
 * many predictions they have to make (with "Predict"); the player's groups (with "+ Create Group"), the next
 * matches to predict, and the player's ranking in each group.
 */
export function HomeSections({ home }: { home: Home }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {home.groups.length > 0 && (
        <div className="lg:col-span-2">
          <ToPredict count={home.toPredict} />
        </div>
      )}
      {home.live.length > 0 && (
        <div className="lg:col-span-2">
          <HomeSection id="home-live" title={t(HOME_MESSAGES.liveNow)}>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {home.live.map((match) => (
                <li key={match.id}>
                  <LiveMatch match={match} />
                </li>
              ))}
            </ul>
          </HomeSection>
        </div>
      )}
      <HomeSection
        id="home-groups"
        title={t('Your Groups')}
        action={
          <Link to="/create-group" className={buttonClass('secondary')}>
            {t('+ Create Group')}
          </Link>
        }
      >
        {home.groups.length === 0 ? (
          <p className="text-muted">
            {t(HOME_MESSAGES.noGroups)}{' '}
            <Link to="/groups" className="font-semibold text-[var(--color-brand)] hover:underline">
              {t('Browse Groups')}
            </Link>
          </p>
        ) : (
          <div className="grid gap-2">
            {home.groups.map((group) => (
              <GroupCard key={group.id} group={group} />
            ))}
          </div>
        )}
      </HomeSection>
      <div className="space-y-4">
        <HomeSection id="home-upcoming" title={t('Upcoming Matches')}>
          {home.upcoming.length === 0 ? (
            <p className="text-muted">{t(HOME_MESSAGES.noUpcoming)}</p>
          ) : (
            <ul className="space-y-2">
              {home.upcoming.map((match) => (
                <li key={match.id} data-testid="upcoming-match">
                  <UpcomingMatch match={match} />
                </li>
              ))}
            </ul>
          )}
        </HomeSection>
        <HomeSection
          id="home-rankings"
          title={t('Your Rankings')}
          action={
            <Link to="/leaderboards" className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
              {t('View all leaderboards')}
            </Link>
          }
        >
          {home.rankings.length === 0 ? (
            <p className="text-muted">{t(HOME_MESSAGES.noRankings)}</p>
          ) : (
            <ul className="divide-y divide-[var(--border)]">
              {home.rankings.map((ranking) => (
                <RankingRow key={ranking.group.id} ranking={ranking} />
              ))}
            </ul>
          )}
        </HomeSection>
      </div>
    </div>
  );
}

import { HOME_MESSAGES, type Home, LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { GroupIcon } from '../../../components/ui/group-icon';
import { t } from '../../../lib/i18n';

/**
 * The player's standing in one group: the group's name (wraps) over the figures on a phone, one line from sm up;
 * "No results yet" until a match of the group has a final score (everyone would be 1).
 */
export function RankingRow({ ranking }: { ranking: Home['rankings'][number] }) {
  return (
    <li className="flex items-center gap-3 py-2" data-testid="home-ranking">
      <GroupIcon url={ranking.group.iconUrl} name={ranking.group.name} size={32} />
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
        <Link to={`/group/${ranking.group.id}`} className="block min-w-0 font-medium hover:underline sm:flex-1">
          {ranking.group.name}
        </Link>
        {ranking.hasResults ? (
          <p className="flex shrink-0 gap-3 text-sm tabular-nums">
            <span className="font-semibold">{t(HOME_MESSAGES.rankOf, { position: ranking.position, of: ranking.of })}</span>
            <span>{t('{points} pts', { points: ranking.points })}</span>
            <span className="text-muted">{t('{count} exact', { count: ranking.correctScores })}</span>
          </p>
        ) : (
          <p className="shrink-0 text-sm text-muted">{LEADERBOARD_MESSAGES.noResults}</p>
        )}
      </div>
    </li>
  );
}

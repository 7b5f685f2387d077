import { type GameweekSummary } from '@scoreline/shared';
import { formatDateTime } from '../../../lib/dates';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { MatchdayLabel } from '../../../components/football/matchday-label';
import { ActiveBadge } from '../../../components/ui/badge';
import { t } from '../../../lib/i18n';

/**
 * "Gameweek n" (and its competition matchday), a lock icon when locked, the Active badge and the deadline, linking to
 * the gameweek. A long matchday name wraps, and the deadline goes under it when the line is full.
 */
export function GameweekRow({ gameweek }: { gameweek: GameweekSummary }) {
  return (
    <li>
      <Link
        to={`/gameweek/${gameweek.id}`}
        className="flex min-h-12 flex-wrap items-center gap-x-2 gap-y-0.5 py-2 hover:text-[var(--color-brand)]"
      >
        <span className="min-w-0 font-medium">
          {t('Gameweek {number}', { number: gameweek.weekNumber })}
          <MatchdayLabel matchday={gameweek.matchday} />
        </span>
        {gameweek.isLocked && <Lock aria-label={t('Locked')} className="h-4 w-4 text-muted" />}
        {gameweek.isActive && <ActiveBadge />}
        <span className="ml-auto text-sm text-muted">{formatDateTime(gameweek.deadline)}</span>
      </Link>
    </li>
  );
}

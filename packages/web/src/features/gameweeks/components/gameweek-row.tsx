import { type GameweekSummary, formatDateTime } from '@scoreline/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/ui/badge';

/** "Gameweek n", a lock icon when locked, the Active badge and the deadline, linking to the gameweek. */
export function GameweekRow({ gameweek }: { gameweek: GameweekSummary }) {
  return (
    <li>
      <Link to={`/gameweek/${gameweek.id}`} className="flex min-h-12 items-center gap-2 py-2 hover:text-[var(--color-brand)]">
        <span className="font-medium">Gameweek {gameweek.weekNumber}</span>
        {gameweek.isLocked && <Lock aria-label="Locked" className="h-4 w-4 text-muted" />}
        {gameweek.isActive && <ActiveBadge />}
        <span className="ml-auto text-sm text-muted">{formatDateTime(gameweek.deadline)}</span>
      </Link>
    </li>
  );
}

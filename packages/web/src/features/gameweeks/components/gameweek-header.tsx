import { GAMEWEEK_MESSAGES, type GameweekDetail } from '@scoreline/shared';
import { Link2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/ui/badge';
import { IconButton } from '../../../components/ui/icon-button';
import { copyCurrentLink } from '../../../lib/copy-link';
import { CloseCountdown } from './close-countdown';
import { GameweekMenu } from './gameweek-menu';

/** The gameweek page's head: its group, number, lock and active state, the countdown, "Copy link" and the menu. */
export function GameweekHeader({ gameweek, pageId }: { gameweek: GameweekDetail; pageId: string }) {
  return (
    <header className="card flex items-start gap-3 p-4 sm:p-6">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm text-muted">
          <Link to={`/group/${gameweek.groupId}`} className="hover:underline">
            {gameweek.groupName}
          </Link>
        </p>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
          Gameweek {gameweek.weekNumber}
          {gameweek.isLocked && <Lock aria-label="Locked" className="h-5 w-5 text-muted" />}
          {gameweek.isActive && <ActiveBadge />}
        </h1>
        <CloseCountdown gameweek={gameweek} />
      </div>
      <IconButton aria-label="Copy gameweek link" onClick={() => copyCurrentLink(GAMEWEEK_MESSAGES.linkCopied)}>
        <Link2 aria-hidden="true" className="h-5 w-5" />
      </IconButton>
      <GameweekMenu gameweek={gameweek} pageId={pageId} />
    </header>
  );
}

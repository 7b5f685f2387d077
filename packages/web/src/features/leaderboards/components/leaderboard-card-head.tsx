import { LIVE_MATCH_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';

/**
 * A leaderboard card's head: its title (marked "Live" while a match is in play, with what the live figures mean),
 * the current gameweek's link and an admin's "Edit points".
 */
export function LeaderboardCardHead({
  titleId,
  title,
  live,
  liveNote,
  currentGameweekId,
  onEdit,
}: {
  titleId: string;
  title: string;
  live: boolean;
  liveNote: string;
  currentGameweekId?: string | null;
  /** Shown when an admin may edit the points now. */
  onEdit?: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="flex min-w-0 items-center gap-2 break-words text-lg font-semibold hyphens-auto">
          {title}
          {live && (
            <span data-testid="live-table">
              <Badge tone="live">{LIVE_MATCH_MESSAGES.liveTable}</Badge>
            </span>
          )}
        </h2>
        <div className="flex items-center gap-2">
          {currentGameweekId && (
            <Link to={`/gameweek/${currentGameweekId}`} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
              {t('Current Gameweek')}
            </Link>
          )}
          {onEdit && (
            <Button variant="secondary" onClick={onEdit}>
              {t('Edit points')}
            </Button>
          )}
        </div>
      </div>
      {live && <p className="text-xs text-muted">{liveNote}</p>}
    </>
  );
}

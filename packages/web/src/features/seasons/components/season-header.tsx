import { SEASON_MESSAGES, type SeasonDetail } from '@scoreline/shared';
import { Link2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ActionsMenu } from '../../../components/ui/actions-menu';
import { ActiveBadge } from '../../../components/ui/badge';
import { IconButton } from '../../../components/ui/icon-button';
import { copyCurrentLink } from '../../../lib/copy-link';
import { seasonDates, seasonMenuActions } from './season-view';

/** The season's card: its group, name, dates, the copy-link button and the ⋮ menu. */
export function SeasonHeader({ season, onSetEndDate }: { season: SeasonDetail; onSetEndDate: () => void }) {
  const navigate = useNavigate();
  const dates = seasonDates(season);
  return (
    <header className="card flex items-start gap-3 p-4 sm:p-6">
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm text-muted">
          <Link to={`/group/${season.groupId}`} className="hover:underline">
            {season.groupName}
          </Link>
        </p>
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold">
          {season.name}
          {season.isActive && <ActiveBadge />}
        </h1>
        <dl className="flex flex-wrap gap-6 text-sm">
          <div>
            <dt className="text-muted">Start Date</dt>
            <dd className="font-medium">{dates.start}</dd>
          </div>
          <div>
            <dt className="text-muted">End Date</dt>
            <dd className="font-medium">{dates.end}</dd>
          </div>
        </dl>
      </div>
      <IconButton aria-label="Copy season link" onClick={() => copyCurrentLink(SEASON_MESSAGES.linkCopied)}>
        <Link2 aria-hidden="true" className="h-5 w-5" />
      </IconButton>
      <ActionsMenu
        label="Season menu"
        actions={seasonMenuActions(season, {
          goToGroup: () => navigate(`/group/${season.groupId}`),
          goToGameweek: (gameweekId) => navigate(`/gameweek/${gameweekId}`),
          setEndDate: onSetEndDate,
        })}
      />
    </header>
  );
}

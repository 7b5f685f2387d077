import type { GameweekSummary as Gameweek } from '@scoreline/shared';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { MatchdayLabel } from '../../../components/football/matchday-label';
import { ActiveBadge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { useSession } from '../../../lib/session';
import { CloseCountdown } from '../../gameweeks';
import { usePredictionSheet } from '../../predictions';
import { t } from '../../../lib/i18n';

/**
 * The head of the active gameweek: its name, when predictions close, how many of its matches the viewer has predicted,
 * and "Predict" while the server says the viewer may still predict (else a link to the gameweek).
 */
export function GameweekSummary({ gameweek }: { gameweek: Gameweek }) {
  const { user } = useSession();
  const sheet = usePredictionSheet(gameweek.id, user?.id).data;
  const href = `/gameweek/${gameweek.id}`;
  const matchIds = new Set(sheet?.matches.map((match) => match.id));
  const predicted = sheet?.predictions.filter((prediction) => matchIds.has(prediction.matchId)).length ?? 0;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 id="active-gameweek-heading" className="flex flex-wrap items-center gap-x-2 text-lg font-semibold">
          <Link to={href} className="hover:underline">
            {t('Gameweek {number}', { number: gameweek.weekNumber })}
          </Link>
          <MatchdayLabel matchday={gameweek.matchday} />
          {gameweek.isLocked && <Lock aria-label={t('Locked')} className="h-4 w-4 text-muted" />}
          <ActiveBadge />
        </h2>
        {/* With the sheet: its `nextClose` is when predictions next close (a kick-off, with kick-off locks). */}
        {sheet && <CloseCountdown gameweek={{ ...gameweek, nextClose: sheet.nextClose }} />}
        {sheet && sheet.matches.length > 0 && (
          <p className="text-sm text-muted" data-testid="predicted-count">
            {t('{predicted} of {count, plural, one {# match} other {# matches}} predicted', { predicted, count: sheet.matches.length })}
          </p>
        )}
      </div>
      {sheet?.canEdit ? (
        <Link to={`${href}?tab=predictions`} className={buttonClass('primary', 'w-full sm:w-auto sm:px-8')}>
          {t('Predict')}
        </Link>
      ) : (
        <Link to={href} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
          {t('View Gameweek →')}
        </Link>
      )}
    </div>
  );
}

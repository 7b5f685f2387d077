import type { LeaderboardHistory } from '@scoreline/shared';
import { Suspense, lazy, useRef } from 'react';
import { formatList, t } from '../../../lib/i18n';
import { useNearViewport } from '../../../lib/use-near-viewport';

// The charting library is the largest part of the app: it loads when a chart comes near the screen.
const PositionLines = lazy(() => import('./position-lines').then(({ PositionLines }) => ({ default: PositionLines })));

/**
 * Positions per gameweek, one line per player: labels "GW n", the y axis reversed from 1 in steps of 1, and
 * the tooltip "name: Position x, y pts". The box keeps its height until the chart is there, so nothing moves.
 */
export function PositionChart({ history, viewerId }: { history: LeaderboardHistory; viewerId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  if (history.weeks.length === 0) return <p className="text-muted">{t('The chart appears once a gameweek has results.')}</p>;
  return (
    <figure className="space-y-2" aria-label={t('Position history chart')}>
      <div ref={box} className="h-72 w-full" data-testid="position-chart">
        {near && (
          <Suspense fallback={null}>
            <PositionLines history={history} viewerId={viewerId} />
          </Suspense>
        )}
      </div>
      <figcaption className="sr-only">
        {history.players.map(({ player, points }) => (
          <span key={player.id} className="block">
            {t('{name}: {positions}.', {
              name: player.username,
              positions: formatList(
                points.map((point) => t('GW {number} position {position}', { number: point.weekNumber, position: point.position })),
              ),
            })}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

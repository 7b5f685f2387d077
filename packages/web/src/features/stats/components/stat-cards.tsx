import { type PlayerStats, STATS_MESSAGES } from '@scoreline/shared';
import { t } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/numbers';

/** The stats grid: one card per figure (definitions in shared/stats.ts and on the app-info page). */
export function StatCards({ stats, withWins = false }: { stats: PlayerStats; withWins?: boolean }) {
  const cards: Array<[label: string, value: string]> = [
    ...(withWins ? ([[t('Gameweek Wins'), formatNumber(stats.gameweekWins)]] as Array<[string, string]>) : []),
    [t('Avg. Points / Gameweek'), formatNumber(stats.avgPointsPerGameweek)],
    [t('Correct Scores'), formatNumber(stats.correctScores)],
    [t('Correct Results'), formatNumber(stats.correctResults)],
    [t('Score Accuracy'), t(STATS_MESSAGES.percent, { value: stats.scoreAccuracy })],
  ];
  return (
    <dl className={`grid grid-cols-2 gap-2 ${withWins ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
      {cards.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-lg border border-subtle p-3">
          <dt className="break-words text-xs text-muted hyphens-auto">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

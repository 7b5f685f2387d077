import type { PlayerStats } from '@scoreline/shared';

/** The stats grid: one card per figure (definitions in shared/stats.ts and on the app-info page). */
export function StatCards({ stats, withWins = false }: { stats: PlayerStats; withWins?: boolean }) {
  const cards: Array<[string, string | number]> = [
    ...(withWins ? ([['Gameweek Wins', stats.gameweekWins]] as Array<[string, number]>) : []),
    ['Avg. Points / Gameweek', stats.avgPointsPerGameweek],
    ['Correct Scores', stats.correctScores],
    ['Correct Results', stats.correctResults],
    ['Score Accuracy', `${stats.scoreAccuracy}%`],
  ];
  return (
    <dl className={`grid grid-cols-2 gap-2 ${withWins ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
      {cards.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-subtle p-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

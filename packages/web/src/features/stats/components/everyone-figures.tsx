import { type GroupStats, type MessageId, type PlayerStats, STATS_MESSAGES } from '@scoreline/shared';
import { Link } from 'react-router';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { TableHead } from '../../../components/ui/table-head';
import { t } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/numbers';

/** The columns: a short label (a catalogue id, translated when shown) and the figure in the reader's language. */
const FIGURES: Array<[label: MessageId, value: (stats: PlayerStats) => string]> = [
  ['Wins', (stats) => formatNumber(stats.gameweekWins)],
  ['Avg. / GW', (stats) => formatNumber(stats.avgPointsPerGameweek)],
  ['Exact', (stats) => formatNumber(stats.correctScores)],
  ['Results', (stats) => formatNumber(stats.correctResults)],
  ['Accuracy', (stats) => t(STATS_MESSAGES.percent, { value: stats.scoreAccuracy })],
];

function PlayerLink({ groupId, player }: { groupId: string; player: GroupStats['players'][number]['player'] }) {
  return (
    <Link to={`/user-group-profile/${groupId}/${player.id}`} className="flex items-center gap-2 hover:underline">
      <PlayerBadge player={player} />
      <span className="min-w-0 break-words">{player.username}</span>
    </Link>
  );
}

/**
 * Every member's figures: a table from sm up; on a phone, where six columns do not fit, each member's name over
 * a row of their five figures.
 */
export function EveryoneFigures({ groupId, players }: { groupId: string; players: GroupStats['players'] }) {
  return (
    <>
      <ul className="divide-y divide-[var(--border)] sm:hidden">
        {players.map(({ player, stats }) => (
          <li key={player.id} className="space-y-2 py-3">
            <PlayerLink groupId={groupId} player={player} />
            <dl className="grid grid-cols-5 gap-1 text-center">
              {FIGURES.map(([label, value]) => (
                <div key={label}>
                  <dt className="break-words text-xs text-muted hyphens-auto">{t(label)}</dt>
                  <dd className="font-semibold tabular-nums">{value(stats)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm sm:table">
        <TableHead columns={[{ label: t('Player') }, ...FIGURES.map(([label]) => ({ label: t(label), numeric: true }))]} />
        <tbody>
          {players.map(({ player, stats }) => (
            <tr key={player.id} className="border-t border-subtle">
              <td className="py-2">
                <PlayerLink groupId={groupId} player={player} />
              </td>
              {FIGURES.map(([label, value]) => (
                <td key={label} className="py-2 text-right tabular-nums">
                  {value(stats)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

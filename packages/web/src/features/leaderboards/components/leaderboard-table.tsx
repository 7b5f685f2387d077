import { BONUS_MESSAGES, LIVE_MATCH_MESSAGES } from '@scoreline/shared';
import { TableHead } from '../../../components/ui/table-head';
import { t } from '../../../lib/i18n';
import { type BoardRow, LeaderboardRow } from './leaderboard-row';

/**
 * A table's rows: position (none before any result), movement, badge and name, points, while a match is in play
 * the live points ("+3"), and exact scores; in an admin's edit mode the points are boxes. `indexes` are the rows'
 * places in the whole table: a gap between two shown rows (a preview around the viewer) is drawn as such.
 */
export function LeaderboardTable({
  rows,
  indexes,
  ranked,
  viewerId,
  groupId,
  points,
  live = false,
  bonus = false,
}: {
  rows: BoardRow[];
  indexes: number[];
  ranked: boolean;
  /** Some match is in play: the Live column shows. */
  live?: boolean;
  /** Some bonus question is settled: the Bonus column shows. */
  bonus?: boolean;
  viewerId: string | undefined;
  groupId?: string;
  /** Edit mode: each row's points box. */
  points?: { idOf: (playerId: string) => string; valueOf: (row: BoardRow) => string; onChange: (playerId: string, value: string) => void };
}) {
  return (
    // Fixed columns: the player's column gets what is left, and a long name wraps inside it.
    <table className="w-full table-fixed text-sm">
      <TableHead
        columns={[
          { label: t('Pos'), className: 'w-10 sm:w-12' },
          { label: t('Player') },
          // Room between the figures' headers: at 360 px "Pts" and "Exact" ran together ("PTSEXACT").
          { label: t('Pts'), numeric: true, className: points ? 'w-24' : live ? 'w-12 sm:w-20' : 'w-14 sm:w-20' },
          ...(live ? [{ label: LIVE_MATCH_MESSAGES.liveColumn, numeric: true, className: 'w-12 sm:w-16' }] : []),
          ...(bonus ? [{ label: BONUS_MESSAGES.column, numeric: true, className: 'w-16 sm:w-20' }] : []),
          { label: t('Exact'), numeric: true, className: 'w-16' },
        ]}
      />
      <tbody>
        {rows.map((row, at) => (
          <LeaderboardRow
            key={row.player.id}
            row={row}
            ranked={ranked}
            live={live}
            bonus={bonus}
            isViewer={row.player.id === viewerId}
            apart={at > 0 && indexes[at]! !== indexes[at - 1]! + 1}
            groupId={groupId}
            points={
              points && {
                id: points.idOf(row.player.id),
                value: points.valueOf(row),
                onChange: (value) => points.onChange(row.player.id, value),
              }
            }
          />
        ))}
      </tbody>
    </table>
  );
}

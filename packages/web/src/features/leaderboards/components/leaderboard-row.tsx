import { type Contention, LEADERBOARD_MESSAGES, LIVE_MATCH_MESSAGES, type Movement, type Player, type TieRules } from '@scoreline/shared';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerBadge, YouTag } from '../../../components/ui/player-badge';
import { t } from '../../../lib/i18n';
import { ContentionMark } from './contention-mark';
import { type PointsEdit, PointsCell } from './points-cell';

export interface BoardRow {
  player: Player;
  position: number;
  movement?: Movement;
  totalPoints: number;
  correctScores: number;
  /** Who can still win (null once no match remains). */
  contention?: Contention | null;
  /** What the matches in play would add if they ended now (the Live column, while `live`). */
  livePoints?: number;
  /** Settled bonus questions' points, part of `totalPoints` (the Bonus column, while the group has some). */
  bonusPoints?: number;
}

/**
 * A table as the server answers it: its rows, whether positions are shown (some match has a final score, or a
 * gameweek's match is in play), when it last changed, and whether some match is in play (the Live column).
 */
export interface BoardTable {
  rows: BoardRow[];
  hasResults: boolean;
  lastUpdated?: string | null;
  live?: boolean;
  /** What the group's tiebreak order counts: the "Ties: ..." line under the table (left out: no line). */
  ties?: TieRules;
  /** Some bonus question is settled: the Bonus column shows. */
  hasBonus?: boolean;
}

function MovementArrow({ movement }: { movement: Movement }) {
  if (movement === 'up') return <ArrowUp role="img" aria-label="Up" className="h-4 w-4 text-green-600" />;
  if (movement === 'down') return <ArrowDown role="img" aria-label="Down" className="h-4 w-4 text-red-600" />;
  return <Minus role="img" aria-label="Same" className="h-4 w-4 text-muted" />;
}

/**
 * One player's row: position (a dash before any result, when everyone would be 1) and movement, badge and name
 * ("You") with who can still win under it, points (an input while an admin edits them), while a match is in play
 * its live points, and exact scores.
 */
export function LeaderboardRow({
  row,
  ranked,
  isViewer,
  apart,
  groupId,
  points,
  live,
  bonus = false,
}: {
  row: BoardRow;
  ranked: boolean;
  live: boolean;
  bonus?: boolean;
  isViewer: boolean;
  /** Set apart from the row above (the viewer's own, below the preview). */
  apart: boolean;
  groupId?: string;
  /** While editing: the input's id, value and change handler. */
  points?: PointsEdit;
}) {
  return (
    <tr
      className={`border-t ${apart ? 'border-t-2 border-dashed border-[var(--color-brand)]/40' : 'border-subtle'} ${isViewer ? 'bg-[var(--color-brand)]/5' : ''}`}
      data-testid="leaderboard-row"
    >
      <td className="py-2">
        {ranked ? (
          <span className="inline-flex items-center gap-1 font-semibold tabular-nums">
            {row.position}
            {row.movement && <MovementArrow movement={row.movement} />}
          </span>
        ) : (
          <span className="text-muted">
            <span aria-hidden="true">–</span>
            <span className="sr-only">{LEADERBOARD_MESSAGES.noPosition}</span>
          </span>
        )}
      </td>
      <td className="py-2">
        <span className="flex min-w-0 items-center gap-2">
          <PlayerBadge player={row.player} />
          {/* Name and "You" flow as text, so a long name wraps with the tag after its last line. */}
          <span className="min-w-0 flex-1">
            {groupId ? (
              <Link to={`/user-group-profile/${groupId}/${row.player.id}`} className="font-medium hover:underline">
                {row.player.username}
              </Link>
            ) : (
              <span className="font-medium">{row.player.username}</span>
            )}
            {isViewer && (
              <>
                {' '}
                <YouTag />
              </>
            )}
            <ContentionMark contention={row.contention} />
          </span>
        </span>
      </td>
      <PointsCell row={row} points={points} />
      {live && (
        <td
          className={`py-2 pl-2 text-right tabular-nums ${row.livePoints ? 'font-semibold text-red-700 dark:text-red-300' : 'text-muted'}`}
        >
          {t(LIVE_MATCH_MESSAGES.liveCell, { sign: (row.livePoints ?? 0) > 0 ? '+' : '', points: row.livePoints ?? 0 })}
        </td>
      )}
      {bonus && <td className="py-2 pl-2 text-right tabular-nums">{row.bonusPoints ?? 0}</td>}
      <td className="py-2 pl-2 text-right tabular-nums">{row.correctScores}</td>
    </tr>
  );
}

import {
  LEADERBOARD_MESSAGES,
  LEADERBOARD_PREVIEW_ROWS,
  type Movement,
  type Player,
  formatTimestamp,
  previewRows,
} from '@scoreline/shared';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PlayerBadge, YouTag } from '../../../components/ui/player-badge';
import { inputClass } from '../../../components/ui/text-field';
import { TableHead } from '../../../components/ui/table-head';
import { SearchField } from '../../../components/ui/search-field';

export interface BoardRow {
  player: Player;
  position: number;
  movement?: Movement;
  totalPoints: number;
  correctScores: number;
}

function MovementArrow({ movement }: { movement: Movement }) {
  if (movement === 'up') return <ArrowUp role="img" aria-label="Up" className="h-4 w-4 text-green-600" />;
  if (movement === 'down') return <ArrowDown role="img" aria-label="Down" className="h-4 w-4 text-red-600" />;
  return <Minus role="img" aria-label="Same" className="h-4 w-4 text-muted" />;
}

/**
 * The leaderboard card: position, movement, badge and name ("You"), points and exact scores. In
 * preview mode it shows the 5 rows around the viewer (or the top 5) with "Show N more"; it can search by name
 * and, for admins, edit all-time points (minimum 0).
 */
export function LeaderboardCard({
  title,
  rows,
  viewerId,
  groupId,
  focusId,
  preview = false,
  searchable = false,
  lastUpdated,
  currentGameweekId,
  onSavePoints,
  footer,
  className = 'card p-3 sm:p-4',
}: {
  title: string;
  rows: BoardRow[];
  viewerId: string | undefined;
  /** Names link to the players' profiles in this group. */
  groupId?: string;
  /** Whose neighbours the preview shows (the viewer's by default). */
  focusId?: string;
  preview?: boolean;
  searchable?: boolean;
  lastUpdated?: string | null;
  currentGameweekId?: string | null;
  /** Admins: saves edited totals (only the changed rows). */
  onSavePoints?: (rows: Array<{ userId: string; totalPoints: number }>) => Promise<void>;
  footer?: React.ReactNode;
  /** The frame: a card by default; the group page's tab frames it from `sm:` up only (no card in a card on phones). */
  className?: string;
}) {
  const ids = useId();
  const [expanded, setExpanded] = useState(false);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState(false);
  const [points, setPoints] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const filtered = search.trim() ? rows.filter((row) => row.player.username.toLowerCase().includes(search.trim().toLowerCase())) : rows;
  const indexes =
    preview && !expanded && !search.trim()
      ? previewRows(
          filtered.length,
          filtered.findIndex((row) => row.player.id === (focusId ?? viewerId)),
          LEADERBOARD_PREVIEW_ROWS,
        )
      : filtered.map((_, index) => index);
  const shown = indexes.map((index) => filtered[index]!);
  const hidden = filtered.length - shown.length;

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!onSavePoints) return;
    const changed = rows.flatMap((row) => {
      const text = points[row.player.id];
      if (text === undefined || text === '' || Number(text) === row.totalPoints) return [];
      return [{ userId: row.player.id, totalPoints: Math.max(0, Math.floor(Number(text))) }];
    });
    setSaving(true);
    try {
      if (changed.length > 0) await onSavePoints(changed);
      setEditing(false);
      setPoints({});
    } catch {
      // The caller has shown what went wrong; the edits stay on screen to correct.
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className={`space-y-3 ${className}`} aria-labelledby={`${ids}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {currentGameweekId && (
            <Link to={`/gameweek/${currentGameweekId}`} className="text-sm font-semibold text-[var(--color-brand)] hover:underline">
              Current Gameweek
            </Link>
          )}
          {onSavePoints && !editing && rows.length > 0 && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit points
            </Button>
          )}
        </div>
      </div>
      {searchable && rows.length > 0 && (
        <div>
          <SearchField label="Search players" value={search} onChange={setSearch} hideLabel />
        </div>
      )}
      {rows.length === 0 ? (
        <p className="text-muted">{LEADERBOARD_MESSAGES.empty}</p>
      ) : (
        <form onSubmit={save} noValidate>
          {/* Fixed columns: the player's column gets what is left, and a long name wraps inside it. */}
          <table className="w-full table-fixed text-sm">
            <TableHead
              columns={[
                { label: 'Pos', className: 'w-10 sm:w-12' },
                { label: 'Player' },
                { label: 'Pts', numeric: true, className: editing ? 'w-24' : 'w-12 sm:w-20' },
                { label: 'Exact', numeric: true, className: 'w-12 sm:w-16' },
              ]}
            />
            <tbody>
              {shown.map((row, at) => {
                const isViewer = row.player.id === viewerId;
                // A row that does not follow the one above (the viewer's own, below the preview) is set apart.
                const apart = at > 0 && indexes[at]! !== indexes[at - 1]! + 1;
                return (
                  <tr
                    key={row.player.id}
                    className={`border-t ${apart ? 'border-t-2 border-dashed border-[var(--color-brand)]/40' : 'border-subtle'} ${isViewer ? 'bg-[var(--color-brand)]/5' : ''}`}
                    data-testid="leaderboard-row"
                  >
                    <td className="py-2">
                      <span className="inline-flex items-center gap-1 font-semibold tabular-nums">
                        {row.position}
                        {row.movement && <MovementArrow movement={row.movement} />}
                      </span>
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
                        </span>
                      </span>
                    </td>
                    <td className="py-2 text-right font-semibold tabular-nums">
                      {editing ? (
                        <>
                          <label htmlFor={`${ids}-points-${row.player.id}`} className="sr-only">
                            Points of {row.player.username}
                          </label>
                          <input
                            id={`${ids}-points-${row.player.id}`}
                            type="number"
                            min={0}
                            inputMode="numeric"
                            className={`${inputClass} w-full text-right`}
                            value={points[row.player.id] ?? String(row.totalPoints)}
                            onChange={(event) => setPoints((current) => ({ ...current, [row.player.id]: event.target.value }))}
                          />
                        </>
                      ) : (
                        row.totalPoints
                      )}
                    </td>
                    <td className="py-2 text-right tabular-nums">{row.correctScores}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {editing && (
            <div className="mt-3 flex justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  setEditing(false);
                  setPoints({});
                }}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save points'}
              </Button>
            </div>
          )}
        </form>
      )}
      {search.trim() && filtered.length === 0 && <p className="text-muted">No players match “{search.trim()}”.</p>}
      {preview && hidden > 0 && !expanded && (
        <Button variant="ghost" className="w-full" onClick={() => setExpanded(true)}>
          Show {hidden} more
        </Button>
      )}
      {lastUpdated && <p className="text-xs text-muted">Last Updated: {formatTimestamp(lastUpdated)}</p>}
      {footer}
    </section>
  );
}

import { LEADERBOARD_MESSAGES, LEADERBOARD_PREVIEW_ROWS, formatTimestamp, previewRows } from '@scoreline/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TableHead } from '../../../components/ui/table-head';
import { SearchField } from '../../../components/ui/search-field';
import { type BoardRow, LeaderboardRow } from './leaderboard-row';

/**
 * The leaderboard card: position, movement, badge and name ("You"), points and exact scores. In
 * preview mode it shows the 5 rows around the viewer (or the top 5) with "Show N more"; it can search by name
 * and, for admins, edit all-time points (minimum 0). Before any result (`ranked` false, from the server's
 * `hasResults`) it says "No results yet" and shows no positions, which would all be 1.
 */
export function LeaderboardCard({
  title,
  rows,
  viewerId,
  groupId,
  focusId,
  preview = false,
  searchable = false,
  ranked = true,
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
  /** Some match has a final score (the server's `hasResults`); before that no positions are shown. */
  ranked?: boolean;
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
      {rows.length > 0 && !ranked && (
        <p data-testid="no-results">
          <span className="font-semibold">{LEADERBOARD_MESSAGES.noResults}</span>{' '}
          <span className="text-sm text-muted">{LEADERBOARD_MESSAGES.noResultsDetail}</span>
        </p>
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
                // Room between the figures' headers: at 360 px "Pts" and "Exact" ran together ("PTSEXACT").
                { label: 'Pts', numeric: true, className: editing ? 'w-24' : 'w-14 sm:w-20' },
                { label: 'Exact', numeric: true, className: 'w-16' },
              ]}
            />
            <tbody>
              {shown.map((row, at) => (
                <LeaderboardRow
                  key={row.player.id}
                  row={row}
                  ranked={ranked}
                  isViewer={row.player.id === viewerId}
                  apart={at > 0 && indexes[at]! !== indexes[at - 1]! + 1}
                  groupId={groupId}
                  points={
                    editing
                      ? {
                          id: `${ids}-points-${row.player.id}`,
                          value: points[row.player.id] ?? String(row.totalPoints),
                          onChange: (value) => setPoints((current) => ({ ...current, [row.player.id]: value })),
                        }
                      : undefined
                  }
                />
              ))}
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

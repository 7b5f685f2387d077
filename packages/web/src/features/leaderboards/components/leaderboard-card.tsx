import { LEADERBOARD_MESSAGES, LIVE_MATCH_MESSAGES, tiebreakLine } from '@scoreline/shared';
import { formatTimestamp } from '../../../lib/dates';
import { t } from '../../../lib/i18n';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SearchField } from '../../../components/ui/search-field';
import { LeaderboardCardHead } from './leaderboard-card-head';
import type { BoardTable } from './leaderboard-row';
import { visibleRows } from './leaderboard-rows';
import { usePointsEdit } from './use-points-edit';
import { LeaderboardTable } from './leaderboard-table';

/**
 * The leaderboard card: position, movement, badge and name ("You"), points and exact scores. In
 * preview mode it shows the 5 rows around the viewer (or the top 5) with "Show N more"; it can search by name
 * and, for admins, edit all-time points (minimum 0). Before any result (the server's `hasResults`
 * false) it says "No results yet" and shows no positions, which would all be 1. While a match is in play (`live`)
 * it is marked "Live" with `liveNote` and a Live column of the rows' live points.
 */
export function LeaderboardCard({
  title,
  board: { rows, hasResults: ranked, lastUpdated, live = false, ties, hasBonus = false },
  viewerId,
  groupId,
  focusId,
  preview = false,
  searchable = false,
  currentGameweekId,
  onSavePoints,
  footer,
  className = 'card p-3 sm:p-4',
  liveNote = LIVE_MATCH_MESSAGES.liveColumnNote,
}: {
  title: string;
  /** The table as the server answers it: its rows, whether some match has a final score (before that no positions are shown), when it last changed. */
  board: BoardTable;
  viewerId: string | undefined;
  /** Names link to the players' profiles in this group. */
  groupId?: string;
  /** Whose neighbours the preview shows (the viewer's by default). */
  focusId?: string;
  preview?: boolean;
  searchable?: boolean;
  currentGameweekId?: string | null;
  /** Admins: saves edited totals (only the changed rows). */
  onSavePoints?: (rows: Array<{ userId: string; totalPoints: number }>) => Promise<void>;
  footer?: React.ReactNode;
  /** The frame: a card by default; the group page's tab frames it from `sm:` up only (no card in a card on phones). */
  className?: string;
  /** While a match is in play: what the live figures mean (the all-time table's Live column by default). */
  liveNote?: string;
}) {
  const ids = useId();
  const [expanded, setExpanded] = useState(false);
  const [search, setSearch] = useState('');
  const edit = usePointsEdit(rows, onSavePoints);
  const { filtered, indexes, shown, hidden } = visibleRows(rows, { search, preview, expanded, focusId: focusId ?? viewerId });

  return (
    <section className={`space-y-3 ${className}`} aria-labelledby={`${ids}-title`}>
      <LeaderboardCardHead
        titleId={`${ids}-title`}
        title={title}
        live={live}
        liveNote={liveNote}
        currentGameweekId={currentGameweekId}
        onEdit={onSavePoints && !edit.editing && rows.length > 0 ? edit.start : undefined}
      />
      {searchable && rows.length > 0 && (
        <div>
          <SearchField label={t('Search players')} value={search} onChange={setSearch} hideLabel />
        </div>
      )}
      {rows.length > 0 && !ranked && (
        <p data-testid="no-results">
          <span className="font-semibold">{t(LEADERBOARD_MESSAGES.noResults)}</span>{' '}
          <span className="text-sm text-muted">{t(LEADERBOARD_MESSAGES.noResultsDetail)}</span>
        </p>
      )}
      {rows.length === 0 ? (
        <p className="text-muted">{t(LEADERBOARD_MESSAGES.empty)}</p>
      ) : (
        <form onSubmit={edit.save} noValidate>
          <LeaderboardTable
            rows={shown}
            indexes={indexes}
            ranked={ranked}
            live={live && !edit.editing}
            bonus={hasBonus && !edit.editing}
            viewerId={viewerId}
            groupId={groupId}
            points={
              edit.editing ? { idOf: (playerId) => `${ids}-points-${playerId}`, valueOf: edit.valueOf, onChange: edit.set } : undefined
            }
          />
          {edit.editing && (
            <div className="mt-3 flex justify-end gap-2">
              <Button variant="secondary" onClick={edit.cancel}>
                {t('Cancel')}
              </Button>
              <Button type="submit" disabled={edit.saving}>
                {edit.saving ? t('Saving...') : t('Save points')}
              </Button>
            </div>
          )}
        </form>
      )}
      {search.trim() && filtered.length === 0 && (
        <p className="break-words text-muted">{t('No players match “{search}”.', { search: search.trim() })}</p>
      )}
      {preview && hidden > 0 && !expanded && (
        <Button variant="ghost" className="w-full" onClick={() => setExpanded(true)}>
          {t('Show {count} more', { count: hidden })}
        </Button>
      )}
      {ties && rows.length > 0 && (
        <p className="text-xs text-muted" data-testid="ties">
          {tiebreakLine(t, ties)}
        </p>
      )}
      {lastUpdated && <p className="text-xs text-muted">{t('Last Updated: {time}', { time: formatTimestamp(lastUpdated) })}</p>}
      {footer}
    </section>
  );
}

import type { GameweekDetail, GameweekMatch } from '@scoreline/shared';
import { useState } from 'react';
import { MatchList } from '../../../components/football/match-list';
import { Button } from '../../../components/ui/button';
import { useEditMode } from './edit-mode';
import { VoidMatchButton } from './void-match-button';
import { t } from '../../../lib/i18n';

/**
 * The gameweek's Matches tab: its matches by day and, for an admin the server lets edit or score, "Edit"; "Make void"
 * under each match the server says an admin may make void, in or out of edit mode.
 */
export function MatchesSection({ gameweek }: { gameweek: GameweekDetail }) {
  const [editing, setEditing] = useState(false);
  const editMode = useEditMode(gameweek);
  const canEdit = gameweek.viewer.canEditMatches || gameweek.viewer.canEnterScores;
  const voidable = new Set(gameweek.viewer.voidableMatchIds);
  const actions = (match: GameweekMatch) => {
    const edit = canEdit && editing ? editMode.actions(match) : null;
    const voidButton = voidable.has(match.id) ? <VoidMatchButton gameweekId={gameweek.id} match={match} /> : null;
    return edit || voidButton ? (
      <>
        {edit}
        {voidButton}
      </>
    ) : null;
  };
  return (
    <section aria-labelledby="matches-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="matches-heading" className="sr-only">
          {t('Matches')}
        </h2>
        <div className="flex gap-2">
          {canEdit && editing && editMode.toolbar}
          {canEdit && (
            <Button variant={editing ? 'primary' : 'secondary'} aria-pressed={editing} onClick={() => setEditing((on) => !on)}>
              {editing ? t('Done') : t('Edit')}
            </Button>
          )}
        </div>
      </div>
      <MatchList matches={gameweek.matches} actions={actions} />
      {editMode.dialog}
    </section>
  );
}

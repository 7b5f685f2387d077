import type { GameweekDetail } from '@scoreline/shared';
import { useState } from 'react';
import { MatchList } from '../../../components/football/match-list';
import { Button } from '../../../components/ui/button';
import { useEditMode } from './edit-mode';

/** The gameweek's Matches tab: its matches by day and, for an admin the server lets edit or score, "Edit". */
export function MatchesSection({ gameweek }: { gameweek: GameweekDetail }) {
  const [editing, setEditing] = useState(false);
  const editMode = useEditMode(gameweek);
  const canEdit = gameweek.viewer.canEditMatches || gameweek.viewer.canEnterScores;
  return (
    <section aria-labelledby="matches-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="matches-heading" className="sr-only">
          Matches
        </h2>
        <div className="flex gap-2">
          {canEdit && editing && editMode.toolbar}
          {canEdit && (
            <Button variant={editing ? 'primary' : 'secondary'} aria-pressed={editing} onClick={() => setEditing((on) => !on)}>
              {editing ? 'Done' : 'Edit'}
            </Button>
          )}
        </div>
      </div>
      <MatchList matches={gameweek.matches} actions={canEdit && editing ? editMode.actions : undefined} />
      {editMode.dialog}
    </section>
  );
}

import type { GameweekMatch } from '@scoreline/shared';
import { Undo2, X } from 'lucide-react';
import { Pill } from '../../../components/ui/badge';
import { IconButton } from '../../../components/ui/icon-button';
import { PickedMatchItem } from './picked-match';
import type { MatchesEdit } from './use-matches-edit';

/** The add-matches page's list: the saved matches (each removed or kept by a toggle), then the new ones. */
export function EditedMatchList({ matches, edit }: { matches: GameweekMatch[]; edit: MatchesEdit }) {
  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading" className="mb-2 font-semibold">
        Matches ({matches.length - edit.removed.size + edit.added.length})
      </h2>
      <ul className="divide-y divide-[var(--border)]">
        {matches.map((match) => {
          const queued = edit.removed.has(match.id);
          const label = `${match.homeTeam} vs ${match.awayTeam}`;
          return (
            <PickedMatchItem key={match.id} label={label} time={match.matchTime} struck={queued}>
              {queued && <span className="text-xs font-semibold text-red-600">Will be removed</span>}
              <IconButton aria-label={queued ? `Keep ${label}` : `Remove ${label}`} onClick={() => edit.toggleRemoved(match.id)}>
                {queued ? <Undo2 aria-hidden="true" className="h-4 w-4" /> : <X aria-hidden="true" className="h-4 w-4" />}
              </IconButton>
            </PickedMatchItem>
          );
        })}
        {edit.added.map((match) => (
          <PickedMatchItem key={match.key} label={match.label} time={match.time}>
            <Pill>New</Pill>
            <IconButton aria-label={`Remove ${match.label}`} onClick={() => edit.toggleAdded(match)}>
              <X aria-hidden="true" className="h-4 w-4" />
            </IconButton>
          </PickedMatchItem>
        ))}
      </ul>
    </section>
  );
}

import type { GameweekMatch } from '@scoreline/shared';
import { Undo2, X } from 'lucide-react';
import { Pill } from '../../../components/ui/badge';
import { IconButton } from '../../../components/ui/icon-button';
import { PickedMatchItem } from './picked-match';
import type { MatchesEdit } from './use-matches-edit';
import { t } from '../../../lib/i18n';

/** The add-matches page's list: the saved matches (each removed or kept by a toggle), then the new ones. */
export function EditedMatchList({ matches, edit }: { matches: GameweekMatch[]; edit: MatchesEdit }) {
  return (
    <section aria-labelledby="list-heading">
      <h2 id="list-heading" className="mb-2 font-semibold">
        {t('Matches ({count})', { count: matches.length - edit.removed.size + edit.added.length })}
      </h2>
      <ul className="divide-y divide-[var(--border)]">
        {matches.map((match) => {
          const queued = edit.removed.has(match.id);
          const label = t('{home} vs {away}', { home: match.homeTeam, away: match.awayTeam });
          return (
            <PickedMatchItem key={match.id} label={label} time={match.matchTime} struck={queued}>
              {queued && <span className="text-xs font-semibold text-red-600">{t('Will be removed')}</span>}
              <IconButton
                aria-label={t(queued ? 'Keep {match}' : 'Remove {match}', { match: label })}
                onClick={() => edit.toggleRemoved(match.id)}
              >
                {queued ? <Undo2 aria-hidden="true" className="h-4 w-4" /> : <X aria-hidden="true" className="h-4 w-4" />}
              </IconButton>
            </PickedMatchItem>
          );
        })}
        {edit.added.map((match) => (
          <PickedMatchItem key={match.key} label={match.label} time={match.time}>
            <Pill>{t('New')}</Pill>
            <IconButton aria-label={t('Remove {match}', { match: match.label })} onClick={() => edit.toggleAdded(match)}>
              <X aria-hidden="true" className="h-4 w-4" />
            </IconButton>
          </PickedMatchItem>
        ))}
      </ul>
    </section>
  );
}

import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { X } from 'lucide-react';
import { type PickedMatch, PickedMatchItem } from './picked-match';
import { t } from '../../../lib/i18n';

/** The create page's list: the picked matches by kick-off, each with its "x". */
export function PickedMatchList({ picked, onRemove }: { picked: readonly PickedMatch[]; onRemove: (match: PickedMatch) => void }) {
  return (
    <section aria-labelledby="picked-heading">
      <h2 id="picked-heading" className="mb-2 font-semibold">
        {t('Matches ({count})', { count: picked.length })}
      </h2>
      {picked.length === 0 ? (
        <p className="text-muted">{t(GAMEWEEK_MESSAGES.matchesRequired)}</p>
      ) : (
        <ul className="divide-y divide-[var(--border)]">
          {[...picked]
            .sort((a, b) => a.time.localeCompare(b.time))
            .map((match) => (
              <PickedMatchItem key={match.key} label={match.label} time={match.time}>
                <button
                  type="button"
                  aria-label={t('Remove {match}', { match: match.label })}
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5"
                  onClick={() => onRemove(match)}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </PickedMatchItem>
            ))}
        </ul>
      )}
    </section>
  );
}

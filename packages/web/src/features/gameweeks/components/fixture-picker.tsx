import type { ExternalMatch } from '@scoreline/shared';
import { formatTime, matchDayLabel } from '../../../lib/dates';
import { Check } from 'lucide-react';
import { Crest } from '../../../components/football/crest';
import { fixturePick } from './match-picks';
import type { PickedMatch } from './picked-match';
import { t } from '../../../lib/i18n';

function TeamLine({ name, crest }: { name: string; crest: string | null }) {
  return (
    <span className="flex items-center gap-2">
      <Crest url={crest} team={name} className="h-6 w-6" size={24} />
      <span className="min-w-0 font-medium" data-testid="team-name">
        {name}
      </span>
    </span>
  );
}

/**
 * The provider's fixtures to pick from, one compact row each: home over away with full names (a phone has no
 * room for "Home vs Away" on one line), the day and kick-off at the end. A tap toggles the match.
 */
export function FixturePicker({
  fixtures,
  pickedKeys,
  onToggle,
}: {
  fixtures: ExternalMatch[];
  pickedKeys: Set<string>;
  onToggle: (match: PickedMatch) => void;
}) {
  const now = new Date();
  return (
    <ul className="max-h-96 space-y-1 overflow-y-auto" aria-label={t('Available matches')}>
      {fixtures.map((match) => {
        const pick = fixturePick(match);
        const selected = pickedKeys.has(pick.key);
        return (
          <li key={match.id}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onToggle(pick)}
              className={`flex min-h-12 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm ${selected ? 'border-[var(--color-brand)] bg-[var(--color-brand-soft)]' : 'border-subtle hover:bg-black/5 dark:hover:bg-white/10'}`}
            >
              <span className="min-w-0 flex-1 space-y-1">
                <TeamLine name={match.homeTeam.name} crest={match.homeTeam.crest} />
                <TeamLine name={match.awayTeam.name} crest={match.awayTeam.crest} />
              </span>
              <span className="shrink-0 text-right text-xs text-muted">
                <span className="block">{matchDayLabel(match.utcDate, now)}</span>
                <span className="block font-semibold tabular-nums">{formatTime(match.utcDate)}</span>
              </span>
              <Check aria-hidden="true" className={`h-5 w-5 shrink-0 text-[var(--color-brand)] ${selected ? '' : 'invisible'}`} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

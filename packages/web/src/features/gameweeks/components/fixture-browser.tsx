import { useId } from 'react';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { FixturePicker } from './fixture-picker';
import type { PickedMatch } from './picked-match';
import type { FixtureSearch } from './use-fixture-search';
import { t } from '../../../lib/i18n';

/** A league and optionally a team to choose, then their fixtures on or after the deadline (a tap toggles one). */
export function FixtureBrowser({
  search,
  pickedKeys,
  onToggle,
}: {
  search: FixtureSearch;
  pickedKeys: Set<string>;
  onToggle: (match: PickedMatch) => void;
}) {
  const ids = useId();
  const { competitions, teams, fixtures, competitionId } = search;
  const idOf = (value: string) => (value ? Number(value) : null);
  return (
    <div className="space-y-3">
      {competitions.error && <ErrorBanner message={errorMessage(competitions.error)} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor={`${ids}-league`} className="block text-sm font-medium">
            {t('League')}
          </label>
          <select
            id={`${ids}-league`}
            className={inputClass}
            value={competitionId ?? ''}
            onChange={(event) => search.chooseCompetition(idOf(event.target.value))}
          >
            <option value="">{t('Choose a league')}</option>
            {competitions.data?.competitions.map((league) => (
              <option key={league.id} value={league.id}>
                {league.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${ids}-team`} className="block text-sm font-medium">
            {t('Team (optional)')}
          </label>
          <select
            id={`${ids}-team`}
            className={inputClass}
            value={search.teamId ?? ''}
            disabled={!competitionId}
            onChange={(event) => search.chooseTeam(idOf(event.target.value))}
          >
            <option value="">{t('All teams')}</option>
            {teams.data?.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {competitionId &&
        (fixtures.isPending ? (
          <Spinner label={t('Loading matches')} />
        ) : fixtures.error ? (
          <ErrorBanner message={errorMessage(fixtures.error)} />
        ) : search.offered.length === 0 ? (
          <p className="text-muted">{t('No matches on or after the deadline in the next two weeks.')}</p>
        ) : (
          <FixturePicker fixtures={search.offered} pickedKeys={pickedKeys} onToggle={onToggle} />
        ))}
    </div>
  );
}

import { type ExternalMatch, type NewMatch, customMatchError } from '@scoreline/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { DateTimeField } from '../../../components/ui/date-time-field';
import { TextField, inputClass } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useCompetitionTeams, useCompetitions, useFixtures } from '../api/football';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FixturePicker } from './fixture-picker';
import { type PickedMatch, pickKey } from './picked-match';

/**
 * Picks matches: a league, optionally a team, then fixtures on or after the deadline (a click toggles one);
 * or, with "Custom Match", a home team, an away team and a match time not earlier than the deadline.
 */
export function MatchAdder({
  deadline,
  picked,
  onToggle,
  onAddCustom,
}: {
  deadline: Date | null;
  picked: PickedMatch[];
  onToggle: (match: PickedMatch) => void;
  onAddCustom: (match: PickedMatch) => void;
}) {
  const [custom, setCustom] = useState(false);
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);
  const [home, setHome] = useState('');
  const [away, setAway] = useState('');
  const [time, setTime] = useState<Date | null>(null);
  const [customError, setCustomError] = useState<string | null>(null);
  const ids = useId();
  const competitions = useCompetitions();
  const teams = useCompetitionTeams(competitionId);
  const fromDay = (deadline ?? new Date()).toISOString().slice(0, 10);
  const fixtures = useFixtures(competitionId, teamId, fromDay);
  const pickedKeys = new Set(picked.map((match) => match.key));
  const available = (fixtures.data ?? []).filter((match: ExternalMatch) => !deadline || Date.parse(match.utcDate) >= deadline.getTime());

  function addCustom() {
    const problem = customMatchError(
      { homeTeam: home, awayTeam: away, matchTime: time?.toISOString() ?? null },
      deadline?.toISOString() ?? null,
    );
    if (problem || !time) return setCustomError(problem);
    const match: NewMatch = { kind: 'custom', homeTeam: home.trim(), awayTeam: away.trim(), matchTime: time.toISOString() };
    onAddCustom({ ...match, key: pickKey(match), label: `${match.homeTeam} vs ${match.awayTeam}`, time: match.matchTime });
    setHome('');
    setAway('');
    setTime(null);
    setCustomError(null);
  }

  return (
    <section className="space-y-4" aria-label="Add matches">
      <CheckboxField label="Custom Match" checked={custom} onChange={setCustom} />
      {custom ? (
        <div className="space-y-3 rounded-lg border border-subtle p-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Home Team" value={home} maxLength={60} onChange={(event) => setHome(event.target.value)} />
            <TextField label="Away Team" value={away} maxLength={60} onChange={(event) => setAway(event.target.value)} />
          </div>
          <DateTimeField label="Match Time" min={deadline ?? new Date()} value={time} onChange={setTime} />
          {customError && <ErrorBanner message={customError} />}
          <Button variant="secondary" onClick={addCustom}>
            Add Match
          </Button>
        </div>
      ) : (
        <div className="space-y-3">
          {competitions.error && <ErrorBanner message={errorMessage(competitions.error)} />}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor={`${ids}-league`} className="block text-sm font-medium">
                League
              </label>
              <select
                id={`${ids}-league`}
                className={inputClass}
                value={competitionId ?? ''}
                onChange={(event) => {
                  setCompetitionId(event.target.value ? Number(event.target.value) : null);
                  setTeamId(null);
                }}
              >
                <option value="">Choose a league</option>
                {competitions.data?.competitions.map((league) => (
                  <option key={league.id} value={league.id}>
                    {league.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${ids}-team`} className="block text-sm font-medium">
                Team (optional)
              </label>
              <select
                id={`${ids}-team`}
                className={inputClass}
                value={teamId ?? ''}
                disabled={!competitionId}
                onChange={(event) => setTeamId(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">All teams</option>
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
              <Spinner label="Loading matches" />
            ) : fixtures.error ? (
              <ErrorBanner message={errorMessage(fixtures.error)} />
            ) : available.length === 0 ? (
              <p className="text-muted">No matches on or after the deadline in the next two weeks.</p>
            ) : (
              <FixturePicker fixtures={available} pickedKeys={pickedKeys} onToggle={onToggle} />
            ))}
        </div>
      )}
    </section>
  );
}

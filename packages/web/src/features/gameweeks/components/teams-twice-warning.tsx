import { GAMEWEEK_MESSAGES, teamsPlayingTwice } from '@scoreline/shared';
import { WarningBanner } from '../../../components/ui/error-banner';
import { t } from '../../../lib/i18n';

/** Names every team that plays twice among the gameweek's matches; the admin may still go on. */
export function TeamsTwiceWarning({ matches }: { matches: ReadonlyArray<{ homeTeam: string; awayTeam: string }> }) {
  const teams = teamsPlayingTwice(matches);
  if (teams.length === 0) return null;
  return (
    <WarningBanner>
      {teams.map((team) => (
        <p key={team}>{t(GAMEWEEK_MESSAGES.teamPlaysTwice, { team })}</p>
      ))}
    </WarningBanner>
  );
}

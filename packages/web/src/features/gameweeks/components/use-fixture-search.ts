import { useState } from 'react';
import { useCompetitions } from '../../../lib/competitions-query';
import { useCompetitionTeams, useFixtures } from '../api/football';
import { fixturesFromDay, offeredFixtures } from './match-picks';

/**
 * The provider's fixtures the admin browses: a league, optionally one of its teams (a new league clears the
 * team), over the two weeks from the deadline's day, keeping those the gameweek may take.
 */
export function useFixtureSearch(deadline: Date | null) {
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [teamId, setTeamId] = useState<number | null>(null);
  const competitions = useCompetitions();
  const teams = useCompetitionTeams(competitionId);
  const fixtures = useFixtures(competitionId, teamId, fixturesFromDay(deadline, new Date()));
  return {
    competitionId,
    chooseCompetition: (id: number | null) => {
      setCompetitionId(id);
      setTeamId(null);
    },
    teamId,
    chooseTeam: setTeamId,
    competitions,
    teams,
    fixtures,
    offered: offeredFixtures(fixtures.data ?? [], deadline),
  };
}

export type FixtureSearch = ReturnType<typeof useFixtureSearch>;

import { type ExternalMatch, type MessageId, type NewMatch, customMatchError } from '@scoreline/shared';
import { type PickedMatch, pickKey } from './picked-match';
import { t } from '../../../lib/i18n';

// What the match adder offers (fixtures a gameweek may take) and what it puts on the list (a picked match).

/** The first day of the fixture search: the deadline's (UTC), or today's while there is no deadline. */
export const fixturesFromDay = (deadline: Date | null, now: Date) => (deadline ?? now).toISOString().slice(0, 10);

/** The fixtures the gameweek may take: those kicking off at its deadline or later (all, while there is no deadline). */
export const offeredFixtures = (fixtures: readonly ExternalMatch[], deadline: Date | null) =>
  fixtures.filter((match) => !deadline || Date.parse(match.utcDate) >= deadline.getTime());

/** A provider's fixture as picked: the endpoint's fields, and the names the list shows (the server takes its own). */
export function fixturePick(match: ExternalMatch): PickedMatch {
  const selection: NewMatch = { kind: 'real', competitionId: match.competitionId, apiMatchId: match.id, utcDate: match.utcDate };
  return {
    ...selection,
    key: pickKey(selection),
    label: t('{home} vs {away}', { home: match.homeTeam.name, away: match.awayTeam.name }),
    time: match.utcDate,
    homeTeam: match.homeTeam.name,
    awayTeam: match.awayTeam.name,
  };
}

/** The custom match the form describes, as picked (names trimmed), or what is wrong with it (customMatchError's words). */
export function customMatchPick(
  form: { home: string; away: string; time: Date | null },
  deadline: Date | null,
): { match: PickedMatch } | { problem: MessageId | null } {
  const { home, away, time } = form;
  const problem = customMatchError(
    { homeTeam: home, awayTeam: away, matchTime: time?.toISOString() ?? null },
    deadline?.toISOString() ?? null,
  );
  if (problem || !time) return { problem };
  const match: NewMatch = { kind: 'custom', homeTeam: home.trim(), awayTeam: away.trim(), matchTime: time.toISOString() };
  return {
    match: {
      ...match,
      key: pickKey(match),
      label: t('{home} vs {away}', { home: match.homeTeam, away: match.awayTeam }),
      time: match.matchTime,
    },
  };
}

/** The list with the match added, or without it if it is there already (same key): a second tap unpicks a fixture. */
export const togglePicked = (picked: readonly PickedMatch[], match: PickedMatch): PickedMatch[] =>
  picked.some((m) => m.key === match.key) ? picked.filter((m) => m.key !== match.key) : [...picked, match];

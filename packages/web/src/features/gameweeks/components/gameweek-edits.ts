import { type CreateGameweekInput, type EditGameweekMatchesInput, type GameweekMatch, createGameweekError } from '@scoreline/shared';
import { type PickedMatch, toNewMatch } from './picked-match';

// What the gameweek's forms send (a new gameweek and a change of its matches, checked first as the server will
// with createGameweekError), and the add-matches page's queue of saved matches to remove.

type Checked<T> = { request: T } | { problem: string | null };

/** "Create Gameweek": the deadline and the picked matches, or what is wrong with them. */
export function newGameweekRequest(
  form: { deadline: Date | null; picked: readonly PickedMatch[] },
  now: Date,
): Checked<CreateGameweekInput> {
  const { deadline, picked } = form;
  const problem = createGameweekError(
    { deadline: deadline?.toISOString() ?? null, matches: picked.map((match) => ({ time: match.time })) },
    now,
  );
  if (problem || !deadline) return { problem };
  return { request: { deadline: deadline.toISOString(), matches: picked.map(toNewMatch) } };
}

/**
 * "Update Gameweek" on the add-matches page: the deadline, the matches added and the saved ones removed, checked
 * as the gameweek they leave (the kept and the added matches against the deadline).
 */
export function matchesEditRequest(
  form: { deadline: Date | null; matches: readonly GameweekMatch[]; added: readonly PickedMatch[]; removed: ReadonlySet<string> },
  now: Date,
): Checked<EditGameweekMatchesInput> {
  const { deadline, added, removed } = form;
  const times = [...keptMatches(form.matches, removed).map((match) => match.matchTime), ...added.map((match) => match.time)];
  const problem = createGameweekError({ deadline: deadline?.toISOString() ?? null, matches: times.map((time) => ({ time })) }, now);
  if (problem || !deadline) return { problem };
  return { request: { deadline: deadline.toISOString(), add: added.map(toNewMatch), remove: [...removed] } };
}

/** The queue with the match's id added, or taken out if it was queued: "Remove" and "Keep" are one toggle. */
export function toggleRemoval(queued: ReadonlySet<string>, matchId: string): ReadonlySet<string> {
  const next = new Set(queued);
  if (!next.delete(matchId)) next.add(matchId);
  return next;
}

/** The saved matches not queued for removal. */
export const keptMatches = <T extends { id: string }>(matches: readonly T[], queued: ReadonlySet<string>) =>
  matches.filter((match) => !queued.has(match.id));

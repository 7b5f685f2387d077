import {
  type CreateGameweekInput,
  type EditGameweekMatchesInput,
  type GameweekMatch,
  type MessageId,
  createGameweekError,
} from '@scoreline/shared';
import { type PickedMatch, toNewMatch } from './picked-match';
import { keptMatches } from './removal-queue';

// What the create and add-matches pages send, checked first as the server will (createGameweekError). Edit mode
// does not import this module: it would bring the picked-match list into the gameweek page's chunk.

type Checked<T> = { request: T } | { problem: MessageId | null };

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

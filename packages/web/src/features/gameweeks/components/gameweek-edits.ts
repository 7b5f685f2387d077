import {
  type CreateGameweekInput,
  type EditGameweekMatchesInput,
  type FinalScoresInput,
  type GameweekMatch,
  createGameweekError,
} from '@scoreline/shared';
import { type PickedMatch, toNewMatch } from './picked-match';

// What the gameweek's forms send (a new gameweek and a change of its matches checked first as the server will,
// with createGameweekError; final scores), and the queue of saved matches to remove that both the add-matches
// page and the gameweek's edit mode keep until "Update Gameweek".

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

/** The only match left unqueued: a gameweek keeps at least one match, so it cannot be queued too. */
export const isLastKept = (matches: readonly { id: string }[], queued: ReadonlySet<string>, matchId: string) =>
  !queued.has(matchId) && matches.length - queued.size === 1;

type ScoreDraft = { home: number | null; away: number | null };

/** "Save Scores" in edit mode: the matches with both final scores entered (one side waits), or null for none. */
export function finalScoresRequest(drafts: Record<string, ScoreDraft>): FinalScoresInput | null {
  const entries = Object.entries(drafts).filter(([, score]) => score.home !== null && score.away !== null);
  if (entries.length === 0) return null;
  return { scores: entries.map(([matchId, score]) => ({ matchId, home: Number(score.home), away: Number(score.away) })) };
}

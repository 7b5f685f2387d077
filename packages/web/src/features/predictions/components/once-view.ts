import type { GameweekMatch, MyPredictions, Prediction, SavePredictionsInput } from '@scoreline/shared';
import type { SubmitRow } from './use-score-draft';

/** One group where a match of "each match once" is open: its own copy of the match and the player's prediction there. */
export interface OnceTarget {
  groupId: string;
  groupName: string;
  gameweekId: string;
  matchId: string;
  saved: Prediction | null;
}

/** A match of "each match once": a real fixture once (by provider match id), a custom match on its own. */
export interface OnceEntry {
  /** The first group's copy: the card shows it under its id. */
  match: GameweekMatch;
  targets: OnceTarget[];
}

const keyOf = (match: GameweekMatch) => (match.apiMatchId === null ? `match:${match.id}` : `fixture:${match.apiMatchId}`);

/**
 * /predictions' "each match once": every match the server says is open for the player (`openMatchIds` of their
 * sheets), a real fixture once with every group where it is open, by kick-off.
 */
export function onceEntries(groups: MyPredictions['groups']): OnceEntry[] {
  const entries = new Map<string, OnceEntry>();
  for (const { group, sheet } of groups) {
    if (!sheet) continue;
    const open = new Set(sheet.openMatchIds);
    for (const match of sheet.matches) {
      if (!open.has(match.id)) continue;
      const target = {
        groupId: group.id,
        groupName: group.name,
        gameweekId: sheet.gameweek.id,
        matchId: match.id,
        saved: sheet.predictions.find((prediction) => prediction.matchId === match.id) ?? null,
      };
      const entry = entries.get(keyOf(match));
      if (entry) entry.targets.push(target);
      else entries.set(keyOf(match), { match, targets: [target] });
    }
  }
  return [...entries.values()].sort(
    (a, b) => Date.parse(a.match.matchTime) - Date.parse(b.match.matchTime) || a.match.homeTeam.localeCompare(b.match.homeTeam),
  );
}

/** The card's saved predictions: on each entry, the first of its groups' that has one. */
export function oncePredictions(entries: readonly OnceEntry[]): Prediction[] {
  return entries.flatMap(({ match, targets }) => {
    const saved = targets.find((target) => target.saved)?.saved;
    return saved ? [{ ...saved, matchId: match.id }] : [];
  });
}

/** One save request of "each match once": a gameweek and its body. */
export interface OnceRequest {
  gameweekId: string;
  body: SavePredictionsInput;
}

/**
 * What Submit sends: a real fixture to the first group where it is open, with "also in my other groups" (the
 * server copies it to each other group where it is open, by that group's rules); a custom match to its group; an
 * emptied match (both sides null) to every group holding a prediction on it, since removals are not copied. One
 * request per group with something to save: one in all when every match is a shared fixture.
 */
export function onceRequests(entries: readonly OnceEntry[], rows: readonly SubmitRow[]): OnceRequest[] {
  const byId = new Map(entries.map((entry) => [entry.match.id, entry]));
  const requests = new Map<string, OnceRequest>();
  const add = (gameweekId: string, row: SubmitRow, copy: boolean) => {
    const request = requests.get(gameweekId) ?? { gameweekId, body: { predictions: [] } };
    request.body.predictions.push(row);
    if (copy) request.body.alsoInMyOtherGroups = true;
    requests.set(gameweekId, request);
  };
  for (const row of rows) {
    const entry = byId.get(row.matchId);
    if (!entry) continue;
    if (row.home === null && row.away === null) {
      for (const target of entry.targets) if (target.saved) add(target.gameweekId, { ...row, matchId: target.matchId }, false);
      continue;
    }
    const [first] = entry.targets;
    if (first) add(first.gameweekId, { ...row, matchId: first.matchId }, entry.match.apiMatchId !== null && entry.targets.length > 1);
  }
  return [...requests.values()];
}

// The saved matches queued for removal until "Update Gameweek", on the add-matches page and in edit mode.

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

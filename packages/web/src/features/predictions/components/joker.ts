/**
 * The score card's joker, as pure steps (the rules are the server's: `canUseJoker`, `canMoveJoker`, `openMatchIds`).
 * One match at a time: pressing the joker's match takes it off, pressing another moves it there.
 */
export const toggleJoker = (chosen: string | null, matchId: string): string | null => (chosen === matchId ? null : matchId);

/**
 * Where Submit puts the joker: the chosen match while it holds a score (a match emptied on both sides loses its
 * prediction, and its joker with it). Sent only when that differs from the saved joker; left out, the joker stays.
 */
export function jokerField(
  saved: string | null,
  chosen: string | null,
  hasScore: (matchId: string) => boolean,
): { jokerMatchId?: string | null } {
  const effective = chosen !== null && hasScore(chosen) ? chosen : null;
  return effective === saved ? {} : { jokerMatchId: effective };
}

/** A match's toggle may be pressed: jokers usable, the joker free to move, the match open and holding a score. */
export const canToggleJoker = (flags: { canUse: boolean; canMove: boolean }, open: boolean, hasScore: boolean) =>
  flags.canUse && flags.canMove && open && hasScore;

import { type MatchTiming, gameweekPhase, matchPhase } from './phase.js';
import { type GameweekSubject, type PlayerSubject, type Viewer, check } from './rules.js';

/**
 * "Predict once, count in all my groups": a player's save of a real fixture is also offered to, and copied into,
 * their other groups holding the same fixture (provider match id), each by that group's own rules. Why a group
 * did not take a copy: its deadline passed, it is locked, the match has kicked off, or it takes no predictions
 * for another reason (the gameweek is no longer the active one).
 */
export const NOT_SAVED_REASONS = ['deadline', 'lock', 'kickoff', 'closed'] as const;
export type NotSavedReason = (typeof NOT_SAVED_REASONS)[number];

/**
 * Why `match` of another group's `gameweek` takes no prediction of `player` from `viewer` (the player, a member
 * there) now, or null when it does: the `predict` rule, then the match's own phase (kick-off locks, a fixture
 * moved before the deadline).
 */
export function copyRefusal(
  viewer: Viewer,
  gameweek: GameweekSubject,
  match: MatchTiming,
  player: PlayerSubject,
  now: Date,
): NotSavedReason | null {
  if (check(viewer, 'predict', { gameweek, player, now })) return gameweekPhase(gameweek, now).closedBy ?? 'closed';
  const phase = matchPhase(gameweek, match, now);
  if (phase.phase === 'open') return null;
  // A match with its result has kicked off.
  return phase.closedBy ?? 'kickoff';
}

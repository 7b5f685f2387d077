import type { FinalScoresInput, GameweekDetail, GameweekMatch } from '@scoreline/shared';
import { isLastKept } from './removal-queue';
import { t } from '../../../lib/i18n';

// What the gameweek's edit mode shows beside each match and what "Save Scores" sends.

/**
 * What edit mode shows beside a match, from the server's flags: while matches may be edited, Remove or Keep (the
 * last match kept cannot be removed); once locked, a fixture's score comes from the provider, and a custom
 * match's may be entered from its kick-off (`scoreableMatchIds`).
 */
export type MatchEditControl =
  { kind: 'queue'; queued: boolean; lastKept: boolean } | { kind: 'automatic' } | { kind: 'after-kick-off' } | { kind: 'final-score' };

export function matchEditControl(
  gameweek: Pick<GameweekDetail, 'matches' | 'viewer'>,
  match: GameweekMatch,
  queued: ReadonlySet<string>,
): MatchEditControl {
  if (gameweek.viewer.canEditMatches)
    return { kind: 'queue', queued: queued.has(match.id), lastKept: isLastKept(gameweek.matches, queued, match.id) };
  if (match.apiMatchId !== null) return { kind: 'automatic' };
  if (!gameweek.viewer.scoreableMatchIds.includes(match.id)) return { kind: 'after-kick-off' };
  return { kind: 'final-score' };
}

/** The removal's confirmation title and its toast, in the singular for one match. */
export const removalWording = (count: number) => ({
  title: t('{count, plural, one {Remove # match?} other {Remove # matches?}}', { count }),
  done: t('{count, plural, one {The match was removed.} other {# matches were removed.}}', { count }),
});

type ScoreDraft = { home: number | null; away: number | null };

/** "Save Scores" in edit mode: the matches with both final scores entered (one side waits), or null for none. */
export function finalScoresRequest(drafts: Record<string, ScoreDraft>): FinalScoresInput | null {
  const entries = Object.entries(drafts).filter(([, score]) => score.home !== null && score.away !== null);
  if (entries.length === 0) return null;
  return { scores: entries.map(([matchId, score]) => ({ matchId, home: Number(score.home), away: Number(score.away) })) };
}

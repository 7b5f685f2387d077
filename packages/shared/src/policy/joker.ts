import type { MessageId } from '../i18n/translate.js';
import { JOKER_MESSAGES } from '../messages.js';
import { type MatchTiming, matchPhase } from './phase.js';
import { type GameweekSubject, type PlayerSubject, type Refusal, type Viewer, check } from './rules.js';

/**
 * The joker (a group option): once per gameweek a player marks one match of their prediction as the joker, which
 * doubles its points. It goes on, moves or comes off with a save, by the same rules as predicting (`predict`, then
 * the match's phase), and only while the match it is on now is open: from that match's kick-off (or the
 * gameweek's close) it stays where it is, unless that match was made void (it doubles nothing there).
 */
export type JokerMatch = MatchTiming & { id: string };

export interface JokerSubject {
  gameweek: GameweekSubject;
  player: PlayerSubject;
  now: Date;
  jokersEnabled: boolean;
  /** The match the player's joker is on now; null without one. */
  current: JokerMatch | null;
  /** Where the save puts it (null: takes it off), and whether the player has a prediction there after the save. */
  target: (JokerMatch & { predicted: boolean }) | null;
}

/** A match no phase has closed by itself, to ask whether the joker may go anywhere at all. */
const FAR_AHEAD: MatchTiming = { matchTime: '9999-12-31T00:00:00Z', finalHomeScore: null, finalAwayScore: null };

const refuse = (message: MessageId): Refusal => ({ kind: 'invalid', message });
const isOpen = (subject: Pick<JokerSubject, 'gameweek' | 'now'>, match: MatchTiming) =>
  matchPhase(subject.gameweek, match, subject.now).phase === 'open';

/** Why `viewer` may not put the joker where `subject.target` says now, or null when they may (or nothing changes). */
export function jokerRefusal(viewer: Viewer, subject: JokerSubject): Refusal | null {
  const { current, target } = subject;
  if ((current?.id ?? null) === (target?.id ?? null)) return null;
  return (
    check(viewer, 'predict', subject) ||
    (!subject.jokersEnabled && refuse(JOKER_MESSAGES.off)) ||
    // A void match counts for nobody: a joker on it doubles nothing and may leave it while the gameweek is open.
    (current !== null && !current.isVoided && !isOpen(subject, current) && refuse(JOKER_MESSAGES.stuck)) ||
    (target !== null && !isOpen(subject, target) && refuse(JOKER_MESSAGES.matchClosed)) ||
    (target !== null && !target.predicted && refuse(JOKER_MESSAGES.needsPrediction)) ||
    null
  );
}

/**
 * A sheet's joker flags: `canUseJoker`, the group plays jokers and the viewer may save this sheet now (a match of
 * `openMatchIds` takes the joker); `canMoveJoker`, the joker it carries (if any) may still move or come off.
 */
export function jokerFlags(viewer: Viewer, subject: Omit<JokerSubject, 'target'>): { canUseJoker: boolean; canMoveJoker: boolean } {
  const canUseJoker = jokerRefusal(viewer, { ...subject, current: null, target: { id: '', ...FAR_AHEAD, predicted: true } }) === null;
  const canMoveJoker = canUseJoker && (subject.current === null || jokerRefusal(viewer, { ...subject, target: null }) === null);
  return { canUseJoker, canMoveJoker };
}

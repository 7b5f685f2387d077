import type { MessageId } from '../i18n/translate.js';
import { REMIND_COOLDOWN_MS } from '../constants.js';
import {
  BONUS_MESSAGES,
  GAMEWEEK_MESSAGES,
  GROUP_MESSAGES,
  INVITE_MESSAGES,
  NOTIFICATION_MESSAGES,
  PREDICTION_MESSAGES,
  SEASON_MESSAGES,
  inviteStatusMessage,
} from '../messages.js';
import type { InviteStatus } from '../invites.js';
import {
  type GameweekTiming,
  bonusAnswersOpen,
  type MatchTiming,
  beforeClose,
  beforeDeadline,
  gameweekPhase,
  hasKickedOff,
  hasResult,
  isBeingPlayed,
  predictionsRevealed,
} from './phase.js';
import type { MatchStatus } from '../football.js';

/**
 * Every rule of who may do what, and when, written once. The server asks `check` before each action (and again
 * with the rows it read under a lock, where a write must not race a change); it sends the web the answers as
 * `viewer` flags, which the web renders. No other code decides these things.
 */

export const POLICY_MESSAGES = {
  matchesLocked: 'Matches can be changed only while the gameweek is active and unlocked.',
  scoresNeedLock: 'Final scores can be entered once the gameweek is locked.',
  realScoresAutomatic: 'Scores of real matches update automatically.',
  notKickedOff: 'A final score can be entered only once the match has kicked off.',
  alreadyLocked: 'The gameweek is already locked.',
  alreadyUnlocked: 'The gameweek is already unlocked.',
  changeSelf: 'You cannot change your own membership here.',
  changeOwner: 'The group owner cannot be changed.',
  notAMember: 'That user is not a member of this group.',
  placeholderAdmin: 'Placeholder members cannot be admins.',
  alreadyVoided: 'This match is already void.',
  voidHasResult: 'A match with a final score cannot be made void.',
  voidNotStarted: 'Only a postponed match, or one that has kicked off without a result, can be made void.',
  voidInPlay: 'A match being played cannot be made void.',
  voidNoScore: 'A void match counts for nobody: it takes no final score.',
} as const;

/** Who is asking, as far as one group is concerned. The owner is always an admin and a member. */
export interface Viewer {
  /** Null for a visitor who is not signed in. */
  userId: string | null;
  isMember: boolean;
  isAdmin: boolean;
  isOwner: boolean;
}

export const ANONYMOUS: Viewer = { userId: null, isMember: false, isAdmin: false, isOwner: false };

export function viewerOf(userId: string | null, group: { ownerId: string }, membership: { isAdmin: boolean } | null): Viewer {
  if (userId === null) return ANONYMOUS;
  const isOwner = group.ownerId === userId && membership !== null;
  return { userId, isMember: membership !== null, isAdmin: isOwner || (membership?.isAdmin ?? false), isOwner };
}

export interface GroupSubject {
  isPublic: boolean;
  memberCount: number;
  maxMembers: number;
}
/** A member an admin acts on; null when no such member is in the group. */
export type MemberSubject = { userId: string; isPlaceholder: boolean; isOwner: boolean } | null;
export interface SeasonSubject {
  adminId: string | null;
  /** As stored; `seasonIsActive` also ends it once its end date has passed. */
  isActive: boolean;
  endDate: string | null;
}
export interface GameweekSubject extends GameweekTiming {
  isActive: boolean;
  /** The competition matchday an automatic gameweek holds (see `takesPredictions`); null when built by hand. */
  matchday: string | null;
  /** Any of its matches has a final score. */
  hasResults: boolean;
}
export interface MatchSubject extends MatchTiming {
  /** Null for a custom match, whose final score an admin enters. */
  apiMatchId: number | null;
}
/** The player whose predictions are read or written: the viewer, or someone else (perhaps a placeholder). */
export interface PlayerSubject {
  userId: string;
  isPlaceholder: boolean;
}

/** A season's bonus question as the rules read it. */
export interface BonusQuestionSubject {
  /** Answers are taken strictly before it. */
  deadline: string;
  /** Settled (by an admin or the results sync); it may be settled again to correct a mistake. */
  isSettled: boolean;
  /** Someone has answered it: from then on it can no longer be edited. */
  hasAnswers: boolean;
}

/** What each action is about. `now` is always the server's clock. */
export interface PolicySubjects {
  /** The group's page beyond the join prompt (owner, season, gameweeks list). */
  viewGroup: { group: GroupSubject };
  viewMembers: { group: GroupSubject };
  /** Leaderboards, stats, history and profiles. */
  viewLeaderboards: object;
  /** Gameweeks, seasons, matches and prediction pages. */
  viewGameweeks: object;
  /** `pinMatches`: a private group's PIN was given right (the server compares it; always true for a public group). */
  joinGroup: { group: GroupSubject; pinMatches: boolean };
  leaveGroup: object;
  updateGroup: object;
  /** The group's "Predictions close" setting: `gameweekRunning`, its active gameweek is not finished. */
  changePredictionsClose: { gameweekRunning: boolean };
  /**
   * The group's scoring or jokers: `marked`, some prediction of the group has an outcome (the change re-marks them
   * all); `confirmed`, the owner said yes to that.
   */
  changeScoring: { marked: boolean; confirmed: boolean };
  deleteGroup: object;
  addPlaceholder: { group: GroupSubject };
  removeMember: { target: MemberSubject };
  toggleAdmin: { target: MemberSubject };
  createGameweek: { season: SeasonSubject | null; now: Date };
  /** The add-matches page: its deadline, and matches added or removed. */
  editGameweek: { gameweek: GameweekSubject; now: Date };
  lockGameweek: { gameweek: GameweekSubject; now: Date };
  unlockGameweek: { gameweek: GameweekSubject; now: Date };
  deleteGameweek: object;
  enterFinalScores: { gameweek: GameweekSubject };
  /** `isVoided`: a void match counts for nobody, so it never takes a score. */
  enterMatchScore: { gameweek: GameweekSubject; match: MatchSubject & { isVoided: boolean }; now: Date };
  /** Make a match count for nobody (a postponed fixture, so its gameweek can finish). */
  voidMatch: { match: MatchSubject & { status: MatchStatus | null; isVoided: boolean }; now: Date };
  /** Follow a competition: the autopilot then makes its matchdays the group's gameweeks. */
  followCompetition: object;
  /** Save predictions, for oneself or (an admin) for a placeholder member. */
  predict: { gameweek: GameweekSubject; player: PlayerSubject; now: Date };
  /** Read one player's predictions. */
  viewPredictions: { gameweek: GameweekSubject; player: PlayerSubject; now: Date };
  /** Read everyone's predictions. */
  viewAllPredictions: { gameweek: GameweekTiming; now: Date };
  /** "Remind them": email and push the members yet to predict; `remindedAt`, when an admin last did. */
  remindYetToPredict: { gameweek: GameweekSubject; remindedAt: Date | null; now: Date };
  editLeaderboard: object;
  /** Create, list and revoke the group's invite links. */
  manageInvites: object;
  /** A claim link for one member of the group: only a placeholder's. */
  createClaimLink: { target: MemberSubject };
  /**
   * Use an invite link (`join`) or a claim link (`claim`, taking over a placeholder's place) by its `status`;
   * `placeholderPresent`: a claim link's placeholder is still in the group (always true for a join).
   */
  acceptInvite: { group: GroupSubject; kind: 'join' | 'claim'; status: InviteStatus; placeholderPresent: boolean };
  setSeasonEnd: { season: SeasonSubject };
  /** The match adder's fixture lists (the provider's budget is small): for admins of any group. */
  browseFixtures: { adminOfSomeGroup: boolean };
  /** Add a season's bonus question, or delete one. */
  manageBonusQuestions: object;
  /** Change a bonus question: until the first answer. */
  editBonusQuestion: { question: BonusQuestionSubject };
  /** Answer a bonus question, for oneself or (an admin) for a placeholder member. */
  answerBonusQuestion: { question: BonusQuestionSubject; player: PlayerSubject; now: Date };
  /** Read one member's answer to a bonus question. */
  viewBonusAnswer: { question: BonusQuestionSubject; player: PlayerSubject; now: Date };
  /** Say which answers are right (again, to correct a mistake). */
  settleBonusQuestion: { question: BonusQuestionSubject; now: Date };
}
export type Action = keyof PolicySubjects;

/**
 * Why an action is refused. `kind` says what kind of no it is, so the server can answer with the right status:
 * not signed in (401), not a member (403, naming the group), not allowed (403), no such member (404), not now
 * or not like that (400), or it clashes with the current state (409).
 */
export type RefusalKind = 'unauthenticated' | 'not-member' | 'forbidden' | 'not-found' | 'invalid' | 'conflict';
export interface Refusal {
  kind: RefusalKind;
  message: MessageId;
  /** A conflict the user may resolve by confirming: what to confirm (the API's `details.confirm`). */
  confirm?: ConfirmationNeeded;
}
/** What a refused change asks the user to confirm before it is sent again with its confirmation. */
export type ConfirmationNeeded = 'rescore';

const refuse = (kind: RefusalKind, message: MessageId): Refusal => ({ kind, message });

const member = (viewer: Viewer) => !viewer.isMember && refuse('not-member', GROUP_MESSAGES.notMember);
const admin = (viewer: Viewer) => member(viewer) || (!viewer.isAdmin && refuse('forbidden', GROUP_MESSAGES.adminsOnly));
const owner = (viewer: Viewer) => !viewer.isOwner && refuse('forbidden', GROUP_MESSAGES.ownerOnly);
const roomIn = (group: GroupSubject) => group.memberCount >= group.maxMembers && refuse('conflict', GROUP_MESSAGES.groupFull);
/** Lock and unlock: while some match still takes predictions by the clock. */
const closeAhead = (gameweek: GameweekSubject, now: Date) =>
  !beforeClose(gameweek, now) && refuse('invalid', GAMEWEEK_MESSAGES.deadlinePassed);
const closed = (gameweek: GameweekTiming, now: Date) => gameweekPhase(gameweek, now).phase !== 'open';
/** An admin acting on another member: never themselves, never the owner, and only someone in the group. */
const otherMember = (viewer: Viewer, target: MemberSubject) =>
  admin(viewer) ||
  (target?.userId === viewer.userId && refuse('forbidden', POLICY_MESSAGES.changeSelf)) ||
  (target !== null && target.isOwner && refuse('forbidden', POLICY_MESSAGES.changeOwner)) ||
  (target === null && refuse('not-found', POLICY_MESSAGES.notAMember));
/** Own predictions, or an admin's for a placeholder member: the ones a viewer sees while they are open. */
export const ownOrPlaceholder = (viewer: Viewer, player: PlayerSubject) =>
  player.userId === viewer.userId || (viewer.isAdmin && player.isPlaceholder);

/**
 * Whether a gameweek is one whose matches take predictions while it is open: the group's active gameweek, or any
 * gameweek the competition autopilot created (the next matchdays exist ahead of time so players can predict early).
 */
export const takesPredictions = (gameweek: Pick<GameweekSubject, 'isActive' | 'matchday'>) =>
  gameweek.isActive || gameweek.matchday !== null;

/** Statuses in which a match may be made void before its kick-off time has passed. */
const VOIDABLE_STATUSES: ReadonlySet<string> = new Set(['POSTPONED', 'SUSPENDED', 'CANCELLED']);

type Rules = { [A in Action]: (viewer: Viewer, subject: PolicySubjects[A]) => Refusal | null | false };

const rules: Rules = {
  // A public group's page and member list are open to any signed-in user; a private one's to members only.
  viewGroup: (viewer, { group }) => !group.isPublic && member(viewer),
  viewMembers: (viewer, { group }) => !group.isPublic && member(viewer),
  viewLeaderboards: (viewer) => member(viewer),
  viewGameweeks: (viewer) => member(viewer),
  joinGroup: (viewer, { group, pinMatches }) =>
    (viewer.isMember && refuse('conflict', GROUP_MESSAGES.alreadyMember)) ||
    (!pinMatches && refuse('invalid', GROUP_MESSAGES.incorrectPin)) ||
    roomIn(group),
  leaveGroup: (viewer) => member(viewer) || (viewer.isOwner && refuse('forbidden', GROUP_MESSAGES.ownerCannotLeave)),
  updateGroup: (viewer) => owner(viewer),
  changePredictionsClose: (viewer, { gameweekRunning }) =>
    owner(viewer) || (gameweekRunning && refuse('conflict', GROUP_MESSAGES.predictionsCloseWhileRunning)),
  changeScoring: (viewer, { marked, confirmed }) =>
    owner(viewer) || (marked && !confirmed && { ...refuse('conflict', GROUP_MESSAGES.rescoreConfirm), confirm: 'rescore' }),
  deleteGroup: (viewer) => owner(viewer),
  addPlaceholder: (viewer, { group }) => admin(viewer) || roomIn(group),
  removeMember: (viewer, { target }) => otherMember(viewer, target),
  toggleAdmin: (viewer, { target }) =>
    otherMember(viewer, target) || (target !== null && target.isPlaceholder && refuse('invalid', POLICY_MESSAGES.placeholderAdmin)),
  createGameweek: (viewer, { season, now }) =>
    admin(viewer) || ((!season || !seasonIsActive(season, now)) && refuse('invalid', GAMEWEEK_MESSAGES.noActiveSeason)),
  editGameweek: (viewer, { gameweek, now }) =>
    admin(viewer) ||
    ((!takesPredictions(gameweek) || gameweek.isLocked || !beforeDeadline(gameweek, now)) &&
      refuse('invalid', POLICY_MESSAGES.matchesLocked)),
  lockGameweek: (viewer, { gameweek, now }) =>
    admin(viewer) || closeAhead(gameweek, now) || (gameweek.isLocked && refuse('invalid', POLICY_MESSAGES.alreadyLocked)),
  unlockGameweek: (viewer, { gameweek, now }) =>
    admin(viewer) ||
    closeAhead(gameweek, now) ||
    // With kick-off locks, not once a match has kicked off: the lock showed every prediction, so reopening the
    // matches still to come would let members copy them.
    (gameweek.closesAtKickOff && !beforeDeadline(gameweek, now) && refuse('invalid', GAMEWEEK_MESSAGES.deadlinePassed)) ||
    (!gameweek.isLocked && refuse('invalid', POLICY_MESSAGES.alreadyUnlocked)) ||
    (gameweek.hasResults && refuse('invalid', GAMEWEEK_MESSAGES.resultsIn)),
  deleteGameweek: (viewer) => admin(viewer),
  // Not only the active gameweek: an earlier one's custom matches may finish after the next one was created.
  enterFinalScores: (viewer, { gameweek }) => admin(viewer) || (!gameweek.isLocked && refuse('invalid', POLICY_MESSAGES.scoresNeedLock)),
  enterMatchScore: (viewer, { gameweek, match, now }) =>
    rules.enterFinalScores(viewer, { gameweek }) ||
    (match.apiMatchId !== null && refuse('invalid', POLICY_MESSAGES.realScoresAutomatic)) ||
    (match.isVoided && refuse('invalid', POLICY_MESSAGES.voidNoScore)) ||
    (!hasKickedOff(match, now) && refuse('invalid', POLICY_MESSAGES.notKickedOff)),
  voidMatch: (viewer, { match, now }) =>
    admin(viewer) ||
    (match.isVoided && refuse('conflict', POLICY_MESSAGES.alreadyVoided)) ||
    (hasResult(match) && refuse('invalid', POLICY_MESSAGES.voidHasResult)) ||
    (isBeingPlayed(match, now) && refuse('invalid', POLICY_MESSAGES.voidInPlay)) ||
    (!VOIDABLE_STATUSES.has(match.status ?? '') && !hasKickedOff(match, now) && refuse('invalid', POLICY_MESSAGES.voidNotStarted)),
  followCompetition: (viewer) => owner(viewer),
  predict: (viewer, { gameweek, player, now }) =>
    member(viewer) ||
    (!ownOrPlaceholder(viewer, player) && refuse('forbidden', PREDICTION_MESSAGES.placeholderMembersOnly)) ||
    (closed(gameweek, now) && refuse('invalid', PREDICTION_MESSAGES.closed)) ||
    (!takesPredictions(gameweek) && refuse('invalid', PREDICTION_MESSAGES.notActive)),
  // Nobody sees another player's predictions before the gameweek closes (with kick-off locks, before the
  // match kicks off: the service shows only those of matches `predictionsShown`), except an admin a placeholder's.
  viewPredictions: (viewer, { gameweek, player, now }) =>
    member(viewer) ||
    (!ownOrPlaceholder(viewer, player) && !predictionsRevealed(gameweek, now) && refuse('forbidden', PREDICTION_MESSAGES.notLockedYet)),
  viewAllPredictions: (viewer, { gameweek, now }) =>
    member(viewer) || (!predictionsRevealed(gameweek, now) && refuse('forbidden', PREDICTION_MESSAGES.notLockedYet)),
  remindYetToPredict: (viewer, { gameweek, remindedAt, now }) =>
    admin(viewer) ||
    ((!gameweek.isActive || closed(gameweek, now)) && refuse('invalid', NOTIFICATION_MESSAGES.remindClosed)) ||
    (remindedAt !== null &&
      now.getTime() - remindedAt.getTime() < REMIND_COOLDOWN_MS &&
      refuse('conflict', NOTIFICATION_MESSAGES.remindedRecently)),
  editLeaderboard: (viewer) => admin(viewer),
  manageInvites: (viewer) => admin(viewer),
  createClaimLink: (viewer, { target }) =>
    admin(viewer) ||
    (target === null && refuse('not-found', POLICY_MESSAGES.notAMember)) ||
    (target !== null && !target.isPlaceholder && refuse('invalid', INVITE_MESSAGES.notPlaceholder)),
  // No PIN: the link is the invitation. A claim takes over the placeholder's place, so it adds nobody to count.
  acceptInvite: (viewer, { group, kind, status, placeholderPresent }) =>
    (viewer.isMember && refuse('conflict', GROUP_MESSAGES.alreadyMember)) ||
    (status !== 'valid' && refuse('conflict', inviteStatusMessage(status, kind))) ||
    (!placeholderPresent && refuse('conflict', INVITE_MESSAGES.placeholderGone)) ||
    roomIn(kind === 'claim' ? { ...group, memberCount: group.memberCount - 1 } : group),
  setSeasonEnd: (viewer, { season }) =>
    member(viewer) ||
    (season.adminId !== viewer.userId && refuse('forbidden', SEASON_MESSAGES.seasonAdminOnly)) ||
    (season.endDate !== null && refuse('conflict', SEASON_MESSAGES.endAlreadySet)),
  browseFixtures: (_viewer, { adminOfSomeGroup }) => !adminOfSomeGroup && refuse('forbidden', GROUP_MESSAGES.adminsOnly),
  manageBonusQuestions: (viewer) => admin(viewer),
  // Kicktipp's rule: once someone answered, changing the question would change what they answered.
  editBonusQuestion: (viewer, { question }) =>
    admin(viewer) ||
    (question.isSettled && refuse('conflict', BONUS_MESSAGES.alreadySettled)) ||
    (question.hasAnswers && refuse('conflict', BONUS_MESSAGES.editAfterAnswer)),
  answerBonusQuestion: (viewer, { question, player, now }) =>
    member(viewer) ||
    (!ownOrPlaceholder(viewer, player) && refuse('forbidden', BONUS_MESSAGES.placeholderOnly)) ||
    (question.isSettled && refuse('invalid', BONUS_MESSAGES.alreadySettled)) ||
    (!bonusAnswersOpen(question, now) && refuse('invalid', BONUS_MESSAGES.answersClosed)),
  // As predictions: one's own (and an admin a placeholder's) any time, everyone's once the deadline has passed.
  viewBonusAnswer: (viewer, { question, player, now }) =>
    member(viewer) ||
    (!ownOrPlaceholder(viewer, player) && bonusAnswersOpen(question, now) && refuse('forbidden', BONUS_MESSAGES.answersHidden)),
  settleBonusQuestion: (viewer, { question, now }) =>
    admin(viewer) || (bonusAnswersOpen(question, now) && refuse('invalid', BONUS_MESSAGES.settleBeforeDeadline)),
};

/** Why `viewer` may not do `action` to `subject` now, or null when they may. */
export function check<A extends Action>(viewer: Viewer, action: A, subject: PolicySubjects[A]): Refusal | null {
  if (viewer.userId === null) return refuse('unauthenticated', PREDICTION_MESSAGES.notAuthenticated);
  return rules[action](viewer, subject) || null;
}

/** Whether `viewer` may do `action` to `subject` now. */
export function can<A extends Action>(viewer: Viewer, action: A, subject: PolicySubjects[A]): boolean {
  return check(viewer, action, subject) === null;
}

export const ACTIONS = Object.keys(rules) as Action[];

/**
 * Where an invite link stands at `now`: revoked (by an admin, or because whoever made it is no longer an admin of
 * the group: a removed or demoted admin's links die with their rights), past its expiry, used as often as
 * allowed, or valid.
 */
export function inviteStatus(
  invite: { revokedAt: Date | null; issuerIsAdmin: boolean; expiresAt: Date | null; maxUses: number | null; uses: number },
  now: Date,
): InviteStatus {
  if (invite.revokedAt !== null || !invite.issuerIsAdmin) return 'revoked';
  if (invite.expiresAt !== null && invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (invite.maxUses !== null && invite.uses >= invite.maxUses) return 'used-up';
  return 'valid';
}

/** A season is active until its end date has passed (the end date itself is still in it), by the UTC date of `now`. */
export function seasonIsActive(season: { isActive: boolean; endDate: string | null }, now: Date): boolean {
  return season.isActive && (season.endDate === null || season.endDate >= now.toISOString().slice(0, 10));
}

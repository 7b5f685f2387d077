import { hasResult } from './phase.js';
import {
  type GameweekSubject,
  type GroupSubject,
  type MatchSubject,
  type MemberSubject,
  type SeasonSubject,
  type Viewer,
  can,
} from './rules.js';
import type { MatchStatus } from '../football.js';
import type { GameweekViewer, GroupViewer, MemberViewer, SeasonViewer } from './viewer-schemas.js';

/**
 * The policy's answers as the `viewer` flags of each payload. Every flag is `can(...)` of the very rule the
 * endpoint enforces, so a flag says "yes" exactly when the request would succeed.
 */

export function groupViewer(
  viewer: Viewer,
  group: GroupSubject & { gameweekRunning: boolean },
  season: SeasonSubject | null,
  now: Date,
): GroupViewer {
  return {
    isMember: viewer.isMember,
    isAdmin: viewer.isAdmin,
    isOwner: viewer.isOwner,
    canJoin: can(viewer, 'joinGroup', { group, pinMatches: true }),
    canLeave: can(viewer, 'leaveGroup', {}),
    canUpdate: can(viewer, 'updateGroup', {}),
    canDelete: can(viewer, 'deleteGroup', {}),
    canViewMembers: can(viewer, 'viewMembers', { group }),
    canViewLeaderboards: can(viewer, 'viewLeaderboards', {}),
    canAddPlaceholder: can(viewer, 'addPlaceholder', { group }),
    canCreateGameweek: can(viewer, 'createGameweek', { season, now }),
    canChangePredictionsClose: can(viewer, 'changePredictionsClose', { gameweekRunning: group.gameweekRunning }),
    canFollowCompetition: can(viewer, 'followCompetition', {}),
    canManageInvites: can(viewer, 'manageInvites', {}),
    canEditLeaderboard: can(viewer, 'editLeaderboard', {}),
  };
}

/** A gameweek's state as the rules need it: `hasResults` and `isFinished` from its matches. */
export function gameweekSubject(
  gameweek: Omit<GameweekSubject, 'hasResults'>,
  matches: Array<Pick<MatchSubject, 'finalHomeScore' | 'finalAwayScore'>>,
): GameweekSubject {
  return { ...gameweek, hasResults: matches.some(hasResult) };
}

export function gameweekViewer(
  viewer: Viewer,
  gameweek: GameweekSubject,
  matches: Array<MatchSubject & { id: string; status: MatchStatus | null; isVoided: boolean }>,
  now: Date,
): GameweekViewer {
  const subject = { gameweek, now };
  const placeholder = { userId: '', isPlaceholder: true };
  return {
    isAdmin: viewer.isAdmin,
    canLock: can(viewer, 'lockGameweek', subject),
    canUnlock: can(viewer, 'unlockGameweek', subject),
    canDelete: can(viewer, 'deleteGameweek', {}),
    canEditMatches: can(viewer, 'editGameweek', subject),
    canEnterScores: can(viewer, 'enterFinalScores', { gameweek }),
    scoreableMatchIds: matches.filter((match) => can(viewer, 'enterMatchScore', { gameweek, match, now })).map((match) => match.id),
    voidableMatchIds: matches.filter((match) => can(viewer, 'voidMatch', { match, now })).map((match) => match.id),
    canPredict: viewer.userId !== null && can(viewer, 'predict', { ...subject, player: { userId: viewer.userId, isPlaceholder: false } }),
    canPredictForPlaceholders: can(viewer, 'predict', { ...subject, player: placeholder }),
    canViewAllPredictions: can(viewer, 'viewAllPredictions', subject),
  };
}

export function seasonViewer(viewer: Viewer, season: SeasonSubject, now: Date): SeasonViewer {
  return {
    isSeasonAdmin: viewer.userId !== null && season.adminId === viewer.userId,
    isAdmin: viewer.isAdmin,
    canSetEndDate: can(viewer, 'setSeasonEnd', { season }),
    canCreateGameweek: can(viewer, 'createGameweek', { season, now }),
  };
}

/** `activeGameweek`: the group's active gameweek, if any, for the member menu's "Predict". */
export function memberViewer(
  viewer: Viewer,
  target: NonNullable<MemberSubject>,
  activeGameweek: (GameweekSubject & { id: string }) | null,
  now: Date,
): MemberViewer {
  const player = { userId: target.userId, isPlaceholder: target.isPlaceholder };
  const mayPredict = activeGameweek !== null && target.isPlaceholder && can(viewer, 'predict', { gameweek: activeGameweek, player, now });
  return {
    canToggleAdmin: can(viewer, 'toggleAdmin', { target }),
    canRemove: can(viewer, 'removeMember', { target }),
    canCreateClaimLink: can(viewer, 'createClaimLink', { target }),
    predictGameweekId: mayPredict ? activeGameweek.id : null,
  };
}

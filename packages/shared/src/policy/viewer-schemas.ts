import { z } from 'zod';

/**
 * The shapes of the `viewer` flags and phases the server sends with groups, gameweeks, seasons, members and
 * matches. They carry the policy's answers (flags.ts builds them), so the web renders what the viewer may do
 * instead of working it out. Kept apart from the rules so the payload schemas can import them without a cycle.
 */

export const phaseSchema = z.enum(['open', 'closed', 'finished']);
export const closedBySchema = z.enum(['lock', 'deadline', 'kickoff']).nullable();

export const groupViewerSchema = z.object({
  isMember: z.boolean(),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  canJoin: z.boolean(),
  canLeave: z.boolean(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
  canViewMembers: z.boolean(),
  canViewLeaderboards: z.boolean(),
  canAddPlaceholder: z.boolean(),
  canCreateGameweek: z.boolean(),
  /** The owner may change "Predictions close" now: no gameweek is running. */
  canChangePredictionsClose: z.boolean(),
  /** The owner may choose a competition to follow (the autopilot then makes its matchdays gameweeks). */
  canFollowCompetition: z.boolean(),
  /** Create, see and revoke invite links. */
  canManageInvites: z.boolean(),
  canEditLeaderboard: z.boolean(),
});
export type GroupViewer = z.infer<typeof groupViewerSchema>;

export const gameweekViewerSchema = z.object({
  isAdmin: z.boolean(),
  canLock: z.boolean(),
  canUnlock: z.boolean(),
  canDelete: z.boolean(),
  canEditMatches: z.boolean(),
  canEnterScores: z.boolean(),
  /** Matches whose final score the viewer may enter now. */
  scoreableMatchIds: z.array(z.string()),
  /** Matches the viewer may make void now (postponed, or kicked off without a result). */
  voidableMatchIds: z.array(z.string()),
  /** The viewer may save their own predictions now. */
  canPredict: z.boolean(),
  /** The viewer may save a placeholder member's predictions now. */
  canPredictForPlaceholders: z.boolean(),
  canViewAllPredictions: z.boolean(),
});
export type GameweekViewer = z.infer<typeof gameweekViewerSchema>;

export const seasonViewerSchema = z.object({
  isSeasonAdmin: z.boolean(),
  isAdmin: z.boolean(),
  canSetEndDate: z.boolean(),
  canCreateGameweek: z.boolean(),
});
export type SeasonViewer = z.infer<typeof seasonViewerSchema>;

/** What the viewer may do to one member of the list (the member menu shows exactly these). */
export const memberViewerSchema = z.object({
  canToggleAdmin: z.boolean(),
  canRemove: z.boolean(),
  /** A claim link for this (placeholder) member. */
  canCreateClaimLink: z.boolean(),
  /** The active gameweek whose predictions the viewer may make for this (placeholder) member, if any. */
  predictGameweekId: z.string().nullable(),
});
export type MemberViewer = z.infer<typeof memberViewerSchema>;

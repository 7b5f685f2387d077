import { z } from 'zod';
import { SINGLE_LINE, TEXT_MESSAGES } from './text.js';
import { gameweekMatchSchema, gameweekSummarySchema } from './gameweeks.js';
import { closedBySchema, phaseSchema } from './policy/viewer-schemas.js';
import { NOT_SAVED_REASONS } from './policy/also-save.js';

export const OUTCOMES = ['exact', 'difference', 'result', 'wrong'] as const;

/** A player as the game screens show them: name and badge colour. */
export const playerSchema = z.object({ id: z.string(), username: z.string(), bgColour: z.string(), isPlaceholder: z.boolean() });
export type Player = z.infer<typeof playerSchema>;

/** A prediction as stored: the score, and its marks once the match has its final score. */
export const storedPredictionSchema = z.object({
  matchId: z.string(),
  home: z.number(),
  away: z.number(),
  /** Null until the match has both final scores. */
  outcome: z.enum(OUTCOMES).nullable(),
  points: z.number().nullable(),
  isLocked: z.boolean(),
  /** The player's joker of the gameweek (doubles its points); shown to others exactly when the prediction is. */
  isJoker: z.boolean(),
});
export type StoredPrediction = z.infer<typeof storedPredictionSchema>;

/** A prediction as the pages show it: as stored, and while its match is in play what it is on for. */
export const predictionSchema = storedPredictionSchema.extend({
  /**
   * While its match is in play (a running score, no final score, not void): the points it would get if the match
   * ended now, by the group's marking (`livePointsOf`). Null otherwise. Provisional: never in `points` or a table.
   */
  livePoints: z.number().nullable(),
});
export type Prediction = z.infer<typeof predictionSchema>;

/** One player's predictions for one gameweek, with the matches they are for. */
export const predictionSheetSchema = z.object({
  gameweek: gameweekSummarySchema.extend({ groupName: z.string() }),
  player: playerSchema,
  matches: z.array(gameweekMatchSchema),
  predictions: z.array(predictionSchema),
  totalPoints: z.number(),
  /** The sum of its predictions' `livePoints` while some of them is on a match in play; null otherwise. */
  livePoints: z.number().nullable(),
  /** The viewer may save this sheet now (active, unlocked, before the deadline, and theirs or a placeholder's). */
  canEdit: z.boolean(),
  /** The matches the viewer may predict on this sheet now (all while it is editable; with kick-off locks, those not kicked off). */
  openMatchIds: z.array(z.string()),
  /** The group plays with jokers and the viewer may save this sheet now: an open match (`openMatchIds`) takes the joker. */
  canUseJoker: z.boolean(),
  /** The joker on this sheet (if any) may still move or come off: its match is still open. */
  canMoveJoker: z.boolean(),
  /** Locked or past the deadline: everyone's predictions are visible. */
  isClosed: z.boolean(),
  /** When predictions next close (the policy's `nextClose`: the deadline, or with kick-off locks the next kick-off); null once none is open. */
  nextClose: z.string().nullable(),
  /**
   * The viewer's own editable sheet: their other groups whose active gameweek holds some of this sheet's real
   * fixtures (the same provider match) open there now, with those matches (this sheet's ids). Empty on any other
   * sheet: nobody learns another player's groups.
   */
  alsoOpenIn: z.array(z.object({ groupId: z.string(), groupName: z.string(), matchIds: z.array(z.string()) })),
  /** The player's remembered "Also save in my other groups" (their own sheet; false on anyone else's). */
  alsoSaveInOtherGroups: z.boolean(),
});
export type PredictionSheet = z.infer<typeof predictionSheetSchema>;

/** A save copied into one of the player's other groups (`alsoInMyOtherGroups`). */
export const otherGroupSaveSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  gameweekId: z.string(),
  /** This sheet's matches saved there too. */
  savedMatchIds: z.array(z.string()),
  /** What was left unchanged there and why (`copyRefusal`), as the player reads it ("Not saved in Sunday League: the deadline has passed"). */
  notSaved: z.object({ reason: z.enum(NOT_SAVED_REASONS), matchIds: z.array(z.string()), message: z.string() }).nullable(),
});
export type OtherGroupSave = z.infer<typeof otherGroupSaveSchema>;

/**
 * A save's answer: the sheet as stored, and (kick-off locks) the matches of the save that had already kicked
 * off, whose predictions were left as they were.
 */
export const savedSheetSchema = predictionSheetSchema.extend({
  notSaved: z.array(z.object({ matchId: z.string(), homeTeam: z.string(), awayTeam: z.string() })),
  /** With `alsoInMyOtherGroups`: each other group holding some of the save's real fixtures, saved there or not. */
  otherGroups: z.array(otherGroupSaveSchema),
});
export type SavedSheet = z.infer<typeof savedSheetSchema>;

/**
 * Who still has to predict in a gameweek: the members (placeholders too, whom admins predict for) missing a
 * prediction on a match that is still open. Names only, never scores. Empty once nothing is open.
 */
export const yetToPredictSchema = z.object({
  /** Some match of the gameweek still takes predictions. */
  isOpen: z.boolean(),
  players: z.array(playerSchema),
  /** The viewer (an admin) may press "Remind them" now: someone real is yet to predict, and not in the last hour. */
  canRemind: z.boolean(),
  /** When an admin last pressed it (admins only; null otherwise). */
  remindedAt: z.string().nullable(),
});
export type YetToPredict = z.infer<typeof yetToPredictSchema>;

/** The /predictions page: each joined group with its active gameweek's sheet for the viewer. */
export const myPredictionsSchema = z.object({
  groups: z.array(
    z.object({
      group: z.object({ id: z.string(), name: z.string(), iconUrl: z.string().nullable() }),
      sheet: predictionSheetSchema.nullable(),
    }),
  ),
});
export type MyPredictions = z.infer<typeof myPredictionsSchema>;

/** A page of everyone's predictions in a locked gameweek (25 players, then 5 at a time). */
export const gameweekPredictionsPageSchema = z.object({
  matches: z.array(gameweekMatchSchema),
  total: z.number(),
  /** Best first by settled plus live points (`totalPoints + livePoints`), then by name. */
  players: z.array(
    z.object({
      player: playerSchema,
      totalPoints: z.number(),
      /** What their predictions on the gameweek's matches in play would add if they ended now; null when none is. */
      livePoints: z.number().nullable(),
      predictions: z.array(predictionSchema),
    }),
  ),
});
export type GameweekPredictionsPage = z.infer<typeof gameweekPredictionsPageSchema>;

export const gameweekPredictionsQuerySchema = z.object({
  search: z.string().trim().max(40).regex(SINGLE_LINE, TEXT_MESSAGES.controlCharacters.search).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const matchPredictionSchema = z.object({
  player: playerSchema,
  home: z.number(),
  away: z.number(),
  /** Marked once the match has its final score; while it is played, how it stands at the running score. */
  outcome: z.enum(OUTCOMES).nullable(),
  points: z.number().nullable(),
  /** Their joker of the gameweek (shown with the prediction, never before). */
  isJoker: z.boolean(),
  /**
   * The outcome and points are what the prediction is on for at the running score (`markPrediction` with the
   * group's scoring), not yet earned: they move with each goal until the final score marks it.
   */
  provisional: z.boolean(),
});
export type MatchPrediction = z.infer<typeof matchPredictionSchema>;

/** A predicted score and how many predicted it. */
export const scoreCountSchema = z.object({ home: z.number(), away: z.number(), count: z.number() });
export type ScoreCount = z.infer<typeof scoreCountSchema>;

export const matchSummarySchema = z.object({
  total: z.number(),
  /** Null until the match is finished. */
  exactCount: z.number().nullable(),
  correctResultPercent: z.number().nullable(),
  mostPopular: scoreCountSchema.nullable(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

/** How the group predicted a match: the shares (whole percents summing to 100) of each result, the commonest scores. */
export const matchDistributionSchema = z.object({
  homeWin: z.number(),
  draw: z.number(),
  awayWin: z.number(),
  /** At most five, most predicted first (ties: the lower home, then the lower away score). */
  topScores: z.array(scoreCountSchema),
});
export type MatchDistribution = z.infer<typeof matchDistributionSchema>;

/** /match/{id}: the match, and once the gameweek is closed everyone's predictions on it. */
export const matchDetailSchema = z.object({
  match: gameweekMatchSchema.extend({
    gameweekId: z.string(),
    groupId: z.string(),
    groupName: z.string(),
    weekNumber: z.number(),
    /** By the server's clock: `finished` once both final scores are in. */
    phase: phaseSchema,
    closedBy: closedBySchema,
    /** Its gameweek closes each match at its kick-off (kick-off locks): everyone's predictions on it show from then. */
    closesAtKickOff: z.boolean(),
  }),
  /** Everyone's predictions are shown (the gameweek is no longer open). */
  isClosed: z.boolean(),
  /** Most points first (earned, or while in play on for), then by name; before the reveal the viewer's own only. */
  predictions: z.array(matchPredictionSchema),
  summary: matchSummarySchema,
  /** Null before the reveal and when nobody predicted. */
  distribution: matchDistributionSchema.nullable(),
  /** Once revealed, the members (placeholders too) without a prediction on the match, by name; empty before. */
  withoutPrediction: z.array(playerSchema),
});
export type MatchDetail = z.infer<typeof matchDetailSchema>;

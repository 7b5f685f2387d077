import {
  type GameweekPredictionsPage,
  type MatchDetail,
  type MyPredictions,
  type OtherGroupSave,
  PREDICTION_MESSAGES,
  type PredictionSettings,
  type PredictionSheet,
  type SavePredictions,
  type SavedSheet,
  type ScoringRules,
  type StoredPrediction,
  type GameweekTiming,
  type GameweekSubject,
  type Viewer,
  type YetToPredict,
  can,
  matchPhase,
  nextClose,
  openMatches,
  takesPredictions,
  ownOrPlaceholder,
  predictionsShown,
  summarisePredictions,
  markPrediction,
  predictionDistribution,
  runningScore,
  scoringRulesOf,
  liveTotal,
  withLivePoints,
  withPhase,
  isCountedJoker,
  jokerFlags,
  jokerRefusal,
  GROUP_MESSAGES,
  entityNotFoundMessage,
} from '@scoreline/shared';
import type { Database, Executor } from '../../db/client.js';
import { enforce, refusalError } from '../../lib/enforce.js';
import type { Metrics } from '../../lib/metrics.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GameweeksRepo } from '../gameweeks/gameweeks.repo.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupAccess, GroupAccessService } from '../access/group-access.service.js';
import { LIVE_CHANNEL, liveEventPayload, publishLive } from '../live/live-events.js';
import type { GameweeksService } from '../gameweeks/gameweeks.service.js';
import type { GroupScope, Memberships, OtherGroupScope } from '../../lib/group-scope.js';
import type { SessionUser } from '../../auth/session.js';
import type { PredictionsRepo } from './predictions.repo.js';
import { type Copy, NO_OFFER, type OtherWeek, offerOf, otherGroupSave, planCopies, sortByGroupName } from './also-save.js';

type Gameweek = NonNullable<Awaited<ReturnType<GameweeksRepo['find']>>>;
type Offer = Pick<PredictionSheet, 'alsoOpenIn' | 'alsoSaveInOtherGroups'>;
type Row = { matchId: string; home: number; away: number };
/** The group's rules a sheet needs: its scoring (live points) and whether it plays with jokers. */
type SheetRules = ScoringRules & { jokersEnabled: boolean };

/** Most points first (none last), keeping the given order (by name) among equals: Array.sort is stable. */
const byPoints = <P extends { points: number | null }>(predictions: P[]): P[] =>
  [...predictions].sort((a, b) => (b.points ?? Number.MIN_SAFE_INTEGER) - (a.points ?? Number.MIN_SAFE_INTEGER));

/** A copy into another group found a locked prediction there: its transaction is rolled back, the group named. */
class CopyLocked extends Error {}

const playerOf = (user: SessionUser) => ({
  id: user.id,
  username: user.username,
  bgColour: user.bgColour,
  isPlaceholder: user.isPlaceholder,
});

/**
 * Predictions and who may see them. The rule that matters most (the policy's `viewPredictions`): before a
 * gameweek closes nobody is sent another player's prediction, except an admin a placeholder member's.
 */
export function createPredictionsService(deps: {
  db: Database;
  predictionsRepo: PredictionsRepo;
  gameweeksRepo: GameweeksRepo;
  groupsRepo: GroupsRepo;
  groupAccess: Pick<GroupAccessService, 'access' | 'accessIn' | 'lockedViewer'>;
  /** The gameweek of a scoped route from memory (see GroupScope). */
  gameweeks: Pick<GameweeksService, 'loadIn'>;
  clock: () => Date;
  /** Counts every prediction row written (each path below, once its write has committed). */
  metrics: Pick<Metrics, 'predictionsSaved'>;
}) {
  const { db, predictionsRepo: repo, gameweeksRepo, groupsRepo, groupAccess, gameweeks, clock } = deps;
  const countSaved = (rows: number) => {
    if (rows > 0) deps.metrics.predictionsSaved.inc(rows);
  };

  // Predictions never need `hasResults` (only unlocking does).
  const subjectOf = (gameweek: Gameweek) => ({ ...gameweek, hasResults: false });

  async function memberGameweek(viewerId: string, gameweekId: string) {
    const gameweek = await gameweeksRepo.find(db, gameweekId);
    if (!gameweek) throw new NotFoundError(entityNotFoundMessage('gameweek'));
    const access = await groupAccess.access(db, gameweek.groupId, viewerId);
    enforce(access.viewer, 'viewGameweeks', {});
    return { gameweek, access };
  }

  /** The player, who must be in the gameweek's group. */
  async function playerIn(groupId: string, playerId: string) {
    const [player, membership] = await Promise.all([repo.player(db, playerId), groupsRepo.membership(db, groupId, playerId)]);
    if (!player || !membership) throw new NotFoundError(GROUP_MESSAGES.playerNotMember);
    return player;
  }

  /**
   * The sheet from parts already at hand (the gameweek and matches of the version, the player's predictions, the
   * group's scoring for what the predictions on matches in play are on for).
   */
  function sheetOf(
    gameweek: Gameweek,
    matches: PredictionSheet['matches'],
    player: PredictionSheet['player'],
    stored: StoredPrediction[],
    viewer: Viewer,
    rules: SheetRules,
    offer: Offer = NO_OFFER,
  ): PredictionSheet {
    const now = clock();
    const subject = { gameweek: subjectOf(gameweek), player: { userId: player.id, isPlaceholder: player.isPlaceholder }, now };
    const predictions = withLivePoints(stored, matches, rules);
    const jokerId = stored.find((prediction) => prediction.isJoker)?.matchId;
    const current = matches.find((match) => match.id === jokerId) ?? null;
    return {
      gameweek: withPhase(gameweek, now),
      player,
      matches,
      predictions,
      totalPoints: predictions.reduce((sum, prediction) => sum + (prediction.points ?? 0), 0),
      livePoints: liveTotal(predictions),
      canEdit: can(viewer, 'predict', subject),
      openMatchIds: openIdsOf(gameweek, matches, player, viewer),
      ...jokerFlags(viewer, { ...subject, jokersEnabled: rules.jokersEnabled, current }),
      isClosed: can(viewer, 'viewAllPredictions', subject),
      nextClose: nextClose(subject.gameweek, matches, now),
      ...offer,
    };
  }

  /** The matches the viewer may predict on this player's sheet now (none unless the sheet is editable). */
  function openIdsOf(gameweek: Gameweek, matches: PredictionSheet['matches'], player: PredictionSheet['player'], viewer: Viewer) {
    const now = clock();
    const subject = { gameweek: subjectOf(gameweek), player: { userId: player.id, isPlaceholder: player.isPlaceholder }, now };
    return can(viewer, 'predict', subject) ? openMatches(subject.gameweek, matches, now).map((match) => match.id) : [];
  }

  /**
   * The player's other groups sharing a fixture with this gameweek (the session read them with their versions),
   * each with its active gameweek from memory. One deleted since the session read it is left out.
   */
  async function loadOthers(otherGroups: readonly OtherGroupScope[] | null | undefined, userId: string): Promise<OtherWeek[]> {
    if (!otherGroups || otherGroups.length === 0) return [];
    const loaded = await Promise.all(
      otherGroups.map(async ({ scope, gameweekId }): Promise<OtherWeek | null> => {
        try {
          const { gameweek, matches, subject, access } = await gameweeks.loadIn(scope, gameweekId, userId);
          return { scope, groupId: gameweek.groupId, groupName: gameweek.groupName, gameweekId, subject, matches, access };
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      }),
    );
    return loaded.filter((week): week is OtherWeek => week !== null);
  }

  /**
   * The score card's offer on the player's own sheet (see `offerOf`; `openMatchIds`, the sheet's, worked out only
   * when there is another group), with their remembered choice.
   */
  function ownOffer(
    user: SessionUser,
    others: readonly OtherWeek[],
    matches: PredictionSheet['matches'],
    openMatchIds: () => string[],
  ): Offer {
    const alsoOpenIn = others.length > 0 ? offerOf(others, matches, openMatchIds(), clock()) : [];
    return { alsoOpenIn, alsoSaveInOtherGroups: user.alsoSaveInOtherGroups };
  }

  /**
   * A save's copy into one other group on the full path: one transaction of its own (after the sheet's own save
   * has committed, so no transaction ever waits for a second connection), the gameweek row share-locked and the
   * membership held as the sheet's own save does, the copy judged again by the policy on what it read there.
   */
  async function copyInto(copy: Copy, matches: PredictionSheet['matches'], origin: string | undefined): Promise<OtherGroupSave> {
    const { other } = copy;
    const all = [...copy.rows.map((row) => row.sourceMatchId), ...(copy.refused?.matchIds ?? [])];
    if (copy.rows.length === 0) return otherGroupSave(copy, { saved: [], refused: copy.refused }, matches);
    const sources: Row[] = copy.rows.map(({ sourceMatchId, home, away }) => ({ matchId: sourceMatchId, home, away }));
    const outcome = await db
      .transaction(async (tx) => {
        const current = await repo.gameweekForSave(tx, other.gameweekId);
        if (!current || current.groupId !== other.groupId) return { saved: [], refused: { reason: 'closed' as const, matchIds: all } };
        const viewer = await groupAccess.lockedViewer(tx, other.access);
        const theirs = await gameweeksRepo.matchesOf(tx, other.gameweekId);
        const [plan] = planCopies(
          [{ ...other, subject: { ...current.gameweek }, matches: theirs, access: { ...other.access, viewer } }],
          matches,
          sources,
          clock(),
        );
        if (!plan) return { saved: [], refused: { reason: 'closed' as const, matchIds: all } };
        if (plan.rows.length > 0) {
          const { saved } = await repo.upsert(tx, { groupId: other.groupId, userId: viewer.userId ?? '', rows: plan.rows, adminId: null });
          if (saved < plan.rows.length) throw new CopyLocked();
          await publishLive(tx, [other.groupId], 'predictions', origin);
        }
        const refusedNow = [...(copy.refused?.matchIds ?? []), ...(plan.refused?.matchIds ?? [])];
        const reason = plan.refused?.reason ?? copy.refused?.reason;
        return { saved: plan.rows.map((row) => row.sourceMatchId), refused: reason ? { reason, matchIds: refusedNow } : null };
      })
      .catch((error: unknown) => {
        if (error instanceof CopyLocked) return { saved: [], refused: { reason: 'lock' as const, matchIds: all } };
        throw error;
      });
    countSaved(outcome.saved.length);
    return otherGroupSave(copy, outcome, matches);
  }

  async function buildSheet(gameweek: Gameweek, player: PredictionSheet['player'], access: GroupAccess): Promise<PredictionSheet> {
    const [matches, predictions] = await Promise.all([gameweeksRepo.matchesOf(db, gameweek.id), repo.ofPlayer(db, gameweek.id, player.id)]);
    const seesAll = ownOrPlaceholder(access.viewer, { userId: player.id, isPlaceholder: player.isPlaceholder });
    const shown = seesAll ? predictions : shownOnly(gameweek, matches, predictions);
    return sheetOf(gameweek, matches, player, shown, access.viewer, scoringRulesOf(access.group));
  }

  /** Another player's predictions as the viewer may see them now: on matches that take none any more. */
  function shownOnly<P extends { matchId: string }>(gameweek: Gameweek, matches: PredictionSheet['matches'], predictions: P[]): P[] {
    const now = clock();
    const shown = new Set(matches.filter((match) => predictionsShown(subjectOf(gameweek), match, now)).map((match) => match.id));
    return predictions.filter((prediction) => shown.has(prediction.matchId));
  }

  async function sheet(viewerId: string, gameweekId: string, playerId: string): Promise<PredictionSheet> {
    const { gameweek, access } = await memberGameweek(viewerId, gameweekId);
    const player = await playerIn(gameweek.groupId, playerId);
    enforce(access.viewer, 'viewPredictions', {
      gameweek: subjectOf(gameweek),
      player: { userId: player.id, isPlaceholder: player.isPlaceholder },
      now: clock(),
    });
    return buildSheet(gameweek, player, access);
  }

  /**
   * The part of a save that may be written now (the open matches: with kick-off locks, those not kicked off)
   * and the matches it names that have closed, which keep what they had.
   */
  function openPartOf(gameweek: GameweekTiming, matches: PredictionSheet['matches'], input: SavePredictions) {
    const open = new Set(openMatches(gameweek, matches, clock()).map((match) => match.id));
    const named = new Set(input.predictions.map((prediction) => prediction.matchId));
    return {
      rows: input.predictions.filter((prediction) => open.has(prediction.matchId)),
      notSaved: matches
        .filter((match) => named.has(match.id) && !open.has(match.id))
        .map(({ id, homeTeam, awayTeam }) => ({ matchId: id, homeTeam, awayTeam })),
    };
  }

  /** The rows of a save that hold a score, and the matches it leaves without a prediction (both sides empty). */
  function scoredAndBlank(rows: SavePredictions['predictions']) {
    const scored: Array<{ matchId: string; home: number; away: number }> = [];
    const blank: string[] = [];
    for (const row of rows) {
      if (row.home === null) blank.push(row.matchId);
      else scored.push(row);
    }
    return { scored, blank };
  }

  /** In the order of the sheet's matches (by kick-off), as `ofPlayer` reads them. */
  const inMatchOrder = (matches: PredictionSheet['matches'], predictions: StoredPrediction[]) => {
    const order = new Map(matches.map((match, index) => [match.id, index]));
    return predictions.sort((a, b) => (order.get(a.matchId) ?? 0) - (order.get(b.matchId) ?? 0));
  };

  /**
   * The full path of a save with its copies: the sheet's own save (`save`, its own transaction), then each other
   * group's copy in a transaction of its own, one after the other.
   */
  async function saveThenCopy(
    userId: string,
    gameweekId: string,
    input: SavePredictions,
    origin: string | undefined,
    offer: Offer,
    copies: Copy[],
    matches: PredictionSheet['matches'],
  ): Promise<SavedSheet> {
    const saved = await service.save(userId, gameweekId, userId, input, origin, offer);
    const otherGroups: OtherGroupSave[] = [];
    for (const copy of copies) otherGroups.push(await copyInto(copy, matches, origin));
    return { ...saved, otherGroups: sortByGroupName(otherGroups) };
  }

  /**
   * Puts the player's joker where the save says (`to`; null takes it off), judged by the policy on their
   * predictions as the save left them, under the joker's lock. Answers whether it moved.
   */
  async function placeJoker(
    tx: Executor,
    save: {
      groupId: string;
      gameweekId: string;
      gameweek: GameweekSubject;
      matches: PredictionSheet['matches'];
      viewer: Viewer;
      player: { userId: string; isPlaceholder: boolean };
      to: string | null;
    },
    access: GroupAccess,
  ): Promise<boolean> {
    const theirs = await repo.ofPlayer(tx, save.gameweekId, save.player.userId);
    const from = theirs.find((prediction) => prediction.isJoker)?.matchId ?? null;
    const matchOf = (id: string | null) => save.matches.find((match) => match.id === id) ?? null;
    const to = matchOf(save.to);
    const refusal = jokerRefusal(save.viewer, {
      gameweek: save.gameweek,
      player: save.player,
      now: clock(),
      jokersEnabled: access.group.jokersEnabled,
      current: matchOf(from),
      target: to && { ...to, predicted: theirs.some((prediction) => prediction.matchId === to.id) },
    });
    if (refusal) throw refusalError(refusal, save.groupId);
    if (from === save.to) return false;
    await repo.setJoker(tx, { gameweekId: save.gameweekId, userId: save.player.userId, matchId: save.to });
    return true;
  }

  const service = {
    sheet,

    /**
     * The caller's own sheet on a route whose session query read their predictions in this gameweek (scope
     * `gameweek`, or `group-page` for the active one): the gameweek from memory, the predictions from the session.
     */
    async ownSheetIn(scope: GroupScope, gameweekId: string, user: SessionUser): Promise<PredictionSheet> {
      const { gameweek, matches, access } = await gameweeks.loadIn(scope, gameweekId, user.id);
      // Predictions of another gameweek, or none read, is a route mistake: never answer a wrong sheet.
      if (scope.ownPredictions?.gameweekId !== gameweekId)
        throw new Error(`ownSheetIn: the route's session query did not read the caller's predictions in gameweek ${gameweekId}`);
      const player = playerOf(user);
      const others = await loadOthers(scope.otherGroups, user.id);
      const offer = ownOffer(user, others, matches, () => openIdsOf(gameweek, matches, player, access.viewer));
      const own = inMatchOrder(matches, scope.ownPredictions.predictions);
      return sheetOf(gameweek, matches, player, own, access.viewer, scoringRulesOf(access.group), offer);
    },

    /** Who still has to predict in a gameweek (members only see it; names, never scores). */
    async yetToPredictIn(scope: GroupScope, gameweekId: string, userId: string): Promise<YetToPredict> {
      const { gameweek, matches, subject, access } = await gameweeks.loadIn(scope, gameweekId, userId);
      const now = clock();
      // A gameweek no longer active takes no predictions, whatever its clock says.
      const open = takesPredictions(gameweek) ? openMatches(subjectOf(gameweek), matches, now) : [];
      const [players, remindedAt] = await Promise.all([
        repo.missingOn(
          db,
          gameweek.groupId,
          open.map((match) => match.id),
        ),
        // Only an admin may remind, so only an admin's answer needs to know when it was last done.
        access.viewer.isAdmin && open.length > 0 ? repo.remindedAt(db, gameweekId) : null,
      ]);
      const canRemind =
        access.viewer.isAdmin &&
        open.length > 0 &&
        players.some((player) => !player.isPlaceholder) &&
        can(access.viewer, 'remindYetToPredict', { gameweek: subject, remindedAt, now });
      return { isOpen: open.length > 0, players, canRemind, remindedAt: remindedAt?.toISOString() ?? null };
    },

    /**
     * A player's own save on a gameweek-scoped route, in one statement: the policy is asked against the gameweek
     * of the group's version (from memory), and the statement writes only if the group is still at that version,
     * share-locking it, so a lock or the deadline sweep cannot slip in between. Anything else (a placeholder's
     * save, a version that moved meanwhile, a save that leaves a match without a prediction) takes the full path
     * of \`save\`, which gives the same answers.
     *
     * With `alsoInMyOtherGroups`, each scored real fixture is also saved in the player's other groups holding it
     * (the session read them with their versions; their gameweeks come from memory), where that group's rules
     * take it now (`planCopies`); the rest is named in `otherGroups`. Still one statement for every group
     * (`saveOwnInGroups`); a group whose version moved meanwhile is copied on its own full path after.
     */
    async saveIn(
      scope: GroupScope,
      gameweekId: string,
      user: SessionUser,
      playerId: string,
      input: SavePredictions,
      origin?: string,
    ): Promise<SavedSheet> {
      if (playerId !== user.id || scope.version === null || scope.groupId === null)
        return service.save(user.id, gameweekId, playerId, input, origin);
      const { gameweek, matches, access } = await gameweeks.loadIn(scope, gameweekId, user.id);
      const player = playerOf(user);
      enforce(access.viewer, 'predict', {
        gameweek: subjectOf(gameweek),
        player: { userId: user.id, isPlaceholder: user.isPlaceholder },
        now: clock(),
      });
      const matchIds = new Set(matches.map((match) => match.id));
      if (input.predictions.some((prediction) => !matchIds.has(prediction.matchId)))
        throw new ValidationError(PREDICTION_MESSAGES.matchNotInGameweek);
      const { rows, notSaved } = openPartOf(subjectOf(gameweek), matches, input);
      const { scored, blank } = scoredAndBlank(rows);
      const others = await loadOthers(scope.otherGroups, user.id);
      const offer = ownOffer(user, others, matches, () => openIdsOf(gameweek, matches, player, access.viewer));
      const copies = input.alsoInMyOtherGroups ? planCopies(others, matches, scored, clock()) : [];
      // Nothing to write, a prediction to remove (rare) or the joker to place (under its lock): the full path.
      if (scored.length === 0 || blank.length > 0 || input.jokerMatchId !== undefined)
        return saveThenCopy(user.id, gameweekId, input, origin, offer, copies, matches);
      const written = copies.filter((copy) => copy.rows.length > 0 && copy.other.scope.version !== null);
      if (written.length === 0) {
        const result = await repo.saveOwnAtVersion(db, {
          groupId: scope.groupId,
          version: scope.version,
          gameweekId,
          userId: user.id,
          rows: scored,
          notify: { channel: LIVE_CHANNEL, payload: liveEventPayload([scope.groupId], 'predictions', origin) },
        });
        if (!result.held) return saveThenCopy(user.id, gameweekId, input, origin, offer, copies, matches);
        if (result.locked > 0) throw new ValidationError(PREDICTION_MESSAGES.locked);
        countSaved(scored.length);
        const otherGroups: OtherGroupSave[] = [];
        for (const copy of copies) otherGroups.push(await copyInto(copy, matches, origin));
        const saved = sheetOf(
          gameweek,
          matches,
          player,
          inMatchOrder(matches, result.predictions),
          access.viewer,
          scoringRulesOf(access.group),
          offer,
        );
        return { ...saved, notSaved, otherGroups: sortByGroupName(otherGroups) };
      }
      const groupOf = (groupId: string, version: number) => ({
        groupId,
        version,
        payload: liveEventPayload([groupId], 'predictions', origin),
      });
      const statementRows = [
        ...scored.map((row) => ({ groupId: scope.groupId ?? '', ...row })),
        ...written.flatMap((copy) => copy.rows.map(({ matchId, home, away }) => ({ groupId: copy.other.groupId, matchId, home, away }))),
      ];
      const result = await repo.saveOwnInGroups(db, {
        groupId: scope.groupId,
        gameweekId,
        userId: user.id,
        groups: [
          groupOf(scope.groupId, scope.version),
          ...written.map((copy) => groupOf(copy.other.groupId, copy.other.scope.version ?? 0)),
        ],
        rows: statementRows,
        channel: LIVE_CHANNEL,
      });
      if (!result.held.has(scope.groupId)) return saveThenCopy(user.id, gameweekId, input, origin, offer, copies, matches);
      if (result.locked.has(scope.groupId)) throw new ValidationError(PREDICTION_MESSAGES.locked);
      countSaved(statementRows.filter((row) => result.held.has(row.groupId) && !result.locked.has(row.groupId)).length);
      const otherGroups: OtherGroupSave[] = [];
      // Groups that moved meanwhile are copied one after the other on their own full path (each its own transaction).
      for (const copy of copies) {
        const id = copy.other.groupId;
        const sources = copy.rows.map((row) => row.sourceMatchId);
        if (copy.rows.length > 0 && result.locked.has(id))
          otherGroups.push(
            otherGroupSave(
              copy,
              { saved: [], refused: { reason: 'lock', matchIds: [...sources, ...(copy.refused?.matchIds ?? [])] } },
              matches,
            ),
          );
        else if (copy.rows.length === 0 || result.held.has(id))
          otherGroups.push(otherGroupSave(copy, { saved: sources, refused: copy.refused }, matches));
        else otherGroups.push(await copyInto(copy, matches, origin));
      }
      const saved = sheetOf(
        gameweek,
        matches,
        player,
        inMatchOrder(matches, result.predictions),
        access.viewer,
        scoringRulesOf(access.group),
        offer,
      );
      return { ...saved, notSaved, otherGroups: sortByGroupName(otherGroups) };
    },

    /**
     * Saves a gameweek's predictions for the viewer, or for a placeholder member when the viewer is an admin
     * (recorded as made by that admin). A match with both sides empty gets no prediction: nothing is written, and
     * a prediction saved on it before is removed. All or nothing, checked by the server's clock under a share lock
     * on the gameweek, so a lock or deadline cannot slip between the check and the write.
     */
    /**
     * `origin`: the tab that saved (see liveOrigin), whose own live stream is not told of the save. `offer`: the
     * player's own sheet's offer (`saveIn` worked it out), for the answer.
     */
    async save(
      viewerId: string,
      gameweekId: string,
      playerId: string,
      input: SavePredictions,
      origin?: string,
      offer: Offer = NO_OFFER,
    ): Promise<SavedSheet> {
      const { gameweek, access } = await memberGameweek(viewerId, gameweekId);
      const player = await playerIn(gameweek.groupId, playerId);
      const own = playerId === viewerId;
      const target = { userId: player.id, isPlaceholder: player.isPlaceholder };
      enforce(access.viewer, 'predict', { gameweek: subjectOf(gameweek), player: target, now: clock() });
      // Copies are the player's own: an admin's save for a placeholder stays in its group.
      if (!own && input.alsoInMyOtherGroups) throw new ValidationError(PREDICTION_MESSAGES.alsoSaveOwnOnly);

      const { notSaved, written } = await db.transaction(async (tx) => {
        const current = await repo.gameweekForSave(tx, gameweekId);
        if (!current) throw new NotFoundError(entityNotFoundMessage('gameweek'));
        // The joker's lock first, before any share lock on the same membership row (see `holdJoker`).
        if (input.jokerMatchId !== undefined && !(await repo.holdJoker(tx, current.groupId, playerId)))
          throw new NotFoundError(GROUP_MESSAGES.playerNotMember);
        const lockedViewer = await groupAccess.lockedViewer(tx, access);
        enforce(lockedViewer, 'predict', { gameweek: current.gameweek, player: target, now: clock() });
        // Still a member now, and kept so until the save commits (a removal waits for it).
        if (!(await repo.holdMembership(tx, current.groupId, playerId))) throw new NotFoundError(GROUP_MESSAGES.playerNotMember);
        const matches = await gameweeksRepo.matchesOf(tx, gameweekId);
        const matchIds = new Set(matches.map((match) => match.id));
        if (
          input.predictions.some((prediction) => !matchIds.has(prediction.matchId)) ||
          (input.jokerMatchId && !matchIds.has(input.jokerMatchId))
        )
          throw new ValidationError(PREDICTION_MESSAGES.matchNotInGameweek);
        const { rows, notSaved } = openPartOf(current.gameweek, matches, input);
        const { scored, blank } = scoredAndBlank(rows);
        if (scored.length > 0) {
          const { saved } = await repo.upsert(tx, {
            groupId: current.groupId,
            userId: playerId,
            rows: scored,
            adminId: own ? null : viewerId,
          });
          if (saved < scored.length) throw new ValidationError(PREDICTION_MESSAGES.locked);
        }
        const { removed, locked } =
          blank.length > 0 ? await repo.remove(tx, { userId: playerId, matchIds: blank }) : { removed: 0, locked: 0 };
        if (locked > 0) throw new ValidationError(PREDICTION_MESSAGES.locked);
        const jokerMoved =
          input.jokerMatchId !== undefined &&
          (await placeJoker(tx, { ...current, gameweekId, matches, viewer: lockedViewer, player: target, to: input.jokerMatchId }, access));
        if (scored.length > 0 || removed > 0 || jokerMoved) await publishLive(tx, [current.groupId], 'predictions', origin);
        return { notSaved, written: scored.length };
      });
      countSaved(written);
      return { ...(await sheet(viewerId, gameweekId, playerId)), ...(own ? offer : NO_OFFER), notSaved, otherGroups: [] };
    },

    /** The player's remembered "Also save in my other groups" (the score card's checkbox). */
    async setSettings(userId: string, settings: PredictionSettings): Promise<PredictionSettings> {
      return { alsoSaveInOtherGroups: await repo.setAlsoSaveInOtherGroups(db, userId, settings.alsoSaveInOtherGroups) };
    },

    /** Everyone's predictions in a closed gameweek, a page of players at a time. */
    async gameweekPage(
      viewerId: string,
      gameweekId: string,
      query: { search?: string; offset: number; limit: number },
    ): Promise<GameweekPredictionsPage> {
      const { gameweek, access } = await memberGameweek(viewerId, gameweekId);
      enforce(access.viewer, 'viewAllPredictions', { gameweek, now: clock() });
      const [matches, page] = await Promise.all([gameweeksRepo.matchesOf(db, gameweekId), repo.playersPage(db, gameweekId, query)]);
      const predictions = await repo.ofPlayers(
        db,
        gameweekId,
        page.players.map((entry) => entry.player.id),
      );
      return {
        matches,
        total: page.total,
        // With kick-off locks, only the matches under way so far (the viewer's own and placeholders' for admins: all).
        players: page.players.map((entry) => {
          const theirs = predictions.get(entry.player.id) ?? [];
          const seesAll = ownOrPlaceholder(access.viewer, { userId: entry.player.id, isPlaceholder: entry.player.isPlaceholder });
          return {
            ...entry,
            predictions: withLivePoints(seesAll ? theirs : shownOnly(gameweek, matches, theirs), matches, scoringRulesOf(access.group)),
          };
        }),
      };
    },

    /**
     * A match with everyone's predictions once they show (see `predictionsShown`), most points first, each marked
     * or, while the match is played, on for what the running score would give (`markPrediction` with the group's
     * scoring: the one marking), with the figures, the results' shares and the commonest scores, and who has no
     * prediction; before that, the viewer's own prediction only, and no figures.
     */
    async match(viewerId: string, matchId: string): Promise<MatchDetail> {
      const found = await repo.findMatch(db, matchId);
      if (!found) throw new NotFoundError(entityNotFoundMessage('match'));
      const { gameweek, access } = await memberGameweek(viewerId, found.gameweek_id);
      const match = (await gameweeksRepo.matchesOf(db, gameweek.id)).find((candidate) => candidate.id === matchId);
      if (!match) throw new NotFoundError(entityNotFoundMessage('match'));
      const now = clock();
      // With kick-off locks, a match's predictions show from its kick-off; otherwise once the gameweek closes.
      const closed = can(access.viewer, 'viewAllPredictions', { gameweek, now }) && predictionsShown(gameweek, match, now);
      const [stored, withoutPrediction] = await Promise.all([
        repo.ofMatch(db, matchId, closed ? null : viewerId),
        closed ? repo.missingOn(db, gameweek.groupId, [matchId]) : [],
      ]);
      const running = runningScore(match);
      const rules = scoringRulesOf(access.group);
      // The badge only where the group plays with jokers (see `withLivePoints`).
      const counted = stored.map((prediction) => ({ ...prediction, isJoker: isCountedJoker(prediction, rules) }));
      const predictions = byPoints(
        running
          ? counted.map((prediction) => ({ ...prediction, ...markPrediction(prediction, running, rules), provisional: true }))
          : counted,
      );
      const final =
        match.finalHomeScore !== null && match.finalAwayScore !== null ? { home: match.finalHomeScore, away: match.finalAwayScore } : null;
      const summary = closed
        ? summarisePredictions(predictions, final)
        : { total: predictions.length, exactCount: null, correctResultPercent: null, mostPopular: null };
      return {
        match: {
          ...match,
          gameweekId: gameweek.id,
          groupId: gameweek.groupId,
          groupName: gameweek.groupName,
          weekNumber: gameweek.weekNumber,
          ...matchPhase(gameweek, match, now),
          closesAtKickOff: gameweek.closesAtKickOff,
        },
        isClosed: closed,
        predictions,
        summary,
        distribution: closed ? predictionDistribution(predictions) : null,
        withoutPrediction,
      };
    },

    /**
     * The /predictions page in one request: each joined group with its active gameweek's sheet for the viewer.
     * The route's session query brought the groups' versions and the viewer's predictions on those gameweeks;
     * groups and gameweeks come from memory per group version.
     */
    async mine(user: SessionUser, { groups: memberships, activePredictions: predictions }: Memberships): Promise<MyPredictions> {
      const [accesses, weeks] = await Promise.all([
        Promise.all(memberships.map(({ scope }) => groupAccess.accessIn(scope, user.id))),
        Promise.all(
          memberships.map(({ scope, activeGameweekId }) =>
            activeGameweekId ? gameweeks.loadIn(scope, activeGameweekId, user.id).catch(() => null) : null,
          ),
        ),
      ]);
      const player = playerOf(user);
      // A member of every group listed; admin rights play no part in one's own sheet.
      const viewer: Viewer = { userId: user.id, isMember: true, isAdmin: false, isOwner: false };
      // Every group's active gameweek, for the offers: each sheet's other groups are the rest of them.
      const loaded: OtherWeek[] = weeks.flatMap((week, index) =>
        week
          ? [
              {
                scope: memberships[index]!.scope,
                groupId: week.gameweek.groupId,
                groupName: week.gameweek.groupName,
                gameweekId: week.gameweek.id,
                subject: week.subject,
                matches: week.matches,
                access: week.access,
              },
            ]
          : [],
      );
      return {
        groups: accesses.map(({ group }, index) => {
          const week = weeks[index];
          if (!week) return { group: { id: group.id, name: group.name, iconUrl: group.iconUrl }, sheet: null };
          const inWeek = new Set(week.matches.map((match) => match.id));
          const own = inMatchOrder(
            week.matches,
            predictions.filter((p) => inWeek.has(p.matchId)),
          );
          const others = loaded.filter((other) => other.groupId !== week.gameweek.groupId);
          const offer = ownOffer(user, others, week.matches, () => openIdsOf(week.gameweek, week.matches, player, viewer));
          return {
            group: { id: group.id, name: group.name, iconUrl: group.iconUrl },
            sheet: sheetOf(week.gameweek, week.matches, player, own, viewer, scoringRulesOf(week.access.group), offer),
          };
        }),
      };
    },
  };
  return service;
}

export type PredictionsService = ReturnType<typeof createPredictionsService>;

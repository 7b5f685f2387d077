import type { createGroupSchema } from '@scoreline/shared';
import {
  GROUP_MESSAGES,
  type GroupDetail,
  type GroupList,
  createGroupError,
  groupFieldsError,
  groupViewer,
  scoringValues,
  seasonIsActive,
  type updateGroupSchema,
  type Refusal,
  can,
  check,
  viewerOf,
  entityNotFoundMessage,
  message,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { enforce, refusalError } from '../../lib/enforce.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { GroupScope } from '../../lib/group-scope.js';
import { ICON_CONTENT_TYPE, type ProcessedIcon, groupIconKey, groupIconKeyOfUrl, groupIconUrl } from './group-icon.js';
import type { GroupsRepo } from './groups.repo.js';
import type { GroupAccess, GroupAccessService } from '../access/group-access.service.js';
import { createPinGuard } from './pin-guard.js';
import { houseRulesDiffer, nextHouseRules, remarkGroup } from './house-rules.js';
import type { StandingsService } from '../standings/standings.service.js';

type CreateGroup = z.output<typeof createGroupSchema>;
type UpdateGroup = z.output<typeof updateGroupSchema>;

const PUBLIC_GROUPS_SHOWN = 100;

/** Server "today" for "not in the past": a day of slack, since the viewer's date may lag UTC's. */
function earliestAllowedDay(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function createGroupsService(deps: {
  db: Database;
  groupsRepo: GroupsRepo;
  standings: Pick<StandingsService, 'lockGroups' | 'recomputeStandings' | 'rescoreGroup'>;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  /** The server's clock: whether the season is still active. */
  clock: () => Date;
  groupAccess: Pick<GroupAccessService, 'access' | 'accessIn'>;
}) {
  const { db, groupsRepo: repo, standings, storage, logger, clock, groupAccess } = deps;
  const { access, accessIn } = groupAccess;
  const pinGuard = createPinGuard(db);

  async function detail(executor: Executor, groupId: string, userId: string): Promise<GroupDetail> {
    return detailOf(executor, await access(executor, groupId, userId));
  }

  /** The group as the API answers it to the viewer of `access`; reads its active season. */
  async function detailOf(executor: Executor, { group, viewer }: GroupAccess): Promise<GroupDetail> {
    // A non-member of a private group sees the join prompt only: name, icon, description, size.
    const insider = can(viewer, 'viewGroup', { group });
    const found = group.activeSeasonId ? await repo.findSeason(executor, group.activeSeasonId) : null;
    const now = clock();
    const season = insider && found ? { ...found, isActive: seasonIsActive(found, now) } : null;
    return {
      id: group.id,
      name: group.name,
      description: group.description,
      iconUrl: group.iconUrl,
      memberCount: group.memberCount,
      maxMembers: group.maxMembers,
      isPublic: group.isPublic,
      createdAt: group.createdAt.toISOString(),
      scoringSystem: group.scoringSystem,
      exactScorePoints: group.exactScorePoints,
      correctResultPoints: group.correctResultPoints,
      incorrectPoints: group.incorrectPoints,
      goalDifferencePoints: group.goalDifferencePoints,
      jokersEnabled: group.jokersEnabled,
      predictionsClose: group.predictionsClose,
      owner: insider ? { id: group.ownerId, username: group.ownerUsername } : null,
      activeSeason: season && {
        id: season.id,
        name: season.name,
        isActive: season.isActive,
        startDate: season.startDate,
        endDate: season.endDate,
      },
      viewer: groupViewer(viewer, group, found, now),
    };
  }

  /** Stores a processed icon; the previous one (if any) is removed once the new URL is saved. */
  async function storeIcon(groupId: string, icon: ProcessedIcon): Promise<string> {
    const key = groupIconKey(groupId, icon.hash);
    await storage.put(key, icon.body, ICON_CONTENT_TYPE);
    return key;
  }

  async function ownerAccess(userId: string, groupId: string, action: 'updateGroup' | 'deleteGroup'): Promise<GroupAccess> {
    const found = await access(db, groupId, userId);
    enforce(found.viewer, action, {});
    return found;
  }

  return {
    ownerAccess,

    async list(userId: string): Promise<GroupList> {
      const [yourGroups, publicGroups] = await Promise.all([
        repo.listForUser(db, userId),
        repo.listPublicNotJoined(db, userId, PUBLIC_GROUPS_SHOWN),
      ]);
      return { yourGroups, publicGroups };
    },

    async get(userId: string, groupId: string): Promise<GroupDetail> {
      return detail(db, groupId, userId);
    },

    /** `get` for a group-scoped route: the group's row from memory (see accessIn), its season read. */
    async detailIn(scope: GroupScope, userId: string): Promise<GroupDetail> {
      return detailOf(db, await accessIn(scope, userId));
    },

    /**
     * The spec's creation sequence in one transaction: group, icon, creator as admin member, leaderboard row,
     * season, season leaderboard row, active season. A failure leaves nothing behind, not even the icon file.
     */
    async create(userId: string, input: CreateGroup, icon: ProcessedIcon | null): Promise<GroupDetail> {
      const problem = createGroupError(input, earliestAllowedDay());
      if (problem) throw new ValidationError(problem);
      const scoring = scoringValues(input.scoringSystem, input);
      // The icon is stored before the transaction, so no connection is held while it uploads.
      const groupId = randomUUID();
      const storedKey = icon ? await storeIcon(groupId, icon) : null;
      try {
        return await db.transaction(async (tx) => {
          await repo.insertGroup(tx, {
            id: groupId,
            iconUrl: storedKey ? groupIconUrl(storedKey) : null,
            name: input.name.trim(),
            description: input.description.trim() || null,
            ownerId: userId,
            scoringSystem: input.scoringSystem,
            exactScorePoints: scoring.exactScorePoints!,
            goalDifferencePoints: scoring.goalDifferencePoints,
            correctResultPoints: scoring.correctResultPoints!,
            incorrectPoints: scoring.incorrectPoints!,
            jokersEnabled: input.jokersEnabled,
            isPublic: input.isPublic,
            pin: input.isPublic ? null : input.pin,
            maxMembers: input.maxMembers!,
            predictionsClose: input.predictionsClose,
          });
          const seasonId = await repo.insertSeason(tx, {
            groupId,
            name: input.season.name.trim(),
            adminId: userId,
            startDate: input.season.startDate,
            endDate: input.season.endDate,
          });
          await repo.addMember(tx, { groupId, userId, isAdmin: true, activeSeasonId: seasonId, joinedAt: clock() });
          await repo.update(tx, groupId, { activeSeasonId: seasonId });
          return detail(tx, groupId, userId);
        });
      } catch (error) {
        if (storedKey) await storage.delete(storedKey).catch(() => undefined);
        throw error;
      }
    },

    async update(userId: string, groupId: string, input: UpdateGroup, icon: ProcessedIcon | null): Promise<GroupDetail> {
      const { group, viewer } = await ownerAccess(userId, groupId, 'updateGroup');
      // The PIN never goes to browsers, so the form cannot show it: blank on a group that stays private keeps it.
      const pin = input.isPublic ? null : input.pin?.trim() || (group.isPublic ? null : group.pin);
      const custom = input.scoringSystem === 'custom';
      const scoring = custom
        ? {
            exactScorePoints: input.exactScorePoints ?? null,
            correctResultPoints: input.correctResultPoints ?? null,
            incorrectPoints: input.incorrectPoints ?? null,
            goalDifferencePoints: input.goalDifferencePoints ?? null,
          }
        : undefined;
      const problem = groupFieldsError({ ...input, pin, scoring });
      if (problem) throw new ValidationError(problem);
      const touchesRules = input.scoringSystem !== undefined || input.jokersEnabled !== undefined;
      if (input.maxMembers! < group.memberCount)
        throw new ValidationError(message(GROUP_MESSAGES.maxMembersBelowCount, { count: group.memberCount }));

      // The spec: an icon that fails to upload is logged, and the rest of the update goes ahead.
      let newIconKey: string | null = null;
      if (icon) {
        try {
          newIconKey = await storeIcon(groupId, icon);
        } catch (error) {
          logger.error({ err: error, groupId }, 'group icon upload failed; updating the other fields');
        }
      }
      let replacedIconUrl: string | null = null;
      let pinChanged = false;
      try {
        await db.transaction(async (tx) => {
          // A change of the rules may re-mark the group: the standings lock first (the order every transaction takes).
          if (touchesRules) await standings.lockGroups(tx, [groupId]);
          // Read under the row lock: concurrent edits neither resurrect nor delete each other's icons.
          const locked = await repo.lockForMembershipChange(tx, groupId);
          if (!locked) throw new NotFoundError(entityNotFoundMessage('group'));
          if (input.maxMembers! < locked.member_count)
            throw new ValidationError(message(GROUP_MESSAGES.maxMembersBelowCount, { count: locked.member_count }));
          const lockedPin = input.isPublic ? null : input.pin?.trim() || (locked.is_public ? null : locked.pin);
          if (!input.isPublic && !lockedPin) throw new ValidationError(GROUP_MESSAGES.pinRequired);
          const predictionsClose = input.predictionsClose ?? locked.predictions_close;
          if (predictionsClose !== locked.predictions_close)
            enforce(viewer, 'changePredictionsClose', { gameweekRunning: locked.gameweek_running });
          const current = {
            scoringSystem: locked.scoring_system,
            exactScorePoints: locked.exact_score_points,
            goalDifferencePoints: locked.goal_difference_points,
            correctResultPoints: locked.correct_result_points,
            incorrectPoints: locked.incorrect_points,
            jokersEnabled: locked.jokers_enabled,
          };
          const rules = nextHouseRules(current, input);
          const rulesChanged = houseRulesDiffer(current, rules);
          const marked = rulesChanged && (await repo.hasMarkedPredictions(tx, groupId));
          if (rulesChanged) enforce(viewer, 'changeScoring', { marked, confirmed: input.confirmRescore });
          await repo.update(tx, groupId, {
            ...rules,
            name: input.name.trim(),
            description: input.description.trim() || null,
            isPublic: input.isPublic,
            pin: lockedPin,
            maxMembers: input.maxMembers!,
            predictionsClose,
            ...(newIconKey ? { iconUrl: groupIconUrl(newIconKey) } : {}),
          });
          // Every mark, table and the history follow the new rules, in this transaction.
          if (marked) await remarkGroup(standings, tx, groupId);
          if (newIconKey) replacedIconUrl = locked.icon_url;
          pinChanged = lockedPin !== locked.pin;
        });
      } catch (error) {
        if (newIconKey) await storage.delete(newIconKey).catch(() => undefined);
        throw error;
      }
      const oldKey = groupIconKeyOfUrl(replacedIconUrl);
      if (oldKey) await storage.delete(oldKey).catch(() => undefined);
      if (pinChanged) await pinGuard.pinChanged(groupId);
      return detail(db, groupId, userId);
    },

    async remove(userId: string, groupId: string): Promise<void> {
      const { group } = await ownerAccess(userId, groupId, 'deleteGroup');
      await db.transaction((tx) => repo.delete(tx, groupId));
      const key = groupIconKeyOfUrl(group.iconUrl);
      if (key) await storage.delete(key).catch(() => undefined);
    },

    /**
     * Joins a group. A private group's PIN is compared here, never in a browser, and wrong tries are limited (see
     * pin-guard.ts). The try is counted before the transaction (the limits keep their own short transactions,
     * so a join never waits for a second connection); the group row is locked, so concurrent joins cannot
     * overfill it.
     */
    async join(userId: string, groupId: string, pin: string | undefined, address: string): Promise<GroupDetail> {
      const { group } = await access(db, groupId, userId);
      const pinTry = group.isPublic ? null : await pinGuard.admit(userId, groupId, address);
      let refusal: Refusal | null;
      try {
        refusal = await db.transaction(async (tx) => {
          // The standings lock first (the order every transaction takes them in), then the group row: privacy, PIN
          // and the member count are read under it, so an owner changing the PIN or the limit cannot be slipped past.
          await standings.lockGroups(tx, [groupId]);
          const locked = await repo.lockForMembershipChange(tx, groupId);
          if (!locked) throw new NotFoundError(entityNotFoundMessage('group'));
          // Made private since the first read: this join counted no try, so it starts again.
          if (!locked.is_public && !pinTry) throw new ConflictError(GROUP_MESSAGES.groupChanged);
          const viewer = viewerOf(userId, group, await repo.membership(tx, groupId, userId));
          const subject = {
            group: { isPublic: locked.is_public, memberCount: locked.member_count, maxMembers: locked.max_members },
            pinMatches: locked.is_public || pin === locked.pin,
          };
          const refused = check(viewer, 'joinGroup', subject);
          if (refused) return refused;
          await repo.addMember(tx, { groupId, userId, isAdmin: false, activeSeasonId: locked.active_season_id, joinedAt: clock() });
          // The newcomer's table rows; the history takes them in from the first gameweek they could predict.
          await standings.recomputeStandings(tx, [groupId]);
          return null;
        });
      } catch (error) {
        await pinTry?.cancelled();
        throw error;
      }
      if (refusal) {
        // A wrong PIN counts as a wrong try; any other refusal takes the try back.
        if (refusal.message !== GROUP_MESSAGES.incorrectPin) await pinTry?.cancelled();
        throw refusalError(refusal, groupId);
      }
      await pinTry?.right();
      return detail(db, groupId, userId);
    },

    /** Leaves a group; the member's predictions, scores and rows in it are erased with the membership. */
    async leave(userId: string, groupId: string): Promise<void> {
      const { viewer } = await access(db, groupId, userId);
      enforce(viewer, 'leaveGroup', {});
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [groupId]);
        await repo.removeMember(tx, groupId, userId);
        await standings.recomputeStandings(tx, [groupId]);
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;

import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRow } from '../../db/rows.js';
import { groupMembers, groups, leaderboard, predictionsClose, scoringSystem, seasonLeaderboard, seasons } from '../../db/schema.js';
import { revokeLinksMadeBy } from '../invites/invites.repo.js';

// Raw subqueries name the outer table explicitly: drizzle renders ${groups.id} unqualified there.
const memberCount = sql<number>`(SELECT count(*)::int FROM group_members gm WHERE gm.group_id = "groups"."id")`;

/** The columns a group card shows; never the PIN. */
const cardColumns = {
  id: groups.id,
  name: groups.name,
  iconUrl: groups.iconUrl,
  memberCount,
  maxMembers: groups.maxMembers,
  isPublic: groups.isPublic,
};

const lockedGroupRow = z.strictObject({
  max_members: col.int,
  active_season_id: col.uuid.nullable(),
  is_public: col.boolean,
  pin: col.text.nullable(),
  icon_url: col.text.nullable(),
  predictions_close: col.enum(predictionsClose),
  scoring_system: col.enum(scoringSystem),
  exact_score_points: col.int,
  goal_difference_points: col.int.nullable(),
  correct_result_points: col.int,
  incorrect_points: col.int,
  jokers_enabled: col.boolean,
});
const memberCountRow = z.strictObject({ member_count: col.int, gameweek_running: col.boolean });

export interface Membership {
  membershipId: string;
  isAdmin: boolean;
}

export function createGroupsRepo() {
  return {
    async listForUser(db: Executor, userId: string) {
      return db
        .select(cardColumns)
        .from(groups)
        .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
        .orderBy(groups.name);
    },

    async listPublicNotJoined(db: Executor, userId: string, limit: number) {
      return db
        .select(cardColumns)
        .from(groups)
        .where(
          and(
            eq(groups.isPublic, true),
            sql`NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.group_id = "groups"."id" AND gm.user_id = ${userId})`,
          ),
        )
        .orderBy(sql`${memberCount} DESC`, groups.name)
        .limit(limit);
    },

    /** The group with its owner's name and active season; includes the PIN for server-side checks only. */
    async findById(db: Executor, groupId: string) {
      const [row] = await db
        .select({
          ...cardColumns,
          description: groups.description,
          createdAt: groups.createdAt,
          scoringSystem: groups.scoringSystem,
          exactScorePoints: groups.exactScorePoints,
          correctResultPoints: groups.correctResultPoints,
          incorrectPoints: groups.incorrectPoints,
          goalDifferencePoints: groups.goalDifferencePoints,
          jokersEnabled: groups.jokersEnabled,
          predictionsClose: groups.predictionsClose,
          pin: groups.pin,
          ownerId: groups.ownerId,
          ownerUsername: sql<string>`(SELECT u.username FROM users u WHERE u.id = "groups"."owner_id")`,
          activeSeasonId: groups.activeSeasonId,
          // Whether "Predictions close" may change now (the update itself checks again under the group's lock).
          // A gameweek made by hand running: the autopilot's keep the rule they were made with, and the next ones take the new one.
          gameweekRunning: sql<boolean>`EXISTS (SELECT 1 FROM gameweeks g WHERE g.group_id = "groups"."id" AND g.is_active AND NOT g.is_finished AND g.matchday IS NULL)`,
        })
        .from(groups)
        .where(eq(groups.id, groupId));
      return row ?? null;
    },

    async findSeason(db: Executor, seasonId: string) {
      const [row] = await db
        .select({
          id: seasons.id,
          name: seasons.name,
          adminId: seasons.adminId,
          isActive: seasons.isActive,
          startDate: seasons.startDate,
          endDate: seasons.endDate,
        })
        .from(seasons)
        .where(eq(seasons.id, seasonId));
      return row ?? null;
    },

    async membership(db: Executor, groupId: string, userId: string): Promise<Membership | null> {
      const [row] = await db
        .select({ membershipId: groupMembers.id, isAdmin: groupMembers.isAdmin })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row ?? null;
    },

    /** The membership, share-locked until the transaction ends: a demotion or removal waits for the write. */
    async holdMembership(db: Executor, groupId: string, userId: string): Promise<Membership | null> {
      const [row] = await db
        .select({ membershipId: groupMembers.id, isAdmin: groupMembers.isAdmin })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
        .for('share');
      return row ?? null;
    },

    /**
     * Locks the group row, so membership changes of one group happen one at a time, then counts its members.
     * The count is a separate statement on purpose: under READ COMMITTED it then sees the members added by
     * whoever held the lock before us (a subquery in the locking statement would use the older snapshot).
     */
    async lockForMembershipChange(db: Executor, groupId: string) {
      const group = await queryOptionalRow(db, 'groups.lockForMembershipChange', lockedGroupRow)`
        SELECT max_members, active_season_id, is_public, pin, icon_url, predictions_close, scoring_system, exact_score_points,
               goal_difference_points, correct_result_points, incorrect_points, jokers_enabled
          FROM groups WHERE id = ${groupId} FOR UPDATE`;
      if (!group) return null;
      // Read after the lock, in a statement of their own (see above): what a writer we waited for committed counts.
      const counted = await queryRow(db, 'groups.countMembers', memberCountRow)`
        SELECT (SELECT count(*)::int FROM group_members WHERE group_id = ${groupId}) AS member_count,
                   EXISTS (SELECT 1 FROM gameweeks WHERE group_id = ${groupId} AND is_active AND NOT is_finished AND matchday IS NULL) AS gameweek_running`;
      return { ...group, ...counted };
    },

    /** Whether some prediction of the group carries a mark: a change of its scoring would re-mark it. */
    async hasMarkedPredictions(db: Executor, groupId: string): Promise<boolean> {
      const row = await queryRow(db, 'groups.hasMarkedPredictions', z.strictObject({ marked: col.boolean }))`
        SELECT EXISTS (
          SELECT 1 FROM gameweeks g JOIN matches m ON m.gameweek_id = g.id JOIN predictions p ON p.match_id = m.id
           WHERE g.group_id = ${groupId} AND p.outcome IS NOT NULL) AS marked`;
      return row.marked;
    },

    async insertGroup(db: Executor, values: typeof groups.$inferInsert) {
      const [row] = await db.insert(groups).values(values).returning({ id: groups.id });
      return row!.id;
    },

    async insertSeason(db: Executor, values: typeof seasons.$inferInsert) {
      const [row] = await db.insert(seasons).values(values).returning({ id: seasons.id });
      return row!.id;
    },

    /** Adds a member with their leaderboard rows (all-time and the active season's). */
    /** `joinedAt` is the server clock's: it decides from which gameweek on the member is in the history. */
    async addMember(
      db: Executor,
      member: { groupId: string; userId: string; isAdmin: boolean; activeSeasonId: string | null; joinedAt: Date },
    ) {
      await db
        .insert(groupMembers)
        .values({ groupId: member.groupId, userId: member.userId, isAdmin: member.isAdmin, joinedAt: member.joinedAt });
      await db.insert(leaderboard).values({ groupId: member.groupId, userId: member.userId });
      if (member.activeSeasonId) {
        await db.insert(seasonLeaderboard).values({ groupId: member.groupId, seasonId: member.activeSeasonId, userId: member.userId });
      }
    },

    async update(db: Executor, groupId: string, values: Partial<typeof groups.$inferInsert>) {
      await db.update(groups).set(values).where(eq(groups.id, groupId));
    },

    /** Deletes the group with everything in it, and its placeholder members' user records. */
    async delete(db: Executor, groupId: string) {
      await db.execute(sql`
        DELETE FROM users u WHERE u.is_placeholder
          AND EXISTS (SELECT 1 FROM group_members gm WHERE gm.user_id = u.id AND gm.group_id = ${groupId})
          AND NOT EXISTS (SELECT 1 FROM group_members gm WHERE gm.user_id = u.id AND gm.group_id <> ${groupId})`);
      await db.delete(groups).where(eq(groups.id, groupId));
    },

    /**
     * Removes a membership; the member's rows in the group go with it (ON DELETE CASCADE), and the invite links
     * they made end for good (rejoining and being made an admin again does not bring them back).
     */
    async removeMember(db: Executor, groupId: string, userId: string) {
      await db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      await revokeLinksMadeBy(db, groupId, userId);
    },
  };
}

export type GroupsRepo = ReturnType<typeof createGroupsRepo>;

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryRow } from '../../db/rows.js';
import { groupMembers, groups, users } from '../../db/schema.js';
import { revokeLinksMadeBy } from '../invites/invites.repo.js';

const memberRows = (db: Executor) =>
  db
    .select({
      id: users.id,
      membershipId: groupMembers.id,
      username: users.username,
      bgColour: users.bgColour,
      isAdmin: groupMembers.isAdmin,
      isPlaceholder: users.isPlaceholder,
      isOwner: sql<boolean>`"groups"."owner_id" = "users"."id"`,
      joinedAt: groupMembers.joinedAt,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .innerJoin(groups, eq(groups.id, groupMembers.groupId));

const totalRow = z.strictObject({ total: col.int });

const toMember = <T extends { joinedAt: Date }>(row: T) => ({ ...row, joinedAt: row.joinedAt.toISOString() });

export function createMembersRepo() {
  return {
    /** One page of members: owner first, then admins, then by joining order. */
    async page(db: Executor, groupId: string, offset: number, limit: number) {
      const rows = await memberRows(db)
        .where(eq(groupMembers.groupId, groupId))
        .orderBy(sql`"groups"."owner_id" = "users"."id" DESC`, sql`"group_members"."is_admin" DESC`, groupMembers.joinedAt, groupMembers.id)
        .limit(limit)
        .offset(offset);
      const { total } = await queryRow(db, 'members.page', totalRow)`
        SELECT count(*)::int AS total FROM group_members WHERE group_id = ${groupId}`;
      return { members: rows.map(toMember), total };
    },

    /** One member as the members list shows them. */
    async one(db: Executor, groupId: string, userId: string) {
      const [row] = await memberRows(db).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row ? toMember(row) : null;
    },

    async member(db: Executor, groupId: string, userId: string) {
      const [row] = await db
        .select({ isAdmin: groupMembers.isAdmin, isPlaceholder: users.isPlaceholder })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row ?? null;
    },

    /** Makes a member an admin or not; a demoted admin's invite links end for good (not back on promotion). */
    async setAdmin(db: Executor, groupId: string, userId: string, isAdmin: boolean) {
      await db
        .update(groupMembers)
        .set({ isAdmin })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      if (!isAdmin) await revokeLinksMadeBy(db, groupId, userId);
    },

    /** A placeholder user: never signs in (no account row, an address that cannot receive mail). */
    async insertPlaceholderUser(db: Executor, username: string) {
      const [row] = await db
        .insert(users)
        .values({ username, email: `placeholder-${randomUUID()}@placeholder.invalid`, isPlaceholder: true })
        .returning({ id: users.id });
      return row!.id;
    },

    async deleteUser(db: Executor, userId: string) {
      await db.delete(users).where(and(eq(users.id, userId), eq(users.isPlaceholder, true)));
    },
  };
}

export type MembersRepo = ReturnType<typeof createMembersRepo>;

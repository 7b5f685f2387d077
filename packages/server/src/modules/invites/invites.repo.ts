import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRow, queryRows } from '../../db/rows.js';

const inviteRow = z.strictObject({
  id: col.uuid,
  group_id: col.uuid,
  secret: col.text,
  is_claim: col.boolean,
  placeholder_id: col.uuid.nullable(),
  placeholder_name: col.text.nullable(),
  expires_at: col.timestamptz.nullable(),
  max_uses: col.int.nullable(),
  uses: col.int,
  revoked_at: col.timestamptz.nullable(),
  created_at: col.timestamptz,
  created_by_name: col.text.nullable(),
  issuer_is_admin: col.boolean,
});
export type InviteRow = z.infer<typeof inviteRow>;
const idRow = z.strictObject({ id: col.uuid });
const memberRow = z.strictObject({ is_placeholder: col.boolean });

/**
 * Ends every link a member made in a group (or in every group, `groupId` null), in the transaction that takes
 * their admin rights or their membership away: demoted, leaving, removed, account deleted. Stored, so making them
 * an admin again does not bring the links back. Links already ended keep their moment.
 */
export async function revokeLinksMadeBy(db: Executor, groupId: string | null, userId: string): Promise<void> {
  await db.execute(sql`
    UPDATE group_invites SET revoked_at = now()
    WHERE created_by = ${userId} AND revoked_at IS NULL ${groupId === null ? sql`` : sql`AND group_id = ${groupId}`}`);
}

/**
 * `issuer_is_admin`: whoever made the link is still an admin (or the owner) of the group. Losing that stores the
 * revocation (`revokeLinksMadeBy`); this check stays as a second guard.
 */
const ISSUER_IS_ADMIN = sql`EXISTS (SELECT 1 FROM group_members im JOIN groups ig ON ig.id = im.group_id
  WHERE im.group_id = i.group_id AND im.user_id = i.created_by AND (im.is_admin OR ig.owner_id = im.user_id))`;
const INVITE_COLUMNS = sql`i.id, i.group_id, i.secret, i.is_claim, i.placeholder_id, p.username AS placeholder_name, i.expires_at,
  i.max_uses, i.uses, i.revoked_at, i.created_at, c.username AS created_by_name, ${ISSUER_IS_ADMIN} AS issuer_is_admin`;
const INVITE_JOINS = sql`LEFT JOIN users p ON p.id = i.placeholder_id LEFT JOIN users c ON c.id = i.created_by`;

/** The moments of a row as dates (drizzle hands timestamps over as text). */
export const timesOf = (row: InviteRow) => ({
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  issuerIsAdmin: row.issuer_is_admin,
  expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  maxUses: row.max_uses,
  uses: row.uses,
});

export function createInvitesRepo() {
  return {
    async create(
      db: Executor,
      invite: {
        groupId: string;
        secret: string;
        createdBy: string;
        placeholderId: string | null;
        expiresAt: Date | null;
        maxUses: number | null;
      },
    ): Promise<string> {
      const row = await queryRow(db, 'invites.create', idRow)`
        INSERT INTO group_invites (group_id, secret, created_by, is_claim, placeholder_id, expires_at, max_uses)
        VALUES (${invite.groupId}, ${invite.secret}, ${invite.createdBy}, ${invite.placeholderId !== null}, ${invite.placeholderId},
                ${invite.expiresAt?.toISOString() ?? null}, ${invite.maxUses})
        RETURNING id`;
      return row.id;
    },

    /** The group's links still usable at `now`, newest first. */
    async active(db: Executor, groupId: string, now: Date): Promise<InviteRow[]> {
      return queryRows(db, 'invites.active', inviteRow)`
        SELECT ${INVITE_COLUMNS} FROM group_invites i ${INVITE_JOINS}
        WHERE i.group_id = ${groupId} AND i.revoked_at IS NULL AND NOT (i.is_claim AND i.placeholder_id IS NULL) AND ${ISSUER_IS_ADMIN}
          AND (i.expires_at IS NULL OR i.expires_at > ${now.toISOString()}::timestamptz)
          AND (i.max_uses IS NULL OR i.uses < i.max_uses)
        ORDER BY i.created_at DESC, i.id`;
    },

    async find(db: Executor, inviteId: string, options: { lock?: boolean } = {}): Promise<InviteRow | null> {
      return queryOptionalRow(db, 'invites.find', inviteRow)`
        SELECT ${INVITE_COLUMNS} FROM group_invites i ${INVITE_JOINS} WHERE i.id = ${inviteId}
        ${options.lock ? sql`FOR UPDATE OF i` : sql``}`;
    },

    async revoke(db: Executor, groupId: string, inviteId: string, now: Date): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE group_invites SET revoked_at = coalesce(revoked_at, ${now.toISOString()}::timestamptz)
        WHERE id = ${inviteId} AND group_id = ${groupId}`);
      return (result.rowCount ?? 0) > 0;
    },

    async countUse(db: Executor, inviteId: string): Promise<void> {
      await db.execute(sql`UPDATE group_invites SET uses = uses + 1 WHERE id = ${inviteId}`);
    },

    /** A member of the group as a claim link needs them: whether they are a placeholder. */
    async member(db: Executor, groupId: string, userId: string): Promise<{ is_placeholder: boolean } | null> {
      return queryOptionalRow(db, 'invites.member', memberRow)`
        SELECT u.is_placeholder FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId} AND gm.user_id = ${userId}`;
    },

    /**
     * The claimer becomes the placeholder: a membership with the placeholder's join date, then every row the
     * placeholder had in the group (predictions with their marks, gameweek scores, the all-time and season rows
     * with their adjustments, the history) moves to the claimer, and the placeholder's user record goes.
     */
    async handOver(db: Executor, groupId: string, placeholderId: string, claimerId: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO group_members (group_id, user_id, is_admin, joined_at)
        SELECT group_id, ${claimerId}, false, joined_at FROM group_members WHERE group_id = ${groupId} AND user_id = ${placeholderId}`);
      for (const table of ['predictions', 'scores', 'leaderboard', 'season_leaderboard', 'leaderboard_history', 'bonus_answers'])
        await db.execute(
          sql`UPDATE ${sql.identifier(table)} SET user_id = ${claimerId} WHERE group_id = ${groupId} AND user_id = ${placeholderId}`,
        );
      await db.execute(sql`DELETE FROM users WHERE id = ${placeholderId} AND is_placeholder`);
    },
  };
}

export type InvitesRepo = ReturnType<typeof createInvitesRepo>;

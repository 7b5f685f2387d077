import {
  CLAIM_LINK_DAYS,
  type CreateInviteInput,
  type GroupInvite,
  INVITE_MESSAGES,
  type Invitation,
  type PublicInvitation,
  PIN_ADDRESS_FAILURE_LIMIT,
  PIN_ADDRESS_FAILURE_WINDOW_MINUTES,
  PIN_FAILURE_LIMIT,
  PIN_FAILURE_WINDOW_MINUTES,
  check,
  createInviteSchema,
  inviteStatus,
  viewerOf,
  entityNotFoundMessage,
  message,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { type AttemptCheck, consumeAll, createAttemptLimiter, describeWait } from '../../lib/attempt-limiter.js';
import { enforce, refusalError } from '../../lib/enforce.js';
import { NotFoundError, TooManyRequestsError } from '../../lib/errors.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import type { GroupAccessService } from '../access/group-access.service.js';
import { newLinkSecret, parseLinkToken, sameSecret } from '../../lib/secret-links.js';
import { groupCardOf } from '../groups/group-card.js';
import type { StandingsService } from '../standings/standings.service.js';
import { type InviteRow, type InvitesRepo, timesOf } from './invites.repo.js';

const DAY_MS = 24 * 3_600_000;

export function createInvitesService(deps: {
  db: Database;
  repo: InvitesRepo;
  groupsRepo: GroupsRepo;
  groupAccess: Pick<GroupAccessService, 'access' | 'lockedViewer'>;
  standings: Pick<StandingsService, 'lockGroups' | 'recomputeStandings'>;
  publicUrl: string;
  clock: () => Date;
}) {
  const { db, repo, groupsRepo, groupAccess, standings, clock } = deps;
  // Wrong links are limited as wrong PINs are: per user, and per address (extra accounts buy no guesses).
  const perUser = createAttemptLimiter(db, { scope: 'invite-token', limit: PIN_FAILURE_LIMIT, windowMinutes: PIN_FAILURE_WINDOW_MINUTES });
  const perAddress = createAttemptLimiter(db, {
    scope: 'invite-token-address',
    limit: PIN_ADDRESS_FAILURE_LIMIT,
    windowMinutes: PIN_ADDRESS_FAILURE_WINDOW_MINUTES,
  });

  const toInvite = (row: InviteRow): GroupInvite => ({
    id: row.id,
    url: `${deps.publicUrl}/invite/${row.id}.${row.secret}`,
    kind: row.is_claim ? 'claim' : 'join',
    placeholder: row.placeholder_id ? { id: row.placeholder_id, username: row.placeholder_name ?? '' } : null,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    maxUses: row.max_uses,
    uses: row.uses,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by_name,
  });

  /**
   * The invite a token names, or 404 for any token that names none. Wrong tokens are counted (a burst is refused
   * with 429, per user and per address; a visitor without a session by address alone), but a right one is always
   * honoured: its 256-bit secret cannot be guessed, so a limit that refused it would only let anyone lock everyone
   * behind a shared address (a mobile network, an office) out of their invitations. Compared in constant time.
   */
  async function resolve(userId: string | null, token: string, address: string): Promise<InviteRow> {
    const link = parseLinkToken(token);
    const invite = link ? await repo.find(db, link.id) : null;
    if (link && invite && sameSecret(link.secret, invite.secret)) return invite;
    const checks: AttemptCheck[] =
      userId === null
        ? [[perAddress, address]]
        : [
            [perUser, userId],
            [perAddress, address],
          ];
    const { wait } = await consumeAll(checks);
    if (wait > 0) throw new TooManyRequestsError(message(INVITE_MESSAGES.tooManyTries, { wait: describeWait(wait) }), wait);
    throw new NotFoundError(INVITE_MESSAGES.invalid);
  }

  return {
    async list(userId: string, groupId: string): Promise<GroupInvite[]> {
      enforce((await groupAccess.access(db, groupId, userId)).viewer, 'manageInvites', {});
      return (await repo.active(db, groupId, clock())).map(toInvite);
    },

    /**
     * A new link, checked by the policy with the maker's membership held (`lockedViewer`): an admin being
     * demoted at that moment cannot slip one in.
     */
    async create(userId: string, groupId: string, body: CreateInviteInput): Promise<GroupInvite> {
      const input = createInviteSchema.parse(body);
      const access = await groupAccess.access(db, groupId, userId);
      enforce(access.viewer, 'manageInvites', {});
      const now = clock();
      const claim = Boolean(input.placeholderId);
      const days = claim ? CLAIM_LINK_DAYS : input.expiresInDays;
      const id = await db.transaction(async (tx) => {
        const viewer = await groupAccess.lockedViewer(tx, access);
        enforce(viewer, 'manageInvites', {});
        if (input.placeholderId) {
          const member = await repo.member(tx, groupId, input.placeholderId);
          const target = member && { userId: input.placeholderId, isPlaceholder: member.is_placeholder, isOwner: false };
          enforce(viewer, 'createClaimLink', { target });
        }
        return repo.create(tx, {
          groupId,
          secret: newLinkSecret(),
          createdBy: userId,
          placeholderId: input.placeholderId ?? null,
          expiresAt: days === null ? null : new Date(now.getTime() + days * DAY_MS),
          maxUses: claim ? 1 : input.maxUses,
        });
      });
      return toInvite((await repo.find(db, id))!);
    },

    async revoke(userId: string, groupId: string, inviteId: string): Promise<void> {
      const access = await groupAccess.access(db, groupId, userId);
      enforce(access.viewer, 'manageInvites', {});
      const revoked = await db.transaction(async (tx) => {
        enforce(await groupAccess.lockedViewer(tx, access), 'manageInvites', {});
        return repo.revoke(tx, groupId, inviteId, clock());
      });
      if (!revoked) throw new NotFoundError(INVITE_MESSAGES.invalid);
    },

    /**
     * What anyone holding a link may see before signing in: the group's name, icon, size and privacy, who made
     * the link and where it stands. Picked field by field, never the group's row (its PIN, owner, description).
     */
    async publicPreview(token: string, address: string): Promise<PublicInvitation> {
      const invite = await resolve(null, token, address);
      const group = await groupsRepo.findById(db, invite.group_id);
      if (!group) throw new NotFoundError(INVITE_MESSAGES.invalid);
      return {
        status: inviteStatus(timesOf(invite), clock()),
        kind: invite.is_claim ? 'claim' : 'join',
        group: { name: group.name, iconUrl: group.iconUrl, memberCount: group.memberCount, isPublic: group.isPublic },
        invitedBy: invite.created_by_name,
      };
    },

    /** What the person opening a link sees: the group, where the link stands, and whether they can use it. */
    async preview(userId: string, token: string, address: string): Promise<Invitation> {
      const invite = await resolve(userId, token, address);
      const { group, viewer } = await groupAccess.access(db, invite.group_id, userId);
      const kind = invite.is_claim ? 'claim' : 'join';
      const status = inviteStatus(timesOf(invite), clock());
      const placeholderPresent = !invite.is_claim || invite.placeholder_id !== null;
      const refusal = check(viewer, 'acceptInvite', { group, kind, status, placeholderPresent });
      return {
        status,
        kind,
        group: groupCardOf(group),
        invitedBy: invite.created_by_name,
        placeholder: invite.placeholder_id ? { username: invite.placeholder_name ?? '' } : null,
        viewer: { isMember: viewer.isMember, canAccept: refusal === null, refusal: refusal?.message ?? null },
      };
    },

    /**
     * Uses a link, under the locks a join takes (the standings lock, then the group's row) and the invite's row:
     * two people racing for the last place, or for one claim, cannot both get in. A claim hands the placeholder's
     * place and history to the user in the same transaction; the tables are recomputed and live pages told.
     */
    async accept(userId: string, token: string, address: string): Promise<{ groupId: string; kind: 'join' | 'claim' }> {
      const found = await resolve(userId, token, address);
      const groupId = found.group_id;
      const kind = found.is_claim ? 'claim' : 'join';
      await db.transaction(async (tx) => {
        await standings.lockGroups(tx, [groupId]);
        const locked = await groupsRepo.lockForMembershipChange(tx, groupId);
        if (!locked) throw new NotFoundError(entityNotFoundMessage('group'));
        const invite = await repo.find(tx, found.id, { lock: true });
        if (!invite) throw new NotFoundError(INVITE_MESSAGES.invalid);
        const group = (await groupsRepo.findById(tx, groupId))!;
        const viewer = { ...viewerOf(userId, group, await groupsRepo.membership(tx, groupId, userId)), groupId };
        const subject = { isPublic: locked.is_public, memberCount: locked.member_count, maxMembers: locked.max_members };
        // A claim link's placeholder, read under the lock: still a placeholder member of the group.
        const placeholder = invite.is_claim && invite.placeholder_id ? await repo.member(tx, groupId, invite.placeholder_id) : null;
        const placeholderPresent = !invite.is_claim || placeholder?.is_placeholder === true;
        const status = inviteStatus(timesOf(invite), clock());
        const refused = check(viewer, 'acceptInvite', { group: subject, kind, status, placeholderPresent });
        if (refused) throw refusalError(refused, groupId);
        if (invite.is_claim) {
          await repo.handOver(tx, groupId, invite.placeholder_id!, userId);
        } else {
          await groupsRepo.addMember(tx, { groupId, userId, isAdmin: false, activeSeasonId: locked.active_season_id, joinedAt: clock() });
        }
        await repo.countUse(tx, invite.id);
        await standings.recomputeStandings(tx, [groupId]);
      });
      return { groupId, kind };
    },
  };
}

export type InvitesService = ReturnType<typeof createInvitesService>;

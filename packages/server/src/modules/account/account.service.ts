import {
  ACCOUNT_MESSAGES,
  type AccountExport,
  type Translate,
  SIGN_IN_FAILURE_LIMIT,
  SIGN_IN_FAILURE_WINDOW_MINUTES,
  message,
} from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordChecker } from '../../auth/auth.js';
import type { Database, Executor } from '../../db/client.js';
import { createAttemptLimiter, describeWait } from '../../lib/attempt-limiter.js';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { groupIconKeyOfUrl } from '../groups/group-icon.js';
import type { GroupsRepo } from '../groups/groups.repo.js';
import { publishLive } from '../live/live-events.js';
import type { NotificationsRepo } from '../notifications/notifications.repo.js';
import type { StandingsService } from '../standings/standings.service.js';
import type { AccountRepo } from './account.repo.js';
import { predictionsCsv } from './predictions-csv.js';

export function createAccountService(deps: {
  db: Database;
  repo: AccountRepo;
  groupsRepo: GroupsRepo;
  notificationsRepo: NotificationsRepo;
  standings: Pick<StandingsService, 'lockGroups' | 'recomputeStandings'>;
  storage: FileStorage;
  checkPassword: PasswordChecker;
  logger: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { db, repo, groupsRepo, standings, storage, logger } = deps;
  // Guessing a password through this endpoint (a stolen session) is as limited as through sign-in.
  const passwordTries = createAttemptLimiter(db, {
    scope: 'account-password',
    limit: SIGN_IN_FAILURE_LIMIT,
    windowMinutes: SIGN_IN_FAILURE_WINDOW_MINUTES,
  });

  async function confirmPassword(userId: string, password: string): Promise<void> {
    const wait = await passwordTries.consume(userId);
    if (wait > 0) throw new TooManyRequestsError(message(ACCOUNT_MESSAGES.tooManyPasswordTries, { wait: describeWait(wait) }), wait);
    if (!(await deps.checkPassword(userId, password))) throw new ValidationError(ACCOUNT_MESSAGES.wrongPassword);
  }

  /** Each group the user owns goes to its heir (see `successor`), or is deleted with its data; returns the deleted ones. */
  async function passOnOwnedGroups(tx: Executor, userId: string) {
    const deleted: Array<{ id: string; iconUrl: string | null }> = [];
    for (const group of await repo.lockOwnedGroups(tx, userId)) {
      const heir = await repo.successor(tx, group.id, userId);
      if (heir) await repo.transferGroup(tx, group.id, userId, heir);
      else deleted.push(group);
    }
    // Members with a deleted group open find it gone (the notice goes out on commit).
    await publishLive(
      tx,
      deleted.map((group) => group.id),
      'gameweek',
    );
    for (const group of deleted) await groupsRepo.delete(tx, group.id);
    return deleted;
  }

  return {
    /**
     * Deletes the account after its password is confirmed, in one transaction: each group the user owns passes
     * to its longest-serving admin, else its longest-serving real member, else is deleted with its data; the
     * user's rows go (see the repo), and the tables of the groups they played in are recomputed. Returns the
     * session tokens that ended, so their live streams can be closed.
     */
    async deleteAccount(user: { id: string; email: string }, password: string): Promise<string[]> {
      await confirmPassword(user.id, password);
      const { sessionTokens, deletedIcons } = await db.transaction(async (tx) => {
        // The user's row first: a join, claim or new group of theirs (each points at it) now waits for this
        // transaction, and then finds the user gone (409), instead of slipping in between the reads below.
        await repo.lockUser(tx, user.id);
        // The standings locks of every group the user is in, first (the order every writer takes them in): no
        // member joins, leaves or is marked in them meanwhile. Read again under them, for a join just before.
        const seen = await repo.memberGroupIds(tx, user.id);
        await standings.lockGroups(tx, seen);
        const memberOf = [...new Set([...seen, ...(await repo.memberGroupIds(tx, user.id))])];

        const deletedGroups = await passOnOwnedGroups(tx, user.id);
        await repo.handOverSeasons(tx, user.id);

        const sessionTokens = await repo.sessionTokens(tx, user.id);
        await repo.forgetUnlinkedRows(tx, user.id, user.email);
        await repo.deleteUser(tx, user.id);

        const deletedIds = new Set(deletedGroups.map((group) => group.id));
        const remaining = memberOf.filter((groupId) => !deletedIds.has(groupId));
        if (remaining.length > 0) await standings.recomputeStandings(tx, remaining);
        return { sessionTokens, deletedIcons: deletedGroups.map((group) => groupIconKeyOfUrl(group.iconUrl)) };
      });
      for (const key of deletedIcons) {
        if (key) await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, 'group icon not deleted'));
      }
      return sessionTokens;
    },

    /** Everything stored about the player, their own rows only. */
    async exportData(userId: string): Promise<AccountExport> {
      // One snapshot (REPEATABLE READ): the parts agree with each other even while results come in.
      return db.transaction(
        async (tx) => {
          const account = await repo.account(tx, userId);
          if (!account) throw new UnauthorizedError(); // deleted since the session was read
          const settings = await deps.notificationsRepo.settingsOf(tx, userId);
          return {
            exportedAt: deps.clock().toISOString(),
            account,
            signInMethods: await repo.signInMethods(tx, userId),
            sessions: await repo.sessions(tx, userId),
            memberships: await repo.memberships(tx, userId),
            seasonsAdministered: await repo.seasonsAdministered(tx, userId),
            predictions: await repo.predictions(tx, userId),
            gameweekScores: await repo.gameweekScores(tx, userId),
            leaderboards: {
              allTime: await repo.allTimeRows(tx, userId),
              seasons: await repo.seasonRows(tx, userId),
              history: await repo.historyRows(tx, userId),
            },
            bonusAnswers: await repo.bonusAnswers(tx, userId),
            notificationSettings: { ...settings, savedAt: await repo.settingsSavedAt(tx, userId) },
            pushDevices: await repo.pushDevices(tx, userId),
            notificationsSent: await repo.notificationsSent(tx, userId),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    async predictionsCsv(userId: string, t: Translate): Promise<string> {
      return predictionsCsv(await repo.predictions(db, userId), t);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

import type { Executor } from '../../db/client.js';
import type { DeviceRow, NotificationsRepo } from './notifications.repo.js';
import type { PushMessage, PushSender } from './push-sender.js';

/**
 * Sends at once when many players hear of one thing (a goal): each send waits on a push service (up to its 5 s
 * timeout), so one at a time would make the last player hear of a goal minutes late, and all at once would
 * open thousands of connections.
 */
const PARALLEL_SENDS = 32;

/** Push to players' devices, forgetting those the push service no longer knows (404/410) or the server refuses. */
export function createPlayerPush(repo: Pick<NotificationsRepo, 'pushTargetsOf' | 'forgetEndpoint'>, push: PushSender) {
  const forgetIfDead = async (executor: Executor, device: DeviceRow, outcome: string) => {
    if (outcome === 'gone' || outcome === 'refused') await repo.forgetEndpoint(executor, device.endpoint);
  };
  return {
    /** Sends to each of the player's devices at once (`executor` may be the transaction that claimed it). */
    async toPlayer(executor: Executor, userId: string, message: PushMessage): Promise<void> {
      const devices = await repo.pushTargetsOf(executor, [userId]);
      const outcomes = await Promise.all(devices.map((device) => push.send(device, message)));
      for (const [index, outcome] of outcomes.entries()) await forgetIfDead(executor, devices[index]!, outcome);
    },

    /** Each player their own message on all their devices, PARALLEL_SENDS at a time (`db`: the pool, not a transaction). */
    async toPlayers(db: Executor, messages: ReadonlyMap<string, PushMessage>): Promise<void> {
      const devices = await repo.pushTargetsOf(db, [...messages.keys()]);
      let next = 0;
      const sender = async () => {
        while (next < devices.length) {
          const device = devices[next++]!;
          await forgetIfDead(db, device, await push.send(device, messages.get(device.user_id)!));
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, devices.length) }, sender));
    },
  };
}
export type PlayerPush = ReturnType<typeof createPlayerPush>;

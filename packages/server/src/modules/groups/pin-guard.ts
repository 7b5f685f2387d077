import {
  GROUP_MESSAGES,
  PIN_ADDRESS_FAILURE_LIMIT,
  PIN_ADDRESS_FAILURE_WINDOW_MINUTES,
  PIN_FAILURE_LIMIT,
  PIN_FAILURE_WINDOW_MINUTES,
  PIN_GROUP_FAILURE_LIMIT,
  PIN_GROUP_FAILURE_WINDOW_MINUTES,
  message,
} from '@scoreline/shared';
import type { Database } from '../../db/client.js';
import { type AttemptCheck, consumeAll, createAttemptLimiter, describeWait, refundAll } from '../../lib/attempt-limiter.js';
import { TooManyRequestsError } from '../../lib/errors.js';

/** One PIN try, counted before the PIN is compared; its owner says how it ended. */
export interface PinTry {
  /** The PIN was right: the try is taken back and the user's earlier wrong tries are forgotten. */
  right(): Promise<void>;
  /** The join ended before or without comparing the PIN (the group filled up, say): the try is taken back. */
  cancelled(): Promise<void>;
}

/**
 * Wrong PIN tries are limited three ways, so neither extra accounts nor extra addresses buy more guesses:
 * per user and group (a person mistyping), per address (one machine making accounts), and per group (anyone,
 * from anywhere: trying the 10,000 PINs takes most of a year). Tries are counted before the PIN is compared, so
 * parallel ones cannot slip past. While a limit is reached even the right PIN waits; the owner setting a new PIN
 * clears the group's count (guesses at the old PIN say nothing about the new one).
 */
export function createPinGuard(db: Database) {
  const perUser = createAttemptLimiter(db, { scope: 'group-pin', limit: PIN_FAILURE_LIMIT, windowMinutes: PIN_FAILURE_WINDOW_MINUTES });
  const perAddress = createAttemptLimiter(db, {
    scope: 'group-pin-address',
    limit: PIN_ADDRESS_FAILURE_LIMIT,
    windowMinutes: PIN_ADDRESS_FAILURE_WINDOW_MINUTES,
  });
  const perGroup = createAttemptLimiter(db, {
    scope: 'group-pin-group',
    limit: PIN_GROUP_FAILURE_LIMIT,
    windowMinutes: PIN_GROUP_FAILURE_WINDOW_MINUTES,
  });

  return {
    /** Counts a try against every limit; throws 429 (and counts nothing) when one is reached. */
    async admit(userId: string, groupId: string, address: string): Promise<PinTry> {
      const userSubject = `${userId} ${groupId}`;
      const checks: AttemptCheck[] = [
        [perUser, userSubject],
        [perAddress, address],
        [perGroup, groupId],
      ];
      const { wait, refusedBy } = await consumeAll(checks);
      if (wait > 0) {
        const text = refusedBy === perGroup ? GROUP_MESSAGES.tooManyGroupPinAttempts : GROUP_MESSAGES.tooManyPinAttempts;
        throw new TooManyRequestsError(message(text, { wait: describeWait(wait) }), wait);
      }
      return {
        right: async () => {
          await Promise.all([perUser.reset(userSubject), perAddress.refund(address), perGroup.refund(groupId)]);
        },
        cancelled: () => refundAll(checks),
      };
    },

    /** The group has a new PIN (or none): its count of wrong tries starts again. */
    async pinChanged(groupId: string): Promise<void> {
      await perGroup.reset(groupId);
    },
  };
}

export type PinGuard = ReturnType<typeof createPinGuard>;

import { type Contention, LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { CircleSlash, Trophy } from 'lucide-react';
import { t } from '../../../lib/i18n';

/**
 * Who can still win, under a player's name: "Can still win" or "Out of the running", and the most points they
 * can still reach ("max 42"), as the server worked them out. Nothing once no match remains (null).
 */
export function ContentionMark({ contention }: { contention: Contention | null | undefined }) {
  if (!contention) return null;
  const { canWin, maxPoints } = contention;
  const Icon = canWin ? Trophy : CircleSlash;
  return (
    // Text flow, not flex: on a narrow phone "max 42" wraps whole onto the next line, the dot staying behind.
    <span
      className={`mt-0.5 block text-xs ${canWin ? 'text-[var(--color-brand-strong)] dark:text-green-300' : 'text-muted'}`}
      data-testid="contention"
    >
      <Icon aria-hidden="true" className="mr-1 inline h-3 w-3 align-[-0.125em]" />
      {canWin ? t(LEADERBOARD_MESSAGES.canStillWin) : t(LEADERBOARD_MESSAGES.outOfTheRunning)}
      <span aria-hidden="true" className="text-muted">
        {/* eslint-disable-next-line i18next/no-literal-string -- not prose: a separator dot */}
        {'\u00a0· '}
        <span className="whitespace-nowrap">{t(LEADERBOARD_MESSAGES.maxPoints, { points: maxPoints })}</span>
      </span>
      <span className="sr-only">, {t(LEADERBOARD_MESSAGES.maxPointsSpoken, { points: maxPoints })}</span>
    </span>
  );
}

import { LIVE_MATCH_MESSAGES } from '@scoreline/shared';
import { t } from '../../lib/i18n';

/**
 * What predictions are on for while their matches are in play: the points they would get if the matches ended now
 * (the server's marking of the running scores). A pill under a prediction ("On for 3 points"), or a few words
 * beside a settled total ("on for 3"). Red like the LIVE marker, so it never reads as settled points.
 */
export function OnFor({ points, short = false }: { points: number; short?: boolean }) {
  if (short)
    return (
      <span className="text-sm font-semibold text-red-700 tabular-nums dark:text-red-300" data-testid="on-for">
        {t(LIVE_MATCH_MESSAGES.onForShort, { points })}
      </span>
    );
  return (
    <span
      className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-600/30 dark:bg-red-900/40 dark:text-red-100"
      data-testid="on-for"
    >
      {t(LIVE_MATCH_MESSAGES.onFor, { points })}
    </span>
  );
}

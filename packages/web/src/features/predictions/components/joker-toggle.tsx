import { type GameweekMatch, JOKER_MESSAGES } from '@scoreline/shared';
import { Sparkles } from 'lucide-react';
import { t } from '../../../lib/i18n';

/**
 * A match's joker button on the score card: a toggle (aria-pressed) named after the match, filled while the joker
 * is on it; disabled where the server says the joker cannot go or move now, or the match has no score yet.
 */
export function JokerToggle({
  match,
  pressed,
  disabled,
  onToggle,
}: {
  match: GameweekMatch;
  pressed: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(JOKER_MESSAGES.toggleLabel, { homeTeam: match.homeTeam, awayTeam: match.awayTeam })}
      disabled={disabled}
      onClick={onToggle}
      // Not the row's focus: that opens its steppers and scrolls, moving the button from under the tap.
      onFocus={(event) => event.stopPropagation()}
      data-testid="joker-toggle"
      className={`inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${
        pressed
          ? 'border-violet-700 bg-violet-700 text-white dark:border-violet-400 dark:bg-violet-500'
          : 'border-gray-300 text-muted hover:border-violet-500 dark:border-gray-600'
      }`}
    >
      <Sparkles aria-hidden="true" className="h-4 w-4" />
      {t(JOKER_MESSAGES.badge)}
    </button>
  );
}

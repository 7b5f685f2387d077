import { JOKER_MESSAGES } from '@scoreline/shared';
import { Sparkles } from 'lucide-react';
import { t } from '../../../lib/i18n';

/** The joker on a prediction: an icon and the word, never colour alone. */
export function JokerBadge() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900 dark:bg-violet-900/50 dark:text-violet-100"
      data-testid="joker-badge"
    >
      <Sparkles aria-hidden="true" className="h-3.5 w-3.5" />
      {t(JOKER_MESSAGES.badge)}
    </span>
  );
}

import { type Player, playerColour } from '@scoreline/shared';
import { t } from '../../lib/i18n';

/** A player's coloured initial. */
export function PlayerBadge({ player, size = 'md' }: { player: Pick<Player, 'id' | 'username' | 'bgColour'>; size?: 'md' | 'lg' }) {
  const dimensions = size === 'lg' ? 'h-16 w-16 text-2xl' : 'h-8 w-8 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-bold text-white ${dimensions}`}
      style={{ backgroundColor: playerColour(player) }}
    >
      {player.username.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/** The "You" tag next to the viewer's own name. */
export function YouTag() {
  return (
    <span className="shrink-0 rounded-full bg-[var(--color-brand)]/15 px-2 py-0.5 text-xs font-semibold text-[var(--color-brand-strong)] dark:text-green-300">
      {t('You')}
    </span>
  );
}

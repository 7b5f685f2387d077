import { CONFETTI, type GameweekLeaderboardRow } from '@scoreline/shared';
import type confetti from 'canvas-confetti';
import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { formatList, t } from '../../../lib/i18n';

/**
 * Confetti drawn on the page's own thread: the library's default runs in a worker made from a `blob:` URL,
 * which the app's Content-Security-Policy (script-src 'self', no worker-src) rightly refuses. The library
 * loads only when a winner is to be celebrated.
 */
let fire: confetti.CreateTypes | null = null;
const throwConfetti = async (options: confetti.Options) => {
  if (!fire) {
    const { default: library } = await import('canvas-confetti');
    fire ??= library.create(undefined, { resize: true, useWorker: false });
  }
  return fire(options);
};

/** "You won with 6 points", "Ann won with…", "You and Ann share the win with…": one sentence each, the verb agreeing. */
function winnerLine(winners: GameweekLeaderboardRow[], viewerId: string | undefined): string {
  const points = winners[0]?.totalPoints ?? 0;
  if (winners.length > 1) {
    const names = winners.map((winner) => (winner.player.id === viewerId ? t('You') : winner.player.username));
    return t('{names} share the win with {points, plural, one {# point} other {# points}}', { names: formatList(names), points });
  }
  const [winner] = winners;
  return winner?.player.id === viewerId
    ? t('You won with {points, plural, one {# point} other {# points}}', { points })
    : t('{name} won with {points, plural, one {# point} other {# points}}', { name: winner?.player.username, points });
}

/**
 * The gameweek winner (position 1; a tie shows everyone on it). Confetti (1000 particles, spread 100) plays
 * once for a winning viewer, unless they asked for reduced motion.
 */
export function WinnerBanner({
  weekNumber,
  winners,
  viewerId,
}: {
  weekNumber: number;
  winners: GameweekLeaderboardRow[];
  viewerId: string | undefined;
}) {
  const viewerWon = winners.some((winner) => winner.player.id === viewerId);
  useEffect(() => {
    if (!viewerWon) return;
    void throwConfetti({
      particleCount: CONFETTI.particleCount,
      spread: CONFETTI.spread,
      origin: { y: 0.6 },
      disableForReducedMotion: true,
    });
  }, [viewerWon]);
  if (winners.length === 0) return null;
  return (
    <section
      className="card flex items-center gap-3 border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      aria-label={t('Gameweek {number} winner', { number: weekNumber })}
      data-testid="winner-banner"
    >
      <Trophy aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-600" />
      <div className="flex -space-x-2">
        {winners.slice(0, 4).map((winner) => (
          <PlayerBadge key={winner.player.id} player={winner.player} />
        ))}
      </div>
      <p className="min-w-0 flex-1 break-words hyphens-auto">
        <span className="block text-sm text-muted">
          {winners.length > 1
            ? t('Gameweek {number} winners (tied)', { number: weekNumber })
            : t('Gameweek {number} winner', { number: weekNumber })}
        </span>
        <strong className="text-lg">{winnerLine(winners, viewerId)}</strong>
      </p>
    </section>
  );
}

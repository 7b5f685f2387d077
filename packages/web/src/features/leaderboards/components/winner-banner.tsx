import { CONFETTI, type GameweekLeaderboardRow } from '@scoreline/shared';
import type confetti from 'canvas-confetti';
import { Trophy } from 'lucide-react';
import { useEffect } from 'react';
import { PlayerBadge } from '../../../components/ui/player-badge';

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

const names = (winners: GameweekLeaderboardRow[], viewerId: string | undefined) => {
  const list = winners.map((winner) => (winner.player.id === viewerId ? 'You' : winner.player.username));
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
};

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
  const points = winners[0]!.totalPoints;
  return (
    <section
      className="card flex items-center gap-3 border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      aria-label={`Gameweek ${weekNumber} winner`}
      data-testid="winner-banner"
    >
      <Trophy aria-hidden="true" className="h-8 w-8 shrink-0 text-amber-600" />
      <div className="flex -space-x-2">
        {winners.slice(0, 4).map((winner) => (
          <PlayerBadge key={winner.player.id} player={winner.player} />
        ))}
      </div>
      <p className="min-w-0 flex-1">
        <span className="block text-sm text-muted">
          Gameweek {weekNumber} {winners.length > 1 ? 'winners (tied)' : 'winner'}
        </span>
        <strong className="text-lg">
          {names(winners, viewerId)}{' '}
          {viewerWon ? (winners.length > 1 ? 'share the win' : 'won') : winners.length > 1 ? 'share the win' : 'won'} with {points}{' '}
          {points === 1 ? 'point' : 'points'}
        </strong>
      </p>
    </section>
  );
}

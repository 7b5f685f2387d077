import type { GameweekSummary } from '@scoreline/shared';

export interface GameweekOption {
  id: string;
  label: string;
}

/**
 * The profile's gameweek picker: every gameweek of the group, newest first, the current one (the active one, else
 * the latest) marked and shown until the viewer picks another. `gameweeks` come oldest first, as the API lists them.
 */
export function profileGameweeks(gameweeks: GameweekSummary[], picked: string | null): { shownId: string; options: GameweekOption[] } {
  const current = gameweeks.find((gameweek) => gameweek.isActive) ?? gameweeks.at(-1);
  return {
    shownId: picked ?? current?.id ?? '',
    options: [...gameweeks].reverse().map((gameweek) => ({
      id: gameweek.id,
      label: `Gameweek ${gameweek.weekNumber}${gameweek.id === current?.id ? ' (current)' : ''}`,
    })),
  };
}

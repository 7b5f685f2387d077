import type { GameweekSummary } from '@scoreline/shared';
import { currentGameweek, gameweekOptions } from '../../leaderboards';

export interface GameweekOption {
  id: string;
  label: string;
}

/**
 * The profile's gameweek picker: every gameweek of the group, newest first, the current one (the active one, else
 * the latest) marked and shown until the viewer picks another. `gameweeks` come oldest first, as the API lists them.
 */
export function profileGameweeks(gameweeks: GameweekSummary[], picked: string | null): { shownId: string; options: GameweekOption[] } {
  return { shownId: picked ?? currentGameweek(gameweeks)?.id ?? '', options: gameweekOptions(gameweeks) };
}

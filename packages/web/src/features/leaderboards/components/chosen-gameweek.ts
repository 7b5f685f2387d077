import type { GameweekSummary } from '@scoreline/shared';
import { useState } from 'react';
import { t } from '../../../lib/i18n';

type Listed = Pick<GameweekSummary, 'id' | 'weekNumber' | 'isActive'>;

/** The gameweek a group's page shows first: the active one, else the latest. */
export const currentGameweek = <T extends Listed>(gameweeks: readonly T[]): T | undefined =>
  gameweeks.find((gameweek) => gameweek.isActive) ?? gameweeks.at(-1);

/** A gameweek select's options, newest first (the list comes oldest first), the current one marked. */
export function gameweekOptions(gameweeks: readonly Listed[]) {
  const current = currentGameweek(gameweeks);
  return [...gameweeks].reverse().map((gameweek) => ({
    id: gameweek.id,
    label:
      gameweek.id === current?.id
        ? t('Gameweek {number} (current)', { number: gameweek.weekNumber })
        : t('Gameweek {number}', { number: gameweek.weekNumber }),
  }));
}

/** The gameweek chosen in a select: the current one until another is picked. */
export function useChosenGameweek(gameweeks: readonly Listed[]) {
  const [picked, setPicked] = useState<string | null>(null);
  return { chosenId: picked ?? currentGameweek(gameweeks)?.id ?? null, choose: setPicked };
}

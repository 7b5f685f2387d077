import type { GameweekDetail } from '@scoreline/shared';
import { useState } from 'react';
import { keptMatches, toggleRemoval } from './removal-queue';
import { usePickedMatches } from './use-picked-matches';

/**
 * The add-matches page's changes until "Update Gameweek": a new deadline, matches added, saved matches queued
 * for removal. `reset` ("Cancel Changes") drops them all, the deadline back to the saved one exactly.
 */
export function useMatchesEdit(gameweek: GameweekDetail | undefined) {
  // undefined: not changed, so the saved deadline (a cleared field is null).
  const [newDeadline, setDeadline] = useState<Date | null | undefined>(undefined);
  const added = usePickedMatches();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const matches = gameweek?.matches ?? [];
  return {
    deadline: newDeadline === undefined ? (gameweek ? new Date(gameweek.deadline) : null) : newDeadline,
    setDeadline,
    added: added.picked,
    toggleAdded: added.toggle,
    addCustom: added.addCustom,
    removed,
    toggleRemoved: (matchId: string) => setRemoved((current) => toggleRemoval(current, matchId)),
    /** The matches the gameweek will have: the saved ones kept, then those added. */
    result: [...keptMatches(matches, removed), ...added.picked],
    reset: () => {
      added.clear();
      setRemoved(new Set());
      setDeadline(undefined);
    },
  };
}

export type MatchesEdit = ReturnType<typeof useMatchesEdit>;

import type { Prediction } from '@scoreline/shared';
import { useEffect, useState } from 'react';
import { jokerField, toggleJoker } from './joker';

/** The joker the player is choosing, against the saved one: reset whenever the saved joker changes (a save, a live update). */
export function useJokerDraft(predictions: Prediction[]) {
  const saved = predictions.find((prediction) => prediction.isJoker)?.matchId ?? null;
  const [chosen, setChosen] = useState<string | null>(saved);
  useEffect(() => setChosen(saved), [saved]);
  return {
    chosen,
    toggle: (matchId: string) => setChosen((current) => toggleJoker(current, matchId)),
    /** The save's `jokerMatchId` (left out when the joker stays where it is). */
    field: (hasScore: (matchId: string) => boolean) => jokerField(saved, chosen, hasScore),
  };
}

import type { GameweekMatch, Prediction } from '@scoreline/shared';
import { useEffect, useMemo, useState } from 'react';

export type Score = { home: number | null; away: number | null };
type Draft = Record<string, Score>;

const draftOf = (matches: GameweekMatch[], predictions: Prediction[]): Draft =>
  Object.fromEntries(
    matches.map((match) => {
      const saved = predictions.find((prediction) => prediction.matchId === match.id);
      return [match.id, { home: saved?.home ?? null, away: saved?.away ?? null }];
    }),
  );

/**
 * The scores a player is typing, against the saved ones: reset whenever the saved predictions change (a save,
 * a live update), `changed` while they differ, `submitted` when every match is saved and nothing changed.
 */
export function useScoreDraft(matches: GameweekMatch[], predictions: Prediction[]) {
  const savedSignature = JSON.stringify(predictions.map((p) => [p.matchId, p.home, p.away]));
  const saved = useMemo(() => draftOf(matches, predictions), [matches, savedSignature]); // eslint-disable-line react-hooks/exhaustive-deps
  const [draft, setDraft] = useState<Draft>(saved);
  useEffect(() => setDraft(saved), [saved]);

  const scoreOf = (matchId: string): Score => draft[matchId] ?? { home: null, away: null };
  const set = (matchId: string, side: keyof Score, value: number | null) =>
    setDraft((current) => ({ ...current, [matchId]: { ...(current[matchId] ?? { home: null, away: null }), [side]: value } }));
  const changed = matches.some(
    (match) => draft[match.id]?.home !== saved[match.id]?.home || draft[match.id]?.away !== saved[match.id]?.away,
  );
  const allSaved = matches.every((match) => predictions.some((prediction) => prediction.matchId === match.id));
  const filled = matches.filter((match) => draft[match.id]?.home != null && draft[match.id]?.away != null).length;
  const rows = () => matches.map((match) => ({ matchId: match.id, ...scoreOf(match.id) }));

  return { scoreOf, set, changed, submitted: allSaved && !changed, filled, rows };
}

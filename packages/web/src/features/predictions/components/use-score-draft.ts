import type { GameweekMatch, Prediction } from '@scoreline/shared';
import { useEffect, useMemo, useState } from 'react';

export type Score = { home: number | null; away: number | null };
type Draft = Record<string, Score>;
export type SubmitRow = { matchId: string } & Score;

const EMPTY: Score = { home: null, away: null };

const draftOf = (matches: GameweekMatch[], predictions: Prediction[]): Draft =>
  Object.fromEntries(
    matches.map((match) => {
      const saved = predictions.find((prediction) => prediction.matchId === match.id);
      return [match.id, { home: saved?.home ?? null, away: saved?.away ?? null }];
    }),
  );

/** A match with at least one side entered is a prediction (the empty side is saved as 0); with none it is not. */
const hasScore = (score: Score | undefined) => score?.home != null || score?.away != null;

/**
 * The scores a player is typing, against the saved ones: reset whenever the saved predictions change (a save,
 * a live update), `changed` while they differ, `submitted` when every match is saved and nothing changed.
 */
export function useScoreDraft(matches: GameweekMatch[], predictions: Prediction[]) {
  const savedSignature = JSON.stringify(predictions.map((p) => [p.matchId, p.home, p.away]));
  const saved = useMemo(() => draftOf(matches, predictions), [matches, savedSignature]); // eslint-disable-line react-hooks/exhaustive-deps
  const [draft, setDraft] = useState<Draft>(saved);
  useEffect(() => setDraft(saved), [saved]);

  const scoreOf = (matchId: string): Score => draft[matchId] ?? EMPTY;
  const set = (matchId: string, side: keyof Score, value: number | null) =>
    setDraft((current) => ({ ...current, [matchId]: { ...(current[matchId] ?? EMPTY), [side]: value } }));
  const changed = matches.some(
    (match) => draft[match.id]?.home !== saved[match.id]?.home || draft[match.id]?.away !== saved[match.id]?.away,
  );
  const allSaved = matches.every((match) => predictions.some((prediction) => prediction.matchId === match.id));
  const withoutPrediction = matches.filter((match) => !hasScore(draft[match.id])).length;
  /**
   * What Submit sends for the matches it may write: each with a score entered, and each saved prediction whose
   * two sides were emptied (both null: the server removes it). Untouched matches are left out, never sent as 0-0.
   */
  const rows = (writable: (matchId: string) => boolean): SubmitRow[] =>
    matches
      .filter((match) => writable(match.id) && (hasScore(draft[match.id]) || hasScore(saved[match.id])))
      .map((match) => ({ matchId: match.id, ...scoreOf(match.id) }));

  return { scoreOf, set, changed, submitted: allSaved && !changed, withoutPrediction, rows };
}

import { type GameweekMatch, PREDICTION_MESSAGES, type Prediction, SUBMIT_BUTTON_LOCK_MS } from '@scoreline/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MatchDays } from '../../../components/football/match-days';
import { Button } from '../../../components/ui/button';
import { PredictedRow, PredictionRow } from './match-rows';
import { useScoreDraft } from './use-score-draft';

/**
 * The score card: a gameweek's matches by day with the player's predictions. Editable while the server says so
 * (type a score or step it, floored at 0; one "Submit Predictions" saves all, empty as 0, and stays at the bottom
 * of the screen while there are unsaved changes); read-only after, each match coloured by how the prediction fared.
 */
export function ScoreCard({
  matches,
  predictions,
  editable,
  openMatchIds,
  onSubmit,
  viewAllHref,
  linkMatches = true,
}: {
  matches: GameweekMatch[];
  predictions: Prediction[];
  editable: boolean;
  /** With kick-off locks, the matches still open (the others show read-only); all of them when left out. */
  openMatchIds?: readonly string[];
  onSubmit?: (rows: Array<{ matchId: string; home: number | null; away: number | null }>) => Promise<void>;
  /** "View All →": everyone's predictions, once the gameweek is locked. */
  viewAllHref?: string | null;
  linkMatches?: boolean;
}) {
  const draft = useScoreDraft(matches, predictions);
  const isOpen = (matchId: string) => editable && (!openMatchIds || openMatchIds.includes(matchId));
  const [activeMatchId, setActiveMatchId] = useState<string | null>(null);
  const [cooling, setCooling] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), SUBMIT_BUTTON_LOCK_MS);
    return () => clearTimeout(timer);
  }, [cooling]);

  async function submit() {
    if (!onSubmit) return;
    setCooling(true);
    setSaving(true);
    try {
      await onSubmit(draft.rows().filter((row) => isOpen(row.matchId)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <MatchDays
        matches={matches}
        renderMatch={(match) =>
          isOpen(match.id) ? (
            <PredictionRow
              key={match.id}
              match={match}
              score={draft.scoreOf(match.id)}
              onChange={(side, value) => draft.set(match.id, side, value)}
              active={activeMatchId === match.id}
              onActivate={() => setActiveMatchId(match.id)}
              linkMatch={linkMatches}
            />
          ) : (
            <PredictedRow
              key={match.id}
              match={match}
              prediction={predictions.find((prediction) => prediction.matchId === match.id) ?? null}
              linkMatch={linkMatches}
              closedAtKickOff={editable}
            />
          )
        }
      />
      {editable && onSubmit && (
        <div
          className={`space-y-2 ${draft.changed ? 'sticky bottom-0 z-10 rounded-t-xl border-t border-subtle bg-[var(--card)]/95 px-1 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur' : ''}`}
          data-testid="submit-bar"
        >
          <p className="text-center text-sm text-muted" aria-live="polite">
            {draft.filled} of {matches.length} predicted{draft.changed ? ' · not saved yet' : ''}
          </p>
          <Button className="w-full" onClick={submit} disabled={cooling || saving || draft.submitted}>
            {draft.submitted ? PREDICTION_MESSAGES.submitted : PREDICTION_MESSAGES.submit}
          </Button>
        </div>
      )}
      {viewAllHref && (
        <div className="text-right">
          <Link to={viewAllHref} className="font-semibold text-[var(--color-brand)] hover:underline">
            View All →
          </Link>
        </div>
      )}
    </div>
  );
}

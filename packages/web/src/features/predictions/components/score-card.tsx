import type { GameweekMatch, Prediction } from '@scoreline/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { MatchDays } from '../../../components/football/match-days';
import { isUnderWay } from '../../../components/football/match-status';
import { PredictedRow } from './predicted-row';
import { PredictionRow } from './prediction-row';
import { SubmitBar } from './submit-bar';
import { type SubmitRow, useScoreDraft } from './use-score-draft';

/**
 * The score card: a gameweek's matches by day with the player's predictions. Editable while the server says so
 * (type a score or step it, floored at 0; one "Submit Predictions" saves every match with a score entered, an
 * empty side as 0, removes the saved ones emptied on both sides, and leaves untouched matches without a
 * prediction); read-only after, and for a match under way, which shows its running (then final) score where the
 * boxes were, with what the prediction is on for while it is played; each match coloured by how it fared at the
 * end. Its score boxes are one `data-score-boxes` scope: typing moves on through this card's open matches only.
 */
export function ScoreCard({
  matches,
  predictions,
  editable,
  openMatchIds,
  onSubmit,
  viewAllHref,
  linkMatches = true,
  submitExtra,
  noteOf,
}: {
  matches: GameweekMatch[];
  predictions: Prediction[];
  editable: boolean;
  /** With kick-off locks, the matches still open (the others show read-only); all of them when left out. */
  openMatchIds?: readonly string[];
  /** Rows with both sides null ask to remove a saved prediction. */
  onSubmit?: (rows: SubmitRow[]) => Promise<void>;
  /** "View All →": everyone's predictions, once the gameweek is locked. */
  viewAllHref?: string | null;
  linkMatches?: boolean;
  /** In the submit bar, above the button (the "Also save in my other groups" offer). */
  submitExtra?: ReactNode;
  /** A line under a match to predict (where /predictions' "each match once" saves it). */
  noteOf?: (match: GameweekMatch) => ReactNode;
}) {
  const draft = useScoreDraft(matches, predictions);
  const isOpen = (match: GameweekMatch) => editable && !isUnderWay(match) && (!openMatchIds || openMatchIds.includes(match.id));
  const [activeMatchId, setActiveMatchId] = useState<string | null>(null);
  const toSubmit = draft.rows((matchId) => matches.some((match) => match.id === matchId && isOpen(match)));

  return (
    <div className="space-y-4" data-score-boxes="">
      <MatchDays
        matches={matches}
        renderMatch={(match) =>
          isOpen(match) ? (
            <PredictionRow
              key={match.id}
              match={match}
              score={draft.scoreOf(match.id)}
              onChange={(side, value) => draft.set(match.id, side, value)}
              active={activeMatchId === match.id}
              onActivate={() => setActiveMatchId(match.id)}
              linkMatch={linkMatches}
              note={noteOf?.(match)}
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
        <SubmitBar
          withoutPrediction={draft.withoutPrediction}
          changed={draft.changed}
          submitted={draft.submitted}
          nothingToSave={toSubmit.length === 0}
          onSubmit={() => onSubmit(toSubmit)}
          extra={submitExtra}
        />
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

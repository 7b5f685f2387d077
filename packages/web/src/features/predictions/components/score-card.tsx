import { type GameweekMatch, JOKER_MESSAGES, type Prediction } from '@scoreline/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { MatchDays } from '../../../components/football/match-days';
import { isUnderWay } from '../../../components/football/match-status';
import { t } from '../../../lib/i18n';
import { canToggleJoker } from './joker';
import { JokerBadge } from './joker-badge';
import { JokerToggle } from './joker-toggle';
import { PredictedRow } from './predicted-row';
import { PredictionRow } from './prediction-row';
import { SubmitBar } from './submit-bar';
import { useJokerDraft } from './use-joker-draft';
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
  jokers,
}: {
  matches: GameweekMatch[];
  predictions: Prediction[];
  editable: boolean;
  /** With kick-off locks, the matches still open (the others show read-only); all of them when left out. */
  openMatchIds?: readonly string[];
  /** Rows with both sides null ask to remove a saved prediction; `joker`, the save's `jokerMatchId` when it moved. */
  onSubmit?: (rows: SubmitRow[], joker: { jokerMatchId?: string | null }) => Promise<void>;
  /** "View All →": everyone's predictions, once the gameweek is locked. */
  viewAllHref?: string | null;
  linkMatches?: boolean;
  /** In the submit bar, above the button (the "Also save in my other groups" offer). */
  submitExtra?: ReactNode;
  /** A line under a match to predict (where /predictions' "each match once" saves it). */
  noteOf?: (match: GameweekMatch) => ReactNode;
  /** The sheet's joker flags (`canUseJoker`, `canMoveJoker`), where the group plays with jokers. */
  jokers?: { canUse: boolean; canMove: boolean };
}) {
  const draft = useScoreDraft(matches, predictions);
  const isOpen = (match: GameweekMatch) => editable && !isUnderWay(match) && (!openMatchIds || openMatchIds.includes(match.id));
  const [activeMatchId, setActiveMatchId] = useState<string | null>(null);
  const toSubmit = draft.rows((matchId) => matches.some((match) => match.id === matchId && isOpen(match)));
  const joker = useJokerDraft(predictions);
  const hasScore = (matchId: string) => draft.scoreOf(matchId).home !== null || draft.scoreOf(matchId).away !== null;
  const jokerToSave = joker.field(hasScore);
  const jokerChanged = 'jokerMatchId' in jokerToSave;
  const jokerOf = (match: GameweekMatch) =>
    jokers?.canUse ? (
      <JokerToggle
        match={match}
        pressed={joker.chosen === match.id}
        disabled={!canToggleJoker(jokers, true, hasScore(match.id))}
        onToggle={() => joker.toggle(match.id)}
      />
    ) : (
      joker.chosen === match.id && <JokerBadge />
    );

  return (
    <div className="space-y-4" data-score-boxes="">
      {jokers?.canUse && (
        <p className="text-sm text-muted" data-testid="joker-hint">
          {jokers.canMove ? t(JOKER_MESSAGES.hint) : `${t(JOKER_MESSAGES.hint)} ${t(JOKER_MESSAGES.stays)}`}
        </p>
      )}
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
              joker={jokerOf(match)}
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
          changed={draft.changed || jokerChanged}
          submitted={draft.submitted && !jokerChanged}
          nothingToSave={toSubmit.length === 0}
          onSubmit={() => onSubmit(toSubmit, jokerToSave)}
          extra={submitExtra}
        />
      )}
      {viewAllHref && (
        <div className="text-right">
          <Link to={viewAllHref} className="font-semibold text-[var(--color-brand)] hover:underline">
            {t('View All →')}
          </Link>
        </div>
      )}
    </div>
  );
}

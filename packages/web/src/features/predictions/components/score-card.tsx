import {
  type GameweekMatch,
  OUTCOME_LABELS,
  type Outcome,
  PREDICTION_MESSAGES,
  type Prediction,
  SUBMIT_BUTTON_LOCK_MS,
  formatTime,
} from '@scoreline/shared';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ScoreStepper } from '../../../components/ui/score-stepper';
import { Crest } from '../../../components/football/crest';
import { MatchDays } from '../../../components/football/match-days';

type Draft = Record<string, { home: number | null; away: number | null }>;

const draftOf = (matches: GameweekMatch[], predictions: Prediction[]): Draft =>
  Object.fromEntries(
    matches.map((match) => {
      const saved = predictions.find((prediction) => prediction.matchId === match.id);
      return [match.id, { home: saved?.home ?? null, away: saved?.away ?? null }];
    }),
  );

/** The result colours, each with its word so colour is never the only signal. */
export const OUTCOME_STYLES: Record<Outcome | 'pending', { card: string; pill: string }> = {
  exact: { card: 'border-l-4 border-l-green-600', pill: 'bg-green-100 text-green-900 dark:bg-green-900/50 dark:text-green-100' },
  result: { card: 'border-l-4 border-l-amber-500', pill: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100' },
  wrong: { card: 'border-l-4 border-l-red-600', pill: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100' },
  pending: {
    card: 'border-l-4 border-l-gray-300 dark:border-l-gray-600',
    pill: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  },
};

export function OutcomePill({ outcome, points }: { outcome: Outcome | null; points?: number | null }) {
  const key = outcome ?? 'pending';
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLES[key].pill}`}>
      {OUTCOME_LABELS[key]}
      {outcome && points != null ? ` · ${points} pt${points === 1 ? '' : 's'}` : ''}
    </span>
  );
}

/**
 * The score card: a gameweek's matches by day with the player's predictions. Editable while the
 * gameweek is open (plus/minus, floored at 0; one "Submit Predictions" saves all, empty as 0); read-only after,
 * with each match coloured by how the prediction fared.
 */
export function ScoreCard({
  matches,
  predictions,
  editable,
  onSubmit,
  viewAllHref,
  linkMatches = true,
}: {
  matches: GameweekMatch[];
  predictions: Prediction[];
  editable: boolean;
  onSubmit?: (rows: Array<{ matchId: string; home: number | null; away: number | null }>) => Promise<void>;
  /** "View All →": everyone's predictions, once the gameweek is locked. */
  viewAllHref?: string | null;
  linkMatches?: boolean;
}) {
  const savedSignature = JSON.stringify(predictions.map((p) => [p.matchId, p.home, p.away]));
  const saved = useMemo(() => draftOf(matches, predictions), [matches, savedSignature]); // eslint-disable-line react-hooks/exhaustive-deps
  const [draft, setDraft] = useState<Draft>(saved);
  const [cooling, setCooling] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(saved), [saved]);
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), SUBMIT_BUTTON_LOCK_MS);
    return () => clearTimeout(timer);
  }, [cooling]);

  const changed = matches.some(
    (match) => draft[match.id]?.home !== saved[match.id]?.home || draft[match.id]?.away !== saved[match.id]?.away,
  );
  const allSaved = matches.every((match) => predictions.some((prediction) => prediction.matchId === match.id));
  const submitted = allSaved && !changed;

  async function submit() {
    if (!onSubmit) return;
    setCooling(true);
    setSaving(true);
    try {
      await onSubmit(
        matches.map((match) => ({ matchId: match.id, home: draft[match.id]?.home ?? null, away: draft[match.id]?.away ?? null })),
      );
    } finally {
      setSaving(false);
    }
  }

  const set = (matchId: string, side: 'home' | 'away', value: number | null) =>
    setDraft((current) => ({ ...current, [matchId]: { ...current[matchId]!, [side]: value } }));

  return (
    <div className="space-y-4">
      <MatchDays
        matches={matches}
        renderMatch={(match) => {
          const prediction = predictions.find((candidate) => candidate.matchId === match.id) ?? null;
          const final = match.finalHomeScore !== null && match.finalAwayScore !== null;
          const outcome = final ? (prediction?.outcome ?? null) : null;
          const style = OUTCOME_STYLES[outcome ?? 'pending'];
          const value = draft[match.id] ?? { home: null, away: null };
          return (
            <li key={match.id} className={`card space-y-2 p-3 ${editable ? '' : style.card}`} data-testid="score-card-match">
              <div className="flex items-center justify-between gap-2 text-xs text-muted">
                <span>{formatTime(match.matchTime)}</span>
                {final ? (
                  <span className="font-semibold text-[var(--text)]">
                    Final {match.finalHomeScore} - {match.finalAwayScore}
                  </span>
                ) : null}
                {linkMatches && (
                  <Link
                    to={`/match/${match.id}`}
                    className="hover:underline"
                    aria-label={`${match.homeTeam} vs ${match.awayTeam} predictions`}
                  >
                    Match →
                  </Link>
                )}
              </div>
              <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-2">
                <span className="flex min-w-0 items-center justify-end gap-2 text-right font-medium">
                  <span className="truncate">{match.homeTeam}</span>
                  <Crest url={match.homeCrest} team={match.homeTeam} />
                </span>
                {editable ? (
                  <div className="flex flex-col items-center gap-1 sm:flex-row sm:gap-2">
                    <ScoreStepper label={`${match.homeTeam} score`} value={value.home} onChange={(next) => set(match.id, 'home', next)} />
                    <span aria-hidden="true" className="text-muted">
                      –
                    </span>
                    <ScoreStepper label={`${match.awayTeam} score`} value={value.away} onChange={(next) => set(match.id, 'away', next)} />
                  </div>
                ) : (
                  <strong className="min-w-16 text-center text-xl tabular-nums" aria-label="Your prediction">
                    {prediction ? `${prediction.home} - ${prediction.away}` : '–'}
                  </strong>
                )}
                <span className="flex min-w-0 items-center gap-2 font-medium">
                  <Crest url={match.awayCrest} team={match.awayTeam} />
                  <span className="truncate">{match.awayTeam}</span>
                </span>
              </div>
              {!editable && prediction && (
                <div className="flex justify-center">
                  <OutcomePill outcome={outcome} points={prediction.points} />
                </div>
              )}
            </li>
          );
        }}
      />
      {editable && onSubmit && (
        <Button className="w-full" onClick={submit} disabled={cooling || saving || submitted}>
          {submitted ? PREDICTION_MESSAGES.submitted : PREDICTION_MESSAGES.submit}
        </Button>
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

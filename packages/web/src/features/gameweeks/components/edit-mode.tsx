import { GAMEWEEK_MESSAGES, type GameweekDetail, type GameweekMatch, POLICY_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { ScoreStepper } from '../../../components/ui/score-stepper';
import { errorMessage } from '../../../lib/api-client';
import { useEditGameweekMatches, useSaveFinalScores } from '../api/gameweeks';

/**
 * The admin edit mode of an active gameweek, as the server allows it (`viewer` flags): while matches may be
 * edited, add matches (on their own page) or queue removals, applied together by "Update Gameweek" after a
 * confirmation (the spec: removals wait for Update); once locked, the final scores of custom matches that have
 * kicked off.
 */
export function useEditMode(gameweek: GameweekDetail) {
  const editMatches = useEditGameweekMatches(gameweek.id);
  const saveScores = useSaveFinalScores(gameweek.id);
  const [scores, setScores] = useState<Record<string, { home: number | null; away: number | null }>>({});
  const [queued, setQueued] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const { canEditMatches, scoreableMatchIds } = gameweek.viewer;

  const toggleQueued = (match: GameweekMatch) =>
    setQueued((current) => {
      const next = new Set(current);
      if (!next.delete(match.id)) next.add(match.id);
      return next;
    });

  async function applyRemovals() {
    try {
      await editMatches.mutateAsync({ deadline: gameweek.deadline, add: [], remove: [...queued] });
      toast.success(queued.size === 1 ? 'The match was removed.' : `${queued.size} matches were removed.`);
      setQueued(new Set());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  }

  const scoreOf = (match: GameweekMatch) => scores[match.id] ?? { home: match.finalHomeScore, away: match.finalAwayScore };
  const setScore = (match: GameweekMatch, side: 'home' | 'away', value: number | null) =>
    setScores((current) => ({ ...current, [match.id]: { ...scoreOf(match), [side]: value } }));

  async function onSaveScores() {
    const entries = Object.entries(scores).filter(([, score]) => score.home !== null && score.away !== null);
    if (entries.length === 0) return toast.error('Enter both scores of at least one match.');
    try {
      await saveScores.mutateAsync({
        scores: entries.map(([matchId, score]) => ({ matchId, home: Number(score.home), away: Number(score.away) })),
      });
      toast.success(GAMEWEEK_MESSAGES.finalScoresSaved);
      setScores({});
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const actions = (match: GameweekMatch) => {
    if (canEditMatches) {
      const isQueued = queued.has(match.id);
      const lastKept = !isQueued && gameweek.matches.length - queued.size === 1;
      return (
        <span className="flex items-center gap-2">
          {isQueued && <span className="text-xs font-semibold text-red-600">Will be removed</span>}
          <Button variant="ghost" className={isQueued ? '' : 'text-red-600'} onClick={() => toggleQueued(match)} disabled={lastKept}>
            {isQueued ? 'Keep' : 'Remove'}
          </Button>
        </span>
      );
    }
    if (match.apiMatchId !== null) return <span className="text-xs text-muted">{POLICY_MESSAGES.realScoresAutomatic}</span>;
    if (!scoreableMatchIds.includes(match.id)) return <span className="text-xs text-muted">Score after kick-off</span>;
    const score = scoreOf(match);
    return (
      <span className="grid w-full grid-cols-2 justify-items-center gap-2">
        <ScoreStepper
          label={`Final score of ${match.homeTeam}`}
          stepLabel={`final score of ${match.homeTeam}`}
          value={score.home}
          onChange={(value) => setScore(match, 'home', value)}
        />
        <ScoreStepper
          label={`Final score of ${match.awayTeam}`}
          stepLabel={`final score of ${match.awayTeam}`}
          value={score.away}
          onChange={(value) => setScore(match, 'away', value)}
        />
      </span>
    );
  };

  const toolbar = canEditMatches ? (
    <>
      <Link to={`/gameweek/${gameweek.id}/add-matches`} className={buttonClass('secondary')}>
        Add matches
      </Link>
      {queued.size > 0 && <Button onClick={() => setConfirming(true)}>Update Gameweek</Button>}
    </>
  ) : (
    <Button onClick={onSaveScores} disabled={saveScores.isPending}>
      Save Scores
    </Button>
  );

  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={queued.size === 1 ? 'Remove 1 match?' : `Remove ${queued.size} matches?`}
      description="Everyone's predictions for them will be deleted too."
      confirmLabel="Remove"
      onConfirm={applyRemovals}
      busy={editMatches.isPending}
    />
  );

  return { actions, toolbar, dialog };
}

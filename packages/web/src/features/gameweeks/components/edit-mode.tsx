import { GAMEWEEK_MESSAGES, type GameweekDetail, type GameweekMatch } from '@scoreline/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClass } from '../../../components/ui/button';
import { ScoreStepper } from '../../../components/ui/score-stepper';
import { errorMessage } from '../../../lib/api-client';
import { useEditGameweekMatches, useSaveFinalScores } from '../api/gameweeks';

/**
 * The admin edit mode of an active gameweek: while unlocked, add matches (on their own page) or remove one;
 * once locked, enter the final scores of custom matches.
 */
export function useEditMode(gameweek: GameweekDetail) {
  const editMatches = useEditGameweekMatches(gameweek.id);
  const saveScores = useSaveFinalScores(gameweek.id);
  const [scores, setScores] = useState<Record<string, { home: number | null; away: number | null }>>({});
  const unlocked = !gameweek.isLocked && Date.parse(gameweek.deadline) > Date.now();

  async function removeMatch(match: GameweekMatch) {
    try {
      await editMatches.mutateAsync({ deadline: gameweek.deadline, add: [], remove: [match.id] });
      toast.success(`${match.homeTeam} vs ${match.awayTeam} was removed.`);
    } catch (error) {
      toast.error(errorMessage(error));
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
    if (unlocked) {
      return (
        <Button
          variant="ghost"
          className="text-red-600"
          onClick={() => removeMatch(match)}
          disabled={editMatches.isPending || gameweek.matches.length === 1}
        >
          Remove
        </Button>
      );
    }
    if (match.apiMatchId !== null) return <span className="text-xs text-muted">Scores of real matches update automatically.</span>;
    const score = scoreOf(match);
    return (
      <span className="flex items-center gap-2">
        <ScoreStepper label={`Final score of ${match.homeTeam}`} value={score.home} onChange={(value) => setScore(match, 'home', value)} />
        <span aria-hidden="true">-</span>
        <ScoreStepper label={`Final score of ${match.awayTeam}`} value={score.away} onChange={(value) => setScore(match, 'away', value)} />
      </span>
    );
  };

  const toolbar = unlocked ? (
    <Link to={`/gameweek/${gameweek.id}/add-matches`} className={buttonClass('secondary')}>
      Add matches
    </Link>
  ) : (
    <Button onClick={onSaveScores} disabled={saveScores.isPending}>
      Save Scores
    </Button>
  );

  return { actions, toolbar };
}

import { GAMEWEEK_MESSAGES, type GameweekDetail, type GameweekMatch, POLICY_MESSAGES } from '@scoreline/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useEditGameweekMatches, useSaveFinalScores } from '../api/gameweeks';
import { finalScoresRequest, matchEditControl, removalWording } from './edit-mode-state';
import { FinalScoreSteppers } from './final-score-steppers';
import { toggleRemoval } from './removal-queue';
import { t } from '../../../lib/i18n';

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
  const [queued, setQueued] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const wording = removalWording(queued.size);

  async function applyRemovals() {
    try {
      await editMatches.mutateAsync({ deadline: gameweek.deadline, add: [], remove: [...queued] });
      toast.success(wording.done);
      setQueued(new Set());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setConfirming(false);
    }
  }

  const scoreOf = (match: GameweekMatch) => scores[match.id] ?? { home: match.finalHomeScore, away: match.finalAwayScore };

  async function onSaveScores() {
    const request = finalScoresRequest(scores);
    if (!request) return toast.error(t('Enter both scores of at least one match.'));
    try {
      await saveScores.mutateAsync(request);
      toast.success(t(GAMEWEEK_MESSAGES.finalScoresSaved));
      setScores({});
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const actions = (match: GameweekMatch) => {
    const control = matchEditControl(gameweek, match, queued);
    if (control.kind === 'queue')
      return (
        <span className="flex items-center gap-2">
          {control.queued && <span className="text-xs font-semibold text-red-600">{t('Will be removed')}</span>}
          <Button
            variant="ghost"
            className={control.queued ? '' : 'text-red-600'}
            onClick={() => setQueued((current) => toggleRemoval(current, match.id))}
            disabled={control.lastKept}
          >
            {control.queued ? t('Keep') : t('Remove')}
          </Button>
        </span>
      );
    if (control.kind === 'automatic') return <span className="text-xs text-muted">{t(POLICY_MESSAGES.realScoresAutomatic)}</span>;
    if (control.kind === 'after-kick-off') return <span className="text-xs text-muted">{t('Score after kick-off')}</span>;
    return (
      <FinalScoreSteppers
        match={match}
        score={scoreOf(match)}
        onChange={(side, value) => setScores((current) => ({ ...current, [match.id]: { ...scoreOf(match), [side]: value } }))}
      />
    );
  };

  const toolbar = gameweek.viewer.canEditMatches ? (
    <>
      <Link to={`/gameweek/${gameweek.id}/add-matches`} className={buttonClass('secondary')}>
        {t('Add matches')}
      </Link>
      {queued.size > 0 && <Button onClick={() => setConfirming(true)}>{t('Update Gameweek')}</Button>}
    </>
  ) : (
    <Button onClick={onSaveScores} disabled={saveScores.isPending}>
      {t('Save Scores')}
    </Button>
  );

  const dialog = (
    <ConfirmDialog
      open={confirming}
      onOpenChange={setConfirming}
      title={wording.title}
      description={t("Everyone's predictions for them will be deleted too.")}
      confirmLabel={t('Remove')}
      onConfirm={applyRemovals}
      busy={editMatches.isPending}
    />
  );

  return { actions, toolbar, dialog };
}

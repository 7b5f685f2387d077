import type { GameweekMatch } from '@scoreline/shared';
import { ScoreStepper } from '../../../components/ui/score-stepper';
import { t } from '../../../lib/i18n';

type Score = { home: number | null; away: number | null };

/** A custom match's final score in edit mode: a stepper under each team. */
export function FinalScoreSteppers({
  match,
  score,
  onChange,
}: {
  match: GameweekMatch;
  score: Score;
  onChange: (side: keyof Score, value: number | null) => void;
}) {
  return (
    <span className="grid w-full grid-cols-2 justify-items-center gap-2">
      {(['home', 'away'] as const).map((side) => {
        const team = side === 'home' ? match.homeTeam : match.awayTeam;
        return (
          <ScoreStepper
            key={side}
            label={t('Final score of {team}', { team })}
            stepLabel={t('final score of {team}', { team })}
            value={score[side]}
            onChange={(value) => onChange(side, value)}
          />
        );
      })}
    </span>
  );
}

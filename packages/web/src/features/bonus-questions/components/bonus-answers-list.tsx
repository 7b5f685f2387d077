import { BONUS_MESSAGES as M, type BonusAnswer } from '@scoreline/shared';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { t } from '../../../lib/i18n';

/** Everyone's answers once the deadline has passed, each with the points it got once settled. */
export function BonusAnswersList({ answers }: { answers: BonusAnswer[] }) {
  if (answers.length === 0) return <p className="text-sm text-muted">{t(M.noAnswers)}</p>;
  return (
    <ul className="divide-y divide-[var(--border)] text-sm" aria-label={t(M.answers)}>
      {answers.map(({ player, answer, points }) => (
        <li key={player.id} className="flex items-center gap-2 py-1.5" data-testid="bonus-answer">
          <PlayerBadge player={player} />
          <span className="min-w-0 flex-1">
            <span className="font-medium">{player.username}</span> <span className="break-words text-muted">{answer}</span>
          </span>
          {points !== null && (
            <span className={`tabular-nums ${points > 0 ? 'font-semibold text-green-700 dark:text-green-300' : 'text-muted'}`}>
              {t(M.scored, { points })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

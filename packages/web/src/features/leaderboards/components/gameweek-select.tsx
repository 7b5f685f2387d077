import type { GameweekSummary } from '@scoreline/shared';
import { useId } from 'react';
import { inputClass } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import { gameweekOptions } from './chosen-gameweek';

/** "Gameweek" and a select of the group's gameweeks, newest first, the current one marked; the parent lays them out. */
export function GameweekSelect({
  gameweeks,
  value,
  onChange,
}: {
  gameweeks: readonly Pick<GameweekSummary, 'id' | 'weekNumber' | 'isActive'>[];
  value: string;
  onChange: (gameweekId: string) => void;
}) {
  const ids = useId();
  return (
    <>
      <label htmlFor={`${ids}-gameweek`} className="block text-sm font-medium">
        {t('Gameweek')}
      </label>
      <select id={`${ids}-gameweek`} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {gameweekOptions(gameweeks).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

import { inputClass } from '../../../components/ui/text-field';
import { t } from '../../../lib/i18n';
import type { BoardRow } from './leaderboard-row';

/** An admin's edit of one row's shown total: the input's id, value and change handler. */
export interface PointsEdit {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/** A row's settled points, or the input an admin edits them in. */
export function PointsCell({ row, points }: { row: BoardRow; points?: PointsEdit }) {
  return (
    <td className="py-2 pl-2 text-right font-semibold tabular-nums">
      {points ? (
        <>
          <label htmlFor={points.id} className="sr-only">
            {t('Points of {name}', { name: row.player.username })}
          </label>
          <input
            id={points.id}
            type="number"
            min={0}
            inputMode="numeric"
            className={`${inputClass} w-full text-right`}
            value={points.value}
            onChange={(event) => points.onChange(event.target.value)}
          />
        </>
      ) : (
        row.totalPoints
      )}
    </td>
  );
}

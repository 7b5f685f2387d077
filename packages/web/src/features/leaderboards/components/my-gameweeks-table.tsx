import type { LeaderboardHistory } from '@scoreline/shared';
import { Link } from 'react-router';
import { TableHead } from '../../../components/ui/table-head';
import { t } from '../../../lib/i18n';

/** "Your gameweeks": the viewer's position after each gameweek, with its points and exact scores, newest first. */
export function MyGameweeksTable({ rows }: { rows: LeaderboardHistory['mine'] }) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{t('Your gameweeks')}</caption>
      <TableHead
        columns={[
          { label: t('Gameweek') },
          { label: t('Position'), numeric: true },
          { label: t('Points'), numeric: true },
          { label: t('Exact'), numeric: true },
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.gameweekId} className="border-t border-subtle">
            <td className="py-2">
              <Link to={`/gameweek/${row.gameweekId}`} className="text-[var(--color-brand)] hover:underline">
                {t('Gameweek {number}', { number: row.weekNumber })}
              </Link>
            </td>
            <td className="py-2 text-right tabular-nums">{row.position}</td>
            <td className="py-2 text-right tabular-nums">{row.points}</td>
            <td className="py-2 text-right tabular-nums">{row.correctScores}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

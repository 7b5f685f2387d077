import { type GroupStats, PODIUMS, STATS_MESSAGES, podium } from '@scoreline/shared';
import { Medal } from 'lucide-react';
import { PlayerBadge } from '../../../components/ui/player-badge';
import { t } from '../../../lib/i18n';

const MEDAL_COLOURS = ['text-amber-500', 'text-slate-400', 'text-amber-700'];

/** The group's three podiums: top 3 on points per gameweek, score accuracy and correct scores. */
export function Podiums({ stats }: { stats: GroupStats }) {
  const anyResults = stats.players.some((entry) => entry.stats.predictionsMarked > 0);
  if (!anyResults) return <p className="text-muted">{t(STATS_MESSAGES.noData)}</p>;
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {PODIUMS.map(({ metric, title, unit }) => (
        <section key={metric} className="min-w-0 rounded-lg border border-subtle p-3 sm:p-4" aria-label={t(title)} data-testid="podium">
          <h3 className="mb-3 break-words font-semibold hyphens-auto">{t(title)}</h3>
          <ol className="space-y-2">
            {podium(stats.players, metric).map((entry) => (
              <li key={entry.player.id} className="flex items-center gap-2">
                <Medal aria-hidden="true" className={`h-5 w-5 shrink-0 ${MEDAL_COLOURS[entry.place - 1] ?? ''}`} />
                <span className="w-8 shrink-0 text-sm font-semibold">{t(STATS_MESSAGES.place, { place: entry.place })}</span>
                <PlayerBadge player={entry.player} />
                <span className="min-w-0 flex-1 break-words">{entry.player.username}</span>
                <strong className="shrink-0 tabular-nums">{t(unit, { value: entry.stats[metric] })}</strong>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

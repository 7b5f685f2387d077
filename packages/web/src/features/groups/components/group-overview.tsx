import { type GroupDetail, formatDate, scoringSystemText } from '@scoreline/shared';
import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/ui/badge';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** Group Info and the active season's card. */
export function GroupOverview({ group }: { group: GroupDetail }) {
  const season = group.activeSeason;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className="card p-4" aria-labelledby="group-info">
        <h2 id="group-info" className="mb-3 text-lg font-semibold">
          Group Info
        </h2>
        <dl className="space-y-3">
          <Detail label="Owner">{group.owner?.username ?? '—'}</Detail>
          <Detail label="Established">{formatDate(group.createdAt)}</Detail>
          <Detail label="Scoring System">{scoringSystemText(group)}</Detail>
        </dl>
      </section>
      <section className="card p-4" aria-labelledby="season-card">
        <h2 id="season-card" className="mb-3 text-lg font-semibold">
          Season
        </h2>
        {season ? (
          <dl className="space-y-3">
            <Detail label="Name">
              <span className="flex flex-wrap items-center gap-2">
                <Link to={`/season/${season.id}`} className="text-[var(--color-brand)] underline-offset-2 hover:underline">
                  {season.name}
                </Link>
                {season.isActive && <ActiveBadge />}
              </span>
            </Detail>
            <Detail label="Start Date">{season.startDate ? formatDate(season.startDate, 'UTC') : 'TBD'}</Detail>
            <Detail label="End Date">{season.endDate ? formatDate(season.endDate, 'UTC') : '—'}</Detail>
          </dl>
        ) : (
          <p className="text-muted">No active season.</p>
        )}
      </section>
    </div>
  );
}

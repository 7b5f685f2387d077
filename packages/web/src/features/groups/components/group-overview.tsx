import { GROUP_MESSAGES, type GroupDetail, jokerText, scoringSystemText } from '@scoreline/shared';
import { formatCalendarDate, formatDate } from '../../../lib/dates';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/ui/badge';
import { t } from '../../../lib/i18n';

/** The dash of an empty value. */
const EMPTY = '—';

function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="break-words font-medium">{children}</dd>
    </div>
  );
}

/** The About tab: Group Info (owner, established date, scoring system, joker) with the description and who may join. */
export function GroupInfo({ group }: { group: GroupDetail }) {
  return (
    <section className="sm:card sm:p-4" aria-labelledby="group-info">
      <h2 id="group-info" className="mb-3 text-lg font-semibold">
        {t('Group Info')}
      </h2>
      <dl className="space-y-3">
        <Detail label={t('Description')}>{group.description || t(GROUP_MESSAGES.descriptionFallback)}</Detail>
        <Detail label={t('Owner')}>{group.owner?.username ?? EMPTY}</Detail>
        <Detail label={t('Established')}>{formatDate(group.createdAt)}</Detail>
        <Detail label={t('Scoring System')}>{scoringSystemText(t, group)}</Detail>
        <Detail label={t('Joker')}>{jokerText(t, group.jokersEnabled)}</Detail>
        <Detail label={t('Privacy')}>{t(group.isPublic ? GROUP_MESSAGES.publicOption : GROUP_MESSAGES.privateOption)}</Detail>
        <Detail label={t('Members')}>{t('{count} of {max}', { count: group.memberCount, max: group.maxMembers })}</Detail>
      </dl>
    </section>
  );
}

/** The Season tab's card: the active season's name (a link to its page), start and end dates. */
export function SeasonCard({ group }: { group: GroupDetail }) {
  const season = group.activeSeason;
  return (
    <section className="sm:card sm:p-4" aria-labelledby="season-card">
      <h2 id="season-card" className="mb-3 text-lg font-semibold">
        {t('Season')}
      </h2>
      {season ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Detail label={t('Name')} className="col-span-2 sm:col-span-1">
            <span className="flex flex-wrap items-center gap-2">
              <Link to={`/season/${season.id}`} className="text-[var(--color-brand)] underline-offset-2 hover:underline">
                {season.name}
              </Link>
              {season.isActive && <ActiveBadge />}
            </span>
          </Detail>
          <Detail label={t('Start Date')}>{season.startDate ? formatCalendarDate(season.startDate) : t('TBD')}</Detail>
          <Detail label={t('End Date')}>{season.endDate ? formatCalendarDate(season.endDate) : EMPTY}</Detail>
        </dl>
      ) : (
        <p className="text-muted">{t('No active season.')}</p>
      )}
    </section>
  );
}

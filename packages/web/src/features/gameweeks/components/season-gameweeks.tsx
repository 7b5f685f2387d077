import { GAMEWEEK_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { SectionSpinner } from '../../../components/layout/page-states';
import { useGroupGameweeks } from '../api/gameweeks';
import { GameweekRow } from './gameweek-row';
import { t } from '../../../lib/i18n';

/** A group without gameweeks: admins get the spec's call to create the first one, everyone else the plain text. */
export function GameweeksEmptyState({ group }: { group: GroupDetail }) {
  // Gameweeks are added to an active season only (the server's answer, by its clock).
  if (!group.viewer.canCreateGameweek) return <p className="text-muted">{t(GAMEWEEK_MESSAGES.noGameweeks)}</p>;
  return (
    <div className="rounded-lg bg-[var(--color-brand-soft)] p-4 text-[var(--color-brand-strong)]">
      <p className="font-medium">{t("You haven't created a gameweek yet")}</p>
      <Link to={`/group/${group.id}/create-gameweek`} className={`${buttonClass('primary')} mt-2`}>
        {t('Create Gameweek')}
      </Link>
    </div>
  );
}

/** The group page's season section: its gameweeks, and "+ Add Gameweek" for admins. */
export function SeasonGameweeks({ group }: { group: GroupDetail }) {
  const { data: gameweeks, isPending } = useGroupGameweeks(group.id);
  return (
    <section className="sm:card sm:p-4" aria-labelledby="gameweeks-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="gameweeks-heading" className="text-lg font-semibold">
          {t('Gameweeks')}
        </h2>
        {group.viewer.canCreateGameweek && (
          <Link to={`/group/${group.id}/create-gameweek`} className={buttonClass('secondary')}>
            {t('+ Add Gameweek')}
          </Link>
        )}
      </div>
      {isPending ? (
        <SectionSpinner label={t('Loading gameweeks')} />
      ) : !gameweeks || gameweeks.length === 0 ? (
        <GameweeksEmptyState group={group} />
      ) : (
        <ul className="divide-y divide-[var(--border)]">
          {[...gameweeks].reverse().map((gameweek) => (
            <GameweekRow key={gameweek.id} gameweek={gameweek} />
          ))}
        </ul>
      )}
    </section>
  );
}

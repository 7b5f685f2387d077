import { GAMEWEEK_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useGroupGameweeks } from '../api/gameweeks';
import { GameweekRow } from './gameweek-row';

/** The group page's season section: its gameweeks, and "+ Add Gameweek" for admins. */
export function SeasonGameweeks({ group }: { group: GroupDetail }) {
  const { data: gameweeks, isPending } = useGroupGameweeks(group.id);
  // Gameweeks are added to an active season only (the server's answer, by its clock).
  const canAdd = group.viewer.canCreateGameweek;
  return (
    <section className="card p-4" aria-labelledby="gameweeks-heading">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="gameweeks-heading" className="text-lg font-semibold">
          Gameweeks
        </h2>
        {canAdd && (
          <Link to={`/group/${group.id}/create-gameweek`} className={buttonClass('secondary')}>
            + Add Gameweek
          </Link>
        )}
      </div>
      {isPending ? (
        <Spinner label="Loading gameweeks" />
      ) : !gameweeks || gameweeks.length === 0 ? (
        // One empty state: admins get the spec's call to create the first gameweek, everyone else the plain text.
        canAdd ? (
          <div className="rounded-lg bg-[var(--color-brand-soft)] p-4 text-[var(--color-brand-strong)]">
            <p className="font-medium">You haven&apos;t created a gameweek yet</p>
            <Link to={`/group/${group.id}/create-gameweek`} className={`${buttonClass('primary')} mt-2`}>
              Create Gameweek
            </Link>
          </div>
        ) : (
          <p className="text-muted">{GAMEWEEK_MESSAGES.noGameweeks}</p>
        )
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

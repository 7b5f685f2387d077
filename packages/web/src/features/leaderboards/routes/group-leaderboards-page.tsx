import { GAMEWEEK_MESSAGES, LEADERBOARD_MESSAGES } from '@scoreline/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { EntityNotFound } from '../../../components/layout/not-found';
import { Page } from '../../../components/layout/page';
import { LoadError, NotMemberView, PageSpinner } from '../../../components/layout/page-states';
import { inputClass } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useGroupGameweeks } from '../../gameweeks';
import { useEditLeaderboard, useGroupLeaderboard, useLeaderboardHistory } from '../api/leaderboards';
import { GameweekBoard } from '../components/gameweek-board';
import { LeaderboardCard } from '../components/leaderboard-card';
import { PositionChart } from '../components/position-chart';
import { useLiveGroup } from '../../../lib/use-live-groups';
import { TableHead } from '../../../components/ui/table-head';

function GameweekPicker({ groupId }: { groupId: string }) {
  const ids = useId();
  const gameweeks = useGroupGameweeks(groupId).data ?? [];
  const current = gameweeks.find((gameweek) => gameweek.isActive) ?? gameweeks.at(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = picked ?? current?.id ?? null;
  if (gameweeks.length === 0) return <p className="card p-4 text-muted">{GAMEWEEK_MESSAGES.noGameweeks}</p>;
  return (
    <div className="space-y-2">
      <label htmlFor={`${ids}-gameweek`} className="block text-sm font-medium">
        Gameweek
      </label>
      <select id={`${ids}-gameweek`} className={inputClass} value={selected ?? ''} onChange={(event) => setPicked(event.target.value)}>
        {[...gameweeks].reverse().map((gameweek) => (
          <option key={gameweek.id} value={gameweek.id}>
            Gameweek {gameweek.weekNumber}
            {gameweek.id === current?.id ? ' (current)' : ''}
          </option>
        ))}
      </select>
      {selected && <GameweekBoard gameweekId={selected} />}
    </div>
  );
}

/** /group/{id}/leaderboards: the all-time table (admins edit points), a gameweek's table, and the history. */
export function GroupLeaderboardsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const board = useGroupLeaderboard(id);
  const history = useLeaderboardHistory(id, board.isSuccess);
  const edit = useEditLeaderboard(id);
  useLiveGroup(board.isSuccess ? id : null);

  let body: React.ReactNode;
  if (board.isPending) body = <PageSpinner label="Loading leaderboard" />;
  else if (board.error instanceof ApiError && board.error.status === 404) body = <EntityNotFound entity="group" />;
  else if (board.error instanceof ApiError && board.error.status === 403) body = <NotMemberView groupId={id} />;
  else if (board.error || !board.data)
    body = <LoadError message="Error loading group data" detail={errorMessage(board.error)} onRetry={() => board.refetch()} />;
  else
    body = (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{board.data.group.name} leaderboards</h1>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <LeaderboardCard
            groupId={id}
            title="All-time"
            rows={board.data.rows}
            ranked={board.data.hasResults}
            viewerId={user?.id}
            searchable
            lastUpdated={board.data.lastUpdated}
            currentGameweekId={board.data.currentGameweek?.id}
            onSavePoints={
              board.data.viewer.canEdit
                ? async (rows) => {
                    try {
                      await edit.mutateAsync({ rows });
                      toast.success(LEADERBOARD_MESSAGES.updated);
                    } catch (failure) {
                      toast.error(`Leaderboard error: ${errorMessage(failure)}`);
                      throw failure;
                    }
                  }
                : undefined
            }
          />
          <GameweekPicker groupId={id} />
        </div>
        <section className="card space-y-3 p-4" aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-lg font-semibold">
            Position history
          </h2>
          {history.error ? (
            <LoadError message={LEADERBOARD_MESSAGES.historyLoadFailed} onRetry={() => history.refetch()} />
          ) : history.data ? (
            <>
              <PositionChart history={history.data} viewerId={user?.id} />
              {history.data.mine.length > 0 && (
                <table className="w-full text-sm">
                  <caption className="mb-2 text-left font-semibold">Your gameweeks</caption>
                  <TableHead
                    columns={[
                      { label: 'Gameweek' },
                      { label: 'Position', numeric: true },
                      { label: 'Points', numeric: true },
                      { label: 'Exact', numeric: true },
                    ]}
                  />
                  <tbody>
                    {history.data.mine.map((row) => (
                      <tr key={row.gameweekId} className="border-t border-subtle">
                        <td className="py-2">
                          <Link to={`/gameweek/${row.gameweekId}`} className="text-[var(--color-brand)] hover:underline">
                            Gameweek {row.weekNumber}
                          </Link>
                        </td>
                        <td className="py-2 text-right tabular-nums">{row.position}</td>
                        <td className="py-2 text-right tabular-nums">{row.points}</td>
                        <td className="py-2 text-right tabular-nums">{row.correctScores}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          ) : (
            <PageSpinner label="Loading history" />
          )}
        </section>
      </div>
    );

  return (
    <Page title="Leaderboards">
      <Link
        to={`/group/${id}`}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-[var(--color-brand)] hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to group
      </Link>
      {body}
    </Page>
  );
}

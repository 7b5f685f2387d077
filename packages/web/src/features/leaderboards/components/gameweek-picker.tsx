import { GAMEWEEK_MESSAGES } from '@scoreline/shared';
import { useGroupGameweeks } from '../../gameweeks';
import { useChosenGameweek } from './chosen-gameweek';
import { GameweekBoard } from './gameweek-board';
import { GameweekSelect } from './gameweek-select';

/** A gameweek's table on the group's leaderboards: the current gameweek's until another is chosen. */
export function GameweekPicker({ groupId }: { groupId: string }) {
  const gameweeks = useGroupGameweeks(groupId).data ?? [];
  const { chosenId, choose } = useChosenGameweek(gameweeks);
  if (gameweeks.length === 0) return <p className="card p-4 text-muted">{GAMEWEEK_MESSAGES.noGameweeks}</p>;
  return (
    <div className="space-y-2">
      <GameweekSelect gameweeks={gameweeks} value={chosenId ?? ''} onChange={choose} />
      {chosenId && <GameweekBoard gameweekId={chosenId} />}
    </div>
  );
}

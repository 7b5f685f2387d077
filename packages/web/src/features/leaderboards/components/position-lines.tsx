import { DEFAULT_BADGE_COLOUR, type LeaderboardHistory, PLAYER_PALETTE } from '@scoreline/shared';
import { t } from '../../../lib/i18n';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Point = { label: string } & Record<string, number | string | undefined>;

/** The chart itself (recharts), loaded only when a chart is on screen: see position-chart.tsx. */
export function PositionLines({ history, viewerId }: { history: LeaderboardHistory; viewerId?: string }) {
  const data: Point[] = history.weeks.map((week) => {
    const point: Point = { label: t('GW {number}', { number: week.weekNumber }) };
    for (const { player, points } of history.players) {
      const entry = points.find((candidate) => candidate.weekNumber === week.weekNumber);
      if (entry) {
        point[player.id] = entry.position;
        point[`${player.id}:points`] = entry.totalPoints;
      }
    }
    return point;
  });
  const lowest = Math.max(1, ...history.players.flatMap((entry) => entry.points.map((point) => point.position)));
  const ticks = Array.from({ length: lowest }, (_, index) => index + 1);
  const names = new Map(history.players.map((entry) => [entry.player.id, entry.player.username]));
  // Lines must differ from each other: a player's own colour if they chose one, else the palette in turn.
  const lineColour = (player: LeaderboardHistory['players'][number]['player'], index: number) =>
    player.bgColour && player.bgColour !== DEFAULT_BADGE_COLOUR ? player.bgColour : PLAYER_PALETTE[index % PLAYER_PALETTE.length]!;

  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} />
        <YAxis reversed domain={[1, lowest]} ticks={ticks} interval={0} allowDecimals={false} width={32} tick={{ fontSize: 12 }} />
        <Tooltip
          content={({ active, payload, label }) =>
            active && payload && payload.length > 0 ? (
              <div className="card p-2 text-xs shadow" role="status">
                <p className="mb-1 font-semibold">{label}</p>
                {payload.map((item) => {
                  const id = String(item.dataKey);
                  const points = (item.payload as Point)[`${id}:points`];
                  return (
                    <p key={id} style={{ color: item.color }}>
                      {t('{name}: Position {position}, {points, plural, one {# pt} other {# pts}}', {
                        name: names.get(id),
                        position: Number(item.value),
                        points: Number(points),
                      })}
                    </p>
                  );
                })}
              </div>
            ) : null
          }
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {history.players.map(({ player }, index) => (
          <Line
            key={player.id}
            type="monotone"
            dataKey={player.id}
            name={player.username}
            stroke={lineColour(player, index)}
            strokeWidth={player.id === viewerId ? 3 : 2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

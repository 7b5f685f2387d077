/**
 * A fresh gameweek for each deadline rush after the first (the rushes through nginx): the rush groups' open
 * gameweek of the previous rush is past its deadline, so each group gets a new active one of `matches` custom
 * matches, nobody's predictions in it yet, as the seeded one was before the first rush. Its ids are the
 * dataset's for week `weeks + round` (dataset.ts), so the rush and its checks compute them as for the first.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';
import { uuidArray } from '../packages/server/src/db/sql-helpers.js';
import type { BenchConfig } from './config.js';
import type { Dataset } from './dataset.js';

export const rushGroupsOf = (c: BenchConfig) => Array.from({ length: c.rushGroups }, (_, i) => c.groups - c.rushGroups + i);

export async function openRushRound(db: Database, c: BenchConfig, d: Dataset, round: number): Promise<void> {
  const groups = rushGroupsOf(c);
  const week = (g: number) => d.weeksOf(g) + round;
  const gameweeks = groups.map((g) => ({
    id: d.gameweekId(g, week(g)),
    groupId: d.groupId(g),
    seasonId: d.seasonId(g),
    weekNumber: week(g),
    deadline: d.deadline(g, week(g)).toISOString(),
  }));
  const matches = groups.flatMap((g) =>
    Array.from({ length: c.matches }, (_, i) => ({
      id: d.matchId(g, week(g), i + 1),
      groupId: d.groupId(g),
      gameweekId: d.gameweekId(g, week(g)),
      home: `Home ${i + 1}`,
      away: `Away ${i + 1}`,
      at: d.kickOff(g, week(g), i + 1).toISOString(),
    })),
  );
  await db.transaction(async (tx) => {
    // One active gameweek per group: the previous rush's steps aside.
    await tx.execute(sql`UPDATE gameweeks SET is_active = false WHERE is_active AND group_id = ANY(${uuidArray(groups.map(d.groupId))})`);
    await tx.execute(sql`
      INSERT INTO gameweeks (id, group_id, season_id, week_number, deadline, is_active)
      SELECT id, "groupId", "seasonId", "weekNumber", deadline, true FROM json_to_recordset(${JSON.stringify(gameweeks)}::json)
        AS g(id uuid, "groupId" uuid, "seasonId" uuid, "weekNumber" int, deadline timestamptz)`);
    await tx.execute(sql`
      INSERT INTO matches (id, group_id, gameweek_id, home_team, away_team, match_time)
      SELECT id, "groupId", "gameweekId", home, away, at FROM json_to_recordset(${JSON.stringify(matches)}::json)
        AS m(id uuid, "groupId" uuid, "gameweekId" uuid, home text, away text, at timestamptz)`);
  });
}

import type { Home } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { MATCH_COLUMNS, MATCH_CRESTS, type MatchRow, toGameweekMatch } from '../gameweeks/gameweeks.repo.js';

export function createHomeRepo() {
  return {
    /**
     * Matches still to predict in the viewer's groups (active, unlocked gameweeks before their deadline), by
     * kick-off, with the viewer's prediction if made; a real fixture held by several groups comes once.
     */
    async upcoming(db: Executor, userId: string, now: Date, limit: number): Promise<Home['upcoming']> {
      const result = await db.execute<
        MatchRow & {
          group_id: string;
          group_name: string;
          gameweek_id: string;
          week_number: number;
          predicted_home_score: number | null;
          predicted_away_score: number | null;
        }
      >(sql`
        SELECT ${MATCH_COLUMNS}, g.id AS group_id, g.name AS group_name, gw.id AS gameweek_id, gw.week_number,
               p.predicted_home_score, p.predicted_away_score
        FROM group_members gm
        JOIN groups g ON g.id = gm.group_id
        JOIN gameweeks gw ON gw.group_id = gm.group_id AND gw.is_active AND NOT gw.is_locked AND gw.deadline > ${now.toISOString()}
        JOIN matches m ON m.gameweek_id = gw.id AND m.match_time > ${now.toISOString()}
        ${MATCH_CRESTS}
        LEFT JOIN predictions p ON p.match_id = m.id AND p.user_id = gm.user_id
        WHERE gm.user_id = ${userId}
        ORDER BY m.match_time, lower(g.name), m.id`);
      const seen = new Set<string>();
      const upcoming: Home['upcoming'] = [];
      for (const row of result.rows) {
        const key = row.api_match_id === null ? row.id : `fixture:${row.api_match_id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        upcoming.push({
          ...toGameweekMatch(row),
          groupId: row.group_id,
          groupName: row.group_name,
          gameweekId: row.gameweek_id,
          weekNumber: row.week_number,
          prediction:
            row.predicted_home_score === null || row.predicted_away_score === null
              ? null
              : { home: row.predicted_home_score, away: row.predicted_away_score },
        });
        if (upcoming.length === limit) break;
      }
      return upcoming;
    },
  };
}

export type HomeRepo = ReturnType<typeof createHomeRepo>;

/**
 * The live fan-out's dataset, a few set-based INSERTs on its own database: `groups` groups of `members` players,
 * each player signed in (a `sessions` row, as bench/sessions.ts signs its cookie), each group one locked gameweek
 * holding its copy of one real fixture in play (the same `api_match_id` and `api_competition_id` everywhere,
 * running score 0-0) that every member predicted.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Sessions } from './sessions.js';

export interface FanoutFixture {
  apiMatchId: number;
  competitionId: number;
  homeTeam: string;
  awayTeam: string;
  kickOff: Date;
  minute: number;
}

export interface FanoutDataset {
  groupIds: string[];
  /** Player i is a member of group floor(i / members) and signed in as session `sessions.cookie(i)`. */
  userIds: string[];
}

export async function seedFanout(
  pool: pg.Pool,
  shape: { groups: number; members: number },
  sessions: Sessions,
  fixture: FanoutFixture,
): Promise<FanoutDataset> {
  const userIds = Array.from({ length: shape.groups * shape.members }, () => randomUUID());
  const groupIds = Array.from({ length: shape.groups }, () => randomUUID());
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (id, email, username, email_verified)
       SELECT id, 'fan' || i || '@bench.test', 'Fan ' || i, true FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, i)`,
      [userIds],
    );
    await client.query(
      `INSERT INTO sessions (token, user_id, expires_at) SELECT token, id, $3 FROM unnest($1::uuid[], $2::text[]) AS s(id, token)`,
      [userIds, userIds.map((_, i) => sessions.token(i)), sessions.expiresAt.toISOString()],
    );
    // Group g's players are users g x members ... g x members + members - 1; the first owns it.
    await client.query(
      `INSERT INTO groups (id, name, owner_id, is_public)
       SELECT id, 'Fan-out ' || g, ($2::uuid[])[(g - 1) * $3 + 1], true FROM unnest($1::uuid[]) WITH ORDINALITY AS x(id, g)`,
      [groupIds, userIds, shape.members],
    );
    await client.query(
      `INSERT INTO group_members (group_id, user_id, is_admin)
       SELECT ($2::uuid[])[(i - 1) / $3 + 1], id, (i - 1) % $3 = 0 FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, i)`,
      [userIds, groupIds, shape.members],
    );
    await client.query('INSERT INTO seasons (group_id, admin_id) SELECT id, owner_id FROM groups WHERE id = ANY($1::uuid[])', [groupIds]);
    await client.query('UPDATE groups g SET active_season_id = s.id FROM seasons s WHERE s.group_id = g.id AND g.id = ANY($1::uuid[])', [
      groupIds,
    ]);
    // Locked at the deadline before kick-off, as the deadline sweep leaves a gameweek whose matches are under way.
    await client.query(
      `INSERT INTO gameweeks (group_id, season_id, week_number, deadline, is_active, is_locked)
       SELECT id, active_season_id, 1, $2::timestamptz - interval '1 hour', true, true FROM groups WHERE id = ANY($1::uuid[])`,
      [groupIds, fixture.kickOff.toISOString()],
    );
    await client.query(
      `INSERT INTO matches (group_id, gameweek_id, api_match_id, api_competition_id, home_team, away_team, match_time,
                            api_status, live_home_score, live_away_score, live_minute)
       SELECT group_id, id, $2, $3, $4, $5, $6, 'IN_PLAY', 0, 0, $7 FROM gameweeks WHERE group_id = ANY($1::uuid[])`,
      [
        groupIds,
        fixture.apiMatchId,
        fixture.competitionId,
        fixture.homeTeam,
        fixture.awayTeam,
        fixture.kickOff.toISOString(),
        fixture.minute,
      ],
    );
    await client.query(
      `INSERT INTO predictions (group_id, match_id, user_id, predicted_home_score, predicted_away_score, is_locked)
       SELECT m.group_id, m.id, gm.user_id, (random() * 3)::int, (random() * 3)::int, true
       FROM matches m JOIN group_members gm ON gm.group_id = m.group_id WHERE m.api_match_id = $1`,
      [fixture.apiMatchId],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  await pool.query('VACUUM ANALYZE');
  return { groupIds, userIds };
}

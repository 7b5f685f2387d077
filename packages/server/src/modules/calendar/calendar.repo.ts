import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { col, queryOptionalRow, queryRow, queryRows } from '../../db/rows.js';
import { calendarFeeds } from '../../db/schema.js';
import { takesPredictions } from '../../db/sql-helpers.js';

const feedRow = z.strictObject({ id: col.uuid, secret: col.text });
const ownerRow = z.strictObject({ user_id: col.uuid, secret: col.text, locale: col.text.nullable(), time_zone: col.text.nullable() });
const fixtureRow = z.strictObject({
  group_id: col.uuid,
  group_name: col.text,
  gameweek_id: col.uuid,
  week_number: col.int,
  deadline: col.timestamptz,
  is_locked: col.boolean,
  closes_at_kick_off: col.boolean,
  last_kick_off: col.timestamptz,
  match_id: col.uuid,
  api_match_id: col.int.nullable(),
  home_team: col.text,
  away_team: col.text,
  match_time: col.timestamptz,
  final_home_score: col.int.nullable(),
  final_away_score: col.int.nullable(),
  predicted: col.boolean,
});
export type CalendarFixtureRow = z.infer<typeof fixtureRow>;

/** Players' calendar feeds, and what a feed lists. */
export function createCalendarRepo() {
  return {
    async feedOf(db: Executor, userId: string) {
      return queryOptionalRow(db, 'calendar.feedOf', feedRow)`SELECT id, secret FROM ${calendarFeeds} WHERE user_id = ${userId}`;
    },

    /** The player's feed, made if they have none (two requests at once make one). */
    async ensureFeed(db: Executor, userId: string, secret: string) {
      return queryRow(db, 'calendar.ensureFeed', feedRow)`
        WITH made AS (
          INSERT INTO ${calendarFeeds} (user_id, secret) VALUES (${userId}, ${secret}) ON CONFLICT (user_id) DO NOTHING RETURNING id, secret
        )
        SELECT id, secret FROM made UNION ALL SELECT id, secret FROM ${calendarFeeds} WHERE user_id = ${userId} AND NOT EXISTS (SELECT 1 FROM made)`;
    },

    /** A new feed for the player, in place of the one they had (whose address then answers 404). */
    async replaceFeed(db: Executor, userId: string, secret: string) {
      return queryRow(db, 'calendar.replaceFeed', feedRow)`
        INSERT INTO ${calendarFeeds} (user_id, secret) VALUES (${userId}, ${secret})
        ON CONFLICT (user_id) DO UPDATE SET id = gen_random_uuid(), secret = EXCLUDED.secret, created_at = now()
        RETURNING id, secret`;
    },

    async ownerOf(db: Executor, feedId: string) {
      return queryOptionalRow(db, 'calendar.ownerOf', ownerRow)`
        SELECT f.user_id, f.secret, COALESCE(u.locale, u.browser_locale) AS locale, u.time_zone FROM ${calendarFeeds} f JOIN users u ON u.id = f.user_id WHERE f.id = ${feedId}`;
    },

    /**
     * Every match of the active, unfinished gameweeks of the player's groups, with its gameweek's timing (which of
     * them are still to come is the policy's to say) and whether the player has predicted it.
     */
    async fixturesOf(db: Executor, userId: string) {
      return queryRows(db, 'calendar.fixturesOf', fixtureRow)`
        SELECT gw.group_id, g.name AS group_name, gw.id AS gameweek_id, gw.week_number,
               gw.deadline, gw.is_locked, gw.closes_at_kick_off,
               max(m.match_time) OVER (PARTITION BY gw.id) AS last_kick_off,
               m.id AS match_id, m.api_match_id, m.home_team, m.away_team, m.match_time,
               m.final_home_score, m.final_away_score,
               EXISTS (SELECT 1 FROM predictions p WHERE p.match_id = m.id AND p.user_id = ${userId}) AS predicted
        FROM group_members gm
        JOIN groups g ON g.id = gm.group_id
        JOIN gameweeks gw ON gw.group_id = gm.group_id AND ${takesPredictions('gw')} AND NOT gw.is_finished
        JOIN matches m ON m.gameweek_id = gw.id
        WHERE gm.user_id = ${userId}
        ORDER BY m.match_time, g.name, m.id`;
    },
  };
}
export type CalendarRepo = ReturnType<typeof createCalendarRepo>;

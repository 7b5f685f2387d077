import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/*
 * The statements every signed-in request runs are prepared once per connection. PostgreSQL plans a prepared
 * statement afresh for its first five runs and then keeps its generic plan unless that looks dearer than
 * planning anew. One that keeps being planned costs its planning time on every request: the scoped session
 * statement did on the bench's data (~300 µs of PostgreSQL time against ~50 µs to run; the bench prints each
 * route's PostgreSQL time per request). Which plan wins depends on the tables' sizes, so this small database
 * guards the statements' shape (one per scope, no parameter that folds away), not every size. With a
 * one-connection pool every request runs on the connection this test inspects.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DATABASE_POOL_SIZE: '1' });
});

afterAll(async () => {
  await t?.close();
});

const RUNS = 12;

describe('prepared statements of the hot paths', () => {
  it('settle on their generic plan instead of being planned on every request', async () => {
    const game = gameHelpers(t.app, new Date());
    const roles = await groupWithRoles(t.app);
    const { member, group } = roles;
    const gameweek = await game.gameweek(roles, 48, ['One', 'Two']);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    // With statistics, as autovacuum keeps them (plans are chosen by estimated cost).
    await t.database.db.execute(sql`ANALYZE`);

    // Each route on its own first, as a server might see them (a plan is chosen from the first five runs).
    const requests = [
      () => get('/api/v1/me'),
      () => get(`/api/v1/groups/${group.id}/leaderboard`),
      () => get(`/api/v1/groups/${group.id}/page`),
      () => get(`/api/v1/gameweeks/${gameweek.id}`),
      () => get('/api/v1/me/home'),
      () => get('/api/v1/me/predictions'),
      (run: number) =>
        game.predict(
          member,
          gameweek.id,
          gameweek.matches.map((match, i) => [match.id, run % 4, i] as [string, number, number]),
        ),
    ];
    for (const request of requests) {
      for (let run = 0; run < RUNS; run += 1) expect((await request(run)).statusCode).toBe(200);
    }

    const statements = await t.database.db.execute<{ name: string; generic_plans: number; custom_plans: number }>(sql`
      SELECT name, generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE name LIKE 'scoreline_%' ORDER BY name`);
    expect(statements.rows.map((row) => row.name)).toEqual([
      'scoreline_gameweek_scoped_session',
      'scoreline_gameweek_write_session',
      'scoreline_group_page_session',
      'scoreline_group_scoped_session',
      'scoreline_memberships_session',
      'scoreline_save_own_predictions',
      'scoreline_session',
    ]);
    for (const row of statements.rows) {
      expect({ name: row.name, plannedEachTime: row.custom_plans > 5 }).toEqual({ name: row.name, plannedEachTime: false });
    }
  });
});

/**
 * `npm run bench:scoring`: marking and recomputing at scale, on a fresh embedded PostgreSQL. Builds groups x
 * members x gameweeks x matches of predictions with set-based SQL, one real fixture shared by every group in
 * the last gameweek, then times the production code paths. Prints figures; asserts nothing.
 *
 *   BENCH_GROUPS=100 BENCH_MEMBERS=30 BENCH_WEEKS=38 BENCH_MATCHES=10 npm run bench:scoring
 *   BENCH_PROFILE=1 also times each statement of one fixture's marking.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { connectDatabase } from '../packages/server/src/db/client.js';
import { startEmbeddedPostgres } from '../packages/server/src/db/embedded-postgres.js';
import { runMigrations } from '../packages/server/src/db/migrate.js';
import { createStandingsRepo } from '../packages/server/src/modules/standings/standings.repo.js';
import { createStandingsService } from '../packages/server/src/modules/standings/standings.service.js';

const groups = Number(process.env.BENCH_GROUPS ?? 100);
const members = Number(process.env.BENCH_MEMBERS ?? 30);
const weeks = Number(process.env.BENCH_WEEKS ?? 38);
const matchesPerWeek = Number(process.env.BENCH_MATCHES ?? 10);
const SHARED_FIXTURE = 999_001;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-bench-scoring-'));
fs.chmodSync(dataDir, 0o755);
const embedded = await startEmbeddedPostgres({ dataDir, port: 0, logger: pino({ level: 'warn' }), database: 'bench' });
const handle = connectDatabase(embedded.url, { poolSize: 4, statementTimeoutMs: 0 });
const { db } = handle;
const scoring = createStandingsService({ db, standingsRepo: createStandingsRepo() });

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ label: string; ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  console.log(`${label.padEnd(62)} ${ms.toFixed(0).padStart(7)} ms`);
  return { label, ms, result };
}

try {
  await runMigrations(handle);
  const predictions = groups * members * weeks * matchesPerWeek;
  console.log(
    `Scoring at scale: ${groups} groups x ${members} members x ${weeks} gameweeks x ${matchesPerWeek} matches = ${predictions.toLocaleString('en-GB')} predictions\n`,
  );

  await timed('load: users, groups, members, seasons, gameweeks, matches', async () => {
    await db.execute(sql`
      INSERT INTO users (id, email, username)
      SELECT md5('user' || u)::uuid, 'user' || u || '@bench.test', 'user' || u FROM generate_series(1, ${groups * members}) u`);
    await db.execute(sql`
      INSERT INTO groups (id, name, owner_id)
      SELECT md5('group' || g)::uuid, 'Group ' || g, md5('user' || ((g - 1) * ${members} + 1))::uuid FROM generate_series(1, ${groups}) g`);
    await db.execute(sql`
      INSERT INTO group_members (group_id, user_id, is_admin, joined_at)
      SELECT md5('group' || g)::uuid, md5('user' || ((g - 1) * ${members} + m))::uuid, m = 1, timestamptz '2025-07-01'
      FROM generate_series(1, ${groups}) g, generate_series(1, ${members}) m`);
    await db.execute(sql`
      INSERT INTO leaderboard (group_id, user_id) SELECT group_id, user_id FROM group_members`);
    await db.execute(sql`
      INSERT INTO seasons (id, group_id, admin_id) SELECT md5('season' || g)::uuid, md5('group' || g)::uuid, md5('user' || ((g - 1) * ${members} + 1))::uuid
      FROM generate_series(1, ${groups}) g`);
    await db.execute(sql`
      INSERT INTO gameweeks (id, group_id, season_id, week_number, deadline, is_active, is_locked)
      SELECT md5('gw' || g || '-' || w)::uuid, md5('group' || g)::uuid, md5('season' || g)::uuid, w,
             timestamptz '2025-08-01' + (w || ' weeks')::interval, w = ${weeks}, true
      FROM generate_series(1, ${groups}) g, generate_series(1, ${weeks}) w`);
    // Match 1 of the last gameweek is the same real fixture in every group; the rest are custom.
    await db.execute(sql`
      INSERT INTO matches (id, group_id, gameweek_id, api_match_id, home_team, away_team, match_time, final_home_score, final_away_score)
      SELECT md5('m' || g || '-' || w || '-' || k)::uuid, md5('group' || g)::uuid, md5('gw' || g || '-' || w)::uuid,
             CASE WHEN w = ${weeks} AND k = 1 THEN ${SHARED_FIXTURE}::int END, 'Home ' || k, 'Away ' || k,
             timestamptz '2025-08-02' + (w || ' weeks')::interval + (k || ' hours')::interval,
             CASE WHEN w = ${weeks} AND k = 1 THEN NULL ELSE (hashtext(g || '-' || w || '-' || k) & 3) END,
             CASE WHEN w = ${weeks} AND k = 1 THEN NULL ELSE (hashtext(k || '-' || w || '-' || g) & 3) END
      FROM generate_series(1, ${groups}) g, generate_series(1, ${weeks}) w, generate_series(1, ${matchesPerWeek}) k`);
  });
  await timed(`load: ${predictions.toLocaleString('en-GB')} predictions (unmarked)`, () =>
    db.execute(sql`
      INSERT INTO predictions (group_id, match_id, user_id, predicted_home_score, predicted_away_score)
      SELECT m.group_id, m.id, gm.user_id, hashtext(m.id::text || gm.user_id::text) & 3, hashtext(gm.user_id::text || m.id::text) & 3
      FROM matches m JOIN group_members gm ON gm.group_id = m.group_id`),
  );
  await db.execute(sql`VACUUM ANALYZE`);

  const groupIds = (await db.execute<{ id: string }>(sql`SELECT id FROM groups`)).rows.map((row) => row.id);
  const full = await timed('full recompute: mark everything, scores, tables, history', () =>
    db.transaction((tx) => scoring.recomputeGroups(tx, groupIds)),
  );
  const again = await timed('full recompute again (nothing changes, nothing is rewritten)', () =>
    db.transaction((tx) => scoring.recomputeGroups(tx, groupIds)),
  );

  await db.execute(sql`UPDATE matches SET final_home_score = 2, final_away_score = 1 WHERE api_match_id = ${SHARED_FIXTURE}`);
  const fixture = await timed(
    `mark one fixture shared by ${groups} groups (${(groups * members).toLocaleString('en-GB')} predictions)`,
    () => db.transaction((tx) => scoring.markFixture(tx, SHARED_FIXTURE)),
  );
  if (process.env.BENCH_PROFILE) {
    // Where one fixture's marking spends its time, statement by statement.
    const repo = createStandingsRepo();
    const original = db.execute.bind(db);
    (db as unknown as { execute: typeof db.execute }).execute = (async (query: Parameters<typeof db.execute>[0]) => {
      const started = performance.now();
      const result = await original(query);
      const chunk = (query as unknown as { queryChunks?: Array<{ value?: string[] }> }).queryChunks?.[0]?.value?.[0] ?? '';
      console.log(`    ${(performance.now() - started).toFixed(0).padStart(6)} ms  ${chunk.replace(/\s+/g, ' ').trim().slice(0, 70)}`);
      return result;
    }) as typeof db.execute;
    const affected = (
      await db.execute<{ gameweek_id: string }>(sql`SELECT gameweek_id FROM matches WHERE api_match_id = ${SHARED_FIXTURE}`)
    ).rows.map((row) => row.gameweek_id);
    await repo.markPredictions(db, { apiMatchId: SHARED_FIXTURE });
    await repo.recomputeGameweekScores(db, affected);
    await repo.recomputeGroupStandings(db, await repo.groupsOfGameweeks(db, affected), affected);
    (db as unknown as { execute: typeof db.execute }).execute = original;
  }
  const fixtureAgain = await timed('mark the same fixture again (idempotent)', () =>
    db.transaction((tx) => scoring.markFixture(tx, SHARED_FIXTURE)),
  );
  const oneGroup = groupIds[0]!;
  const lastWeek = (await db.execute<{ id: string }>(sql`SELECT id FROM gameweeks WHERE group_id = ${oneGroup} AND week_number = ${weeks}`))
    .rows[0]!.id;
  const gameweek = await timed('mark one custom gameweek (an admin saves final scores)', () =>
    db.transaction((tx) => scoring.markGameweek(tx, lastWeek)),
  );

  const marked = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM predictions WHERE outcome IS NOT NULL`);
  console.log(`\nmarked predictions: ${marked.rows[0]!.n.toLocaleString('en-GB')}`);
  console.log(
    `per fixture and group: ${(fixture.ms / groups).toFixed(2)} ms; idempotent re-run / first run: ${(fixtureAgain.ms / fixture.ms).toFixed(2)}`,
  );
  console.log(
    `full recompute rate: ${Math.round(predictions / (full.ms / 1000)).toLocaleString('en-GB')} predictions/s; unchanged re-run / first: ${(again.ms / full.ms).toFixed(2)}`,
  );
  console.log(`one gameweek: ${gameweek.ms.toFixed(0)} ms`);
} finally {
  await handle.close();
  await embedded.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

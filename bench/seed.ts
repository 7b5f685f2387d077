/**
 * Loads the dataset with COPY FROM STDIN (pg-copy-streams), the rows generated here and streamed as text.
 * Every index and constraint is the migrations' own. The predictions' indexes are read from the catalog,
 * dropped before their COPY and built again after it (half the time of keeping them: 39 s against 72 s at 11.4M
 * rows on 2 busy cores). The loading sessions skip the foreign-key triggers (`session_replication_role =
 * replica`): per-row checks of 11.4M rows would take minutes, and the rows are consistent by construction
 * (dataset.ts). Predictions of finished gameweeks carry the marks the shared rule gives them and their matches the
 * result they were marked with, as a live database holds them (marking runs when each result arrives);
 * `BENCH_UNMARKED=1` loads them unmarked instead, so the full recompute also marks all of them. Derived tables
 * (scores, leaderboards, history) are not loaded: the production full recompute builds them (scoring.ts).
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CLASSIC_SCORING, markPrediction } from '@scoreline/shared';
import type { BenchConfig } from './config.js';
import { type Dataset, uuid } from './dataset.js';
import type { Sessions } from './sessions.js';

const CLUBS = [
  'Arsenal',
  'Aston Villa',
  'Bournemouth',
  'Brentford',
  'Brighton',
  'Chelsea',
  'Crystal Palace',
  'Everton',
  'Fulham',
  'Liverpool',
  'Manchester City',
  'Manchester United',
  'Newcastle',
  'Nottingham Forest',
  'Tottenham',
  'West Ham',
  'Wolves',
  'Leeds',
  'Burnley',
  'Sunderland',
];

const CHUNK_ROWS = 2000;

/** Streams `lines` (one row each, text format: tab-separated, `\N` for null) into a table. Returns the row count. */
async function copy(client: pg.PoolClient, table: string, columns: string[], lines: () => Iterable<string>): Promise<number> {
  let rows = 0;
  function* chunks() {
    let chunk = '';
    let inChunk = 0;
    for (const line of lines()) {
      chunk += line;
      rows += 1;
      if (++inChunk === CHUNK_ROWS) {
        yield chunk;
        chunk = '';
        inChunk = 0;
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(
    Readable.from(chunks(), { objectMode: false }),
    client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)),
  );
  return rows;
}

interface IndexDefinition {
  name: string;
  /** Its CREATE INDEX statement, as the catalog has it. */
  definition: string;
  /** `PRIMARY KEY` or `UNIQUE` when the index backs that constraint. */
  constraint: string | null;
}

/** Drops a table's indexes (and the constraints they back), returning their definitions. */
async function dropIndexes(client: pg.PoolClient, table: string): Promise<IndexDefinition[]> {
  const { rows } = await client.query<IndexDefinition>(
    `SELECT i.indexname AS name, i.indexdef AS definition,
            CASE c.contype WHEN 'p' THEN 'PRIMARY KEY' WHEN 'u' THEN 'UNIQUE' END AS constraint
     FROM pg_indexes i LEFT JOIN pg_constraint c ON c.conname = i.indexname AND c.conrelid = $1::text::regclass
     WHERE i.schemaname = 'public' AND i.tablename = $1::text`,
    [table],
  );
  for (const index of rows)
    await client.query(index.constraint ? `ALTER TABLE ${table} DROP CONSTRAINT ${index.name}` : `DROP INDEX ${index.name}`);
  return rows;
}

/**
 * Builds the dropped indexes again, all at once (each CREATE INDEX on its own connection; a constraint's index is
 * built first and then attached, which would otherwise lock the table for the others), and restores their
 * constraints under the same names.
 */
async function rebuildIndexes(pool: pg.Pool, table: string, indexes: IndexDefinition[]) {
  await Promise.all(
    indexes.map(async (index) => {
      const client = await pool.connect();
      try {
        await client.query("SET maintenance_work_mem = '1GB'");
        await client.query(index.definition);
        await client.query('RESET maintenance_work_mem');
      } finally {
        client.release();
      }
    }),
  );
  for (const index of indexes.filter((each) => each.constraint))
    await pool.query(`ALTER TABLE ${table} ADD CONSTRAINT ${index.name} ${index.constraint} USING INDEX ${index.name}`);
}

const iso = (date: Date) => date.toISOString();
const bool = (value: boolean) => (value ? 't' : 'f');

export interface SeedResult {
  /** Rows per table. */
  rows: Record<string, number>;
  /** Wall time of each table's COPY. */
  ms: Record<string, number>;
  totalMs: number;
}

const PREDICTION_COLUMNS = [
  'id',
  'group_id',
  'match_id',
  'user_id',
  'predicted_home_score',
  'predicted_away_score',
  'is_locked',
  'outcome',
  'points',
  'is_joker',
];

/** A prediction's outcome and points as COPY text: marked by the shared rule when `final` is known. */
function marks(predicted: { home: number; away: number }, final: { home: number; away: number } | null, marked: boolean) {
  if (!final || !marked) return '\\N\t\\N';
  const { outcome, points } = markPrediction(predicted, final, CLASSIC_SCORING);
  return `${outcome}\t${points}`;
}

/** The predictions of every `streams`-th group from `stream` on, in id order within each group. */
function* predictionLines(c: BenchConfig, d: Dataset, stream: number, streams: number) {
  for (let g = stream; g < d.totalGroups; g += streams) {
    const group = d.groupId(g);
    const users = Array.from({ length: c.members }, (_, m) => d.userId(g, m));
    const weeks = d.weeksOf(g);
    for (let w = 1; w <= weeks; w += 1) {
      const matches = Array.from({ length: c.matches }, (_, k) => d.matchId(g, w, k + 1));
      const locked = bool(w < weeks);
      const finals = Array.from({ length: c.matches }, (_, k) => (w < weeks ? d.finalScore(g, w, k + 1) : null));
      for (let m = 0; m < c.members; m += 1)
        for (let k = 1; k <= c.matches; k += 1) {
          const predicted = d.predicted(g, w, m, k);
          const marked = marks(predicted, finals[k - 1] ?? null, d.marked);
          // Every member's joker of each gameweek: counted only once a group plays jokers (the house-rules figures).
          const joker = bool(d.isJoker(g, w, m, k));
          yield `${uuid('prediction', d.predictionIndex(g, w, m, k))}\t${group}\t${matches[k - 1]}\t${users[m]}\t${predicted.home}\t${predicted.away}\t${locked}\t${marked}\t${joker}\n`;
        }
    }
  }
}

export async function seed(pool: pg.Pool, c: BenchConfig, d: Dataset, sessions: Sessions, streams = 2): Promise<SeedResult> {
  const client = await pool.connect();
  const result: SeedResult = { rows: {}, ms: {}, totalMs: 0 };
  const started = performance.now();
  const load = async (table: string, columns: string[], lines: () => Iterable<string>) => {
    const at = performance.now();
    result.rows[table] = await copy(client, table, columns, lines);
    result.ms[table] = performance.now() - at;
  };
  const groupsRange = () => Array.from({ length: d.totalGroups }, (_, g) => g);
  try {
    await client.query('SET session_replication_role = replica');
    await client.query('SET synchronous_commit = off');

    // A multi-group set's players are its first group's users, members of each of its groups.
    const usersOwned = () => groupsRange().filter((g) => d.ownsUsers(g));
    await load('users', ['id', 'email', 'username', 'email_verified'], function* () {
      for (const g of usersOwned())
        for (let m = 0; m < c.members; m += 1) {
          const u = d.userIndex(g, m);
          yield `${uuid('user', u)}\tplayer${u}@bench.test\tPlayer ${u}\tt\n`;
        }
    });
    await load('sessions', ['id', 'token', 'user_id', 'expires_at'], function* () {
      const expires = iso(sessions.expiresAt);
      for (const g of usersOwned())
        for (let m = 0; m < c.members; m += 1) {
          const u = d.userIndex(g, m);
          yield `${uuid('session', u)}\t${sessions.token(u)}\t${uuid('user', u)}\t${expires}\n`;
        }
    });
    await load('groups', ['id', 'name', 'owner_id', 'active_season_id', 'is_public'], function* () {
      for (const g of groupsRange()) yield `${d.groupId(g)}\tGroup ${g + 1}\t${d.userId(g, 0)}\t${d.seasonId(g)}\tt\n`;
    });
    await load('seasons', ['id', 'group_id', 'admin_id'], function* () {
      for (const g of groupsRange()) yield `${d.seasonId(g)}\t${d.groupId(g)}\t${d.userId(g, 0)}\n`;
    });
    await load('group_members', ['id', 'group_id', 'user_id', 'is_admin', 'joined_at'], function* () {
      const joined = iso(d.joinedAt);
      for (const g of groupsRange())
        for (let m = 0; m < c.members; m += 1)
          yield `${uuid('member', d.memberIndex(g, m))}\t${d.groupId(g)}\t${d.userId(g, m)}\t${bool(m === 0)}\t${joined}\n`;
    });
    await load(
      'gameweeks',
      ['id', 'group_id', 'season_id', 'week_number', 'deadline', 'is_active', 'is_locked', 'is_finished'],
      function* () {
        for (const g of groupsRange()) {
          const weeks = d.weeksOf(g);
          for (let w = 1; w <= weeks; w += 1) {
            const open = w === weeks;
            yield `${d.gameweekId(g, w)}\t${d.groupId(g)}\t${d.seasonId(g)}\t${w}\t${iso(d.deadline(g, w))}\t${bool(open)}\t${bool(!open)}\t${bool(!open)}\n`;
          }
        }
      },
    );
    await load(
      'matches',
      [
        'id',
        'group_id',
        'gameweek_id',
        'api_match_id',
        'home_team',
        'away_team',
        'match_time',
        'api_status',
        'final_home_score',
        'final_away_score',
        'marked_home_score',
        'marked_away_score',
      ],
      function* () {
        for (const g of groupsRange()) {
          const weeks = d.weeksOf(g);
          for (let w = 1; w <= weeks; w += 1)
            for (let k = 1; k <= c.matches; k += 1) {
              const shared = d.isSharedFixture(g, w, k);
              const fixture = d.fixtureOf(g, w, k);
              const final = w === weeks ? null : d.finalScore(g, w, k);
              // A fixture is the same teams in every group that holds it.
              const teams = d.isMulti(g) && fixture !== null ? d.setOf(g) : g;
              const home = shared ? 'Arsenal' : CLUBS[(teams + w + 2 * k) % CLUBS.length];
              const away = shared ? 'Chelsea' : CLUBS[(teams + w + 2 * k + 1) % CLUBS.length];
              const result = final ? `${final.home}\t${final.away}` : '\\N\t\\N';
              const markedWith = final && d.marked ? result : '\\N\t\\N';
              yield `${d.matchId(g, w, k)}\t${d.groupId(g)}\t${d.gameweekId(g, w)}\t${fixture ?? '\\N'}\t${home}\t${away}\t${iso(d.kickOff(g, w, k))}\t${shared ? 'FINISHED' : '\\N'}\t${result}\t${markedWith}\n`;
            }
        }
      },
    );
    // Finished gameweeks' rows are locked, as the deadline sweep leaves them. Several streams at once (by group), so PostgreSQL parses and
    // indexes on every core while this process generates.
    const indexes = await dropIndexes(client, 'predictions');
    const at = performance.now();
    const counts = await Promise.all(
      Array.from({ length: streams }, async (_, stream) => {
        const streamClient = stream === 0 ? client : await pool.connect();
        try {
          if (stream > 0) await streamClient.query('SET session_replication_role = replica');
          return await copy(streamClient, 'predictions', PREDICTION_COLUMNS, () => predictionLines(c, d, stream, streams));
        } finally {
          if (stream > 0) {
            await streamClient.query('RESET session_replication_role');
            streamClient.release();
          }
        }
      }),
    );
    result.rows.predictions = counts.reduce((sum, n) => sum + n, 0);
    result.ms.predictions = performance.now() - at;
    const rebuilt = performance.now();
    await rebuildIndexes(pool, 'predictions', indexes);
    result.ms['predictions indexes'] = performance.now() - rebuilt;
    await client.query('RESET session_replication_role');
    // The loading sessions skipped every trigger, also the ones that give each new group its version row.
    await client.query('INSERT INTO group_versions (group_id) SELECT id FROM groups ON CONFLICT DO NOTHING');
    result.totalMs = performance.now() - started;
    return result;
  } finally {
    client.release();
  }
}

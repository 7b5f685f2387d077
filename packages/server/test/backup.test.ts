import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBackup } from '../src/backup/create-backup.js';
import { restoreBackup } from '../src/backup/restore-backup.js';
import { connectDatabase } from '../src/db/client.js';
import { findFreePort, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { MIGRATION_DATABASE_OPTIONS, codeMigrations, runMigrations } from '../src/db/migrate.js';
import type { Metrics } from '../src/lib/metrics.js';
import { resolveAuthSecret, resolveVapidKeys } from '../src/lib/secrets.js';
import { gameHelpers } from './support/game.js';
import { buildGroupWithIcon, groupInput, groupWithRoles, join } from './support/groups.js';
import { entriesLogger } from './support/log-entries.js';
import { postJson, spawnServer, waitReady } from './support/server-process.js';
import { startTestJobs } from './support/test-jobs.js';
import { STRONG_PASSWORD, createTestApp, createTestDatabase } from './support/test-app.js';

const root = path.resolve(import.meta.dirname, '../../..');
const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A folder of its own, removed after the file's tests (reachable by the postgres user when run as root). */
function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scoreline-${prefix}-`));
  fs.chmodSync(dir, 0o755);
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run <script> -- <args>` in the project's root, as a self-hoster types it, with only `env`'s settings. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (/^(DATABASE_URL|BACKUP_|AUTH_SECRET|VAPID_|S3_)/.test(name)) delete inherited[name];
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

const backupsIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.tar.gz')) : []);

/**
 * Every row of every public table (and drizzle's migration journal, and the sequences), each table's rows as JSON
 * text in sorted order: two databases with equal contents give equal snapshots.
 */
async function contentsOf(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    const tables = await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1");
    const contents: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM public."${name}" t`);
      contents[name] = rows.rows.map((row) => row.row).sort();
    }
    const journal = await client.query<{ row: string }>('SELECT to_jsonb(m)::text AS row FROM drizzle.__drizzle_migrations m ORDER BY id');
    contents['drizzle.__drizzle_migrations'] = journal.rows.map((row) => row.row);
    const sequences = await client.query<{ row: string }>(
      "SELECT sequencename || '=' || coalesce(last_value::text, '') AS row FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    contents['sequences'] = sequences.rows.map((row) => row.row);
    return contents;
  } finally {
    await client.end();
  }
}

/** The contents of the embedded database under `dataDir` (started for the look, then stopped). */
async function embeddedContentsOf(dataDir: string) {
  const embedded = await startEmbeddedPostgres({ dataDir, port: 0, logger: pino({ level: 'silent' }) });
  try {
    return await contentsOf(embedded.url);
  } finally {
    await embedded.stop();
  }
}

/** Every file under `dir` with its contents, by relative path. */
function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => fs.statSync(path.join(dir, file)).isFile())
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(dir, file)).toString('base64')]),
  );
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

/**
 * A data folder and database with what a season leaves: players, groups (one with an icon, one private with a
 * wrong PIN tried), a gameweek with predictions, results and tables, and the generated secrets.
 */
async function seededInstance() {
  const t = await createTestApp();
  cleanups.push(() => t.close());
  const roles = await groupWithRoles(t.app);
  const game = gameHelpers(t.app, new Date());
  const gameweek = await game.gameweek(roles, 24, ['Derby', 'Cup']);
  const [first, second] = gameweek.matches.map((match) => match.id) as [string, string];
  for (const [player, home] of [
    [roles.owner, 2],
    [roles.member, 1],
    [roles.admin, 0],
  ] as const)
    expect(
      (
        await game.predict(player, gameweek.id, [
          [first, home, 1],
          [second, 0, 0],
        ])
      ).statusCode,
    ).toBe(200);
  expect((await game.lock(roles, gameweek.id)).statusCode).toBe(200);
  expect(
    (
      await game.finalScores(roles, gameweek.id, [
        [first, 2, 1],
        [second, 1, 1],
      ])
    ).statusCode,
  ).toBe(200);
  const withIcon = await buildGroupWithIcon(t.app, roles.owner.cookie, 'With an icon');
  const locked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/groups',
    headers: { cookie: roles.owner.cookie },
    payload: groupInput({ name: 'Private', isPublic: false, pin: '0042' }),
  });
  expect((await join(t.app, roles.outsider, locked.json().id, '1111')).statusCode).toBe(400);
  resolveAuthSecret(undefined, t.dataDir);
  resolveVapidKeys(null, t.dataDir);
  return { t, roles, withIcon };
}

describe('npm run db:backup and db:restore', () => {
  let source: Awaited<ReturnType<typeof seededInstance>>;
  let backupFile: string;
  beforeAll(async () => {
    source = await seededInstance();
    const made = await npmRun('db:backup', [], { DATA_DIR: source.t.dataDir, DATABASE_URL: source.t.database.url });
    expect(made.code, made.stderr).toBe(0);
    const [name] = backupsIn(path.join(source.t.dataDir, 'backups'));
    backupFile = path.join(source.t.dataDir, 'backups', name!);
  }, 120_000);

  it('writes one private file with a UTC timestamp in its name, in a private folder', () => {
    expect(path.basename(backupFile)).toMatch(/^scoreline-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz$/);
    expect(modeOf(backupFile)).toBe(0o600);
    expect(modeOf(path.dirname(backupFile))).toBe(0o700);
  });

  it('restores into a fresh data folder: every row, the secrets and the icons equal; the server starts on it', async () => {
    const fresh = tempDir('restored');
    const restored = await npmRun('db:restore', [backupFile], { DATA_DIR: fresh });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('Restored');

    const before = await contentsOf(source.t.database.url);
    // The seed is a real one: the tables a season fills hold rows, and the attempts' sequence has moved.
    for (const table of ['users', 'groups', 'gameweeks', 'matches', 'predictions', 'scores', 'leaderboard', 'guarded_attempts'])
      expect(before[table]!.length, table).toBeGreaterThan(0);
    expect(before['sequences']!.some((entry) => /^guarded_attempts_id_seq=\d+$/.test(entry))).toBe(true);
    expect(await embeddedContentsOf(fresh)).toEqual(before);
    expect(filesOf(path.join(fresh, 'secrets'))).toEqual(expect.objectContaining(filesOf(path.join(source.t.dataDir, 'secrets'))));
    expect(modeOf(path.join(fresh, 'secrets', 'auth-secret'))).toBe(0o600);
    expect(filesOf(path.join(fresh, 'uploads'))).toEqual(filesOf(path.join(source.t.dataDir, 'uploads')));
    expect(Object.keys(filesOf(path.join(fresh, 'uploads')))).toHaveLength(1);

    // The server runs on the restored folder: the players sign in, their groups and icons are there.
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    const server = spawnServer({ DATA_DIR: fresh, PORT: String(port), PUBLIC_URL: base, WEB_DIST_DIR: path.join(fresh, 'none') });
    await waitReady(base, server);
    const signIn = await postJson(base, '/api/v1/auth/sign-in/email', { email: source.roles.owner.email, password: STRONG_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const group = await fetch(`${base}/api/v1/groups/${source.withIcon.id}`, { headers: { cookie } });
    expect(group.status).toBe(200);
    expect(((await group.json()) as { name: string }).name).toBe('With an icon');
    expect((await fetch(`${base}${source.withIcon.iconUrl}`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
  }, 120_000);

  it('refuses a database with rows, changing nothing, and replaces it with --force', async () => {
    const target = await createTestApp();
    cleanups.push(() => target.close());
    const someone = await target.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up/email',
      payload: { email: 'already@example.com', name: 'already', password: STRONG_PASSWORD },
    });
    expect(someone.statusCode).toBe(200);
    // A new machine's data folder, and a database that already has a player.
    const env = { DATA_DIR: tempDir('db-target'), DATABASE_URL: target.database.url };
    const before = await contentsOf(target.database.url);

    const refused = await npmRun('db:restore', [backupFile], env);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('Not restored: The database at DATABASE_URL is not empty');
    expect(refused.stderr).toMatch(/users.* hold rows/);
    expect(refused.stderr).toContain('--force');
    expect(await contentsOf(target.database.url)).toEqual(before);
    expect(fs.existsSync(path.join(env.DATA_DIR, 'secrets'))).toBe(false);

    const forced = await npmRun('db:restore', [backupFile, '--force'], env);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await contentsOf(target.database.url)).toEqual(await contentsOf(source.t.database.url));
  }, 120_000);

  it('refuses a data folder whose secrets differ, changing nothing, and overwrites them with --force', async () => {
    const target = tempDir('other-secrets');
    const otherSecret = resolveAuthSecret(undefined, target);
    const refused = await npmRun('db:restore', [backupFile], { DATA_DIR: target });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`Not restored: These files in ${target} differ from the backup's: secrets/auth-secret.`);
    expect(fs.readFileSync(path.join(target, 'secrets', 'auth-secret'), 'utf8')).toBe(otherSecret);
    expect(fs.existsSync(path.join(target, 'postgres'))).toBe(false);

    const forced = await npmRun('db:restore', [backupFile, '--force'], { DATA_DIR: target });
    expect(forced.code, forced.stderr).toBe(0);
    expect(fs.readFileSync(path.join(target, 'secrets', 'auth-secret'), 'utf8')).toBe(
      fs.readFileSync(path.join(source.t.dataDir, 'secrets', 'auth-secret'), 'utf8'),
    );
  }, 120_000);

  it('restores files and folders only: a link in a crafted archive is left out', async () => {
    const unpacked = tempDir('crafted');
    await tar.extract({ file: backupFile, cwd: unpacked });
    const icons = path.join(unpacked, 'scoreline-backup', 'uploads', 'group-icons');
    fs.symlinkSync(path.join(source.t.dataDir, 'secrets', 'auth-secret'), path.join(icons, 'leak.webp'));
    const crafted = path.join(unpacked, 'crafted.tar.gz');
    await tar.create({ gzip: true, file: crafted, cwd: unpacked }, ['scoreline-backup']);
    const target = await createTestDatabase();
    cleanups.push(target.drop);
    const dataDir = tempDir('crafted-target');
    await restoreBackup({
      file: crafted,
      dataDir,
      force: false,
      database: { description: 'the test database', open: async () => ({ url: target.url, close: async () => undefined }) },
    });
    expect(Object.keys(filesOf(path.join(dataDir, 'uploads')))).toEqual(Object.keys(filesOf(path.join(source.t.dataDir, 'uploads'))));
  }, 60_000);

  it('says what is wrong with a file that is not a backup, or a missing one', async () => {
    const target = tempDir('not-a-backup');
    const notABackup = path.join(target, 'photo.tar.gz');
    await tar.create({ gzip: true, file: notABackup, cwd: target }, ['.']);
    const wrong = await npmRun('db:restore', [notABackup], { DATA_DIR: target });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('This is not a Scoreline backup');
    const missing = await npmRun('db:restore', [path.join(target, 'nowhere.tar.gz')], { DATA_DIR: target });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no backup file');
  }, 60_000);
});

describe('backups of the embedded database', () => {
  it('are taken live while the server runs (its port from postmaster.pid), and with the cluster started for them when it is down', async () => {
    const dataDir = tempDir('live');
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, WEB_DIST_DIR: path.join(dataDir, 'none') });
    await waitReady(base, server);
    expect(
      (await postJson(base, '/api/v1/auth/sign-up/email', { email: 'live@example.com', name: 'live', password: STRONG_PASSWORD })).status,
    ).toBe(200);

    const live = await npmRun('db:backup', [], { DATA_DIR: dataDir });
    expect(live.code, live.stderr).toBe(0);
    expect(live.stdout).toContain(`Backed up the embedded database under ${dataDir} (running)`);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);

    const cold = await npmRun('db:backup', [], { DATA_DIR: dataDir, BACKUP_KEEP: '5' });
    expect(cold.code, cold.stderr).toBe(0);
    expect(cold.stdout).not.toContain('(running)');
    // The cluster started for the backup is stopped after it.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const backups = backupsIn(path.join(dataDir, 'backups'));
    expect(backups).toHaveLength(2);
    for (const name of backups) {
      const unpacked = tempDir('unpacked');
      await tar.extract({ file: path.join(dataDir, 'backups', name), cwd: unpacked });
      expect(fs.readFileSync(path.join(unpacked, 'scoreline-backup', 'database', 'users.copy'), 'utf8')).toContain('live@example.com');
    }
  }, 120_000);

  it('refuse a restore while the server runs on the data folder', async () => {
    const dataDir = tempDir('running');
    const port = await findFreePort();
    const base = `http://localhost:${port}`;
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, WEB_DIST_DIR: path.join(dataDir, 'none') });
    await waitReady(base, server);
    const made = await npmRun('db:backup', [], { DATA_DIR: dataDir });
    expect(made.code, made.stderr).toBe(0);
    const [name] = backupsIn(path.join(dataDir, 'backups'));
    const refused = await npmRun('db:restore', [path.join(dataDir, 'backups', name!), '--force'], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Stop the server, then restore');
    server.child.kill('SIGTERM');
    expect(await server.exited()).toBe(0);
  }, 120_000);
});

describe('keeping backups', () => {
  it('keeps the newest BACKUP_KEEP, deleting older backups only (and what a dead backup left a day ago)', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const backupDir = path.join(t.dataDir, 'backups');
    fs.mkdirSync(backupDir, { mode: 0o700 });
    fs.writeFileSync(path.join(backupDir, 'notes.txt'), 'mine');
    const stale = path.join(backupDir, '.tmp-died');
    fs.mkdirSync(stale);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    fs.utimesSync(stale, dayAgo, dayAgo);
    const options = { databaseUrl: t.database.url, dataDir: t.dataDir, backupDir, keep: 2, iconsInBucket: false };
    const days = ['2026-05-01', '2026-05-02', '2026-05-03'].map((day) => new Date(`${day}T03:00:00Z`));
    const reports = [];
    for (const now of days) reports.push(await createBackup({ ...options, now }));
    expect(reports.map((report) => report.deleted)).toEqual([[], [], ['scoreline-2026-05-01T03-00-00-000Z.tar.gz']]);
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      'notes.txt',
      'scoreline-2026-05-02T03-00-00-000Z.tar.gz',
      'scoreline-2026-05-03T03-00-00-000Z.tar.gz',
    ]);
  });
});

describe('a backup made by an older version', () => {
  it('restores at its own schema, and the migrations of the start move it forward', async () => {
    const older = await createTestDatabase();
    cleanups.push(older.drop);
    // Back to the schema of the migration before the last, with a player in it.
    await older.pool.query('DROP SCHEMA public CASCADE; DROP SCHEMA drizzle CASCADE; CREATE SCHEMA public');
    const migrations = codeMigrations();
    const previous = migrations.at(-2)!;
    const migrator = connectDatabase(older.url, MIGRATION_DATABASE_OPTIONS);
    await runMigrations(migrator, { upTo: previous.folderMillis });
    await migrator.close();
    await older.pool.query("INSERT INTO users (email, username) VALUES ('old@example.com', 'old')");
    await older.pool.query("INSERT INTO notification_settings (user_id) SELECT id FROM users WHERE username = 'old'");

    const dataDir = tempDir('older');
    const made = await npmRun('db:backup', [], { DATA_DIR: dataDir, DATABASE_URL: older.url });
    expect(made.code, made.stderr).toBe(0);
    const [name] = backupsIn(path.join(dataDir, 'backups'));

    // The target was migrated to the newest schema by this version, and is empty: the backup's schema replaces it.
    // (Restored in this process, so the restore's queries are checked against their row schemas too.)
    const target = await createTestDatabase();
    cleanups.push(target.drop);
    const report = await restoreBackup({
      file: path.join(dataDir, 'backups', name!),
      dataDir,
      force: false,
      database: { description: 'the test database', open: async () => ({ url: target.url, close: async () => undefined }) },
    });
    expect(report.rows).toBe(2);
    const journal = await target.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
    expect(journal.rows[0]!.count).toBe(migrations.length - 1);

    const forward = connectDatabase(target.url, MIGRATION_DATABASE_OPTIONS);
    await runMigrations(forward);
    await forward.close();
    expect((await contentsOf(target.url))['drizzle.__drizzle_migrations']).toHaveLength(migrations.length);
    const settings = await target.pool.query(
      "SELECT u.username, s.goals_push FROM users u JOIN notification_settings s ON s.user_id = u.id WHERE u.email = 'old@example.com'",
    );
    expect(settings.rows).toEqual([{ username: 'old', goals_push: false }]);
  }, 120_000);
});

describe('automatic backups (BACKUP_EVERY_HOURS)', () => {
  /** A logger counting each instance's backup lines ("backup written", "backup not due", "backup failed"). */
  const countingLogger = (counts: Map<string, number>) =>
    entriesLogger((entry) => {
      if (entry.job === 'backup') counts.set(entry.msg, (counts.get(entry.msg) ?? 0) + 1);
    });

  it('with two instances on one database, each turn makes one backup; failures are logged', { timeout: 90_000 }, async () => {
    const first = await createTestApp();
    cleanups.push(() => first.close());
    const second = await createTestApp({}, { sharedDatabaseUrl: first.database.url });
    cleanups.push(() => second.close());
    let now = new Date('2026-05-01T03:00:00Z');
    const clock = () => now;
    const instances = [first, second].map((t) => ({ t, counts: new Map<string, number>(), backupDir: path.join(t.dataDir, 'backups') }));
    // The job metrics of the backups (each made or failed backup one run of the job `backup`), both instances.
    const backupRuns = { runs: 0, failures: 0 };
    const metrics = {
      jobRuns: { inc: ({ job }: { job: string }) => void (job === 'backup' && (backupRuns.runs += 1)) },
      jobFailures: { inc: ({ job }: { job: string }) => void (job === 'backup' && (backupRuns.failures += 1)) },
      jobDuration: { startTimer: () => () => 0 },
    } as unknown as Pick<Metrics, 'jobRuns' | 'jobFailures' | 'jobDuration'>;
    for (const { t, counts, backupDir } of instances) {
      const jobs = await startTestJobs(t, 'backups', {
        logger: countingLogger(counts),
        metrics,
        clock,
        backup: {
          everyHours: 24,
          checkEveryMs: 50,
          make: (signal) =>
            createBackup({
              databaseUrl: t.database.url,
              dataDir: t.dataDir,
              backupDir,
              keep: 7,
              iconsInBucket: false,
              now: clock(),
              signal,
            }),
        },
      });
      cleanups.push(jobs.stop);
    }
    const made = () => instances.flatMap(({ backupDir }) => backupsIn(backupDir));
    /** Waits until every instance has asked `more` times since now, none of them finding a backup due. */
    const askedAgain = async (more: number) => {
      const start = instances.map(({ counts }) => counts.get('backup not due') ?? 0);
      await vi.waitFor(
        () => instances.forEach(({ counts }, i) => expect(counts.get('backup not due') ?? 0).toBeGreaterThanOrEqual(start[i]! + more)),
        {
          timeout: 20_000,
          interval: 50,
        },
      );
    };

    await vi.waitFor(() => expect(made().length).toBeGreaterThan(0), { timeout: 20_000, interval: 50 });
    await askedAgain(5);
    expect(made()).toEqual(['scoreline-2026-05-01T03-00-00-000Z.tar.gz']);

    // A day later: the next turn, again one backup for both instances.
    now = new Date('2026-05-02T03:00:00Z');
    await vi.waitFor(() => expect(made()).toHaveLength(2), { timeout: 20_000, interval: 50 });
    await askedAgain(5);
    expect(made().sort()).toEqual(['scoreline-2026-05-01T03-00-00-000Z.tar.gz', 'scoreline-2026-05-02T03-00-00-000Z.tar.gz']);
    const written = instances.map(({ counts }) => counts.get('backup written') ?? 0);
    expect(written[0]! + written[1]!).toBe(2);

    // A backup that fails (its folder cannot be made) is logged, and the instance goes on asking.
    for (const { backupDir } of instances) {
      fs.rmSync(backupDir, { recursive: true, force: true });
      fs.writeFileSync(backupDir, 'a file where the folder should be');
    }
    now = new Date('2026-05-03T03:00:00Z');
    await vi.waitFor(() => expect(instances.map(({ counts }) => counts.get('backup failed') ?? 0).reduce((a, b) => a + b)).toBe(1), {
      timeout: 20_000,
      interval: 50,
    });
    await askedAgain(3);
    expect(backupRuns).toEqual({ runs: 3, failures: 1 });
  });
});

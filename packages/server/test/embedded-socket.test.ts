import os from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedBuffersMb, unixSocketDirFor } from '../src/db/embedded-postgres.js';
import { createTestDatabase } from './support/test-app.js';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle?.drop());

describe('the embedded PostgreSQL', () => {
  it('is reached through its Unix socket, not loopback TCP, with its share of memory for cached pages', async () => {
    // inet_client_addr() is null for a Unix-socket connection. (TEST_DATABASE_URL may name another server.)
    if (process.env.TEST_DATABASE_URL) return;
    const { rows } = await handle.db.execute<{ via_socket: boolean }>(sql`SELECT inet_client_addr() IS NULL AS via_socket`);
    expect(rows[0]!.via_socket).toBe(true);
    expect(new URL(handle.url).searchParams.get('host')).toMatch(/postgres$/);
    const buffers = await handle.db.execute<{ mb: number }>(
      sql`SELECT (setting::bigint * 8 / 1024)::int AS mb FROM pg_settings WHERE name = 'shared_buffers'`,
    );
    expect(buffers.rows[0]!.mb).toBe(sharedBuffersMb(os.totalmem()));
  });

  it('falls back to TCP where a socket path would be too long or unusual', () => {
    expect(unixSocketDirFor('/var/lib/scoreline/postgres', 5432)).toBe('/var/lib/scoreline/postgres');
    expect(unixSocketDirFor(`/srv/${'a'.repeat(100)}/postgres`, 5432)).toBeNull();
    expect(unixSocketDirFor('/srv/my data,1/postgres', 5432)).toBeNull();
    expect(unixSocketDirFor('data/postgres', 5432)).toBe(`${process.cwd()}/data/postgres`);
  });

  it('keeps a quarter of memory for cached pages, between 128 MB and 2 GB', () => {
    const gib = 1024 ** 3;
    expect(sharedBuffersMb(0.25 * gib)).toBe(128);
    expect(sharedBuffersMb(2 * gib)).toBe(512);
    expect(sharedBuffersMb(24 * gib)).toBe(2048);
  });
});

import fs from 'node:fs';
import pg from 'pg';
import { runningEmbeddedUrl } from '../../packages/server/src/db/embedded-postgres.ts';
import { dataDirFile } from './server-process.ts';

/**
 * One SQL statement on the database of the e2e server at `baseURL`, for what no screen sets yet (a group option
 * another change brings to the forms). Its own connection, closed at once.
 */
export async function e2eSql(baseURL: string, text: string, values: unknown[] = []): Promise<unknown[]> {
  const dataDir = fs.readFileSync(dataDirFile(new URL(baseURL).port), 'utf8');
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`No database runs under ${dataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Turns the joker on for a group. */
export const enableJokers = (baseURL: string, groupId: string) =>
  e2eSql(baseURL, 'UPDATE groups SET jokers_enabled = true WHERE id = $1', [groupId]);

import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

/**
 * Turns the joker on for a group, in SQL (the group forms' "Jokers" option is another change's): the update moves
 * the group's version, so every cached copy of the group reads it again.
 */
export async function enableJokers(t: Pick<TestApp, 'database'>, groupId: string): Promise<void> {
  await t.database.db.execute(sql`UPDATE groups SET jokers_enabled = true WHERE id = ${groupId}`);
}

/** Finds any object in a response that carries a joker (`isJoker`, or the export's `joker`): a visibility probe. */
export function containsJoker(body: unknown): boolean {
  if (Array.isArray(body)) return body.some(containsJoker);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (record.isJoker === true || record.joker === true) return true;
    return Object.values(record).some(containsJoker);
  }
  return false;
}

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import {
  gameweekScores,
  gameweeks,
  groupMembers,
  groups,
  leaderboard,
  leaderboardHistory,
  matches,
  predictions,
  seasonLeaderboard,
  seasons,
  users,
} from '../src/db/schema.js';
import { createTestDatabase } from './support/test-app.js';

let handle: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.drop());

let counter = 0;
async function makeUser() {
  counter += 1;
  const [user] = await db
    .insert(users)
    .values({ email: `u${counter}@example.com`, username: `u${counter}` })
    .returning();
  return user!;
}

async function makeGroup(overrides: Partial<typeof groups.$inferInsert> = {}) {
  const owner = await makeUser();
  const [group] = await db
    .insert(groups)
    .values({ name: 'Friends', ownerId: owner.id, ...overrides })
    .returning();
  await db.insert(groupMembers).values({ groupId: group!.id, userId: owner.id, isAdmin: true });
  return { group: group!, owner };
}

/** Runs `query` and returns the PostgreSQL constraint it broke. */
async function violatedConstraint(query: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await query();
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string });
    return (cause as { constraint?: string }).constraint;
  }
  return undefined;
}

/** A group with a season, an active gameweek, a match and one member's prediction, score and leaderboard rows. */
async function playedGroup() {
  const { group, owner } = await makeGroup();
  const member = await makeUser();
  await db.insert(groupMembers).values({ groupId: group.id, userId: member.id });
  const [season] = await db.insert(seasons).values({ groupId: group.id, adminId: owner.id }).returning();
  const [gameweek] = await db
    .insert(gameweeks)
    .values({ groupId: group.id, seasonId: season!.id, weekNumber: 1, deadline: new Date(Date.now() + 86_400_000), isActive: true })
    .returning();
  const [match] = await db
    .insert(matches)
    .values({
      groupId: group.id,
      gameweekId: gameweek!.id,
      homeTeam: 'Home FC',
      awayTeam: 'Away FC',
      matchTime: new Date(Date.now() + 2 * 86_400_000),
    })
    .returning();
  await db
    .insert(predictions)
    .values({ groupId: group.id, matchId: match!.id, userId: member.id, predictedHomeScore: 2, predictedAwayScore: 1 });
  await db.insert(gameweekScores).values({ groupId: group.id, gameweekId: gameweek!.id, userId: member.id });
  await db.insert(leaderboard).values({ groupId: group.id, userId: member.id });
  await db.insert(seasonLeaderboard).values({ groupId: group.id, seasonId: season!.id, userId: member.id });
  await db
    .insert(leaderboardHistory)
    .values({ groupId: group.id, gameweekId: gameweek!.id, userId: member.id, weekNumber: 1, position: 1, totalPoints: 0 });
  return { group, owner, member, season: season!, gameweek: gameweek!, match: match! };
}

async function countRowsOf(userId: string) {
  const result = await db.execute<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM predictions WHERE user_id = ${userId})
         + (SELECT count(*) FROM scores WHERE user_id = ${userId})
         + (SELECT count(*) FROM leaderboard WHERE user_id = ${userId})
         + (SELECT count(*) FROM season_leaderboard WHERE user_id = ${userId})
         + (SELECT count(*) FROM leaderboard_history WHERE user_id = ${userId}) AS n`);
  return result.rows[0]!.n;
}

describe('groups', () => {
  it('accepts a public group without a PIN and a private one with 4 digits (leading zero kept)', async () => {
    const { group } = await makeGroup({ isPublic: false, pin: '0042' });
    expect(group.pin).toBe('0042');
    expect(group.maxMembers).toBe(100);
    expect(group.scoringSystem).toBe('classic');
    expect([group.exactScorePoints, group.correctResultPoints, group.incorrectPoints]).toEqual([3, 1, 0]);
  });

  it.each([
    ['a PIN of 3 digits', { isPublic: false, pin: '123' }, 'groups_pin_format'],
    ['a PIN with a letter', { isPublic: false, pin: '12a4' }, 'groups_pin_format'],
    ['a private group without a PIN', { isPublic: false, pin: null }, 'groups_pin_iff_private'],
    ['a public group with a PIN', { isPublic: true, pin: '1234' }, 'groups_pin_iff_private'],
    ['0 max members', { maxMembers: 0 }, 'groups_max_members_range'],
    ['501 max members', { maxMembers: 501 }, 'groups_max_members_range'],
    ['positive incorrect points', { incorrectPoints: 1 }, 'groups_incorrect_points_max'],
    ['negative exact points', { exactScorePoints: -1 }, 'groups_exact_points_min'],
    ['a blank name', { name: '  ' }, 'groups_name_not_blank'],
  ])('refuses %s', async (_case, values, constraint) => {
    const owner = await makeUser();
    expect(await violatedConstraint(() => db.insert(groups).values({ name: 'G', ownerId: owner.id, ...values }))).toBe(constraint);
  });

  it('keeps one membership per user and group', async () => {
    const { group, owner } = await makeGroup();
    expect(await violatedConstraint(() => db.insert(groupMembers).values({ groupId: group.id, userId: owner.id }))).toBe(
      'group_members_group_user_key',
    );
  });

  it('refuses a season ending less than a day after it starts', async () => {
    const { group } = await makeGroup();
    const sameDay = () => db.insert(seasons).values({ groupId: group.id, startDate: '2027-01-10', endDate: '2027-01-10' });
    expect(await violatedConstraint(sameDay)).toBe('seasons_end_after_start');
    await db.insert(seasons).values({ groupId: group.id, startDate: '2027-01-10', endDate: '2027-01-11' });
  });
});

describe('gameweeks, matches and predictions', () => {
  it('allows one active gameweek per group', async () => {
    const { group, season } = await playedGroup();
    const second = () =>
      db.insert(gameweeks).values({ groupId: group.id, seasonId: season.id, weekNumber: 2, deadline: new Date(), isActive: true });
    expect(await violatedConstraint(second)).toBe('gameweeks_one_active_per_group');
  });

  it('keeps one prediction per user and match', async () => {
    const { group, member, match } = await playedGroup();
    const again = () => db.insert(predictions).values({ groupId: group.id, matchId: match.id, userId: member.id });
    expect(await violatedConstraint(again)).toBe('predictions_match_user_key');
  });

  it('refuses negative scores', async () => {
    const { group, owner, match } = await playedGroup();
    const negative = () =>
      db.insert(predictions).values({ groupId: group.id, matchId: match.id, userId: owner.id, predictedHomeScore: -1 });
    expect(await violatedConstraint(negative)).toBe('predictions_home_score_min');
    const finalNegative = () =>
      db
        .update(matches)
        .set({ finalAwayScore: -2 })
        .where(sql`id = ${match.id}`);
    expect(await violatedConstraint(finalNegative)).toBe('matches_final_away_score_min');
  });

  it('refuses fractional scores', async () => {
    const NOT_AN_INTEGER = { cause: { code: '22P02', message: expect.stringContaining('invalid input syntax for type integer') } };
    const { match } = await playedGroup();
    const before = await db.execute<{ final_home_score: number | null }>(sql`SELECT final_home_score FROM matches WHERE id = ${match.id}`);
    // Values travel as parameters, the way the app writes them: PostgreSQL refuses 1.5 for an integer column
    // instead of rounding it (only a literal typed into the SQL text would be rounded).
    await expect(db.execute(sql`UPDATE matches SET final_home_score = ${1.5} WHERE id = ${match.id}`)).rejects.toMatchObject(
      NOT_AN_INTEGER,
    );
    await expect(db.update(matches).set({ finalHomeScore: 1.5 }).where(eq(matches.id, match.id))).rejects.toMatchObject(NOT_AN_INTEGER);
    await expect(
      db.execute(
        sql`INSERT INTO predictions (group_id, match_id, user_id, predicted_home_score) SELECT group_id, id, ${match.id}, ${2.5} FROM matches WHERE id = ${match.id}`,
      ),
    ).rejects.toMatchObject(NOT_AN_INTEGER);
    const after = await db.execute<{ final_home_score: number | null }>(sql`SELECT final_home_score FROM matches WHERE id = ${match.id}`);
    expect(after.rows[0]!.final_home_score).toBe(before.rows[0]!.final_home_score);
  });

  it('refuses a prediction by a non-member', async () => {
    const { group, match } = await playedGroup();
    const stranger = await makeUser();
    const insert = () => db.insert(predictions).values({ groupId: group.id, matchId: match.id, userId: stranger.id });
    expect(await violatedConstraint(insert)).toBe('predictions_member_fk');
  });

  it('refuses a prediction filed under another group than its match', async () => {
    const { match } = await playedGroup();
    const other = await makeGroup();
    const insert = () => db.insert(predictions).values({ groupId: other.group.id, matchId: match.id, userId: other.owner.id });
    expect(await violatedConstraint(insert)).toBe('predictions_match_fk');
  });
});

describe('cascading deletes', () => {
  it('leaving a group erases the member’s data in it, and only there', async () => {
    const first = await playedGroup();
    // The same member in a second group keeps their data there.
    const second = await playedGroup();
    await db.insert(groupMembers).values({ groupId: second.group.id, userId: first.member.id });
    await db.insert(predictions).values({ groupId: second.group.id, matchId: second.match.id, userId: first.member.id });

    expect(await countRowsOf(first.member.id)).toBe(6);
    await db.delete(groupMembers).where(sql`group_id = ${first.group.id} AND user_id = ${first.member.id}`);
    expect(await countRowsOf(first.member.id)).toBe(1);
    const left = await db.execute(sql`SELECT 1 FROM predictions WHERE user_id = ${first.member.id} AND group_id = ${second.group.id}`);
    expect(left.rowCount).toBe(1);
  });

  it('deleting a group erases everything in it', async () => {
    const { group, member } = await playedGroup();
    await db.delete(groups).where(sql`id = ${group.id}`);
    expect(await countRowsOf(member.id)).toBe(0);
    for (const table of ['group_members', 'seasons', 'gameweeks', 'matches']) {
      const rows = await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE group_id = ${group.id}`);
      expect(rows.rowCount, table).toBe(0);
    }
  });

  it('deleting a (placeholder) user erases their memberships and data', async () => {
    const { member } = await playedGroup();
    await db.delete(users).where(sql`id = ${member.id}`);
    expect(await countRowsOf(member.id)).toBe(0);
  });

  it('keeps predictions in a table with fillfactor 85 for in-place marking', async () => {
    const result = await db.execute<{ reloptions: string[] }>(sql`SELECT reloptions FROM pg_class WHERE relname = 'predictions'`);
    expect(result.rows[0]!.reloptions).toContain('fillfactor=85');
  });
});

import { type AccountExport, PREDICTIONS_CSV_HEADER } from '@scoreline/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { matches } from '../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, buildGroup, join } from './support/groups.js';
import { type TestApp, createTestApp, jsonPost, registerAndSignIn } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const ids = async (query: ReturnType<typeof sql>) => (await t.database.db.execute<{ id: string }>(query)).rows.map((row) => row.id);

/**
 * The exporter and a rival play two groups: the rival's "Derby, Cup" (two gameweeks, one finished) and the
 * exporter's "=Office" (one finished gameweek, with a placeholder the exporter predicts for). The rival and the
 * placeholder predict every match too.
 */
async function twoGroupsPlayed() {
  const exporter = await registerAndSignIn(t.app, { username: 'Exporter' });
  const rival = await registerAndSignIn(t.app, { username: 'RivalPlayer' });
  const game = gameHelpers(t.app, new Date());
  const derby = await buildGroup(t.app, rival, { name: 'Derby, Cup' });
  expect((await join(t.app, exporter, derby.id)).statusCode).toBe(200);
  const office = await buildGroup(t.app, exporter, { name: '=Office' });
  expect((await join(t.app, rival, office.id)).statusCode).toBe(200);
  const ghost = await t.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${office.id}/placeholder-members`,
    headers: { cookie: exporter.cookie },
    payload: { username: 'GhostPlayer' },
  });
  const ghostId = (ghost.json() as { id: string }).id;

  const play = async (owner: SignedInUser, groupId: string, names: string[], finish: boolean, ghostToo = false) => {
    const roles = { owner, group: { id: groupId } } as Parameters<typeof game.gameweek>[0];
    const gameweek = await game.gameweek(roles, 2, names);
    const matches = gameweek.matches.map((match) => match.id);
    expect(
      (
        await game.predict(
          exporter,
          gameweek.id,
          matches.map((id) => [id, 2, 1] as [string, number, number]),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await game.predict(
          rival,
          gameweek.id,
          matches.map((id) => [id, 7, 7] as [string, number, number]),
        )
      ).statusCode,
    ).toBe(200);
    if (ghostToo) {
      const forGhost = { id: ghostId, cookie: exporter.cookie };
      expect(
        (
          await game.predict(
            forGhost,
            gameweek.id,
            matches.map((id) => [id, 5, 5] as [string, number, number]),
          )
        ).statusCode,
      ).toBe(200);
    }
    if (!finish) return;
    expect((await game.lock(roles, gameweek.id)).statusCode).toBe(200);
    const results = matches.map((id) => [id, 2, 1] as [string, number, number]);
    expect((await game.finalScores(roles, gameweek.id, results)).statusCode).toBe(200);
  };
  await play(rival, derby.id, ['Reds', 'Blues'], true);
  // The derby's second gameweek stays open: its prediction has no result yet (and no gameweek score).
  await play(exporter, office.id, ['Owls', 'Foxes', 'Larks'], true, true);
  await play(rival, derby.id, ['Greens'], false);

  const settings = {
    reminderTiming: '24h',
    reminders: { email: true, push: false },
    results: { email: true, push: true },
    wins: { email: false, push: true },
  };
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/me/notifications',
    headers: { cookie: exporter.cookie },
    payload: settings,
  });
  expect(put.statusCode).toBe(200);
  const device = await jsonPost(
    t.app,
    '/api/v1/me/push-devices',
    {
      endpoint: 'https://fcm.googleapis.com/fcm/send/secret-endpoint-path',
      keys: { p256dh: `B${'Q'.repeat(86)}`, auth: 'ZZZZZZZZZZZZZZZZZZZZZZ' },
    },
    exporter.cookie,
  );
  expect(device.statusCode).toBe(201);
  return { exporter, rival, ghostId, derby, office, settings };
}

describe('GET /api/v1/me/export.json and export.csv', () => {
  it('refuse the anonymous', async () => {
    for (const url of ['/api/v1/me/export.json', '/api/v1/me/export.csv']) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('download every prediction and row of the player, and nothing of anyone else', async () => {
    const { exporter, rival, ghostId, derby, office, settings } = await twoGroupsPlayed();
    const response = await t.app.inject({ url: '/api/v1/me/export.json', headers: { cookie: exporter.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="scoreline-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json() as AccountExport;

    // Every prediction of the player (6 matches: 2 + 1 in the derby, 3 in the office), marked where finished.
    const own = await ids(sql`SELECT match_id AS id FROM predictions WHERE user_id = ${exporter.id}`);
    expect(own).toHaveLength(6);
    expect(data.predictions.map((p) => p.matchId).sort()).toEqual([...own].sort());
    expect(data.predictions.every((p) => p.predictedHome === 2 && p.predictedAway === 1)).toBe(true);
    const marked = data.predictions.filter((p) => p.finalHome !== null);
    expect(marked).toHaveLength(5);
    expect(marked.every((p) => p.points === 3 && p.outcome === 'exact')).toBe(true);
    expect(data.predictions.find((p) => p.homeTeam === 'Greens H')).toMatchObject({ points: null, outcome: null, gameweekNumber: 2 });

    expect(data.account).toMatchObject({ id: exporter.id, email: exporter.email, username: 'Exporter' });
    const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    for (const time of [data.account.createdAt, data.predictions[0]!.kickOff, data.memberships[0]!.joinedAt, data.sessions[0]!.expiresAt]) {
      expect(time).toMatch(isoTime);
    }
    expect(data.memberships.map((m) => [m.groupName, m.isOwner, m.isAdmin]).sort()).toEqual([
      ['=Office', true, true],
      ['Derby, Cup', false, false],
    ]);
    expect(data.seasonsAdministered.map((s) => s.groupId)).toEqual([office.id]);
    expect(data.gameweekScores.map((s) => [s.groupName, s.gameweekNumber, s.totalPoints]).sort()).toEqual([
      ['=Office', 1, 9],
      ['Derby, Cup', 1, 6],
    ]);
    expect(data.leaderboards.allTime.map((row) => [row.groupName, row.totalPoints]).sort()).toEqual([
      ['=Office', 9],
      ['Derby, Cup', 6],
    ]);
    expect(data.leaderboards.seasons).toHaveLength(2);
    // Every tally a table ranks by (classic groups: a right goal difference counts only as an exact score; no jokers).
    for (const row of [...data.gameweekScores, ...data.leaderboards.allTime, ...data.leaderboards.seasons])
      expect([row.correctScores, row.correctDifferences, row.correctResults, row.jokerPoints]).toEqual(
        row.groupName === '=Office' ? [3, 3, 3, 0] : [2, 2, 2, 0],
      );
    expect(data.leaderboards.history.map((row) => [row.groupName, row.position])).toEqual(
      expect.arrayContaining([
        ['=Office', 1],
        ['Derby, Cup', 1],
      ]),
    );
    expect(data.notificationSettings).toMatchObject(settings);
    expect(data.notificationSettings.savedAt).not.toBeNull();
    expect(data.pushDevices).toEqual([expect.objectContaining({ pushService: 'fcm.googleapis.com' })]);
    expect(data.signInMethods.map((method) => method.provider)).toEqual(['credential']);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Nothing of anyone else, and no secret: every id in the file is the player's or group, match context.
    const text = response.body;
    for (const foreign of [rival.id, rival.email, 'RivalPlayer', ghostId, 'GhostPlayer', 'secret-endpoint-path', 'ZZZZZZZZ']) {
      expect(text).not.toContain(foreign);
    }
    const token = decodeURIComponent(exporter.cookie.split('=')[1]!).split('.')[0]!;
    expect(text).not.toContain(token);
    const context = new Set([
      exporter.id,
      ...(await ids(sql`SELECT id FROM groups WHERE id IN (${derby.id}, ${office.id})`)),
      ...(await ids(sql`SELECT id FROM seasons WHERE group_id IN (${derby.id}, ${office.id})`)),
      ...(await ids(sql`SELECT id FROM gameweeks WHERE group_id IN (${derby.id}, ${office.id})`)),
      ...(await ids(sql`SELECT id FROM matches WHERE group_id IN (${derby.id}, ${office.id})`)),
      ...(await ids(sql`SELECT id FROM push_subscriptions WHERE user_id = ${exporter.id}`)),
    ]);
    expect([...text.matchAll(UUID)].map((match) => match[0]).filter((id) => !context.has(id))).toEqual([]);
    // The rival's own export holds the rival's predictions, not the exporter's.
    const theirs = (await t.app.inject({ url: '/api/v1/me/export.json', headers: { cookie: rival.cookie } })).json() as AccountExport;
    expect(theirs.predictions.every((p) => p.predictedHome === 7)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain(exporter.email);
  });

  it('write a CSV with a header and one row per prediction, safe to open in a spreadsheet', async () => {
    const { exporter, derby } = await twoGroupsPlayed();
    const response = await t.app.inject({ url: '/api/v1/me/export.csv', headers: { cookie: exporter.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="scoreline-predictions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(PREDICTIONS_CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + 6);
    const [reds] = await t.database.db
      .select({ kickOff: matches.matchTime })
      .from(matches)
      .where(and(eq(matches.homeTeam, 'Reds H'), inArray(matches.groupId, [derby.id])));
    const kickOff = reds!.kickOff.toISOString();
    // A name with a comma is quoted; one that starts like a formula is kept as text.
    expect(lines).toContain(`"Derby, Cup",Season 1,1,Reds H v Reds A,${kickOff.slice(0, 10)} ${kickOff.slice(11, 16)},2–1,2–1,3`);
    expect(lines.filter((line) => line.startsWith("'=Office,Season 1,1,"))).toHaveLength(3);
    expect(lines.find((line) => line.includes('Greens H v Greens A'))).toMatch(/,2–1,,$/);
  });
});

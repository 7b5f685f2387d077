import { GROUP_MESSAGES, type MyPredictions, PREDICTION_MESSAGES, type PredictionSheet, type SavedSheet } from '@scoreline/shared';
import { english } from '@scoreline/shared/i18n/translators';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { LIVE_CHANNEL } from '../src/modules/live/live-events.js';
import { createPredictionsRepo } from '../src/modules/predictions/predictions.repo.js';
import { type SignedInUser, buildGroup, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

// "Predict once, count in all my groups": a save of a real fixture copied into the player's other groups.
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
const demo = createDemoProvider({ seed: 'predict-once', now: () => START.getTime() });
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: demo });
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

const at = (hours: number) => new Date(START.getTime() + hours * 3_600_000).toISOString();
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const sheetUrl = (gameweekId: string, userId: string) => `/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`;
type Row = { matchId: string; home: number | null; away: number | null };
const save = (user: { id: string; cookie: string }, gameweekId: string, predictions: Row[], alsoInMyOtherGroups?: boolean) =>
  call('PUT', sheetUrl(gameweekId, user.id), user.cookie, { predictions, alsoInMyOtherGroups });

type Week = { id: string; matches: Array<{ id: string; apiMatchId: number | null; homeTeam: string; awayTeam: string }> };

/** Two real fixtures of the demo league kicking off a day or more ahead. */
async function twoFixtures() {
  const fixtures = (await demo.competitionMatches(9001, { from: '2026-11-22', to: '2026-12-05' })).filter(
    (match) => Date.parse(match.utcDate) > Date.parse(at(20)),
  );
  const real = (fixture: (typeof fixtures)[number] | undefined) => ({
    kind: 'real' as const,
    competitionId: 9001,
    apiMatchId: fixture!.id,
    utcDate: fixture!.utcDate,
  });
  return [real(fixtures[0]), real(fixtures[1])] as const;
}

/**
 * The player in six groups of one owner, each with an active gameweek holding the same two real fixtures:
 * Alpha (the sheet's, deadline +2 h, with a custom match too), Bravo (deadline +3 h), Charlie (kick-off locks, a
 * custom match first at +1 h, so its "deadline" passes at +1 h), Delta (deadline +1 h), Echo (locked by its
 * admin) and Foxtrot (the fixtures in a gameweek no longer active). Golf holds the fixtures too, without the player.
 */
async function world() {
  const owner = await registerAndSignIn(t.app, { username: 'owner' });
  const player = await registerAndSignIn(t.app, { username: 'player' });
  const friend = await registerAndSignIn(t.app, { username: 'friend' });
  const [f1, f2] = await twoFixtures();
  const group = async (name: string, options: { kickOff?: boolean; deadline: number; custom?: number; members?: SignedInUser[] }) => {
    const created = await buildGroup(t.app, owner, { name, predictionsClose: options.kickOff ? 'kickoff' : 'deadline' });
    for (const user of options.members ?? [player, friend]) expect((await join(t.app, user, created.id)).statusCode).toBe(200);
    const matches: object[] = [f1, f2];
    if (options.custom !== undefined)
      matches.push({ kind: 'custom', homeTeam: `${name} H`, awayTeam: `${name} A`, matchTime: at(options.custom) });
    const week = await call('POST', `/api/v1/groups/${created.id}/gameweeks`, owner.cookie, { deadline: at(options.deadline), matches });
    expect(week.statusCode, week.body).toBe(201);
    return { ...created, week: week.json() as Week };
  };
  const alpha = await group('Alpha', { deadline: 2, custom: 3 });
  const bravo = await group('Bravo', { deadline: 3 });
  const charlie = await group('Charlie', { kickOff: true, deadline: 0.5, custom: 1 });
  const delta = await group('Delta', { deadline: 1 });
  const echo = await group('Echo', { deadline: 5 });
  const foxtrot = await group('Foxtrot', { deadline: 6 });
  // Foxtrot's fixtures stay in its first gameweek; a newer one (a custom match) is the active one.
  const newer = await call('POST', `/api/v1/groups/${foxtrot.id}/gameweeks`, owner.cookie, {
    deadline: at(7),
    matches: [{ kind: 'custom', homeTeam: 'Later H', awayTeam: 'Later A', matchTime: at(8) }],
  });
  expect(newer.statusCode).toBe(201);
  const golf = await group('Golf', { deadline: 4, members: [friend] });
  const fixtureIn = (week: Week, index: 0 | 1) => week.matches.find((match) => match.apiMatchId === [f1, f2][index]!.apiMatchId)!;
  return { owner, player, friend, alpha, bravo, charlie, delta, echo, foxtrot, golf, fixtureIn };
}

const scoresOf = async (userId: string, groupId: string) =>
  (
    await t.database.db.execute<{ api: number | null; home: number; away: number }>(sql`
      SELECT m.api_match_id AS api, p.predicted_home_score AS home, p.predicted_away_score AS away
      FROM predictions p JOIN matches m ON m.id = p.match_id
      WHERE p.user_id = ${userId} AND p.group_id = ${groupId} ORDER BY m.match_time, m.home_team`)
  ).rows.map((row) => [row.api, row.home, row.away]);

describe('also save in my other groups', () => {
  it('writes exactly the open groups and names the closed ones (kick-off locks and a locked gameweek among them)', async () => {
    const w = await world();
    const { player, alpha, bravo, charlie, delta, echo, foxtrot, golf, fixtureIn } = w;
    // Earlier saves in Delta and Echo, before they closed: these must be left exactly as they are.
    expect((await save(player, delta.week.id, [{ matchId: fixtureIn(delta.week, 0).id, home: 5, away: 5 }])).statusCode).toBe(200);
    expect((await save(player, echo.week.id, [{ matchId: fixtureIn(echo.week, 1).id, home: 6, away: 6 }])).statusCode).toBe(200);
    expect((await call('PATCH', `/api/v1/gameweeks/${echo.week.id}/lock`, w.owner.cookie, { isLocked: true })).statusCode).toBe(200);
    // Charlie's copy of the first fixture has kicked off there (the provider moved it and Charlie's copy was
    // refreshed first): Charlie, with kick-off locks, still takes the second.
    await t.database.db.execute(sql`UPDATE matches SET match_time = ${at(1.25)} WHERE id = ${fixtureIn(charlie.week, 0).id}`);

    now = new Date(at(1.5)); // Delta's deadline and Charlie's first kick-off have passed; Alpha and Bravo are open
    const [first, second] = [fixtureIn(alpha.week, 0), fixtureIn(alpha.week, 1)];
    const custom = alpha.week.matches.find((match) => match.apiMatchId === null)!;
    const response = await save(
      player,
      alpha.week.id,
      [
        { matchId: first.id, home: 2, away: 1 },
        { matchId: second.id, home: 0, away: 0 },
        { matchId: custom.id, home: 1, away: 1 },
      ],
      true,
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as SavedSheet;
    expect(saved.predictions.map(({ matchId, home, away }) => [matchId, home, away])).toEqual([
      [custom.id, 1, 1],
      [first.id, 2, 1],
      [second.id, 0, 0],
    ]);
    expect(saved.notSaved).toEqual([]);
    const kickedOff = `${first.homeTeam} v ${first.awayTeam}`;
    expect(saved.otherGroups).toEqual([
      { groupId: bravo.id, groupName: 'Bravo', gameweekId: bravo.week.id, savedMatchIds: [first.id, second.id], notSaved: null },
      {
        groupId: charlie.id,
        groupName: 'Charlie',
        gameweekId: charlie.week.id,
        savedMatchIds: [second.id],
        notSaved: { reason: 'kickoff', matchIds: [first.id], message: `Not saved in Charlie: ${kickedOff} has kicked off` },
      },
      {
        groupId: delta.id,
        groupName: 'Delta',
        gameweekId: delta.week.id,
        savedMatchIds: [],
        notSaved: { reason: 'deadline', matchIds: [first.id, second.id], message: 'Not saved in Delta: the deadline has passed' },
      },
      {
        groupId: echo.id,
        groupName: 'Echo',
        gameweekId: echo.week.id,
        savedMatchIds: [],
        notSaved: { reason: 'lock', matchIds: [first.id, second.id], message: 'Not saved in Echo: the gameweek is locked' },
      },
    ]);
    expect(english(PREDICTION_MESSAGES.notSavedIn, { reason: 'deadline', group: 'Sunday League' })).toBe(
      'Not saved in Sunday League: the deadline has passed',
    );

    // A German reader reads why in German, the matches that kicked off named in it too.
    const again = await t.app.inject({
      method: 'PUT',
      url: sheetUrl(alpha.week.id, player.id),
      headers: { cookie: player.cookie, 'accept-language': 'de-DE,de;q=0.9' },
      payload: { predictions: [{ matchId: first.id, home: 2, away: 1 }], alsoInMyOtherGroups: true },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as SavedSheet).otherGroups.map((group) => group.notSaved?.message ?? null)).toEqual([
      null,
      `Nicht gespeichert in Charlie: ${first.homeTeam} – ${first.awayTeam} wurde schon angepfiffen`,
      'Nicht gespeichert in Delta: Der Tippschluss ist vorbei',
      'Nicht gespeichert in Echo: Der Spieltag ist gesperrt',
    ]);

    // The database agrees: copies of the fixtures only (the custom match stays in Alpha), closed groups untouched.
    const [a1, a2] = [first.apiMatchId, second.apiMatchId];
    expect(await scoresOf(player.id, alpha.id)).toEqual([
      [null, 1, 1],
      [a1, 2, 1],
      [a2, 0, 0],
    ]);
    expect(await scoresOf(player.id, bravo.id)).toEqual([
      [a1, 2, 1],
      [a2, 0, 0],
    ]);
    expect(await scoresOf(player.id, charlie.id)).toEqual([[a2, 0, 0]]);
    expect(await scoresOf(player.id, delta.id)).toEqual([[a1, 5, 5]]);
    expect(await scoresOf(player.id, echo.id)).toEqual([[a2, 6, 6]]);
    expect(await scoresOf(player.id, foxtrot.id)).toEqual([]); // not its active gameweek: not offered, not named
    expect(await scoresOf(player.id, golf.id)).toEqual([]); // not the player's group
    expect(await scoresOf(w.friend.id, bravo.id)).toEqual([]); // nobody else's predictions

    // Bravo's own sheet shows the copies as the player's, editable there as any prediction.
    const bravoSheet = (await call('GET', sheetUrl(bravo.week.id, player.id), player.cookie)).json() as PredictionSheet;
    expect(bravoSheet.predictions.map(({ home, away }) => [home, away])).toEqual([
      [2, 1],
      [0, 0],
    ]);
    expect(bravoSheet.canEdit).toBe(true);
  });

  it('copies nothing without the flag, and never a removal: the full path copies as the statement does', async () => {
    const { player, alpha, bravo, fixtureIn } = await world();
    const [first, second] = [fixtureIn(alpha.week, 0), fixtureIn(alpha.week, 1)];
    const plain = await save(player, alpha.week.id, [{ matchId: first.id, home: 3, away: 0 }]);
    expect((plain.json() as SavedSheet).otherGroups).toEqual([]);
    expect(await scoresOf(player.id, bravo.id)).toEqual([]);
    expect((await save(player, alpha.week.id, [{ matchId: first.id, home: 3, away: 0 }], false)).json().otherGroups).toEqual([]);
    expect(await scoresOf(player.id, bravo.id)).toEqual([]);

    // Bravo gets the first fixture; then a save that empties it in Alpha (a removal: the full path) copies the
    // second and leaves Bravo's first as it was.
    await save(player, bravo.week.id, [{ matchId: fixtureIn(bravo.week, 0).id, home: 4, away: 4 }]);
    const removal = await save(
      player,
      alpha.week.id,
      [
        { matchId: first.id, home: null, away: null },
        { matchId: second.id, home: 1, away: 2 },
      ],
      true,
    );
    expect(removal.statusCode, removal.body).toBe(200);
    const body = removal.json() as SavedSheet;
    expect(body.predictions.map(({ matchId }) => matchId)).toEqual([second.id]);
    expect(body.otherGroups.find((entry) => entry.groupName === 'Bravo')).toMatchObject({ savedMatchIds: [second.id], notSaved: null });
    expect(await scoresOf(player.id, bravo.id)).toEqual([
      [first.apiMatchId, 4, 4],
      [second.apiMatchId, 1, 2],
    ]);
  });

  it('is for the player’s own save only: anonymous 401, non-member 403, an admin for a placeholder 400, never copied', async () => {
    const { owner, player, alpha, bravo, golf, fixtureIn } = await world();
    const one = [{ matchId: fixtureIn(alpha.week, 0).id, home: 1, away: 0 }];
    expect(
      (await call('PUT', sheetUrl(alpha.week.id, player.id), undefined, { predictions: one, alsoInMyOtherGroups: true })).statusCode,
    ).toBe(401);
    const stranger = await registerAndSignIn(t.app, { username: 'stranger' });
    const outside = await save(stranger, alpha.week.id, one, true);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect(await scoresOf(stranger.id, golf.id)).toEqual([]);

    const placeholder = (
      await call('POST', `/api/v1/groups/${alpha.id}/placeholder-members`, owner.cookie, { username: 'Ghost' })
    ).json() as { id: string };
    const forGhost = await call('PUT', sheetUrl(alpha.week.id, placeholder.id), owner.cookie, {
      predictions: one,
      alsoInMyOtherGroups: true,
    });
    expect(forGhost.statusCode).toBe(400);
    expect(forGhost.json().error.message).toBe(PREDICTION_MESSAGES.alsoSaveOwnOnly);
    const forGhostPlain = await call('PUT', sheetUrl(alpha.week.id, placeholder.id), owner.cookie, { predictions: one });
    expect(forGhostPlain.statusCode).toBe(200);
    expect(forGhostPlain.json().otherGroups).toEqual([]);
    expect(forGhostPlain.json().alsoOpenIn).toEqual([]);
    // An admin for a real member: refused as before.
    expect(
      (await call('PUT', sheetUrl(alpha.week.id, player.id), owner.cookie, { predictions: one, alsoInMyOtherGroups: true })).statusCode,
    ).toBe(403);
    // A member's own save.
    const own = await save(player, alpha.week.id, one, true);
    expect(own.statusCode).toBe(200);
    expect((own.json() as SavedSheet).otherGroups.map((entry) => entry.groupName)).toContain('Bravo');
    expect(await scoresOf(player.id, bravo.id)).toEqual([[fixtureIn(alpha.week, 0).apiMatchId, 1, 0]]);

    const notBoolean = await call('PUT', sheetUrl(alpha.week.id, player.id), player.cookie, {
      predictions: one,
      alsoInMyOtherGroups: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().error.code).toBeTypeOf('string');
  });

  it('tells each group written (one NOTIFY each), and no other', async () => {
    const { player, alpha, bravo, delta, fixtureIn } = await world();
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    const told: string[] = [];
    listener.on('notification', (message) => told.push(...(JSON.parse(message.payload ?? '{}') as { groupIds: string[] }).groupIds));
    await listener.query(`LISTEN ${LIVE_CHANNEL}`);
    try {
      now = new Date(at(1.5));
      const response = await save(player, alpha.week.id, [{ matchId: fixtureIn(alpha.week, 0).id, home: 1, away: 1 }], true);
      expect(response.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(told).toEqual(expect.arrayContaining([alpha.id, bravo.id]));
      expect(told).not.toContain(delta.id);
    } finally {
      await listener.end();
    }
  });

  it('the statement writes only groups still at the version the copy was judged at, and nothing when the sheet’s group moved', async () => {
    const { player, alpha, bravo, fixtureIn } = await world();
    const repo = createPredictionsRepo();
    const versionOf = async (groupId: string) =>
      (await t.database.db.execute<{ version: number }>(sql`SELECT version::int FROM group_versions WHERE group_id = ${groupId}`)).rows[0]!
        .version;
    const rows = (home: number) => [
      { groupId: alpha.id, matchId: fixtureIn(alpha.week, 0).id, home, away: 0 },
      { groupId: bravo.id, matchId: fixtureIn(bravo.week, 0).id, home, away: 0 },
    ];
    const input = (alphaVersion: number, bravoVersion: number, home: number) => ({
      groupId: alpha.id,
      gameweekId: alpha.week.id,
      userId: player.id,
      groups: [
        { groupId: alpha.id, version: alphaVersion, payload: '{}' },
        { groupId: bravo.id, version: bravoVersion, payload: '{}' },
      ],
      rows: rows(home),
      channel: 'scoreline_test_nobody',
    });
    const [va, vb] = [await versionOf(alpha.id), await versionOf(bravo.id)];
    // Bravo moved since: Alpha is written, Bravo left for the full path.
    const bravoMoved = await repo.saveOwnInGroups(t.database.db, input(va, vb - 1, 3));
    expect([...bravoMoved.held]).toEqual([alpha.id]);
    expect(await scoresOf(player.id, alpha.id)).toEqual([[fixtureIn(alpha.week, 0).apiMatchId, 3, 0]]);
    expect(await scoresOf(player.id, bravo.id)).toEqual([]);
    // Alpha moved: nothing anywhere.
    const alphaMoved = await repo.saveOwnInGroups(t.database.db, input(va - 1, vb, 4));
    expect(alphaMoved.held.has(alpha.id)).toBe(false);
    expect(await scoresOf(player.id, alpha.id)).toEqual([[fixtureIn(alpha.week, 0).apiMatchId, 3, 0]]);
    expect(await scoresOf(player.id, bravo.id)).toEqual([]);
    // A locked prediction in Bravo: Bravo is named locked and left; in Alpha it would refuse the whole save.
    await repo.saveOwnInGroups(t.database.db, input(va, vb, 5));
    await t.database.db.execute(sql`UPDATE predictions SET is_locked = true WHERE user_id = ${player.id} AND group_id = ${bravo.id}`);
    const locked = await repo.saveOwnInGroups(t.database.db, input(va, vb, 6));
    expect([...locked.locked]).toEqual([bravo.id]);
    expect(await scoresOf(player.id, alpha.id)).toEqual([[fixtureIn(alpha.week, 0).apiMatchId, 6, 0]]);
    expect(await scoresOf(player.id, bravo.id)).toEqual([[fixtureIn(bravo.week, 0).apiMatchId, 5, 0]]);
  });
});

describe('the offer on the score card', () => {
  it('names the other groups where the card’s fixtures are open, on every own sheet, with the remembered choice', async () => {
    const { player, friend, owner, alpha, bravo, charlie, echo, fixtureIn } = await world();
    now = new Date(at(1.5));
    const [first, second] = [fixtureIn(alpha.week, 0).id, fixtureIn(alpha.week, 1).id];
    // Delta's deadline has passed and Foxtrot's fixtures are not in its active gameweek: not offered.
    const own = (await call('GET', sheetUrl(alpha.week.id, player.id), player.cookie)).json() as PredictionSheet;
    expect(own.alsoOpenIn).toEqual(
      [bravo, charlie, echo].map((group) => ({ groupId: group.id, groupName: group.name, matchIds: [first, second] })),
    );
    expect(own.alsoSaveInOtherGroups).toBe(false);
    const view = (await call('GET', `/api/v1/gameweeks/${alpha.week.id}`, player.cookie)).json() as { sheet: PredictionSheet };
    expect(view.sheet.alsoOpenIn).toEqual(own.alsoOpenIn);
    const page = (await call('GET', `/api/v1/groups/${alpha.id}/page`, player.cookie)).json() as { active: { sheet: PredictionSheet } };
    expect(page.active.sheet.alsoOpenIn).toEqual(own.alsoOpenIn);
    const mine = (await call('GET', '/api/v1/me/predictions', player.cookie)).json() as MyPredictions;
    const alphaEntry = mine.groups.find((entry) => entry.group.id === alpha.id)!;
    expect(alphaEntry.sheet!.alsoOpenIn).toEqual(own.alsoOpenIn);

    // The remembered choice: off until the player chooses; anonymous 401; a bad body 400.
    expect((await call('PUT', '/api/v1/me/prediction-settings', undefined, { alsoSaveInOtherGroups: true })).statusCode).toBe(401);
    expect((await call('PUT', '/api/v1/me/prediction-settings', player.cookie, { alsoSaveInOtherGroups: 1 })).statusCode).toBe(400);
    expect((await call('PUT', '/api/v1/me/prediction-settings', player.cookie, {})).statusCode).toBe(400);
    const set = await call('PUT', '/api/v1/me/prediction-settings', player.cookie, { alsoSaveInOtherGroups: true });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ alsoSaveInOtherGroups: true });
    expect((await call('GET', sheetUrl(alpha.week.id, player.id), player.cookie)).json().alsoSaveInOtherGroups).toBe(true);
    expect((await call('GET', sheetUrl(alpha.week.id, friend.id), friend.cookie)).json().alsoSaveInOtherGroups).toBe(false);

    // Nobody learns another player's groups: another player's sheet, once shown, carries no offer.
    await call('PATCH', `/api/v1/gameweeks/${alpha.week.id}/lock`, owner.cookie, { isLocked: true });
    const theirs = await call('GET', sheetUrl(alpha.week.id, player.id), owner.cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ alsoOpenIn: [], alsoSaveInOtherGroups: false });
    // A closed sheet offers nothing, even to its player.
    expect((await call('GET', sheetUrl(alpha.week.id, player.id), player.cookie)).json().alsoOpenIn).toEqual([]);
  });

  it('home counts a shared fixture once among the predictions to make, until one save fills every group', async () => {
    const { player, alpha, fixtureIn } = await world();
    now = new Date(at(1.5));
    // Open for the player: both fixtures (in Alpha, Bravo, Charlie, Echo) and Alpha's custom match; Charlie's
    // and Foxtrot's custom matches are closed or elsewhere: Foxtrot's active one (Later H) counts.
    const toPredict = async () => (await call('GET', '/api/v1/me/home', player.cookie)).json().toPredict as number;
    expect(await toPredict()).toBe(4);
    const [first, second] = [fixtureIn(alpha.week, 0).id, fixtureIn(alpha.week, 1).id];
    // Saved in Alpha only: still missing in the other groups, so still to make; saved everywhere, done.
    await save(player, alpha.week.id, [
      { matchId: first, home: 1, away: 0 },
      { matchId: second, home: 1, away: 0 },
    ]);
    expect(await toPredict()).toBe(4);
    await save(
      player,
      alpha.week.id,
      [
        { matchId: first, home: 1, away: 0 },
        { matchId: second, home: 1, away: 0 },
      ],
      true,
    );
    expect(await toPredict()).toBe(2);
  });
});

import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_MESSAGES } from '@scoreline/shared';
import { english } from '@scoreline/shared/i18n/translators';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollLiveScores } from '../src/modules/jobs/live-scores.js';
import { type FakeMatch, TEAMS, clientOn, startFakeFootballData } from './support/fake-football-data.js';
import { type SignedInUser, buildGroup, join } from './support/groups.js';
import { PUSH_SERVICE_HOST, startPushService } from './support/push-service.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

// Goals pushed as the live poll sees them, to a push service of the test's own (encrypted, VAPID-signed).
let now = new Date('2026-11-21T12:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let provider: ReturnType<typeof clientOn>;
let t: TestApp;
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

beforeAll(async () => {
  fake = await startFakeFootballData();
  pushService = await startPushService();
  provider = clientOn(fake, [2021], () => now.getTime());
  t = await createTestApp(
    { PUSH_SERVICE_HOSTS: PUSH_SERVICE_HOST },
    { clock: () => now, footballProvider: provider, pushAgent: pushService.agent },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await pushService.close();
});

const KICK_OFF = '2026-11-21T15:00:00Z';
const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const pushesTo = (name: string) => pushService.received.filter((push) => push.device === `/device/${name}`).map((push) => push.payload);
const setGoals = (user: SignedInUser, on: boolean) =>
  call('PUT', '/api/v1/me/notifications', user.cookie, { ...DEFAULT_NOTIFICATION_SETTINGS, goals: { push: on } });
const addDevice = async (user: SignedInUser, name: string) =>
  expect((await call('POST', '/api/v1/me/push-devices', user.cookie, pushService.subscribe(name))).statusCode).toBe(201);

/** A gameweek holding the group's copy of a real fixture; answers the copy's match id. */
async function fixtureIn(owner: SignedInUser, groupId: string, apiMatchId: number) {
  const created = await call('POST', `/api/v1/groups/${groupId}/gameweeks`, owner.cookie, {
    deadline: '2026-11-21T14:00:00Z',
    matches: [{ kind: 'real', competitionId: 2021, apiMatchId, utcDate: KICK_OFF }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const gameweek = created.json() as { id: string; matches: Array<{ id: string }> };
  return { gameweekId: gameweek.id, matchId: gameweek.matches[0]!.id };
}

async function predict(by: SignedInUser, forUserId: string, copy: { gameweekId: string; matchId: string }, home: number, away: number) {
  const saved = await call('PUT', `/api/v1/gameweeks/${copy.gameweekId}/players/${forUserId}/predictions`, by.cookie, {
    predictions: [{ matchId: copy.matchId, home, away }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('goal notification settings', () => {
  it('are off by default, turned on and off by the player, and kept when a save from an older page leaves them out', async () => {
    const player = await registerAndSignIn(t.app, { username: 'settler' });
    const settings = async () => (await call('GET', '/api/v1/me/notifications', player.cookie)).json().settings;
    expect((await settings()).goals).toEqual({ push: false });
    expect((await call('PUT', '/api/v1/me/notifications', undefined, DEFAULT_NOTIFICATION_SETTINGS)).statusCode).toBe(401);
    expect((await setGoals(player, true)).json().goals).toEqual({ push: true });
    const { goals: _left, ...older } = DEFAULT_NOTIFICATION_SETTINGS;
    const saved = await call('PUT', '/api/v1/me/notifications', player.cookie, { ...older, wins: { email: true, push: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ wins: { email: true, push: true }, goals: { push: true } });
    expect((await settings()).goals).toEqual({ push: true });
    const bad = await call('PUT', '/api/v1/me/notifications', player.cookie, { ...DEFAULT_NOTIFICATION_SETTINGS, goals: { push: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect((await setGoals(player, false)).json().goals).toEqual({ push: false });
  });
});

describe('goal notifications', () => {
  it('reach the players who predicted the fixture and turned them on, once per goal across groups, polls and instances', async () => {
    const match: FakeMatch = { id: 801, competitionId: 2021, utcDate: KICK_OFF, status: 'TIMED', home: TEAMS.arsenal, away: TEAMS.chelsea };
    fake.matches.push(match);
    const owner = await registerAndSignIn(t.app, { username: 'goalowner' });
    const fan = await registerAndSignIn(t.app, { username: 'goalfan' });
    const single = await registerAndSignIn(t.app, { username: 'goalsingle' });
    const quiet = await registerAndSignIn(t.app, { username: 'goalquiet' });
    const bystander = await registerAndSignIn(t.app, { username: 'goalbystander' });
    // Alpha scores classic (3 exact, 1 result); Beta its own way (5, 2, -1 for a wrong one).
    const alpha = await buildGroup(t.app, owner, { name: 'Alpha' });
    const beta = await buildGroup(t.app, owner, {
      name: 'Beta',
      scoringSystem: 'custom',
      exactScorePoints: 5,
      correctResultPoints: 2,
      incorrectPoints: -1,
    });
    for (const user of [fan, single, quiet, bystander]) expect((await join(t.app, user, alpha.id)).statusCode).toBe(200);
    expect((await join(t.app, fan, beta.id)).statusCode).toBe(200);
    const alphaCopy = await fixtureIn(owner, alpha.id, 801);
    const betaCopy = await fixtureIn(owner, beta.id, 801);
    const placeholder = await call('POST', `/api/v1/groups/${alpha.id}/placeholder-members`, owner.cookie, { username: 'goalstub' });
    expect(placeholder.statusCode, placeholder.body).toBe(201);
    const stubId = (placeholder.json() as { id: string }).id;

    await predict(fan, fan.id, alphaCopy, 2, 1);
    await predict(fan, fan.id, betaCopy, 1, 0);
    await predict(single, single.id, alphaCopy, 2, 1);
    await predict(quiet, quiet.id, alphaCopy, 1, 0);
    await predict(owner, stubId, alphaCopy, 1, 0);
    for (const user of [fan, single, bystander]) expect((await setGoals(user, true)).statusCode).toBe(200);
    for (const [user, name] of [
      [fan, 'fan'],
      [single, 'single'],
      [quiet, 'quiet'],
      [bystander, 'bystander'],
    ] as const)
      await addDevice(user, name);
    // A placeholder is never told, even with goals on and a device somehow stored.
    const stubDevice = pushService.subscribe('stub');
    await t.database.db.execute(sql`
      INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label)
      VALUES (${stubId}, ${stubDevice.endpoint}, ${stubDevice.keys.p256dh}, ${stubDevice.keys.auth}, 'stub')`);
    await t.database.db.execute(sql`INSERT INTO notification_settings (user_id, goals_push) VALUES (${stubId}, true)`);

    const notifier = t.notifications.notifier;
    const jobsRepo = t.app.services.jobsRepo;
    /** One live poll, its goals told as the scheduler tells them (`onGoals`). */
    const pollAndTell = async () => {
      const report = await pollLiveScores({ db: t.database.db, provider, now, logger, jobsRepo });
      await notifier.announceGoals(report.goals);
      return report.goals;
    };
    const playAt = async (minute: number, home: number, away: number) => {
      now = new Date(Date.parse(KICK_OFF) + minute * 60_000);
      Object.assign(match, { status: 'IN_PLAY', fullTime: { home, away }, minute });
      return pollAndTell();
    };

    expect(await playAt(1, 0, 0)).toEqual([]);
    expect(pushService.received).toEqual([]);

    // 1-0: the fan hears of the copy worth most (Beta's exact 1-0, 5 points), once for both groups.
    expect(await playAt(10, 1, 0)).toEqual([{ apiMatchId: 801, home: 1, away: 0 }]);
    expect(pushesTo('fan')).toEqual([
      {
        title: 'Goal: Arsenal FC 1-0 Chelsea FC',
        body: 'Your 1-0 is on for 5 points',
        url: `/match/${betaCopy.matchId}`,
        tag: 'goal-801',
      },
    ]);
    expect(pushesTo('single')).toEqual([
      expect.objectContaining({ body: 'Your 2-1 is on for 1 point', url: `/match/${alphaCopy.matchId}` }),
    ]);
    for (const nobody of ['quiet', 'bystander', 'stub']) expect(pushesTo(nobody)).toEqual([]);

    // The next poll sees no new goal; the same goal told again (a second instance at once, a restart) sends nothing.
    expect(await playAt(12, 1, 0)).toEqual([]);
    const again = { apiMatchId: 801, home: 1, away: 0 };
    expect(await Promise.all([notifier.announceGoals([again]), notifier.announceGoals([again])])).toEqual([[], []]);
    expect(pushesTo('fan')).toHaveLength(1);
    expect(pushesTo('single')).toHaveLength(1);

    // A goal ruled out, then 1-0 again: that score was told already, so nobody is buzzed twice for it.
    expect(await playAt(14, 0, 0)).toEqual([]);
    expect(await playAt(16, 1, 0)).toEqual([{ apiMatchId: 801, home: 1, away: 0 }]);
    expect(pushesTo('fan')).toHaveLength(1);

    // 1-1: both of the fan's predictions are wrong now; Alpha's is worth 0, Beta's -1: Alpha's copy is told.
    expect(await playAt(30, 1, 1)).toEqual([{ apiMatchId: 801, home: 1, away: 1 }]);
    expect(pushesTo('fan')[1]).toEqual({
      title: english(NOTIFICATION_MESSAGES.goalTitle, { homeTeam: 'Arsenal FC', homeGoals: 1, awayGoals: 1, awayTeam: 'Chelsea FC' }),
      body: 'Your 2-1 is on for 0 points',
      url: `/match/${alphaCopy.matchId}`,
      tag: 'goal-801',
    });

    // The fan turns goals off: 2-1 reaches the other player only.
    expect((await setGoals(fan, false)).statusCode).toBe(200);
    expect(await playAt(60, 2, 1)).toEqual([{ apiMatchId: 801, home: 2, away: 1 }]);
    expect(pushesTo('fan')).toHaveLength(2);
    expect(pushesTo('single').map((push) => push.body)).toEqual([
      'Your 2-1 is on for 1 point',
      'Your 2-1 is on for 0 points',
      'Your 2-1 is on for 3 points',
    ]);
    for (const nobody of ['quiet', 'bystander', 'stub']) expect(pushesTo(nobody)).toEqual([]);

    // A copy made void counts for nobody: its predictors hear of no more goals from it. (A match being played cannot
    // be made void: this copy was voided while the fixture stood suspended, and play resumed.)
    await t.database.db.execute(sql`UPDATE matches SET api_status = 'SUSPENDED' WHERE id = ${alphaCopy.matchId}`);
    const voided = await call('POST', `/api/v1/gameweeks/${alphaCopy.gameweekId}/matches/${alphaCopy.matchId}/void`, owner.cookie);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await playAt(70, 3, 1)).toEqual([{ apiMatchId: 801, home: 3, away: 1 }]);
    expect(pushesTo('single')).toHaveLength(3);
    expect(pushService.errors).toEqual([]);
  });
});

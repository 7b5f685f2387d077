import { NOTIFICATION_MESSAGES } from '@scoreline/shared';
import { english } from '@scoreline/shared/i18n/translators';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startConnectionRecorder } from './support/connection-recorder.js';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, groupWithRoles } from './support/groups.js';
import { PUSH_SERVICE_HOST, startPushService } from './support/push-service.js';
import { type TestApp, createTestApp } from './support/test-app.js';

// Web Push to a push service of the test's own: encrypted as RFC 8291 says, signed with VAPID (RFC 8292).
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let t: TestApp;
beforeAll(async () => {
  pushService = await startPushService();
  // The test's push service is not a browser's push service.
  t = await createTestApp(
    { PUSH_SERVICE_HOSTS: `${PUSH_SERVICE_HOST},fcm.googleapis.com` },
    { clock: () => now, pushAgent: pushService.agent },
  );
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const game = () => gameHelpers(t.app, START);
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const addDevice = (user: SignedInUser | undefined, subscription: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/me/push-devices',
    headers: { ...(user ? { cookie: user.cookie } : {}), 'user-agent': ANDROID_CHROME },
    payload: subscription,
  });
const devicesOf = async (user: SignedInUser) =>
  (await game().call('GET', '/api/v1/me/notifications', user.cookie)).json().devices as Array<{
    id: string;
    label: string;
    endpoint: string;
  }>;
const pushesTo = (name: string) => pushService.received.filter((push) => push.device === `/device/${name}`).map((push) => push.payload);

describe('push devices', () => {
  it('are stored per device for the signed-in, listed, and removable by their owner only', async () => {
    const { member, admin } = await groupWithRoles(t.app);
    const subscription = pushService.subscribe('phone-1');
    expect((await addDevice(undefined, subscription)).statusCode).toBe(401);
    expect((await addDevice(member, { ...subscription, keys: { p256dh: 'short', auth: 'x' } })).statusCode).toBe(400);
    expect((await addDevice(member, { ...subscription, endpoint: 'http://push.example/plain' })).statusCode).toBe(400);
    // Only push services: not an address inside the server's network, which it would then call.
    const internal = await addDevice(member, { ...subscription, endpoint: 'https://10.0.0.5:8443/admin' });
    expect(internal.statusCode).toBe(400);
    expect(internal.json().error.message).toBe(NOTIFICATION_MESSAGES.pushEndpointInvalid);
    const elsewhere = await addDevice(member, { ...subscription, endpoint: 'https://push.example.com/admin' });
    expect(elsewhere.json().error.message).toBe(NOTIFICATION_MESSAGES.pushServiceUnknown);
    const added = await addDevice(member, subscription);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual([expect.objectContaining({ label: 'Chrome on Android', endpoint: subscription.endpoint })]);
    // The same browser again replaces, not duplicates.
    expect((await addDevice(member, subscription)).json()).toHaveLength(1);
    const [device] = await devicesOf(member);

    expect((await game().call('DELETE', `/api/v1/me/push-devices/${device!.id}`, admin.cookie)).statusCode).toBe(404);
    expect(await devicesOf(member)).toHaveLength(1);
    // Someone else registering the same endpoint with other keys does not take it over.
    const taken = await addDevice(admin, { ...subscription, keys: pushService.subscribe('thief').keys });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual([]);
    expect(await devicesOf(member)).toHaveLength(1);
    expect((await game().call('DELETE', `/api/v1/me/push-devices/${device!.id}`, member.cookie)).statusCode).toBe(204);
    expect(await devicesOf(member)).toEqual([]);
  });

  it('are at most ten per player: a newer one replaces the oldest', async () => {
    const { member } = await groupWithRoles(t.app);
    for (let index = 0; index < 12; index += 1)
      expect((await addDevice(member, pushService.subscribe(`many-${index}`))).statusCode).toBe(201);
    const endpoints = (await devicesOf(member)).map((device) => device.endpoint.split('/').pop());
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain('many-0');
    expect(endpoints).toContain('many-11');
  });
});

describe('push notifications', () => {
  it("arrive encrypted for the device and signed with the server's VAPID key: reminders, results and the win", async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, member, group } = roles;
    await addDevice(owner, pushService.subscribe('owner-phone'));
    await addDevice(member, pushService.subscribe('member-phone'));
    const vapidPublicKey = (await game().call('GET', '/api/v1/me/notifications', owner.cookie)).json().vapidPublicKey;
    now = START;
    const gameweek = await game().gameweek(roles, 2, ['Reds']);
    const matchId = gameweek.matches[0]!.id;
    await game().predict(owner, gameweek.id, [[matchId, 2, 1]]);

    // "Remind them" pushes to the member, who has not predicted.
    expect((await game().call('POST', `/api/v1/gameweeks/${gameweek.id}/remind`, owner.cookie)).json().reminded).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(pushesTo('member-phone')).toHaveLength(1));
    expect(pushesTo('member-phone')).toEqual([
      {
        title: 'Predictions close soon',
        body: `${group.name}, Gameweek 1: 1 match without your prediction, closing in 2 hours (Sat 21 Nov, 14:00 UTC).`,
        url: `/gameweek/${gameweek.id}`,
        tag: `reminder-${gameweek.id}`,
      },
    ]);
    expect(pushesTo('owner-phone')).toEqual([]);

    await game().predict(member, gameweek.id, [[matchId, 0, 3]]);
    expect((await game().lock(roles, gameweek.id)).statusCode).toBeLessThan(300);
    expect((await game().finalScores(roles, gameweek.id, [[matchId, 2, 1]])).statusCode).toBe(200);
    const table = (await game().call('GET', `/api/v1/gameweeks/${gameweek.id}/leaderboard`, owner.cookie)).json();
    const pointsOf = (userId: string) =>
      table.rows.find((row: { player: { id: string } }) => row.player.id === userId).totalPoints as number;

    expect(await t.notifications.notifier.announceResults(now)).toContain(gameweek.id);
    expect(pushesTo('owner-phone')).toEqual([
      expect.objectContaining({
        title: english(NOTIFICATION_MESSAGES.resultsIn, { points: pointsOf(owner.id), week: 1 }),
        body: group.name,
        url: `/gameweek/${gameweek.id}`,
      }),
      expect.objectContaining({ title: 'You won Gameweek 1!', url: `/gameweek/${gameweek.id}` }),
    ]);
    expect(pushesTo('member-phone').slice(1)).toEqual([
      expect.objectContaining({ title: `Results are in: you scored ${pointsOf(member.id)} points in Gameweek 1` }),
    ]);
    expect(pointsOf(owner.id)).toBeGreaterThan(0);
    expect(pushService.received.every((push) => push.vapidKey === vapidPublicKey)).toBe(true);
    expect(pushService.errors).toEqual([]);

    // Once only: the next run has nothing to tell.
    expect(await t.notifications.notifier.announceResults(now)).not.toContain(gameweek.id);
    expect(pushesTo('owner-phone')).toHaveLength(2);
  });

  it('follow the settings per kind and channel; a subscription the push service answers 410 is deleted', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, member, admin } = roles;
    await addDevice(owner, pushService.subscribe('owner-tablet'));
    await addDevice(member, pushService.subscribe('member-tablet'));
    // The admin predicts nothing in this gameweek: no "you scored 0 points".
    await addDevice(admin, pushService.subscribe('admin-tablet'));
    expect(
      (
        await game().call('PUT', '/api/v1/me/notifications', owner.cookie, {
          reminderTiming: 'both',
          reminders: { email: true, push: true },
          results: { email: false, push: false },
          wins: { email: false, push: false },
        })
      ).statusCode,
    ).toBe(200);
    now = START;
    const gameweek = await game().gameweek(roles, 2, ['Blues']);
    const matchId = gameweek.matches[0]!.id;
    await game().predict(owner, gameweek.id, [[matchId, 1, 0]]);
    await game().predict(member, gameweek.id, [[matchId, 1, 0]]);
    pushService.expire('member-tablet');
    expect((await game().lock(roles, gameweek.id)).statusCode).toBeLessThan(300);
    expect((await game().finalScores(roles, gameweek.id, [[matchId, 1, 0]])).statusCode).toBe(200);
    await t.notifications.notifier.announceResults(now);

    expect(pushesTo('owner-tablet')).toEqual([]);
    expect(pushesTo('member-tablet')).toEqual([]);
    expect(pushesTo('admin-tablet')).toEqual([]);
    expect(await devicesOf(member)).toEqual([]);
    expect(await devicesOf(owner)).toHaveLength(1);
  });
});

// Each names a push service's host to the WHATWG URL parser, but 127.0.0.1 or 169.254.169.254 (port 443) to Node's
// legacy url.parse, which web-push connects with: a player could make the server call an internal address.
const DISGUISED = [
  'https://127.0.0.1;.fcm.googleapis.com/x',
  'https://127.0.0.1%2E.fcm.googleapis.com/x',
  'https://127.0.0.1`.fcm.googleapis.com/x',
  'https://127.0.0.1{.fcm.googleapis.com/x',
  'https://169.254.169.254;.fcm.googleapis.com/x',
];

describe('push endpoints', () => {
  it('are refused with a clear 400 unless they name an allowed push service by a plain host name', async () => {
    const { member } = await groupWithRoles(t.app);
    const { keys } = pushService.subscribe('disguised');
    const refused = [
      ...DISGUISED,
      'https://2130706433/x', // IPv4 in other forms: WHATWG reads both as 127.0.0.1
      'https://0x7f.1/x',
      'https://[::1]/x',
      'https://user@fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'https://fcm.googleapis.com./x',
      'https://a..fcm.googleapis.com/x',
      'https://a_b.fcm.googleapis.com/x',
      'https://%66cm.googleapis.com/x',
      'https://FCM.googleapis.com/x',
    ];
    for (const endpoint of refused) {
      const answer = await addDevice(member, { endpoint, keys });
      expect(answer.statusCode, endpoint).toBe(400);
      expect(answer.json().error.message, endpoint).toBe(NOTIFICATION_MESSAGES.pushEndpointInvalid);
    }
    const elsewhere = await addDevice(member, { endpoint: 'https://push.example.com/x', keys });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe(NOTIFICATION_MESSAGES.pushServiceUnknown);
    expect(await devicesOf(member)).toEqual([]);

    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc-123:APA91b', 'https://fcm.googleapis.com:443/fcm/send/def'])
      expect((await addDevice(member, { endpoint, keys })).statusCode, endpoint).toBe(201);
    expect(await devicesOf(member)).toHaveLength(2);
    // The allowed list itself takes host names only.
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,127.0.0.1' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });

  it('stored before that check are never called: sends skip and delete them (Remind them, the reminders)', async () => {
    const internal = await startConnectionRecorder(443);
    try {
      const roles = await groupWithRoles(t.app);
      const { owner, member } = roles;
      const laptop = pushService.subscribe('member-laptop');
      expect((await addDevice(member, laptop)).statusCode).toBe(201);
      const storeDisguised = async () => {
        for (const endpoint of DISGUISED)
          await t.database.db.execute(sql`
            INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label)
            VALUES (${member.id}, ${endpoint}, ${laptop.keys.p256dh}, ${laptop.keys.auth}, 'Chrome on Android')
            ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id`);
      };
      const endpointsOf = async () => (await devicesOf(member)).map((device) => device.endpoint);
      now = START;
      const gameweek = await game().gameweek(roles, 2, ['Greens']);
      const opened = pushService.connections.length;

      // The notifier's own send, awaited to its end.
      await storeDisguised();
      const { reached, delivery } = await t.notifications.notifier.remindNow(gameweek.id, now);
      expect(reached).toContain(member.id);
      await delivery;
      expect(internal.connections).toEqual([]);
      expect(pushesTo('member-laptop')).toHaveLength(1);
      expect(await endpointsOf()).toEqual([laptop.endpoint]);

      // "Remind them", sent after its answer.
      await storeDisguised();
      expect((await game().call('POST', `/api/v1/gameweeks/${gameweek.id}/remind`, owner.cookie)).json().reminded).toBeGreaterThanOrEqual(
        1,
      );
      await vi.waitFor(() => expect(pushesTo('member-laptop')).toHaveLength(2));
      await vi.waitFor(async () => expect(await endpointsOf()).toEqual([laptop.endpoint]));

      expect(internal.connections).toEqual([]);
      expect(pushService.connections.slice(opened).filter((to) => to !== `${PUSH_SERVICE_HOST}:443`)).toEqual([]);
    } finally {
      await internal.close();
    }
  });
});

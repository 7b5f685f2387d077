import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_MESSAGES } from '@scoreline/shared';
import { english } from '@scoreline/shared/i18n/translators';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, groupWithRoles } from './support/groups.js';
import { type ReceivedMail, startSmtpServer } from './support/mail.js';
import { PUBLIC_URL, type TestApp, createTestApp } from './support/test-app.js';

// Reminder emails through a real SMTP server in the test, with the server's clock moved by hand.
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const env = () => ({ SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'false' });
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(env(), { clock: () => now });
});
beforeEach(() => {
  now = START;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const game = () => gameHelpers(t.app, START);
const at = (hours: number, minutes = 0) => new Date(START.getTime() + hours * 3_600_000 + minutes * 60_000);
const remindersTo = (user: { email: string }) =>
  smtp.received.filter((mail) => mail.to.includes(user.email) && mail.subject.startsWith('Predictions close'));
const runJob = (instant: Date, app: TestApp = t) => {
  now = instant;
  return app.notifications.notifier.sendDueReminders(instant);
};
/** Who of `users` a run reminded (other tests' groups share the database and may be due as well). */
const among = (result: { reminded: string[] }, ...users: Array<{ id: string }>) =>
  new Set(result.reminded.filter((id) => users.some((user) => user.id === id)));

/** A group with every role and a placeholder, and a gameweek of two matches whose deadline is `hours` ahead. */
async function setUp(hours: number, overrides = {}) {
  const roles = await groupWithRoles(t.app, overrides);
  const ghost = await game().call('POST', `/api/v1/groups/${roles.group.id}/placeholder-members`, roles.owner.cookie, {
    username: 'Ghost',
  });
  expect(ghost.statusCode).toBe(201);
  const gameweek = await game().gameweek(roles, hours, ['Reds', 'Greens']);
  const [first, second] = gameweek.matches.map((match) => match.id) as [string, string];
  return { ...roles, gameweek, first, second };
}

const settings = (user: SignedInUser) => game().call('GET', '/api/v1/me/notifications', user.cookie);

describe('reminder emails', () => {
  it('go once per window to exactly the members missing an open prediction, with a link to the gameweek and one-click unsubscribe', async () => {
    const { owner, admin, member, outsider, group, gameweek, first, second } = await setUp(30);
    now = START;
    expect(
      (
        await game().predict(owner, gameweek.id, [
          [first, 1, 0],
          [second, 2, 2],
        ])
      ).statusCode,
    ).toBe(200);
    expect((await game().predict(admin, gameweek.id, [[first, 1, 1]])).statusCode).toBe(200);

    // 30 h before: no window yet.
    const everyone = [owner, admin, member, outsider];
    expect(among(await runJob(at(0)), ...everyone)).toEqual(new Set());
    // 23 h 59 min before: the 24 h window. The admin (one missing) and the member (two); not the owner, the outsider
    // or the placeholder.
    const first24 = await runJob(at(6, 1));
    expect(among(first24, ...everyone)).toEqual(new Set([admin.id, member.id]));
    const memberMail = await smtp.waitFor(member.email, 'Predictions close');
    expect(memberMail.subject).toBe(`Predictions close in 24 hours: ${group.name}, Gameweek 1`);
    expect(memberMail.text).toContain('2 matches without your prediction, closing in 24 hours (Sun 22 Nov, 18:00 UTC)');
    expect(memberMail.links).toContain(`${PUBLIC_URL}/gameweek/${gameweek.id}`);
    expect((await smtp.waitFor(admin.email, 'Predictions close')).text).toContain('1 match without your prediction');
    expect(memberMail.headers['list-unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/api/v1/unsubscribe\\?token=[^>]+>$`));
    expect(memberMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    for (const user of [owner, outsider]) expect(remindersTo(user)).toEqual([]);

    // The next runs in the same window send nothing more.
    expect(among(await runJob(at(6, 2)), ...everyone)).toEqual(new Set());
    expect(among(await runJob(at(20)), ...everyone)).toEqual(new Set());

    // The member predicts; in the 2 h window only the admin, still one short, hears again.
    expect(
      (
        await game().predict(member, gameweek.id, [
          [first, 0, 0],
          [second, 0, 0],
        ])
      ).statusCode,
    ).toBe(200);
    expect(among(await runJob(at(28, 1)), ...everyone)).toEqual(new Set([admin.id]));
    expect(remindersTo(admin).map((mail) => mail.subject)).toEqual([
      `Predictions close in 24 hours: ${group.name}, Gameweek 1`,
      `Predictions close in 2 hours: ${group.name}, Gameweek 1`,
    ]);
    expect(remindersTo(member)).toHaveLength(1);
    // After the deadline, nothing.
    expect(among(await runJob(at(30, 1)), ...everyone)).toEqual(new Set());
  });

  it('are sent once with two server instances running at the same moment, and not again after a restart', async () => {
    const { member, gameweek } = await setUp(30);
    const second = await createTestApp(env(), { clock: () => now, sharedDatabaseUrl: t.database.url });
    try {
      // Both windows are due at once (1 h 59 min left): one email covers them.
      const [a, b] = await Promise.all([runJob(at(28, 1)), runJob(at(28, 1), second)]);
      expect([...a.reminded, ...b.reminded].filter((id) => id === member.id)).toHaveLength(1);
      await smtp.waitFor(member.email, `Gameweek 1`);
    } finally {
      await second.close();
    }
    // A restarted server (a new app on the same database) finds it sent.
    const restarted = await createTestApp(env(), { clock: () => now, sharedDatabaseUrl: t.database.url });
    try {
      expect((await runJob(at(28, 30), restarted)).reminded).not.toContain(member.id);
    } finally {
      await restarted.close();
    }
    expect(remindersTo(member).filter((mail) => mail.links.includes(`${PUBLIC_URL}/gameweek/${gameweek.id}`))).toHaveLength(1);
  });

  it('follow the Profile: off, 24 h only, 2 h only', async () => {
    const { admin, member, owner } = await setUp(30);
    const choose = (user: SignedInUser, reminderTiming: string) =>
      game().call('PUT', '/api/v1/me/notifications', user.cookie, {
        reminderTiming,
        reminders: { email: true, push: true },
        results: { email: false, push: true },
        wins: { email: false, push: true },
      });
    expect((await choose(owner, 'off')).statusCode).toBe(200);
    expect((await choose(admin, '24h')).statusCode).toBe(200);
    expect((await choose(member, '2h')).statusCode).toBe(200);
    expect((await settings(member)).json().settings.reminderTiming).toBe('2h');
    expect(among(await runJob(at(6, 1)), owner, admin, member)).toEqual(new Set([admin.id]));
    expect(among(await runJob(at(28, 1)), owner, admin, member)).toEqual(new Set([member.id]));
  });

  it('unsubscribe from the link alone, without signing in; a made-up token changes nothing', async () => {
    const { member, admin } = await setUp(30);
    await runJob(at(6, 1));
    const mail: ReceivedMail = await smtp.waitFor(member.email, 'Predictions close');
    const oneClick = mail.headers['list-unsubscribe']!.slice(1, -1).replace(PUBLIC_URL, '');
    // The body's link is the web page with the same token.
    expect(mail.links.some((link) => link.startsWith(`${PUBLIC_URL}/unsubscribe?token=`))).toBe(true);

    const forged = await t.app.inject({
      method: 'POST',
      url: oneClick.replace(/token=[^.]+/, `token=${Buffer.from(`${admin.id}.reminders`).toString('base64url')}`),
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(NOTIFICATION_MESSAGES.badUnsubscribeLink);

    // RFC 8058: the mail provider POSTs from its own servers: no cookie, no Origin.
    const done = await t.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: undefined },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe(english(NOTIFICATION_MESSAGES.unsubscribed, { kind: 'reminders' }));
    expect((await settings(member)).json().settings.reminders).toEqual({ email: false, push: true });
    expect((await settings(admin)).json().settings.reminders.email).toBe(true);
    // From another site, as a webmail in a browser would, it works too: the token is the authority.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/unsubscribe',
      headers: { origin: 'https://mail.example' },
      payload: { token: new URL(`${PUBLIC_URL}${oneClick}`).searchParams.get('token') },
    });
    expect(again.statusCode).toBe(200);
    // Opened in a browser (a mail client without one-click), the header's address shows the page that asks.
    const opened = await t.app.inject({ method: 'GET', url: oneClick });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toMatch(/^\/unsubscribe\?token=/);
    // The other choices stay as they were.
    expect((await settings(member)).json().settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, reminders: { email: false, push: true } });

    // The 2 h window reaches the admin but not the member any more.
    expect(among(await runJob(at(28, 1)), admin, member)).toEqual(new Set([admin.id]));
    expect(remindersTo(member)).toHaveLength(1);
  });

  it('with kick-off locks, remind per cluster of kick-offs, naming what closes in the window', async () => {
    const roles = await groupWithRoles(t.app, { predictionsClose: 'kickoff' });
    // Kick-offs at +30 h, +31 h and +50 h.
    const created = await game().call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner.cookie, {
      deadline: at(29).toISOString(),
      matches: [30, 31, 50].map((hours, index) => ({
        kind: 'custom',
        homeTeam: `Home ${index}`,
        awayTeam: `Away ${index}`,
        matchTime: at(hours).toISOString(),
      })),
    });
    expect(created.statusCode).toBe(201);
    await runJob(at(6, 1));
    const saturday = remindersTo(roles.member);
    expect(saturday).toHaveLength(1);
    expect(saturday[0]!.text).toContain('2 matches without your prediction, the first closing in 24 hours');
    // The 31 h kick-off was covered by that email; the 50 h one gets its own a day later, which names every
    // match still missing.
    expect((await runJob(at(7, 1))).reminded).not.toContain(roles.member.id);
    expect((await runJob(at(26, 1))).reminded).toContain(roles.member.id);
    expect(remindersTo(roles.member)[1]!.text).toContain('3 matches without your prediction, the first closing in 4 hours');
  });
});

describe('reminder windows', () => {
  it('send one "2 hours" email per cluster of kick-offs, none left out', async () => {
    const roles = await groupWithRoles(t.app, { predictionsClose: 'kickoff' });
    await game().call('PUT', '/api/v1/me/notifications', roles.member.cookie, {
      reminderTiming: '2h',
      reminders: { email: true, push: true },
      results: { email: false, push: true },
      wins: { email: false, push: true },
    });
    // Kick-offs 12:30, 15:00 and 17:30 after the start: two and a half hours apart, more than the window's cover.
    const kickOffs = [0.5, 3, 5.5].map((hours) => at(24 + hours));
    const created = await game().call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner.cookie, {
      deadline: kickOffs[0]!.toISOString(),
      matches: kickOffs.map((time, index) => ({
        kind: 'custom',
        homeTeam: `Home ${index}`,
        awayTeam: `Away ${index}`,
        matchTime: time.toISOString(),
      })),
    });
    expect(created.statusCode).toBe(201);
    // Every 30 minutes through the day, as the every-minute job would be at those moments.
    const times: Date[] = [];
    for (let minutes = 20 * 60; minutes <= 30 * 60; minutes += 30) times.push(at(0, minutes));
    const emailedAt: string[] = [];
    for (const time of times) if ((await runJob(time)).reminded.includes(roles.member.id)) emailedAt.push(time.toISOString());
    expect(emailedAt).toEqual([at(22, 30), at(25), at(27, 30)].map((time) => time.toISOString()));
  });

  it('cover every group closing within the window in one email', async () => {
    const first = await setUp(30);
    const friend = first.member;
    // A second group, whose gameweek closes five minutes after the first one's.
    const other = await groupWithRoles(t.app);
    expect((await game().call('POST', `/api/v1/groups/${other.group.id}/join`, friend.cookie, {})).statusCode).toBe(200);
    const created = await game().call('POST', `/api/v1/groups/${other.group.id}/gameweeks`, other.owner.cookie, {
      deadline: at(30, 5).toISOString(),
      matches: [{ kind: 'custom', homeTeam: 'Late', awayTeam: 'Comers', matchTime: at(31).toISOString() }],
    });
    expect(created.statusCode).toBe(201);
    expect(among(await runJob(at(6, 1)), friend)).toEqual(new Set([friend.id]));
    expect(among(await runJob(at(6, 6)), friend)).toEqual(new Set());
    const [mail, ...more] = remindersTo(friend);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Predictions close soon in 2 gameweeks');
    expect(mail!.links).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/gameweek/${first.gameweek.id}`, `${PUBLIC_URL}/gameweek/${created.json().id}`]),
    );
  });
});

describe('"Remind them"', () => {
  it('is for admins, reaches those yet to predict at once, and works at most once an hour', async () => {
    const { owner, admin, member, outsider, gameweek, first, second } = await setUp(30);
    now = at(1);
    await game().predict(owner, gameweek.id, [
      [first, 1, 0],
      [second, 2, 2],
    ]);
    const remind = (cookie: string | undefined) => game().call('POST', `/api/v1/gameweeks/${gameweek.id}/remind`, cookie);
    const yetToPredict = (cookie: string) => game().call('GET', `/api/v1/gameweeks/${gameweek.id}/yet-to-predict`, cookie);

    expect((await remind(undefined)).statusCode).toBe(401);
    expect((await remind(outsider.cookie)).statusCode).toBe(403);
    expect((await remind(member.cookie)).statusCode).toBe(403);
    expect((await yetToPredict(member.cookie)).json().canRemind).toBe(false);
    expect((await yetToPredict(admin.cookie)).json().canRemind).toBe(true);

    const sent = await remind(admin.cookie);
    expect(sent.statusCode).toBe(200);
    // The admin and the member, not the placeholder (it has no inbox) nor the owner (done).
    expect(sent.json()).toEqual({ reminded: 2 });
    await smtp.waitFor(member.email, 'Predictions close');
    expect(remindersTo(owner)).toEqual([]);
    const answer = (await yetToPredict(owner.cookie)).json();
    expect(answer.canRemind).toBe(false);
    expect(answer.remindedAt).toBe(at(1).toISOString());

    now = at(1, 59);
    const again = await remind(owner.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(NOTIFICATION_MESSAGES.remindedRecently);
    now = at(2);
    expect((await remind(owner.cookie)).statusCode).toBe(200);
    now = at(30);
    expect((await remind(owner.cookie)).statusCode).toBe(400);
  });
});

describe('notification settings', () => {
  it('are the defaults until changed, for the signed-in only, and refuse a malformed body', async () => {
    const { member } = await setUp(30);
    expect((await game().call('GET', '/api/v1/me/notifications', undefined)).statusCode).toBe(401);
    const page = (await settings(member)).json();
    expect(page.settings).toEqual({
      reminderTiming: 'both',
      reminders: { email: true, push: true },
      results: { email: false, push: true },
      wins: { email: false, push: true },
      goals: { push: false },
    });
    expect(page.devices).toEqual([]);
    expect(page.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const bad = await game().call('PUT', '/api/v1/me/notifications', member.cookie, { reminderTiming: 'hourly' });
    expect(bad.statusCode).toBe(400);
    expect((await settings(member)).json().settings.reminderTiming).toBe('both');
  });
});

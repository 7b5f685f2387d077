import { DEFAULT_NOTIFICATION_SETTINGS, SERVER_MESSAGES } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { clockedTestApp } from './support/clocked-app.js';
import { eventsOf } from './support/ical.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles, join } from './support/groups.js';
import { PUBLIC_URL, registerAndSignIn } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
const clock = clockedTestApp(START);

const feedPath = (url: string) => url.slice(PUBLIC_URL.length);

describe('the calendar feed', () => {
  it('is made on request, for the signed-in player only', async () => {
    const { t, call } = clock;
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/calendar' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/calendar' })).statusCode).toBe(401);
    const player = await registerAndSignIn(t.app);
    expect((await call('GET', '/api/v1/me/calendar', player)).json()).toEqual({ url: null });
    const made = await call('POST', '/api/v1/me/calendar', player);
    expect(made.statusCode).toBe(200);
    expect(made.json().url).toMatch(/^http:\/\/scoreline\.test\/api\/v1\/calendar\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call('GET', '/api/v1/me/calendar', player)).json()).toEqual(made.json());
    // A second tab or a second tap answers the same address: it does not end the first.
    expect((await call('POST', '/api/v1/me/calendar', player)).json()).toEqual(made.json());
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/me/calendar/renew' })).statusCode).toBe(401);
  });

  it("holds exactly the player's deadlines and kick-offs, with an alarm in each reminder window", async () => {
    const { t, call } = clock;
    const game = gameHelpers(t.app, START);
    const first = await groupWithRoles(t.app, { name: 'Sunday League' });
    const second = await groupWithRoles(t.app, { name: 'Office Cup' });
    const elsewhere = await groupWithRoles(t.app, { name: 'Not Mine' });
    const player = first.member;
    expect((await join(t.app, player, second.group.id)).statusCode).toBe(200);

    const open = await game.gameweek(first, 2, ['Reds']); // deadline +2 h, kick-off +3 h
    const locked = await game.gameweek(second, 4, ['Greens', 'Blues']); // deadline +4 h, kick-offs +5 h and +6 h
    expect((await game.lock(second, locked.id)).statusCode).toBe(200);
    await game.gameweek(elsewhere, 2, ['Others']);

    const { url } = (await call('POST', '/api/v1/me/calendar', player)).json() as { url: string };
    // Calendar apps fetch without a session.
    const response = await t.app.inject({ method: 'GET', url: feedPath(url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Reached by a secret address: kept by no cache.
    expect(response.headers['cache-control']).toBe('no-store');
    const events = eventsOf(response.body);

    const host = new URL(PUBLIC_URL).hostname;
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`deadline-${open.id}@${host}`, ...[...open.matches, ...locked.matches].map((match) => `match-${match.id}@${host}`)].sort(),
    );
    const deadline = events.find((event) => event.uid.startsWith('deadline-'))!;
    expect(deadline).toMatchObject({
      summary: 'Predictions close: Sunday League, Gameweek 1',
      start: game.at(2),
      url: `${PUBLIC_URL}/gameweek/${open.id}`,
    });
    expect(deadline.alarms.sort()).toEqual(['-P1D', '-PT2H']);
    // A deadline is a moment (no DTEND: an end equal to the start is not allowed), and no event makes the player busy.
    expect(deadline.hasEnd).toBe(false);
    expect(events.every((event) => event.free)).toBe(true);
    const kickOff = events.find((event) => event.summary === 'Greens H v Greens A')!;
    expect(kickOff).toMatchObject({ start: game.at(5), description: 'Office Cup, Gameweek 1', alarms: [] });

    // The player's reminder setting sets the alarms; none when reminders are off.
    const settings = (timing: string) =>
      call('PUT', '/api/v1/me/notifications', player, { ...DEFAULT_NOTIFICATION_SETTINGS, reminderTiming: timing });
    expect((await settings('2h')).statusCode).toBe(200);
    const twoHours = eventsOf((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(twoHours.find((event) => event.uid.startsWith('deadline-'))!.alarms).toEqual(['-PT2H']);
    expect((await settings('off')).statusCode).toBe(200);
    const off = eventsOf((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(off.find((event) => event.uid.startsWith('deadline-'))!.alarms).toEqual([]);

    // Like the reminder emails, no alert once the player has predicted every open match of the gameweek.
    expect((await settings('both')).statusCode).toBe(200);
    expect((await game.predict(player, open.id, [[open.matches[0]!.id, 2, 1]])).statusCode).toBe(200);
    const predicted = eventsOf((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(predicted.find((event) => event.uid.startsWith('deadline-'))!.alarms).toEqual([]);

    // Once the deadline has passed, no deadline event; a match stays until it has a result.
    clock.setNow(new Date(game.at(3.5)));
    try {
      const later = eventsOf((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
      expect(later.map((event) => event.summary).sort()).toEqual(['Blues H v Blues A', 'Greens H v Greens A', 'Reds H v Reds A']);
    } finally {
      clock.setNow(START);
    }
    expect((await game.lock(first, open.id)).statusCode).toBe(200);
    expect((await game.finalScores(first, open.id, [[open.matches[0]!.id, 1, 0]])).statusCode).toBe(200);
    const scored = eventsOf((await t.app.inject({ method: 'GET', url: feedPath(url) })).body);
    expect(scored.map((event) => event.summary)).not.toContain('Reds H v Reds A');
  });

  it('answers 404 at an old address once a new one is made, and at any address that is not a feed', async () => {
    const { t, call } = clock;
    const player = await registerAndSignIn(t.app);
    const old = (await call('POST', '/api/v1/me/calendar', player)).json().url as string;
    const renewed = (await call('POST', '/api/v1/me/calendar/renew', player)).json().url as string;
    expect(renewed).not.toBe(old);
    const get = (path: string) => t.app.inject({ method: 'GET', url: path });
    expect((await get(feedPath(renewed))).statusCode).toBe(200);
    const gone = await get(feedPath(old));
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(SERVER_MESSAGES.noSuchCalendar);
    const [id, secret] = feedPath(renewed).split('/').pop()!.replace('.ics', '').split('.') as [string, string];
    for (const file of [
      `${id}.ics`,
      `${id}.${secret}`,
      `${id}.${secret.replace(/^./, secret[0] === 'A' ? 'B' : 'A')}.ics`,
      'x.ics',
      `${'a'.repeat(60)}.ics`,
    ]) {
      expect((await get(`/api/v1/calendar/${file}`)).statusCode, file).toBe(404);
    }
  });
});

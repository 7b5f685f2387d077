import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { SIGN_IN_FAILURE_LIMIT } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameHelpers } from './support/game.js';
import { type SignedInUser, groupWithRoles } from './support/groups.js';
import { eventsOf } from './support/ical.js';
import { startSmtpServer } from './support/mail.js';
import { PUSH_SERVICE_HOST, startPushService } from './support/push-service.js';
import { PUBLIC_URL, type TestApp, createTestApp, jsonPost } from './support/test-app.js';

// What the server says to a person, in their language: the saved one (users.locale) or, signed out, the request's
// Accept-Language; emails and pushes in each recipient's language and time zone (users.time_zone).
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pushService: Awaited<ReturnType<typeof startPushService>>;
let webDir: string;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  pushService = await startPushService();
  // A built web app with the manifest vite-plugin-pwa writes (in English).
  webDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'scoreline-i18n-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Scoreline</title>');
  const manifest = { name: 'Scoreline', short_name: 'Scoreline', description: 'Predict football scores and compete with your friends.' };
  fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), JSON.stringify({ ...manifest, lang: 'en-GB', start_url: '/' }));
  t = await createTestApp(
    { SMTP_URL: smtp.url, REQUIRE_EMAIL_VERIFICATION: 'false', PUSH_SERVICE_HOSTS: PUSH_SERVICE_HOST, WEB_DIST_DIR: webDir },
    { clock: () => now, pushAgent: pushService.agent },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await pushService.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const game = () => gameHelpers(t.app, START);
const GERMAN_BROWSER = { 'accept-language': 'de-DE,de;q=0.9' };

/** Saves a player's language and zone on their Profile. */
async function choose(user: SignedInUser, locale: 'de' | 'en' | 'es', timeZone: string) {
  const response = await game().call('PATCH', '/api/v1/me', user.cookie, { locale, timeZone });
  expect(response.statusCode).toBe(200);
}

describe("errors in the reader's language", () => {
  it('follow Accept-Language for the signed-out: German for de-DE, English for a language Scoreline does not speak', async () => {
    const german = await t.app.inject({ url: '/api/v1/nothing-here', headers: GERMAN_BROWSER });
    expect(german.statusCode).toBe(404);
    expect(german.json().error).toEqual({ code: 'NOT_FOUND', message: 'Unter dieser Adresse gibt es nichts.' });
    const french = await t.app.inject({ url: '/api/v1/nothing-here', headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.json().error.message).toBe('There is nothing at this address.');

    const badJson = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in/email',
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{',
      });
    expect((await badJson(GERMAN_BROWSER)).json().error.message).toBe('Der Inhalt der Anfrage ist kein gültiges JSON.');
    expect((await badJson({ 'accept-language': 'fr' })).json().error.message).toBe('The request body is not valid JSON.');
  });

  it("follow the player's saved language whatever the browser asks, zod's issues and better-auth's answers too", async () => {
    const { owner, member } = await groupWithRoles(t.app);
    await choose(member, 'de', 'Europe/Berlin');
    const missing = '/api/v1/groups/00000000-0000-4000-8000-000000000000';
    const asGerman = await t.app.inject({ url: missing, headers: { cookie: member.cookie, 'accept-language': 'en-GB' } });
    expect(asGerman.statusCode).toBe(404);
    expect(asGerman.json().error.message).toBe('Die gesuchte Gruppe gibt es nicht.');
    const asEnglish = await t.app.inject({ url: missing, headers: { cookie: owner.cookie } });
    expect(asEnglish.json().error.message).toBe('The group you are looking for does not exist.');

    // A zod validation error: the schema's message, in the reader's language.
    const badName = (user: SignedInUser) =>
      game().call('POST', '/api/v1/groups', user.cookie, {
        // A line break passes the API's safety net (text may run over lines) but not the name's own rule.
        name: 'Bad\nName',
        description: '',
        scoringSystem: 'classic',
        isPublic: true,
        pin: null,
        maxMembers: 10,
        season: { name: 'Season 1', startDate: null, endDate: null },
      });
    const germanIssue = await badName(member);
    expect(germanIssue.statusCode).toBe(400);
    expect(germanIssue.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Gruppennamen dürfen keine Steuerzeichen enthalten.',
    });
    expect((await badName(owner)).json().error.message).toBe('Group names cannot contain control characters.');

    // better-auth's own refusal (a wrong current password), in the product's words and the reader's language.
    const changePassword = (user: SignedInUser) =>
      game().call('POST', '/api/v1/auth/change-password', user.cookie, { currentPassword: 'Wr0ngPassword', newPassword: 'N3wPassword' });
    const germanRefusal = await changePassword(member);
    expect(germanRefusal.statusCode).toBe(400);
    expect(germanRefusal.json().error).toEqual({
      code: 'INVALID_PASSWORD',
      message: 'Dein aktuelles Passwort ist nicht richtig. Bitte versuche es erneut.',
    });
    expect((await changePassword(owner)).json().error.message).toBe('Your current password is not right. Please try again.');
  });

  it("word a limit no schema worded from the catalogue (zod's own default is English), and a schema's every message", async () => {
    const { member, owner, group } = await groupWithRoles(t.app);
    await choose(member, 'de', 'Europe/Berlin');
    const page = (user: SignedInUser, query: string) =>
      game().call('GET', `/api/v1/gameweeks/00000000-0000-4000-8000-000000000000/predictions?${query}`, user.cookie);
    const tooMany = await page(member, 'limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Diese Zahl darf höchstens 100 sein.' });
    expect((await page(owner, 'limit=500')).json().error.message).toBe('This number can be at most 100.');
    expect((await page(member, `search=${'x'.repeat(41)}`)).json().error.message).toBe('Dieser Text darf höchstens 40 Zeichen lang sein.');
    expect((await page(owner, 'limit=0')).json().error.message).toBe('This number must be at least 1.');
    // `.positive()`: the limit itself is out.
    const follow = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/groups/${group.id}/competition`,
      headers: { cookie: owner.cookie, origin: PUBLIC_URL, 'content-type': 'application/json', ...GERMAN_BROWSER },
      payload: { competitionId: 0 },
    });
    expect(follow.statusCode).toBe(400);
    expect(follow.json().error.message).toBe('Diese Zahl muss größer als 0 sein.');
    // A prediction save with nothing in it: the schema's own message, in German.
    const empty = await game().call(
      'PUT',
      `/api/v1/gameweeks/00000000-0000-4000-8000-000000000000/players/${member.id}/predictions`,
      member.cookie,
      { predictions: [] },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Es gibt keine Tipps zum Speichern.');
  });

  it('put a wait in words of the same language ("in 15 Minuten")', async () => {
    const { member } = await groupWithRoles(t.app);
    const wrong = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in/email',
        headers,
        payload: { email: member.email, password: 'Wr0ngPassword' },
      });
    for (let attempt = 0; attempt < SIGN_IN_FAILURE_LIMIT; attempt += 1) expect((await wrong({})).statusCode).toBe(401);
    const german = await wrong(GERMAN_BROWSER);
    expect(german.statusCode).toBe(429);
    expect(german.json().error.message).toBe('Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.');
    expect((await wrong({})).json().error.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });
});

describe("emails and pushes in each recipient's language and zone", () => {
  it('write the confirmation and the reset email in the language chosen at sign-up', async () => {
    const signUp = (email: string, extra: object) =>
      jsonPost(t.app, '/api/v1/auth/sign-up/email', { email, name: 'Lena', password: 'Passw0rd!', ...extra });
    expect((await signUp('lena.de@example.com', { locale: 'de', timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect((await signUp('lena.en@example.com', {})).statusCode).toBe(200);
    const germanConfirm = await smtp.waitFor('lena.de@example.com', 'Bestätige dein Scoreline-Konto');
    expect(germanConfirm.text).toContain('Hallo Lena,');
    expect(germanConfirm.text).toContain('E-Mail-Adresse bestätigen: http');
    expect((await smtp.waitFor('lena.en@example.com', 'Confirm your Scoreline account')).text).toContain('Hi Lena,');

    for (const email of ['lena.de@example.com', 'lena.en@example.com'])
      expect((await jsonPost(t.app, '/api/v1/auth/request-password-reset', { email, redirectTo: '/reset-password' })).statusCode).toBe(200);
    const germanReset = await smtp.waitFor('lena.de@example.com', 'Setze dein Scoreline-Passwort zurück');
    expect(germanReset.text).toContain('Der Link gilt eine Stunde lang.');
    expect((await smtp.waitFor('lena.en@example.com', 'Reset your Scoreline password')).text).toContain('The link works for one hour.');
  });

  it('speak the language the browser last asked for to a player who follows it (Browser default)', async () => {
    const roles = await groupWithRoles(t.app, { name: 'Peña' });
    const { owner, member } = roles;
    await choose(member, 'de', 'Europe/Madrid');
    expect((await game().call('PATCH', '/api/v1/me', member.cookie, { locale: null })).statusCode).toBe(200);
    // The app starts in a Spanish browser: the session noted its language.
    const opened = await t.app.inject({ url: '/api/v1/session', headers: { cookie: member.cookie, 'accept-language': 'es-ES,es;q=0.9' } });
    expect(opened.json().user.locale).toBeNull();
    const noted = async (userId: string) =>
      (await t.database.db.execute(sql`SELECT browser_locale FROM users WHERE id = ${userId}`)).rows[0];
    await vi.waitFor(async () => expect(await noted(member.id)).toEqual({ browser_locale: 'es' }));
    now = START;
    const gameweek = await game().gameweek(roles, 2, ['Reds', 'Blues']);
    expect((await game().call('POST', `/api/v1/gameweeks/${gameweek.id}/remind`, owner.cookie)).statusCode).toBe(200);
    const spanish = await smtp.waitFor(member.email, 'Peña');
    expect(spanish.subject).toMatch(/^Los pronósticos se cierran .*: Peña, jornada 1$/);
    expect(spanish.text).toContain(`Hola, ${member.username}:`);
    // The web app shows a language chosen before but says which its browser asks for: that one is noted.
    await t.app.inject({
      url: '/api/v1/session',
      headers: { cookie: member.cookie, 'accept-language': 'de', 'x-browser-locale': 'en' },
    });
    await vi.waitFor(async () => expect(await noted(member.id)).toEqual({ browser_locale: 'en' }));
    // Back to Browser default on the Profile: noted at once.
    await choose(member, 'de', 'Europe/Madrid');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/v1/me',
          headers: { cookie: member.cookie, 'x-browser-locale': 'es', origin: PUBLIC_URL, 'content-type': 'application/json' },
          payload: { locale: null },
        })
      ).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect(await noted(member.id)).toEqual({ browser_locale: 'es' }));
    // A player who chose a language keeps it whatever their browser asks.
    await t.app.inject({ url: '/api/v1/session', headers: { cookie: owner.cookie, 'accept-language': 'de-DE' } });
    await vi.waitFor(async () => expect(await noted(owner.id)).toEqual({ browser_locale: 'de' }));
    await choose(owner, 'en', 'Europe/London');
    await t.app.inject({ url: '/api/v1/session', headers: { cookie: owner.cookie, 'accept-language': 'es' } });
    expect((await t.database.db.execute(sql`SELECT browser_locale FROM users WHERE id = ${owner.id}`)).rows[0]).toEqual({
      browser_locale: 'de',
    });
  });

  it("give one reminder's deadline in each reader's zone and language, by email and push", async () => {
    const roles = await groupWithRoles(t.app, { name: 'Stammtisch' });
    const { owner, admin, member, group } = roles;
    await choose(member, 'de', 'Europe/Berlin');
    await choose(admin, 'en', 'America/New_York');
    for (const [user, device] of [
      [member, 'german-phone'],
      [admin, 'english-phone'],
    ] as const) {
      const added = await game().call('POST', '/api/v1/me/push-devices', user.cookie, pushService.subscribe(device));
      expect(added.statusCode).toBe(201);
    }
    now = START;
    // Deadline 14:00 UTC: 15:00 in Berlin (CET), 09:00 in New York (UTC-5).
    const gameweek = await game().gameweek(roles, 2, ['Reds', 'Blues']);
    expect((await game().call('POST', `/api/v1/gameweeks/${gameweek.id}/remind`, owner.cookie)).statusCode).toBe(200);

    const german = await smtp.waitFor(member.email, 'Tippschluss');
    expect(german.subject).toBe(`Tippschluss in 2 Stunden: ${group.name}, Spieltag 1`);
    expect(german.text).toContain(`Hallo ${member.username},`);
    expect(german.text).toContain(
      `${group.name}, Spieltag 1: 2 Spiele ohne deinen Tipp, Tippschluss in 2 Stunden (Sa., 21. Nov., 15:00 MEZ).`,
    );
    expect(german.text).toContain(`Jetzt tippen: ${PUBLIC_URL}/gameweek/${gameweek.id}`);
    expect(german.text).toContain('Du bekommst diese E-Mails, weil Erinnerungen in deinem Scoreline-Profil eingeschaltet sind.');
    expect(german.text).not.toMatch(/Predictions|UTC/);

    const english = await smtp.waitFor(admin.email, 'Predictions close');
    expect(english.subject).toBe(`Predictions close in 2 hours: ${group.name}, Gameweek 1`);
    expect(english.text).toContain(
      `${group.name}, Gameweek 1: 2 matches without your prediction, closing in 2 hours (Sat 21 Nov, 09:00 GMT-5).`,
    );
    expect(english.text).toContain('You get these emails because reminders are on in your Scoreline Profile.');

    const pushesTo = (device: string) =>
      pushService.received.filter((push) => push.device === `/device/${device}`).map((push) => push.payload);
    await vi.waitFor(() => expect(pushesTo('german-phone')).toHaveLength(1));
    await vi.waitFor(() => expect(pushesTo('english-phone')).toHaveLength(1));
    expect(pushesTo('german-phone')[0]).toMatchObject({
      title: 'Bald ist Tippschluss',
      body: `${group.name}, Spieltag 1: 2 Spiele ohne deinen Tipp, Tippschluss in 2 Stunden (Sa., 21. Nov., 15:00 MEZ).`,
    });
    expect(pushesTo('english-phone')[0]).toMatchObject({
      title: 'Predictions close soon',
      body: `${group.name}, Gameweek 1: 2 matches without your prediction, closing in 2 hours (Sat 21 Nov, 09:00 GMT-5).`,
    });

    // The results, told to both by email (turned on) and push, each in their language.
    for (const user of [member, admin]) {
      const on = { email: true, push: true };
      const saved = await game().call('PUT', '/api/v1/me/notifications', user.cookie, {
        reminderTiming: 'both',
        reminders: on,
        results: on,
        wins: on,
        goals: { push: false },
      });
      expect(saved.statusCode).toBe(200);
    }
    const [reds, blues] = gameweek.matches.map((match) => match.id) as [string, string];
    await game().predict(member, gameweek.id, [
      [reds, 1, 0],
      [blues, 2, 2],
    ]);
    await game().predict(admin, gameweek.id, [
      [reds, 0, 1],
      [blues, 1, 0],
    ]);
    expect((await game().lock(roles, gameweek.id)).statusCode).toBeLessThan(300);
    expect(
      (
        await game().finalScores(roles, gameweek.id, [
          [reds, 1, 0],
          [blues, 2, 2],
        ])
      ).statusCode,
    ).toBe(200);
    expect(await t.notifications.notifier.announceResults(now)).toContain(gameweek.id);
    const germanResults = await smtp.waitFor(member.email, 'Die Ergebnisse sind da');
    expect(germanResults.subject).toMatch(/^Die Ergebnisse sind da: Du hast an Spieltag 1 \d+ Punkte geholt$/);
    expect(germanResults.text).toContain('Bis zum nächsten Spieltag!');
    expect(await smtp.waitFor(member.email, 'Du hast Spieltag 1 gewonnen!')).toBeTruthy();
    expect((await smtp.waitFor(admin.email, 'Results are in')).subject).toBe('Results are in: you scored 0 points in Gameweek 1');
    expect(pushesTo('german-phone').map((push) => push.title)).toContain('Du hast Spieltag 1 gewonnen!');
    expect(pushesTo('english-phone').map((push) => push.title)).toContain('Results are in: you scored 0 points in Gameweek 1');
  });
});

describe("the calendar feed in its owner's language and zone", () => {
  it('names the events in German, gives the deadline in Berlin time and names the zone, with every time still UTC', async () => {
    const roles = await groupWithRoles(t.app, { name: 'Kalender' });
    await choose(roles.member, 'de', 'Europe/Berlin');
    now = START;
    await game().gameweek(roles, 2, ['Reds']);
    const { url } = (await game().call('POST', '/api/v1/me/calendar', roles.member.cookie)).json() as { url: string };
    const feed = await t.app.inject({ url: url.slice(PUBLIC_URL.length) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('X-WR-TIMEZONE:Europe/Berlin');
    const events = eventsOf(feed.body);
    const deadline = events.find((event) => event.uid.startsWith('deadline-'))!;
    expect(deadline.summary).toBe('Tippschluss: Kalender, Spieltag 1');
    expect(deadline.description).toBe('Tippschluss für alle Spiele des Spieltags ist 21.11.2026, 15:00 MEZ.');
    expect(deadline.start).toBe('2026-11-21T14:00:00.000Z');
    expect(feed.body).toMatch(/DTSTART:20261121T140000Z/);
    expect(events.find((event) => event.uid.startsWith('match-'))!.summary).toBe('Reds H – Reds A');
  });
});

describe("the predictions download in the player's language", () => {
  it('heads the CSV in German for a German player and in English for the others', async () => {
    const { owner, member } = await groupWithRoles(t.app);
    await choose(member, 'de', 'Europe/Berlin');
    const header = async (user: SignedInUser) =>
      (await game().call('GET', '/api/v1/me/export.csv', user.cookie)).body.replace('\uFEFF', '').split('\r\n')[0];
    expect(await header(member)).toBe('Gruppe,Saison,Spieltag,Spiel,Anstoß (UTC),Getipptes Ergebnis,Endergebnis,Punkte');
    expect(await header(owner)).toBe('Group,Season,Gameweek,Match,Kick-off (UTC),Predicted score,Final score,Points');
  });
});

describe("the web app manifest in the reader's language", () => {
  it('translates the description by Accept-Language or the saved language, keeps the name, and varies by both', async () => {
    const german = await t.app.inject({ url: '/manifest.webmanifest', headers: GERMAN_BROWSER });
    expect(german.statusCode).toBe(200);
    expect(german.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(german.headers['cache-control']).toBe('no-cache');
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(german.headers.vary).toMatch(/cookie/i);
    expect(german.json()).toMatchObject({
      name: 'Scoreline',
      lang: 'de-DE',
      description: 'Tippe Fußballergebnisse und miss dich mit deinen Freunden.',
      start_url: '/',
    });
    const english = await t.app.inject({ url: '/manifest.webmanifest', headers: { 'accept-language': 'fr' } });
    expect(english.json()).toMatchObject({
      name: 'Scoreline',
      lang: 'en-GB',
      description: 'Predict football scores and compete with your friends.',
    });

    const { member } = await groupWithRoles(t.app);
    await choose(member, 'es', 'Europe/Madrid');
    const spanish = await t.app.inject({ url: '/manifest.webmanifest', headers: { cookie: member.cookie, ...GERMAN_BROWSER } });
    expect(spanish.json()).toMatchObject({ lang: 'es-ES', description: 'Pronostica resultados de fútbol y compite con tus amigos.' });
  });
});

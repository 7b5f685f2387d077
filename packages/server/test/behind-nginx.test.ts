/**
 * Three instances of the compiled server on one PostgreSQL behind the system nginx, configured with the
 * documented site file (docs/nginx.conf.example), everything on loopback: what a self-hoster scaling out runs.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ERROR_CODES, GROUP_MESSAGES, PIN_FAILURE_LIMIT } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded-postgres.js';
import { TEAMS, TOKEN, leagueFixture, startFakeFootballData } from './support/fake-football-data.js';
import { type RunningNginx, startNginx } from './support/nginx.js';
import { type ServerProcess, spawnServer, tempDataDir, waitReady } from './support/server-process.js';
import { STRONG_PASSWORD, createTestDatabase } from './support/test-app.js';
import { english } from '@scoreline/shared/i18n/translators';

const AUTH_SECRET = 'behind-nginx-secret-at-least-32-characters';
/** Seconds between live polls: the lease lets one instance poll per turn (a second of slack, `claimTurn`). */
const LIVE_POLL_SECONDS = 6;
/** The live poll's fixture, in play at the fake. */
const IN_PLAY_FIXTURE = 5011;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let nginx: RunningNginx;
const instances: Array<{ base: string; address: string; process: ServerProcess; dataDir: string }> = [];
/** The address people open: nginx's. Every instance has it as PUBLIC_URL (writes must come from its origin). */
let publicUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeFootballData();
  const nginxPort = await findFreePort();
  publicUrl = `http://127.0.0.1:${nginxPort}`;
  for (let i = 0; i < 3; i += 1) {
    const port = await findFreePort();
    const dataDir = tempDataDir('nginx');
    const process = spawnServer({
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: database.url,
      AUTH_SECRET,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      // nginx reaches the instances from 127.0.0.1: only its X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT: 'true',
      FOOTBALL_DATA_TOKEN: TOKEN,
      FOOTBALL_DATA_URL: fake.baseUrl,
      FOOTBALL_COMPETITIONS: '2021',
      FOOTBALL_DATA_REQUESTS_PER_MINUTE: '1000',
      LIVE_POLL_SECONDS: String(LIVE_POLL_SECONDS),
    });
    instances.push({ base: `http://127.0.0.1:${port}`, address: `127.0.0.1:${port}`, process, dataDir });
  }
  await Promise.all(
    instances.map((instance) =>
      waitReady(instance.base, instance.process).catch((error: Error) => {
        throw new Error(`${error.message}\n${instance.process.stdout}`);
      }),
    ),
  );
  nginx = await startNginx({ port: nginxPort, upstreams: instances.map((instance) => instance.address) });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(
    instances.map(async (instance) => {
      instance.process.child.kill('SIGTERM');
      const stopped = await Promise.race([
        instance.process.exited().then(() => true),
        new Promise((resolve) => setTimeout(resolve, 15_000, false)),
      ]);
      if (!stopped) instance.process.child.kill('SIGKILL');
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }),
  );
  await fake?.close();
  await database?.drop();
}, 60_000);

interface Answer {
  status: number;
  cookies: string[];
  text: string;
  json: <T = Record<string, unknown>>() => T;
}

/**
 * One request over a fresh connection, from `from` (a loopback address of this machine, default 127.0.0.1), as
 * a client at that address would send it: writes carry the public origin, as a browser's do.
 */
function call(
  base: string,
  method: string,
  url: string,
  options: { body?: unknown; cookie?: string; from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(method === 'GET' ? {} : { origin: publicUrl }),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${url}`, { method, headers, localAddress: options.from, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!),
          text,
          json: <T>() => JSON.parse(text) as T,
        }),
      );
    });
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`${method} ${url}: no answer in 20 s`)));
    request.end(body);
  });
}

let userCount = 0;

/** Signs a new user up and in through nginx from `from`; the session's Cookie header and the user's id. */
async function signUpAndIn(name: string, from?: string): Promise<{ cookie: string; id: string; email: string }> {
  userCount += 1;
  const email = `${name}-${userCount}@example.com`;
  const signUp = await call(nginx.base, 'POST', '/api/v1/auth/sign-up/email', { body: { email, name, password: STRONG_PASSWORD }, from });
  expect(signUp.status, signUp.text).toBe(200);
  const signIn = await call(nginx.base, 'POST', '/api/v1/auth/sign-in/email', { body: { email, password: STRONG_PASSWORD }, from });
  expect(signIn.status, signIn.text).toBe(200);
  return { cookie: signIn.cookies.join('; '), id: signUp.json<{ user: { id: string } }>().user.id, email };
}

/** A group owned by `owner` (private with `pin` when given) with an open gameweek of two custom matches. */
async function groupWithGameweek(owner: { cookie: string }, pin?: string) {
  const group = await call(nginx.base, 'POST', '/api/v1/groups', {
    cookie: owner.cookie,
    body: {
      name: 'Behind nginx',
      description: '',
      scoringSystem: 'classic',
      isPublic: pin === undefined,
      pin: pin ?? null,
      maxMembers: 100,
      season: { name: 'Season 1', startDate: null, endDate: null },
    },
  });
  expect(group.status, group.text).toBe(201);
  const groupId = group.json<{ id: string }>().id;
  const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
  const gameweek = await call(nginx.base, 'POST', `/api/v1/groups/${groupId}/gameweeks`, {
    cookie: owner.cookie,
    body: {
      deadline: inHours(24),
      matches: ['A', 'B'].map((name, index) => ({
        kind: 'custom',
        homeTeam: `${name} H`,
        awayTeam: `${name} A`,
        matchTime: inHours(25 + index),
      })),
    },
  });
  expect(gameweek.status, gameweek.text).toBe(201);
  const { id, matches } = gameweek.json<{ id: string; matches: Array<{ id: string }> }>();
  return { groupId, gameweekId: id, matchIds: matches.map((match) => match.id) };
}

/**
 * Which instance answered each of the `count` requests of the access log whose line contains `fragment` (nginx
 * writes a line once the answer has gone, so the last one may come a moment after the client has it).
 */
async function upstreamsOf(fragment: string, count: number): Promise<string[]> {
  const lines = () => nginx.accessLog().filter((line) => line.includes(fragment));
  await eventually(() => lines().length >= count, 5_000);
  return lines().map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '');
}

const everyInstance = () => new Set(instances.map((instance) => instance.address));

/** Waits up to `ms` for `predicate`, checking every 50 ms; whether it came true. */
async function eventually(predicate: () => boolean | Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (!(await predicate()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return predicate();
}

/** A group's event stream, read as it arrives; `kinds` collects each event's kind. */
async function subscribe(base: string, groupId: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/groups/${groupId}/events`, { headers: { cookie }, signal: controller.signal });
  const kinds: string[] = [];
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const line of value.split('\n'))
            if (line.startsWith('data: ')) kinds.push((JSON.parse(line.slice(6)) as { kind: string }).kind);
        }
      } catch {
        // aborted
      }
    })();
  }
  return { response, kinds, close: () => controller.abort() };
}

describe('three instances behind nginx', () => {
  it('a session made through nginx is accepted by every instance', async () => {
    const user = await signUpAndIn('roaming');
    for (const instance of instances) {
      const me = await call(instance.base, 'GET', '/api/v1/me', { cookie: user.cookie });
      expect(me.status, instance.address).toBe(200);
      expect(me.json().id).toBe(user.id);
    }
    // Through nginx too, round robin over the three.
    for (let i = 0; i < 3; i += 1) expect((await call(nginx.base, 'GET', '/api/v1/me?round', { cookie: user.cookie })).status).toBe(200);
    expect(new Set(await upstreamsOf('/api/v1/me?round', 3))).toEqual(everyInstance());
  });

  it('a change saved through instance 3 reaches event streams on instance 1 and through nginx', async () => {
    const owner = await signUpAndIn('owner');
    const member = await signUpAndIn('member');
    const { groupId, gameweekId, matchIds } = await groupWithGameweek(owner);
    expect((await call(nginx.base, 'POST', `/api/v1/groups/${groupId}/join`, { cookie: member.cookie, body: {} })).status).toBe(200);

    const onInstance1 = await subscribe(instances[0]!.base, groupId, member.cookie);
    const throughNginx = await subscribe(nginx.base, groupId, member.cookie);
    expect(onInstance1.response.status).toBe(200);
    expect(throughNginx.response.status).toBe(200);
    expect(throughNginx.response.headers.get('content-type')).toContain('text/event-stream');

    const save = await call(instances[2]!.base, 'PUT', `/api/v1/gameweeks/${gameweekId}/players/${owner.id}/predictions`, {
      cookie: owner.cookie,
      body: { predictions: [{ matchId: matchIds[0], home: 2, away: 1 }] },
    });
    expect(save.status, save.text).toBe(200);
    expect(await eventually(() => onInstance1.kinds.includes('predictions'))).toBe(true);
    expect(await eventually(() => throughNginx.kinds.includes('predictions'))).toBe(true);
    onInstance1.close();
    throughNginx.close();
  });

  it('the live poll runs once per turn across the three instances', { timeout: 120_000 }, async () => {
    const owner = await signUpAndIn('poller');
    const { matchIds } = await groupWithGameweek(owner);
    const kickedOff = new Date(Date.now() - 10 * 60_000);
    fake.matches.push(
      leagueFixture(2021)(1, 1, kickedOff.toISOString(), TEAMS.arsenal, TEAMS.chelsea, {
        status: 'IN_PLAY',
        fullTime: { home: 1, away: 0 },
        minute: 10,
      }),
    );
    expect(fake.matches[0]!.id).toBe(IN_PLAY_FIXTURE);
    // The group's second match becomes that fixture, kicked off ten minutes ago: every instance's poller now has
    // something in play to ask about.
    await database.pool.query(
      `UPDATE matches SET api_match_id = $1, api_competition_id = 2021, match_time = $2, home_team = 'Arsenal', away_team = 'Chelsea' WHERE id = $3`,
      [IN_PLAY_FIXTURE, kickedOff.toISOString(), matchIds[1]],
    );
    const polls = () => fake.requests.filter((request) => request.path.startsWith('/v4/matches?') && request.path.includes('IN_PLAY'));
    // Each of the three ticks every LIVE_POLL_SECONDS; without the shared lease each turn would be polled three times.
    // Four polls: without the lease, four ticks in a row span one turn (the first instance's next), so one gap is at most a third of it.
    expect(await eventually(() => polls().length >= 4, 90_000)).toBe(true);
    const at = polls().map((request) => request.at);
    const gaps = at.slice(1).map((time, i) => time - at[i]!);
    // Two polls of one turn would be the instances' ticks of that turn: closer than half a turn.
    expect(gaps.filter((gap) => gap < (LIVE_POLL_SECONDS * 1000) / 2)).toEqual([]);
    // The running score it polled reached the database.
    const { rows } = await database.pool.query('SELECT live_home_score FROM matches WHERE id = $1', [matchIds[1]]);
    expect(rows).toEqual([{ live_home_score: 1 }]);
  });

  it('wrong PINs sent through nginx to all three instances are limited in total', async () => {
    const owner = await signUpAndIn('pinowner');
    const guesser = await signUpAndIn('guesser');
    const { groupId } = await groupWithGameweek(owner, '4321');
    const join = (pin: string) => call(nginx.base, 'POST', `/api/v1/groups/${groupId}/join`, { cookie: guesser.cookie, body: { pin } });
    for (let i = 0; i < PIN_FAILURE_LIMIT; i += 1) {
      const wrong = await join(String(1000 + i));
      expect(wrong.json<{ error: { message: string } }>().error.message).toBe(GROUP_MESSAGES.incorrectPin);
    }
    const refused = await join('1111');
    expect(refused.status).toBe(429);
    const [tooMany] = english(GROUP_MESSAGES.tooManyPinAttempts, { wait: '\u0000' }).split('\u0000');
    expect(refused.json<{ error: { message: string } }>().error.message.startsWith(tooMany!)).toBe(true);
    // While the limit holds even the right PIN waits, whichever instance takes it.
    expect((await join('4321')).status).toBe(429);
    // The tries went to every instance: the count lives in PostgreSQL, not in any one of them.
    expect(new Set(await upstreamsOf(`/api/v1/groups/${groupId}/join`, PIN_FAILURE_LIMIT + 2))).toEqual(everyInstance());
  });

  it("clients' addresses come through nginx, a forged X-Forwarded-For changes nothing, and the auth limit counts across instances", async () => {
    const forged = { 'x-forwarded-for': '203.0.113.7' };
    const user = await signUpAndIn('remote', '127.0.0.2');
    const ipsOf = async () =>
      (
        await database.pool.query<{ ip_address: string }>('SELECT ip_address FROM sessions WHERE user_id = $1 ORDER BY created_at', [
          user.id,
        ])
      ).rows.map((row) => row.ip_address);
    expect(await ipsOf()).toEqual(['127.0.0.2']);
    const signIn = (base: string, from: string, headers: Record<string, string> = {}) =>
      call(base, 'POST', '/api/v1/auth/sign-in/email', { body: { email: user.email, password: STRONG_PASSWORD }, from, headers });

    // Through nginx with a forged header, and straight to an instance with one (only nginx is trusted): the real address.
    expect((await signIn(nginx.base, '127.0.0.2', forged)).status).toBe(200);
    expect((await signIn(instances[1]!.base, '127.0.0.2', forged)).status).toBe(200);
    expect(await ipsOf()).toEqual(['127.0.0.2', '127.0.0.2', '127.0.0.2']);

    // better-auth's limit on sign-ins per address (20 a minute), over the three instances: the 21st is refused.
    for (let i = 0; i < 20; i += 1) expect((await signIn(nginx.base, '127.0.0.3')).status).toBe(200);
    const limited = await signIn(nginx.base, '127.0.0.3');
    expect(limited.status).toBe(429);
    expect(limited.json<{ error: { code: string } }>().error.code).toBe(ERROR_CODES.tooManyRequests);
    expect(new Set((await upstreamsOf('127.0.0.3 ', 21)).slice(0, 21))).toEqual(everyInstance());
    // Forging another address does not get round it; another client's address is not limited.
    expect((await signIn(nginx.base, '127.0.0.3', { 'x-forwarded-for': '127.0.0.4' })).status).toBe(429);
    expect((await signIn(nginx.base, '127.0.0.4')).status).toBe(200);
    expect((await ipsOf()).filter((ip) => ip === '127.0.0.3')).toHaveLength(20);
    expect(await ipsOf()).not.toContain('203.0.113.7');
  });
});

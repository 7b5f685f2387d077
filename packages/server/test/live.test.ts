import { GROUP_MESSAGES, LIVE_CLIENT_HEADER, LIVE_CLIENT_PARAM } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, SUPERSEDED_RETRY_MS } from '../src/modules/live/live-streams.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp, signIn } from './support/test-app.js';

const START = new Date('2026-11-21T12:00:00Z');
const provider = createDemoProvider({ seed: 'live', now: () => START.getTime() });
let a: TestApp;
let b: TestApp;
let baseB: string;
beforeAll(async () => {
  // Two server instances on one database, as two processes behind a load balancer would be.
  a = await createTestApp({}, { clock: () => START, footballProvider: provider });
  b = await createTestApp({}, { clock: () => START, footballProvider: provider, sharedDatabaseUrl: a.database.url });
  baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Subscribes over real HTTP and collects the events' data lines. */
async function subscribe(base: string, groupId: string, cookie: string, client?: string) {
  const controller = new AbortController();
  const query = client === undefined ? '' : `?${LIVE_CLIENT_PARAM}=${encodeURIComponent(client)}`;
  const response = await fetch(`${base}/api/v1/groups/${groupId}/events${query}`, { headers: { cookie }, signal: controller.signal });
  const events: Array<{ kind: string; groupId: string }> = [];
  const raw: string[] = [];
  let done = false;
  if (response.ok && response.body) {
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          raw.push(value);
          for (const line of value.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        }
      } catch {
        // aborted
      }
      done = true;
    })();
  }
  const waitFor = async (predicate: () => boolean, ms = 2_000) => {
    const until = Date.now() + ms;
    while (!predicate() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    return predicate();
  };
  return { response, events, raw, close: () => controller.abort(), waitFor, ended: () => done };
}

it('a write on instance A reaches a member subscribed on instance B within 2 s, carrying no prediction', async () => {
  const game = gameHelpers(a.app, START);
  const roles = await groupWithRoles(a.app);
  const stream = await subscribe(baseB, roles.group.id, roles.member.cookie);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get('content-type')).toContain('text/event-stream');

  const week = await game.gameweek(roles, 1, ['A']);
  expect(await stream.waitFor(() => stream.events.some((event) => event.kind === 'gameweek'))).toBe(true);

  const started = Date.now();
  await game.predict(roles.admin, week.id, [[week.matches[0]!.id, 7, 9]]);
  expect(await stream.waitFor(() => stream.events.some((event) => event.kind === 'predictions'))).toBe(true);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(stream.raw.join('')).not.toMatch(/"home"|"away"|"score"/);

  await game.lock(roles, week.id);
  await game.finalScores(roles, week.id, [[week.matches[0]!.id, 1, 0]]);
  expect(await stream.waitFor(() => stream.events.some((event) => event.kind === 'scores'))).toBe(true);
  expect(stream.events.every((event) => event.groupId === roles.group.id)).toBe(true);
  stream.close();
});

it("a save is not echoed to the stream of the tab that made it, and still reaches the player's other tabs", async () => {
  const game = gameHelpers(a.app, START);
  const roles = await groupWithRoles(a.app);
  const week = await game.gameweek(roles, 1, ['A']);
  const tab = 'saving-tab-0123456789abcdef';
  const saving = await subscribe(baseB, roles.group.id, roles.member.cookie, tab);
  const otherTab = await subscribe(baseB, roles.group.id, roles.member.cookie, 'other-tab-0123456789abcdef');
  const malformed = await subscribe(baseB, roles.group.id, roles.member.cookie, 'short');
  const member = await a.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: roles.member.cookie } });
  const save = (origin: string) =>
    a.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${week.id}/players/${member.json().id}/predictions`,
      headers: { cookie: roles.member.cookie, [LIVE_CLIENT_HEADER]: origin },
      payload: { predictions: [{ matchId: week.matches[0]!.id, home: 2, away: 1 }] },
    });

  expect((await save(tab)).statusCode).toBe(200);
  expect(await otherTab.waitFor(() => otherTab.events.some((event) => event.kind === 'predictions'))).toBe(true);
  expect(await malformed.waitFor(() => malformed.events.some((event) => event.kind === 'predictions'))).toBe(true);
  // The other tab heard it, so the saving tab would have by now: it was skipped.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(saving.events).toEqual([]);

  // A save from elsewhere (or one whose id is not a valid one) still reaches it.
  expect((await save('<script>')).statusCode).toBe(200);
  expect(await saving.waitFor(() => saving.events.some((event) => event.kind === 'predictions'))).toBe(true);
  for (const stream of [saving, otherTab, malformed]) stream.close();
});

it('only members may listen, and a member who leaves is disconnected', async () => {
  const roles = await groupWithRoles(a.app);
  const outsider = await subscribe(baseB, roles.group.id, roles.outsider.cookie);
  expect(outsider.response.status).toBe(403);
  expect(((await outsider.response.json()) as { error: { message: string } }).error.message).toBe(GROUP_MESSAGES.notMember);
  expect((await subscribe(baseB, roles.group.id, '')).response.status).toBe(401);

  const member = await subscribe(baseB, roles.group.id, roles.member.cookie);
  expect(member.response.status).toBe(200);
  const left = await a.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${roles.group.id}/leave`,
    headers: { cookie: roles.member.cookie },
  });
  expect(left.statusCode).toBe(204);
  expect(await member.waitFor(() => member.ended())).toBe(true);
});

it('an instance that loses its LISTEN connection reconnects and delivers events again', async () => {
  const game = gameHelpers(a.app, START);
  const roles = await groupWithRoles(a.app);
  const stream = await subscribe(baseB, roles.group.id, roles.member.cookie);
  // Cut every LISTEN connection on the database (both instances'), as a database restart or network drop would.
  await a.database.db.execute(sql`
    SELECT pg_terminate_backend(pid) FROM pg_stat_activity
    WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`);
  // After the reconnect (1 s), the bus tells its subscribers something may have changed, then live events flow again.
  expect(await stream.waitFor(() => stream.events.length > 0, 5_000)).toBe(true);
  await game.gameweek(roles, 1, ['A']);
  expect(await stream.waitFor(() => stream.events.some((event) => event.kind === 'gameweek'), 5_000)).toBe(true);
  stream.close();
});

describe('streams per session and per user', () => {
  const opened = async (base: string, groupId: string, cookie: string, count: number) => {
    const streams: Array<Awaited<ReturnType<typeof subscribe>>> = [];
    // One after another: "oldest" is the order they opened in.
    for (let index = 0; index < count; index += 1) {
      const stream = await subscribe(base, groupId, cookie);
      expect(stream.response.status).toBe(200);
      expect(await stream.waitFor(() => stream.raw.join('').includes(': connected'))).toBe(true);
      streams.push(stream);
    }
    return streams;
  };
  const stillOpen = async (streams: Array<Awaited<ReturnType<typeof subscribe>>>) => {
    // Give an ending stream time to be noticed before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return streams.filter((stream) => !stream.ended()).length;
  };

  it(`are at most ${MAX_STREAMS_PER_SESSION} per session: a new one ends the oldest, which is asked to come back later`, async () => {
    const roles = await groupWithRoles(a.app);
    const streams = await opened(baseB, roles.group.id, roles.member.cookie, MAX_STREAMS_PER_SESSION);
    const newest = await opened(baseB, roles.group.id, roles.member.cookie, 1);
    const [oldest] = streams;
    expect(await oldest!.waitFor(() => oldest!.ended())).toBe(true);
    // Not back after EventSource's usual second: the tab it belongs to would push out the next oldest in turn.
    expect(oldest!.raw.join('')).toContain(`retry: ${SUPERSEDED_RETRY_MS}\n`);
    expect(await stillOpen([...streams, ...newest])).toBe(MAX_STREAMS_PER_SESSION);
    expect(b.app.liveStreams.count({ userId: roles.member.id })).toBe(MAX_STREAMS_PER_SESSION);
    expect(streams.slice(1).every((stream) => !stream.ended())).toBe(true);
    // The newest still hears the group.
    await gameHelpers(a.app, START).gameweek(roles, 1, ['A']);
    expect(await newest[0]!.waitFor(() => newest[0]!.events.some((event) => event.kind === 'gameweek'))).toBe(true);
    for (const stream of [...streams, ...newest]) stream.close();
    await expect.poll(() => b.app.liveStreams.count({ userId: roles.member.id })).toBe(0);
  });

  it(`are at most ${MAX_STREAMS_PER_USER} per user on an instance, across sessions: a new one ends the user's oldest`, async () => {
    const roles = await groupWithRoles(a.app);
    const cookies = [roles.member.cookie, await signIn(a.app, roles.member.email, roles.member.password)];
    cookies.push(await signIn(a.app, roles.member.email, roles.member.password));
    const perSession = MAX_STREAMS_PER_USER / 2;
    const first = await opened(baseB, roles.group.id, cookies[0]!, perSession);
    const second = await opened(baseB, roles.group.id, cookies[1]!, perSession);
    expect(await stillOpen([...first, ...second])).toBe(MAX_STREAMS_PER_USER);
    const third = await opened(baseB, roles.group.id, cookies[2]!, 2);
    expect(await first[0]!.waitFor(() => first[0]!.ended() && first[1]!.ended())).toBe(true);
    expect(await stillOpen([...first, ...second, ...third])).toBe(MAX_STREAMS_PER_USER);
    expect(b.app.liveStreams.count({ userId: roles.member.id })).toBe(MAX_STREAMS_PER_USER);
    expect([...first.slice(2), ...second, ...third].every((stream) => !stream.ended())).toBe(true);
    // Another player's streams are not theirs to end.
    const other = await opened(baseB, roles.group.id, roles.admin.cookie, 1);
    expect(await stillOpen([...first, ...second, ...third])).toBe(MAX_STREAMS_PER_USER);
    expect(b.app.liveStreams.count({ userId: roles.admin.id })).toBe(1);
    for (const stream of [...first, ...second, ...third, ...other]) stream.close();
    await expect.poll(() => b.app.liveStreams.count()).toBe(0);
  });
});

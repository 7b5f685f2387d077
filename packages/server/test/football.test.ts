import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN, startFakeFootballData } from './support/fake-football-data.js';
import { buildGroup } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

const range = '?from=2026-11-21&to=2026-11-28';

describe('football routes on the demo provider (no token)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('are for group admins: anonymous 401, a user who admins no group 403 (teams and fixtures)', async () => {
    expect((await t.app.inject({ url: '/api/v1/football/competitions' })).statusCode).toBe(401);
    const plain = await registerAndSignIn(t.app);
    for (const url of ['/api/v1/football/competitions/9001/teams', `/api/v1/football/competitions/9001/matches${range}`]) {
      const refused = await t.app.inject({ url, headers: { cookie: plain.cookie } });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.message).toBe('Only group admins can do this.');
    }
  });

  it('list the competitions to anyone signed in: the create-group form offers them before its user admins a group', async () => {
    const plain = await registerAndSignIn(t.app);
    const response = await t.app.inject({ url: '/api/v1/football/competitions', headers: { cookie: plain.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().competitions.map((league: { name: string }) => league.name)).toContain('Northshire Premier League');
  });

  it('offer the demo leagues, their clubs with crests, and fixtures in a range', async () => {
    const admin = await registerAndSignIn(t.app);
    await buildGroup(t.app, admin);
    const headers = { cookie: admin.cookie };
    const competitions = (await t.app.inject({ url: '/api/v1/football/competitions', headers })).json();
    expect(competitions.provider).toBe('demo');
    const league = competitions.competitions[0];
    const teams = (await t.app.inject({ url: `/api/v1/football/competitions/${league.id}/teams`, headers })).json().teams;
    expect(teams.length).toBeGreaterThan(4);
    const crest = await t.app.inject({ url: teams[0].crest });
    expect(crest.headers['content-type']).toBe('image/svg+xml');
    const matches = (await t.app.inject({ url: `/api/v1/football/competitions/${league.id}/matches${range}`, headers })).json().matches;
    expect(matches.length).toBeGreaterThan(0);
    const teamMatches = (await t.app.inject({ url: `/api/v1/football/teams/${teams[0].id}/matches${range}`, headers })).json().matches;
    expect(teamMatches.length).toBeGreaterThan(0);
  });

  it('refuse a bad range with a 400', async () => {
    const admin = await registerAndSignIn(t.app);
    await buildGroup(t.app, admin);
    for (const query of ['?from=2026-11-28&to=2026-11-21', '?from=nope&to=2026-11-21', '?from=2026-01-01&to=2026-12-31', '']) {
      const response = await t.app.inject({ url: `/api/v1/football/competitions/9001/matches${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('serve no crest for an unknown club', async () => {
    expect((await t.app.inject({ url: '/media/demo-crests/12.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/demo-crests/..%2F..%2Fx' })).statusCode).toBe(404);
  });
});

describe('football routes on football-data.org (a token set)', () => {
  let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeFootballData();
    t = await createTestApp({ FOOTBALL_DATA_TOKEN: TOKEN, FOOTBALL_DATA_URL: fake.baseUrl });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('proxy the configured competitions and never show the token', async () => {
    const admin = await registerAndSignIn(t.app);
    await buildGroup(t.app, admin);
    const response = await t.app.inject({ url: '/api/v1/football/competitions', headers: { cookie: admin.cookie } });
    expect(response.json()).toMatchObject({ provider: 'football-data', competitions: [{ id: 2021 }, { id: 2014 }, { id: 2001 }] });
    expect(response.body).not.toContain(TOKEN);
    expect(fake.requests.every((request) => request.token === TOKEN)).toBe(true);
  });

  it('turn provider failures into a 503 with a plain message, never a 500', async () => {
    const admin = await registerAndSignIn(t.app);
    await buildGroup(t.app, admin);
    const restricted = await t.app.inject({ url: '/api/v1/football/competitions/2013/teams', headers: { cookie: admin.cookie } });
    expect(restricted.statusCode).toBe(503);
    expect(restricted.json().error).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'This competition is not available with the current football data plan.',
    });
    fake.script({ status: 500 }, { status: 500 });
    const broken = await t.app.inject({ url: `/api/v1/football/competitions/2021/matches${range}`, headers: { cookie: admin.cookie } });
    expect(broken.statusCode).toBe(503);
  });
});

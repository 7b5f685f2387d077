import { GROUP_MESSAGES, type MatchDetail, type ScoringRules, markPrediction } from '@scoreline/shared';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockPastDeadlines } from '../src/modules/jobs/deadline-sweep.js';
import { pollLiveScores } from '../src/modules/jobs/live-scores.js';
import { syncResults } from '../src/modules/jobs/results-sync.js';
import { type FakeMatch, TEAMS } from './support/fake-football-data.js';
import { appOnFake } from './support/app-on-fake.js';
import { groupWithRoles } from './support/groups.js';
import { containsScore } from './support/scores.js';

// GET /api/v1/matches/{id}, the match centre: who sees what when, points earned or on for in play, the distribution.

let now = new Date('2026-11-21T12:00:00Z');
let fake: World['fake'];
let t: World['t'];
type World = Awaited<ReturnType<typeof appOnFake>>;
let provider: World['provider'];
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

let close: () => Promise<void>;
beforeAll(async () => {
  ({ fake, provider, t, close } = await appOnFake([2021], () => now));
});
afterAll(() => close());

/** Not the classic 3/1/0: the points must come from the group's own scoring. */
const RULES: ScoringRules = { exactScorePoints: 5, goalDifferencePoints: null, correctResultPoints: 2, incorrectPoints: 0 };
const KICK_OFF = '2026-11-21T15:00:00Z';

const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const matchCentre = async (matchId: string, cookie: string) => {
  const response = await call('GET', `/api/v1/matches/${matchId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MatchDetail;
};
const predict = async (cookie: string, gameweekId: string, userId: string, matchId: string, home: number, away: number) => {
  const response = await call('PUT', `/api/v1/gameweeks/${gameweekId}/players/${userId}/predictions`, cookie, {
    predictions: [{ matchId, home, away }],
  });
  expect(response.statusCode, response.body).toBe(200);
};
const placeholder = async (groupId: string, cookie: string, username: string) =>
  (await call('POST', `/api/v1/groups/${groupId}/placeholder-members`, cookie, { username })).json() as { id: string };

/**
 * A kick-off-locks group with its own scoring and a gameweek of one real fixture (the fake's `apiMatchId`, 15:00):
 * the owner predicts 2-1, the admin 1-0, the member 1-1; a placeholder, Ghost, predicts nothing.
 */
async function liveWorld(apiMatchId: number) {
  now = new Date('2026-11-21T12:00:00Z');
  const fixture: FakeMatch = {
    id: apiMatchId,
    competitionId: 2021,
    utcDate: KICK_OFF,
    status: 'TIMED',
    home: TEAMS.arsenal,
    away: TEAMS.chelsea,
  };
  fake.matches.push(fixture);
  const roles = await groupWithRoles(t.app, { scoringSystem: 'custom', ...RULES, predictionsClose: 'kickoff' });
  const ghost = await placeholder(roles.group.id, roles.owner.cookie, 'Ghost');
  const created = await call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner.cookie, {
    deadline: KICK_OFF,
    matches: [{ kind: 'real', competitionId: 2021, apiMatchId, utcDate: KICK_OFF }],
  });
  expect(created.statusCode, created.body).toBe(201);
  const gameweek = created.json() as { id: string; matches: Array<{ id: string }> };
  const matchId = gameweek.matches[0]!.id;
  const picks = new Map([
    [roles.owner.id, { home: 2, away: 1 }],
    [roles.admin.id, { home: 1, away: 0 }],
    [roles.member.id, { home: 1, away: 1 }],
  ]);
  for (const user of [roles.owner, roles.admin, roles.member]) {
    const pick = picks.get(user.id)!;
    await predict(user.cookie, gameweek.id, user.id, matchId, pick.home, pick.away);
  }
  const poll = () => pollLiveScores({ db: t.database.db, provider, now, logger, jobsRepo: t.app.services.jobsRepo });
  return { ...roles, ghost, fixture, gameweek, matchId, picks, poll };
}

/** Each prediction's points as `markPrediction` gives them at `score` with the group's scoring. */
const expectedAt = (picks: Map<string, { home: number; away: number }>, score: { home: number; away: number }) =>
  new Map([...picks].map(([userId, pick]) => [userId, markPrediction(pick, score, RULES)]));

/** The players' ids in the answer's order, with the points each is on for. */
const rows = (detail: MatchDetail) =>
  detail.predictions.map((p) => ({ id: p.player.id, outcome: p.outcome, points: p.points, provisional: p.provisional }));

describe('the match centre', () => {
  it('is for members: anonymous 401, non-member 403, an unknown match 404', async () => {
    const { outsider, member, matchId } = await liveWorld(801);
    expect((await call('GET', `/api/v1/matches/${matchId}`, undefined)).statusCode).toBe(401);
    const outside = await call('GET', `/api/v1/matches/${matchId}`, outsider.cookie);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.message).toBe(GROUP_MESSAGES.notMember);
    expect((await call('GET', '/api/v1/matches/00000000-0000-4000-8000-000000000000', member.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/matches/not-an-id', member.cookie)).statusCode).toBe(404);
  });

  it('before kick-off shows a member only their own prediction: no figures, no distribution, nobody listed without one', async () => {
    const { member, matchId } = await liveWorld(802);
    now = new Date('2026-11-21T14:59:00Z');
    const detail = await matchCentre(matchId, member.cookie);
    expect(detail.isClosed).toBe(false);
    expect(rows(detail)).toEqual([{ id: member.id, outcome: null, points: null, provisional: false }]);
    expect(detail.summary).toEqual({ total: 1, exactCount: null, correctResultPercent: null, mostPopular: null });
    expect(detail.distribution).toBeNull();
    expect(detail.withoutPrediction).toEqual([]);
    // The owner's 2-1 and the admin's 1-0 are nowhere in the answer.
    expect(containsScore(detail, 2, 1) || containsScore(detail, 1, 0)).toBe(false);
  });

  it('in play: everyone’s prediction, each on for what markPrediction gives at the running score, most points first, moving with a goal; final at full time', async () => {
    const world = await liveWorld(803);
    const { owner, admin, member, ghost, fixture, matchId, picks, poll } = world;

    // 1-0 after 19 minutes: the admin's 1-0 is exact, the owner's 2-1 the right result, the member's 1-1 wrong.
    now = new Date('2026-11-21T15:20:00Z');
    Object.assign(fixture, { status: 'IN_PLAY', fullTime: { home: 1, away: 0 }, minute: 19 });
    expect((await poll()).inPlay).toEqual([803]);
    let detail = await matchCentre(matchId, member.cookie);
    expect(detail.isClosed).toBe(true);
    expect(detail.match).toMatchObject({ status: 'IN_PLAY', liveHomeScore: 1, liveAwayScore: 0, liveMinute: 19, finalHomeScore: null });
    let marking = expectedAt(picks, { home: 1, away: 0 });
    expect(rows(detail)).toEqual([admin.id, owner.id, member.id].map((id) => ({ id, ...marking.get(id), provisional: true })));
    expect(rows(detail).map((row) => row.points)).toEqual([5, 2, 0]);
    expect(detail.withoutPrediction.map((player) => player.id)).toEqual([ghost.id]);
    expect(detail.distribution).toEqual({
      homeWin: 67,
      draw: 33,
      awayWin: 0,
      topScores: [
        { home: 1, away: 0, count: 1 },
        { home: 1, away: 1, count: 1 },
        { home: 2, away: 1, count: 1 },
      ],
    });
    // Nothing is stored for the running score: the tables wait for the final one.
    expect(detail.summary.exactCount).toBeNull();

    // The equaliser: the member's 1-1 is exact now, the others wrong; equal points keep the order by name.
    now = new Date('2026-11-21T16:20:00Z');
    Object.assign(fixture, { fullTime: { home: 1, away: 1 }, minute: 67 });
    expect((await poll()).goals).toEqual([{ apiMatchId: 803, home: 1, away: 1 }]);
    detail = await matchCentre(matchId, owner.cookie);
    marking = expectedAt(picks, { home: 1, away: 1 });
    const [level, second] = [admin, owner].sort((a, b) => a.username.toLowerCase().localeCompare(b.username.toLowerCase()));
    expect(rows(detail)).toEqual([member.id, level!.id, second!.id].map((id) => ({ id, ...marking.get(id), provisional: true })));

    // Full time 2-1: the results sync marks it (the sweep locked the gameweek at its last kick-off); the stored
    // points, no longer provisional, the owner's exact first.
    const standings = t.app.services.standings;
    await lockPastDeadlines(t.database.db, standings, now, t.app.services.jobsRepo);
    now = new Date('2026-11-21T17:10:00Z');
    Object.assign(fixture, { status: 'FINISHED', fullTime: { home: 2, away: 1 }, minute: undefined });
    const done = await poll();
    const synced = await syncResults({
      db: t.database.db,
      provider,
      standings,
      now,
      logger,
      jobsRepo: t.app.services.jobsRepo,
      inPlay: done.inPlay,
    });
    expect(synced.finished).toContain(803);
    detail = await matchCentre(matchId, admin.cookie);
    marking = expectedAt(picks, { home: 2, away: 1 });
    expect(rows(detail)).toEqual([owner.id, admin.id, member.id].map((id) => ({ id, ...marking.get(id), provisional: false })));
    expect(rows(detail).map((row) => row.points)).toEqual([5, 2, 0]);
    expect(detail.summary).toMatchObject({ total: 3, exactCount: 1, correctResultPercent: 67 });
  });

  it('shares the results in whole percents summing to 100 and lists the five commonest scores', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    const { owner, admin, member, group } = await groupWithRoles(t.app);
    const created = await call('POST', `/api/v1/groups/${group.id}/gameweeks`, owner.cookie, {
      deadline: '2026-11-21T14:00:00Z',
      matches: [{ kind: 'custom', homeTeam: 'Reds', awayTeam: 'Blues', matchTime: KICK_OFF }],
    });
    const gameweek = created.json() as { id: string; matches: Array<{ id: string }> };
    const matchId = gameweek.matches[0]!.id;
    // Seven predictions: four home wins, two draws, one away win (57.1, 28.6, 14.3 %); six different scores.
    await predict(owner.cookie, gameweek.id, owner.id, matchId, 2, 1);
    await predict(admin.cookie, gameweek.id, admin.id, matchId, 2, 1);
    await predict(member.cookie, gameweek.id, member.id, matchId, 1, 0);
    for (const [name, home, away] of [
      ['Pat', 1, 1],
      ['Sam', 0, 0],
      ['Lee', 0, 2],
      ['Kim', 3, 1],
    ] as const) {
      const stand = await placeholder(group.id, owner.cookie, name);
      await predict(owner.cookie, gameweek.id, stand.id, matchId, home, away);
    }
    await placeholder(group.id, owner.cookie, 'Nobody');

    expect((await matchCentre(matchId, member.cookie)).distribution).toBeNull();
    now = new Date('2026-11-21T14:30:00Z'); // past the deadline: the gameweek is closed and everything shows
    const detail = await matchCentre(matchId, member.cookie);
    expect(detail.distribution).toEqual({
      homeWin: 57,
      draw: 29,
      awayWin: 14,
      topScores: [
        { home: 2, away: 1, count: 2 },
        { home: 0, away: 0, count: 1 },
        { home: 0, away: 2, count: 1 },
        { home: 1, away: 0, count: 1 },
        { home: 1, away: 1, count: 1 },
      ],
    });
    expect(detail.predictions).toHaveLength(7);
    expect(detail.withoutPrediction.map((player) => player.username)).toEqual(['Nobody']);
    // Not played yet: nobody has points, so the order is by name.
    expect(detail.predictions.every((prediction) => prediction.points === null && !prediction.provisional)).toBe(true);
    const names = detail.predictions.map((prediction) => prediction.player.username.toLowerCase());
    expect(names).toEqual([...names].sort());

    // Final 1-1 (classic scoring): the two draws' 1 point first, by name, then the rest by name.
    now = new Date('2026-11-21T17:00:00Z');
    await lockPastDeadlines(t.database.db, t.app.services.standings, now, t.app.services.jobsRepo);
    const scored = await call('PUT', `/api/v1/gameweeks/${gameweek.id}/final-scores`, owner.cookie, {
      scores: [{ matchId, home: 1, away: 1 }],
    });
    expect(scored.statusCode, scored.body).toBe(200);
    const final = await matchCentre(matchId, member.cookie);
    expect(final.predictions.slice(0, 2).map((p) => [p.player.username, p.points])).toEqual([
      ['Pat', 3],
      ['Sam', 1],
    ]);
    expect(final.predictions.slice(2).every((prediction) => prediction.points === 0)).toBe(true);
  });
});

import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SCORING_LOCK_SPACE } from '../src/modules/standings/standings.repo.js';
import { groupWithRoles } from './support/groups.js';
import { clockedTestApp } from './support/clocked-app.js';

/**
 * Writes decide on what they read under their locks: the rows of the thing changed and the actor's own
 * membership. Each test holds a row lock from outside the app, so a second change lands while the first waits.
 */

const START = new Date('2026-11-21T12:00:00Z');
const clocked = clockedTestApp(START);
const { at, call, setNow } = clocked;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds a row lock from outside the app until the returned function is called. */
async function holdLock(statement: string, params: unknown[]) {
  const client = new pg.Client({ connectionString: clocked.t.database.url });
  await client.connect();
  await client.query('BEGIN');
  await client.query(statement, params);
  return async () => {
    await client.query('COMMIT');
    await client.end();
  };
}

async function gameweekOf(roles: Awaited<ReturnType<typeof groupWithRoles>>, deadline: number, times: number[]) {
  const response = await call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner, {
    deadline: at(deadline),
    matches: times.map((hours, index) => ({ kind: 'custom', homeTeam: `H${index}`, awayTeam: `A${index}`, matchTime: at(hours) })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; deadline: string; matches: Array<{ id: string; matchTime: string }> };
}

describe('writes re-check under their locks', () => {
  it('two match edits at once never leave a match kicking off before the deadline', async () => {
    setNow(START);
    const roles = await groupWithRoles(clocked.t.app);
    const gameweek = await gameweekOf(roles, 2, [10, 12]);
    const release = await holdLock('SELECT 1 FROM gameweeks WHERE id = $1 FOR UPDATE', [gameweek.id]);
    const early = call('PUT', `/api/v1/gameweeks/${gameweek.id}/matches`, roles.owner, {
      deadline: at(2),
      add: [{ kind: 'custom', homeTeam: 'Early', awayTeam: 'Kick', matchTime: at(3) }],
      remove: [],
    });
    await sleep(400);
    const later = call('PUT', `/api/v1/gameweeks/${gameweek.id}/matches`, roles.admin, { deadline: at(8), add: [], remove: [] });
    await sleep(400);
    await release();
    const statuses = (await Promise.all([early, later])).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400]);
    const detail = (await call('GET', `/api/v1/gameweeks/${gameweek.id}`, roles.owner)).json();
    for (const match of detail.matches) expect(Date.parse(match.matchTime)).toBeGreaterThanOrEqual(Date.parse(detail.deadline));
  });

  it('an admin demoted while their removal waited does not remove anyone', async () => {
    setNow(START);
    const roles = await groupWithRoles(clocked.t.app);
    // The removal passes its first check, then waits for the group's scoring lock; the owner demotes meanwhile.
    const release = await holdLock('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SCORING_LOCK_SPACE, roles.group.id]);
    const removal = call('DELETE', `/api/v1/groups/${roles.group.id}/members/${roles.member.id}`, roles.admin);
    await sleep(400);
    const demoted = await call('PATCH', `/api/v1/groups/${roles.group.id}/members/${roles.admin.id}`, roles.owner, { isAdmin: false });
    expect(demoted.statusCode).toBe(204);
    await release();
    const removed = await removal;
    expect(removed.statusCode).toBe(403);
    const members = (await call('GET', `/api/v1/groups/${roles.group.id}/members`, roles.owner)).json().members;
    expect(members.map((member: { id: string }) => member.id)).toContain(roles.member.id);
  });
});

describe('an earlier gameweek', () => {
  it('takes its custom results after the next gameweek was created', async () => {
    setNow(START);
    const roles = await groupWithRoles(clocked.t.app);
    const first = await gameweekOf(roles, 2, [3]);
    expect((await call('PATCH', `/api/v1/gameweeks/${first.id}/lock`, roles.owner, { isLocked: true })).statusCode).toBe(200);
    await gameweekOf(roles, 100, [101]);
    setNow(new Date(at(5)));
    const flags = (await call('GET', `/api/v1/gameweeks/${first.id}`, roles.admin)).json().viewer;
    expect(flags.scoreableMatchIds).toEqual([first.matches[0]!.id]);
    const scores = await call('PUT', `/api/v1/gameweeks/${first.id}/final-scores`, roles.admin, {
      scores: [{ matchId: first.matches[0]!.id, home: 1, away: 0 }],
    });
    expect(scores.statusCode, scores.body).toBe(200);
    expect(scores.json().isFinished).toBe(true);
    setNow(START);
  });
});

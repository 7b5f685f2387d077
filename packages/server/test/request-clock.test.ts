import { afterEach, describe, expect, it } from 'vitest';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** A locked gameweek whose one custom match kicks off in 3 hours; a final score sent with `offsetHours`. */
async function finalScoreWithOffset(env: Record<string, string>, offsetHours: number) {
  const t = await createTestApp(env);
  apps.push(t);
  const game = gameHelpers(t.app, new Date());
  const roles = await groupWithRoles(t.app);
  const gameweek = await game.gameweek(roles, 2, ['Reds']);
  expect((await game.lock(roles, gameweek.id)).statusCode).toBe(200);
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/gameweeks/${gameweek.id}/final-scores`,
    headers: { cookie: roles.owner.cookie, 'x-scoreline-clock-offset': String(offsetHours * 3_600_000) },
    payload: { scores: [{ matchId: gameweek.matches[0]!.id, home: 1, away: 0 }] },
  });
}

describe('the per-request clock offset (end-to-end tests only)', () => {
  it('is ignored unless TEST_CLOCK_HEADER is on', async () => {
    expect((await finalScoreWithOffset({ TEST_CLOCK_HEADER: 'false' }, 5)).statusCode).toBe(400);
  });

  it('moves the clock for that request when on', async () => {
    expect((await finalScoreWithOffset({ TEST_CLOCK_HEADER: 'true' }, 5)).statusCode).toBe(200);
  });
});

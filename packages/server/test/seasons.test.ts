import { SEASON_MESSAGES } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

const NOW = new Date('2026-11-21T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => NOW });
});
afterAll(async () => t.close());

describe('setting a season end date', () => {
  it('succeeds once when requests race: the others meet the row lock and get the conflict', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const url = `/api/v1/seasons/${group.activeSeason.id}`;
    const set = (endDate: string) => t.app.inject({ method: 'PATCH', url, headers: { cookie: owner.cookie }, payload: { endDate } });

    // Two requests are enough to race; a few more make a missing lock show up on every run, not only some.
    const responses = await Promise.all(['2027-05-30', '2027-06-30', '2027-07-30', '2027-08-30'].map(set));

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.message).toBe(SEASON_MESSAGES.endAlreadySet);
    }
    // The season keeps the end date of the request that won.
    const winner = responses.find((response) => response.statusCode === 200)!.json();
    const season = (await t.app.inject({ method: 'GET', url, headers: { cookie: owner.cookie } })).json();
    expect(season.endDate).toBe(winner.endDate);
  });
});

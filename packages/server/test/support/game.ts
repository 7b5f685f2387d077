import type { FastifyInstance } from 'fastify';
import type { groupWithRoles } from './groups.js';
import { AFTER_KICK_OFF } from './test-app.js';

type Roles = Awaited<ReturnType<typeof groupWithRoles>>;
type Scores = Array<[matchId: string, home: number, away: number]>;

/** Playing a group's gameweeks through the API, as its owner and members would. `start` is the fake clock's now. */
export function gameHelpers(app: FastifyInstance, start: Date) {
  const at = (hours: number) => new Date(start.getTime() + hours * 3_600_000).toISOString();
  const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
    app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

  return {
    at,
    call,
    /** An active gameweek of custom matches (deadline `hours` ahead), with its matches in kick-off order. */
    async gameweek(roles: Roles, hours: number, names: string[]) {
      const response = await call('POST', `/api/v1/groups/${roles.group.id}/gameweeks`, roles.owner.cookie, {
        deadline: at(hours),
        matches: names.map((name, index) => ({
          kind: 'custom',
          homeTeam: `${name} H`,
          awayTeam: `${name} A`,
          matchTime: at(hours + 1 + index),
        })),
      });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as { id: string; matches: Array<{ id: string }> };
    },
    predict: (user: { id: string; cookie: string }, gameweekId: string, scores: Scores) =>
      call('PUT', `/api/v1/gameweeks/${gameweekId}/players/${user.id}/predictions`, user.cookie, {
        predictions: scores.map(([matchId, home, away]) => ({ matchId, home, away })),
      }),
    lock: (roles: Roles, gameweekId: string) =>
      call('PATCH', `/api/v1/gameweeks/${gameweekId}/lock`, roles.owner.cookie, { isLocked: true }),
    /** Results, entered as after kick-off (the request moves the clock for itself; the test's time stays). */
    finalScores: (roles: Roles, gameweekId: string, scores: Scores) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/gameweeks/${gameweekId}/final-scores`,
        headers: { cookie: roles.owner.cookie, ...AFTER_KICK_OFF },
        payload: { scores: scores.map(([matchId, home, away]) => ({ matchId, home, away })) },
      }),
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameweekLeaderboard, GroupLeaderboard, LeaderboardHistory } from '@scoreline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { buildGroup } from './support/groups.js';
import { AFTER_KICK_OFF, type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

/**
 * Replays a real Premier League season (openfootball data, kept outside the repository) as 38 gameweeks of
 * custom matches with 20 members' seeded predictions, and checks the server's tables against an independent
 * computation. Skipped when the data file is not there.
 */

const dataDir =
  process.env.OPENFOOTBALL_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/openfootball');
const dataFile = path.join(dataDir, 'en.1-2023-24.json');
const exists = fs.existsSync(dataFile);

interface Fixture {
  round: string;
  date: string;
  time?: string;
  team1: string;
  team2: string;
  score: { ft: [number, number] };
}

interface Score {
  home: number;
  away: number;
}

/** Tiny deterministic PRNG (mulberry32): the same seed always gives the same predictions. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// --- The independent reference implementation of classic scoring and competition ranking. ---

interface Tally {
  points: number;
  correctScores: number;
  correctResults: number;
}

const sign = (value: number) => (value > 0 ? 1 : value < 0 ? -1 : 0);

function mark(prediction: Score, final: Score): Tally {
  if (prediction.home === final.home && prediction.away === final.away) return { points: 3, correctScores: 1, correctResults: 1 };
  if (sign(prediction.home - prediction.away) === sign(final.home - final.away)) return { points: 1, correctScores: 0, correctResults: 1 };
  return { points: 0, correctScores: 0, correctResults: 0 };
}

/** Competition ranking ("1224") by points, then correct scores, per username. */
function rank(tallies: Map<string, Tally>): Map<string, Tally & { position: number }> {
  const entries = [...tallies.entries()];
  const ranked = new Map<string, Tally & { position: number }>();
  for (const [username, tally] of entries) {
    const better = entries.filter(
      ([, other]) => other.points > tally.points || (other.points === tally.points && other.correctScores > tally.correctScores),
    ).length;
    ranked.set(username, { ...tally, position: better + 1 });
  }
  return ranked;
}

const add = (a: Tally, b: Tally): Tally => ({
  points: a.points + b.points,
  correctScores: a.correctScores + b.correctScores,
  correctResults: a.correctResults + b.correctResults,
});
const zero = (): Tally => ({ points: 0, correctScores: 0, correctResults: 0 });

// --- The app. ---

const NOW = new Date('2026-01-01T12:00:00Z');

let t: TestApp;

beforeAll(async () => {
  if (!exists) return;
  t = await createTestApp({}, { clock: () => NOW, footballProvider: createDemoProvider({ seed: 'replay', now: () => NOW.getTime() }) });
});
afterAll(async () => {
  if (t) await t.close();
});

// Results are entered after kick-off: those requests move the clock for themselves.
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, ...(url.endsWith('/final-scores') ? AFTER_KICK_OFF : {}) }, payload });

/** Sends a request and fails with the response body unless the status is the expected one. */
async function ok<T>(method: 'GET' | 'PUT' | 'PATCH' | 'POST', url: string, cookie: string, payload?: object, status = 200) {
  const response = await call(method, url, cookie, payload);
  if (response.statusCode !== status) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const MEMBERS = 20;
const SEED = 20_232_024;
const DAY = 86_400_000;

describe.skipIf(!exists)('season replay (Premier League 2023/24)', () => {
  it('all 38 gameweeks of 20 members give the leaderboards an independent computation gives', { timeout: 120_000 }, async () => {
    const season = JSON.parse(fs.readFileSync(dataFile, 'utf8')) as { name: string; matches: Fixture[] };
    const roundNumber = (round: string) => Number(/(\d+)$/.exec(round)?.[1]);
    const rounds = new Map<number, Fixture[]>();
    for (const fixture of season.matches) {
      const number = roundNumber(fixture.round);
      rounds.set(number, [...(rounds.get(number) ?? []), fixture]);
    }
    const roundNumbers = [...rounds.keys()].sort((a, b) => a - b);
    expect(season.matches).toHaveLength(380);
    expect(roundNumbers).toEqual(Array.from({ length: 38 }, (_, index) => index + 1));

    const owner = await registerAndSignIn(t.app, { username: 'owner' });
    const group = await buildGroup(t.app, owner);
    const members: Array<{ id: string; username: string }> = [{ id: owner.id, username: owner.username }];
    for (let index = 1; index < MEMBERS; index += 1) {
      const username = `ghost${String(index).padStart(2, '0')}`;
      const fake = await ok<{ id: string; username: string }>(
        'POST',
        `/api/v1/groups/${group.id}/placeholder-members`,
        owner.cookie,
        { username },
        201,
      );
      members.push({ id: fake.id, username: fake.username });
    }
    expect(new Set(members.map((member) => member.username)).size).toBe(MEMBERS);

    const random = mulberry32(SEED);
    const goals = () => Math.floor(random() * 5); // 0..4
    const allTime = new Map(members.map((member) => [member.username, zero()]));
    const weekly: Array<{ gameweekId: string; weekNumber: number; tallies: Map<string, Tally>; cumulative: Map<string, Tally> }> = [];

    for (const round of roundNumbers) {
      const fixtures = rounds.get(round)!;
      expect(fixtures).toHaveLength(10);
      const deadline = new Date(NOW.getTime() + round * DAY);
      const gameweek = await ok<{ id: string; weekNumber: number; matches: Array<{ id: string; homeTeam: string; awayTeam: string }> }>(
        'POST',
        `/api/v1/groups/${group.id}/gameweeks`,
        owner.cookie,
        {
          deadline: deadline.toISOString(),
          matches: fixtures.map((fixture, index) => ({
            kind: 'custom',
            homeTeam: fixture.team1,
            awayTeam: fixture.team2,
            matchTime: new Date(deadline.getTime() + 3_600_000 + index * 60_000).toISOString(),
          })),
        },
        201,
      );
      expect(gameweek.weekNumber).toBe(round);
      // The response orders matches by time then home team: map them back by the teams.
      const matchIds = new Map(gameweek.matches.map((match) => [`${match.homeTeam}|${match.awayTeam}`, match.id]));
      const matchIdOf = (fixture: Fixture) => {
        const id = matchIds.get(`${fixture.team1}|${fixture.team2}`);
        if (!id) throw new Error(`round ${round}: no match ${fixture.team1} v ${fixture.team2}`);
        return id;
      };

      // Every member's predictions, drawn in a fixed order (member, then fixture) from the one seeded stream.
      const predictions = members.map((member) => ({
        member,
        scores: fixtures.map((fixture) => ({ fixture, home: goals(), away: goals() })),
      }));
      await Promise.all(
        predictions.map(({ member, scores }) =>
          ok('PUT', `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`, owner.cookie, {
            predictions: scores.map(({ fixture, home, away }) => ({ matchId: matchIdOf(fixture), home, away })),
          }),
        ),
      );
      await ok('PATCH', `/api/v1/gameweeks/${gameweek.id}/lock`, owner.cookie, { isLocked: true });
      await ok('PUT', `/api/v1/gameweeks/${gameweek.id}/final-scores`, owner.cookie, {
        scores: fixtures.map((fixture) => ({ matchId: matchIdOf(fixture), home: fixture.score.ft[0], away: fixture.score.ft[1] })),
      });

      const tallies = new Map<string, Tally>();
      for (const { member, scores } of predictions) {
        const week = scores.reduce(
          (sum, { fixture, home, away }) => add(sum, mark({ home, away }, { home: fixture.score.ft[0], away: fixture.score.ft[1] })),
          zero(),
        );
        tallies.set(member.username, week);
        allTime.set(member.username, add(allTime.get(member.username)!, week));
      }
      weekly.push({ gameweekId: gameweek.id, weekNumber: gameweek.weekNumber, tallies, cumulative: new Map(allTime) });
    }

    // The all-time table.
    const expected = rank(allTime);
    const leaderboard = await ok<GroupLeaderboard>('GET', `/api/v1/groups/${group.id}/leaderboard`, owner.cookie);
    expect(leaderboard.rows).toHaveLength(MEMBERS);
    const actualTable = Object.fromEntries(
      leaderboard.rows.map((row) => [row.player.username, [row.position, row.totalPoints, row.correctScores, row.correctResults]]),
    );
    const expectedTable = Object.fromEntries(
      [...expected.entries()].map(([username, row]) => [username, [row.position, row.points, row.correctScores, row.correctResults]]),
    );
    expect(actualTable).toEqual(expectedTable);
    // The rows come best first.
    expect(leaderboard.rows.map((row) => row.position)).toEqual([...leaderboard.rows.map((row) => row.position)].sort((a, b) => a - b));

    // The gameweek tables of the first and the last gameweek.
    for (const week of [weekly[0]!, weekly.at(-1)!]) {
      const board = await ok<GameweekLeaderboard>('GET', `/api/v1/gameweeks/${week.gameweekId}/leaderboard`, owner.cookie);
      const expectedWeek = rank(week.tallies);
      expect(
        Object.fromEntries(board.rows.map((row) => [row.player.username, [row.position, row.totalPoints, row.correctScores]])),
      ).toEqual(
        Object.fromEntries([...expectedWeek.entries()].map(([username, row]) => [username, [row.position, row.points, row.correctScores]])),
      );
      const winners = [...expectedWeek.entries()].filter(([, row]) => row.position === 1).map(([username]) => username);
      expect(board.winners?.map((row) => row.player.username).sort()).toEqual(winners.sort());
    }

    // The history: 38 weeks, and each member's all-time position and points after every gameweek.
    const history = await ok<LeaderboardHistory>('GET', `/api/v1/groups/${group.id}/leaderboard/history`, owner.cookie);
    expect(history.weeks).toHaveLength(38);
    expect(history.weeks).toEqual(weekly.map(({ gameweekId, weekNumber }) => ({ gameweekId, weekNumber })));
    const positionsAfter = weekly.map((week) => rank(week.cumulative));
    for (const player of history.players) {
      expect(player.points, player.player.username).toEqual(
        weekly.map((week, index) => {
          const row = positionsAfter[index]!.get(player.player.username)!;
          return { weekNumber: week.weekNumber, position: row.position, totalPoints: row.points };
        }),
      );
    }
    expect(history.players).toHaveLength(MEMBERS);

    const top = [...expected.entries()].sort(([, a], [, b]) => a.position - b.position).slice(0, 3);
    console.info(
      `season replay top 3: ${top.map(([username, row]) => `${row.position}. ${username} ${row.points} pts, ${row.correctScores} exact`).join('; ')}`,
    );
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.js';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { lockPastDeadlines } from '../src/modules/jobs/deadline-sweep.js';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { uuidArray } from '../src/db/sql-helpers.js';
import { type StandingsService, createStandingsService } from '../src/modules/standings/standings.service.js';
import { derivedState, recomputedFromScratch as fromScratch } from './support/derived-state.js';
import { type SignedInUser, buildGroup, join } from './support/groups.js';
import { AFTER_KICK_OFF, type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

/**
 * Marking keeps the derived tables by difference (what a result or a change adds or takes away); a full
 * recompute rebuilds them from predictions and final scores. Random seasons of results, corrections, shared
 * fixtures, members joining and leaving, adjustments and deleted gameweeks, played through the real entry
 * points, must leave exactly the tables a recompute from scratch gives, after every step.
 */

const START = new Date('2027-03-01T12:00:00Z');
const HOUR = 3_600_000;
let now = START;
let t: TestApp;
let scoring: StandingsService;
let owner: SignedInUser;
let players: SignedInUser[];
/** Real fixture ids, one per gameweek that got one: the same id is copied into every group of the run. */
let nextFixture = 880_000;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { clock: () => now, footballProvider: createDemoProvider({ seed: 'equivalence', now: () => now.getTime() }) },
  );
  scoring = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
  owner = await registerAndSignIn(t.app, { username: 'owner' });
  players = [];
  for (const username of ['ann', 'bob', 'cat', 'dan']) players.push(await registerAndSignIn(t.app, { username }));
});
afterAll(async () => t.close());

const recomputedFromScratch = (compared: readonly string[], groups: 'together' | 'one by one') =>
  fromScratch(t.database.db, scoring, compared, groups);

// --- Playing a random season through the API (and the jobs), as people and the provider would. ---

type Action =
  | { kind: 'gameweek'; group: number; matches: number; fixture: boolean; scores: Array<[number, number]> }
  | { kind: 'predict'; group: number; player: number; scores: Array<[number, number]> }
  | { kind: 'lock'; group: number }
  | { kind: 'result'; group: number; gameweek: number; match: number; home: number; away: number }
  | { kind: 'fixture'; fixture: number; home: number; away: number }
  | { kind: 'join'; group: number; player: number }
  | { kind: 'leave'; group: number; player: number }
  | { kind: 'adjust'; group: number; player: number; total: number }
  | { kind: 'deleteGameweek'; group: number; gameweek: number }
  | { kind: 'joker'; group: number; player: number; match: number }
  | { kind: 'rules'; group: number; rules: HouseRules }
  | { kind: 'time'; hours: number };

const goals = fc.integer({ min: 0, max: 3 });
const pick = fc.nat({ max: 20 });
/** Guesses for up to four matches (a gameweek has at most three, plus a real fixture). */
const guesses = fc.array(fc.tuple(goals, goals), { minLength: 4, maxLength: 4 });
/**
 * A group's house rules as the database holds them (set in SQL: the group forms are not this test's): the
 * goal-difference preset, or custom points with or without a goal-difference value, jokers on or off.
 */
interface HouseRules {
  exact: number;
  difference: number | null;
  result: number;
  incorrect: number;
  jokers: boolean;
}
const houseRules: fc.Arbitrary<HouseRules> = fc.oneof(
  fc.record({ exact: fc.constant(4), difference: fc.constant(3), result: fc.constant(2), incorrect: fc.constant(0), jokers: fc.boolean() }),
  fc.record({
    exact: fc.integer({ min: 2, max: 5 }),
    difference: fc.option(fc.integer({ min: 0, max: 4 })),
    result: fc.integer({ min: 0, max: 2 }),
    incorrect: fc.integer({ min: -2, max: 0 }),
    jokers: fc.boolean(),
  }),
);

async function setRules(tx: Executor, group: string, rules: HouseRules) {
  await tx.execute(sql`UPDATE groups SET scoring_system = 'custom', exact_score_points = ${rules.exact},
    goal_difference_points = ${rules.difference}, correct_result_points = ${rules.result}, incorrect_points = ${rules.incorrect},
    jokers_enabled = ${rules.jokers} WHERE id = ${group}`);
}

/** A player's joker of the active gameweek moved to one of its matches, while their predictions there are open. */
async function setJoker(group: string, player: SignedInUser, match: number) {
  const active = (await gameweeksOf(group)).find((gameweek) => gameweek.is_active && !gameweek.is_locked);
  const chosen = active && nth(await matchesOf(active.id), match);
  if (!active || !chosen) return false;
  const moved = await t.database.db.execute(sql`
    UPDATE predictions p SET is_joker = (p.match_id = ${chosen.id})
    FROM matches m WHERE m.id = p.match_id AND m.gameweek_id = ${active.id} AND p.user_id = ${player.id} AND NOT p.is_locked`);
  return (moved.rowCount ?? 0) > 0;
}

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('gameweek' as const),
      group: pick,
      matches: fc.integer({ min: 1, max: 3 }),
      fixture: fc.boolean(),
      scores: guesses,
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('predict' as const), group: pick, player: pick, scores: guesses }), weight: 8 },
  { arbitrary: fc.record({ kind: fc.constant('lock' as const), group: pick }), weight: 4 },
  {
    arbitrary: fc.record({ kind: fc.constant('result' as const), group: pick, gameweek: pick, match: pick, home: goals, away: goals }),
    weight: 8,
  },
  { arbitrary: fc.record({ kind: fc.constant('fixture' as const), fixture: pick, home: goals, away: goals }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('join' as const), group: pick, player: pick }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('leave' as const), group: pick, player: pick }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('adjust' as const), group: pick, player: pick, total: fc.integer({ min: 0, max: 20 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteGameweek' as const), group: pick, gameweek: pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 4, max: 20 }) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('joker' as const), group: pick, player: pick, match: pick }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('rules' as const), group: pick, rules: houseRules }), weight: 2 },
);

/**
 * A season that counts a right goal difference and a joker: the first group on 4/3/2/0 with jokers, a gameweek of
 * one match everyone predicts (the first player 2-1), their joker on it, the lock, kick-off and a 3-2 result.
 */
const HOUSE_RULES_SEASON: { rules: HouseRules; actions: Action[] } = {
  rules: { exact: 4, difference: 3, result: 2, incorrect: 0, jokers: true },
  actions: [
    {
      kind: 'gameweek',
      group: 0,
      matches: 1,
      fixture: false,
      scores: [
        [2, 1],
        [2, 1],
        [2, 1],
        [2, 1],
      ],
    },
    { kind: 'joker', group: 0, player: 0, match: 0 },
    { kind: 'lock', group: 0 },
    { kind: 'time', hours: 20 },
    { kind: 'result', group: 0, gameweek: 0, match: 0, home: 3, away: 2 },
  ],
};

/** The points a group plays for: classic, or custom with negative points for a wrong guess. */
const scoringSystem = fc.oneof(
  fc.constant({ scoringSystem: 'classic' as const }),
  fc.record({
    scoringSystem: fc.constant('custom' as const),
    exactScorePoints: fc.integer({ min: 2, max: 5 }),
    correctResultPoints: fc.integer({ min: 1, max: 2 }),
    incorrectPoints: fc.integer({ min: -2, max: 0 }),
  }),
);

const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR).toISOString();
const nth = <T>(items: readonly T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);
const call = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object, headers = {}) =>
  t.app.inject({ method, url, headers: { cookie, ...headers }, payload });

async function gameweeksOf(groupId: string) {
  const result = await t.database.db.execute<{ id: string; is_active: boolean; is_locked: boolean; deadline: Date }>(
    sql`SELECT id, is_active, is_locked, deadline FROM gameweeks WHERE group_id = ${groupId} ORDER BY week_number`,
  );
  return result.rows;
}

async function matchesOf(gameweekId: string) {
  const result = await t.database.db.execute<{ id: string; api_match_id: number | null }>(
    sql`SELECT id, api_match_id FROM matches WHERE gameweek_id = ${gameweekId} ORDER BY match_time, id`,
  );
  return result.rows;
}

async function isMember(groupId: string, userId: string) {
  const result = await t.database.db.execute(sql`SELECT 1 FROM group_members WHERE group_id = ${groupId} AND user_id = ${userId}`);
  return result.rows.length > 0;
}

/** The players who are (or are not) members of the group, in a stable order. */
async function playersWhere(groupId: string, member: boolean) {
  const chosen: SignedInUser[] = [];
  for (const player of players) if ((await isMember(groupId, player.id)) === member) chosen.push(player);
  return chosen;
}

/** A gameweek of custom matches, and in every group of the run the same new real fixture when `fixture`. */
async function addGameweek(groups: string[], group: string, matches: number, fixture: boolean) {
  const response = await call('POST', `/api/v1/groups/${group}/gameweeks`, owner.cookie, {
    deadline: at(12),
    matches: Array.from({ length: matches }, (_, index) => ({
      kind: 'custom',
      homeTeam: `H${index}`,
      awayTeam: `A${index}`,
      matchTime: at(13 + index),
    })),
  });
  if (response.statusCode !== 201) return false;
  if (fixture) {
    // The provider's fixture, copied into each group's active gameweek (what adding a real match does).
    const fixtureId = nextFixture++;
    for (const groupId of groups) {
      const active = (await gameweeksOf(groupId)).find((gameweek) => gameweek.is_active && !gameweek.is_locked);
      if (!active) continue;
      await t.database.db.execute(sql`
        INSERT INTO matches (group_id, gameweek_id, api_match_id, home_team, away_team, match_time)
        VALUES (${groupId}, ${active.id}, ${fixtureId}, 'Real H', 'Real A', ${at(14)})`);
    }
  }
  return true;
}

/** A player's guesses for every match of the group's active gameweek. */
async function predict(group: string, player: SignedInUser, scores: Array<[number, number]>) {
  const active = (await gameweeksOf(group)).find((gameweek) => gameweek.is_active);
  if (!active) return false;
  const matches = await matchesOf(active.id);
  const response = await call('PUT', `/api/v1/gameweeks/${active.id}/players/${player.id}/predictions`, player.cookie, {
    predictions: matches.map((match, index) => ({ matchId: match.id, home: scores[index % 4]![0], away: scores[index % 4]![1] })),
  });
  return response.statusCode === 200;
}

/** The results sync's transaction: the scoring lock, the result in every copy, then the marking. */
async function fixtureResult(fixtureId: number, home: number, away: number) {
  await t.database.db.transaction(async (tx) => {
    await scoring.lockGroups(tx, await scoring.groupsOfFixture(tx, fixtureId));
    await tx.execute(sql`UPDATE matches SET final_home_score = ${home}, final_away_score = ${away}, api_status = 'FINISHED'
      WHERE api_match_id = ${fixtureId}`);
    await scoring.markFixture(tx, fixtureId);
  });
}

/** Plays one action; returns whether it changed anything (refusals, such as predicting after the deadline, do not). */
async function play(groups: string[], step: Action): Promise<boolean> {
  const group = 'group' in step ? nth(groups, step.group)! : '';
  // Who acts: a member predicts, leaves or is adjusted; an outsider joins.
  const player = 'player' in step ? nth(await playersWhere(group, step.kind !== 'join'), step.player) : undefined;
  if ('player' in step && !player) return false;
  switch (step.kind) {
    case 'gameweek': {
      if (!(await addGameweek(groups, group, step.matches, step.fixture))) return false;
      // Everyone guesses (each a little differently); later predict steps change some of it.
      for (const [index, member] of (await playersWhere(group, true)).entries()) {
        await predict(
          group,
          member,
          step.scores.map(([home, away]) => [(home + index) % 4, away]),
        );
        // Every other member plays a joker (later joker steps move some of them).
        if (index % 2 === 0) await setJoker(group, member, index + step.matches);
      }
      return true;
    }
    case 'predict':
      return predict(group, player!, step.scores);
    case 'lock': {
      const active = (await gameweeksOf(group)).find((gameweek) => gameweek.is_active);
      if (!active) return false;
      const response = await call('PATCH', `/api/v1/gameweeks/${active.id}/lock`, owner.cookie, { isLocked: true });
      // The scheduler's next tick: results that reached the group before it locked are marked now.
      await scoring.repairUnmarked(now);
      return response.statusCode === 200;
    }
    case 'result': {
      // Results are entered once a gameweek is locked; a second one for a match is a correction.
      const gameweek = nth(
        (await gameweeksOf(group)).filter((row) => row.is_locked),
        step.gameweek,
      );
      const match =
        gameweek &&
        nth(
          (await matchesOf(gameweek.id)).filter((row) => row.api_match_id === null),
          step.match,
        );
      if (!gameweek || !match) return false;
      const response = await call(
        'PUT',
        `/api/v1/gameweeks/${gameweek.id}/final-scores`,
        owner.cookie,
        { scores: [{ matchId: match.id, home: step.home, away: step.away }] },
        AFTER_KICK_OFF,
      );
      return response.statusCode === 200;
    }
    case 'fixture': {
      const fixtures = await t.database.db.execute<{ api_match_id: number }>(sql`
        SELECT DISTINCT api_match_id FROM matches WHERE group_id = ANY(${uuidArray(groups)}) AND api_match_id IS NOT NULL
        ORDER BY 1`);
      const fixture = nth(fixtures.rows, step.fixture);
      if (!fixture) return false;
      await fixtureResult(fixture.api_match_id, step.home, step.away);
      return true;
    }
    case 'join':
      return (await join(t.app, player!, group)).statusCode === 200;
    case 'leave':
      return (await call('POST', `/api/v1/groups/${group}/leave`, player!.cookie)).statusCode === 204;
    case 'adjust': {
      const response = await call('PUT', `/api/v1/groups/${group}/leaderboard`, owner.cookie, {
        rows: [{ userId: player!.id, totalPoints: step.total }],
      });
      return response.statusCode === 200;
    }
    case 'deleteGameweek': {
      const gameweek = nth(await gameweeksOf(group), step.gameweek);
      if (!gameweek) return false;
      return (await call('DELETE', `/api/v1/gameweeks/${gameweek.id}`, owner.cookie)).statusCode === 204;
    }
    case 'joker':
      return setJoker(group, player!, step.match);
    case 'rules':
      // The rules saved and the group marked again in one transaction, as the group's settings do.
      await t.database.db.transaction(async (tx) => {
        await setRules(tx, group, step.rules);
        await scoring.rescoreGroup(tx, group);
      });
      return true;
    case 'time':
      now = new Date(now.getTime() + step.hours * HOUR);
      // The jobs, as each minute: the deadline sweep, then the repair pass of the results sync.
      await lockPastDeadlines(t.database.db, scoring, now, t.app.services.jobsRepo);
      await scoring.repairUnmarked(now);
      return true;
  }
}

describe('incremental marking equals a full recompute', () => {
  it(
    'random seasons of results, corrections, shared fixtures, joins, leaves, adjustments, deleted gameweeks, jokers and changes of the scoring',
    { timeout: 240_000 },
    async () => {
      const played = new Map<Action['kind'], number>();
      // Whether some run's marks counted a right goal difference and a joker (checked after every step).
      const counted = { differences: false, jokers: false };
      await fc.assert(
        fc.asyncProperty(
          fc.tuple(scoringSystem, scoringSystem),
          fc.option(houseRules, { freq: 3 }),
          fc.array(action, { minLength: 20, maxLength: 40 }),
          async (systems, initialRules, actions) => {
            const groups: string[] = [];
            for (const [index, system] of systems.entries()) {
              const group = (await buildGroup(t.app, owner, { name: 'Equivalence', ...system })).id;
              // The first group plays house rules from the start: goal differences and jokers counted as it goes.
              if (index === 0 && initialRules) await setRules(t.database.db, group, initialRules);
              for (const player of players.slice(0, 3)) await join(t.app, player, group);
              groups.push(group);
            }
            for (const step of actions) {
              if (!(await play(groups, step))) continue;
              played.set(step.kind, (played.get(step.kind) ?? 0) + 1);
              expect(await derivedState(t.database.db, groups), `after ${JSON.stringify(step)}`).toEqual(
                await recomputedFromScratch(groups, 'together'),
              );
              const seen = await t.database.db.execute<{ differences: boolean; jokers: boolean }>(sql`
                SELECT EXISTS (SELECT 1 FROM predictions WHERE group_id = ANY(${uuidArray(groups)}) AND outcome = 'difference') AS differences,
                       EXISTS (SELECT 1 FROM scores WHERE group_id = ANY(${uuidArray(groups)}) AND total_joker_points <> 0) AS jokers`);
              counted.differences ||= seen.rows[0]!.differences;
              counted.jokers ||= seen.rows[0]!.jokers;
            }
            expect(await derivedState(t.database.db, groups)).toEqual(await recomputedFromScratch(groups, 'one by one'));
          },
        ),
        // No shrinking: a failure names the step after which the tables parted, and each replay is a whole season.
        // The first run is a season known to count a right goal difference (2-1 for 3-2) and a joker, whatever
        // the random ones do.
        {
          numRuns: 20,
          endOnFailure: true,
          examples: [[[{ scoringSystem: 'classic' }, { scoringSystem: 'classic' }], HOUSE_RULES_SEASON.rules, HOUSE_RULES_SEASON.actions]],
        },
      );
      // Every kind of change happened, more than once, and there was something to rank.
      for (const kind of [
        'gameweek',
        'predict',
        'lock',
        'result',
        'fixture',
        'join',
        'leave',
        'adjust',
        'deleteGameweek',
        'joker',
        'rules',
        'time',
      ] as const) {
        expect(played.get(kind) ?? 0, kind).toBeGreaterThan(1);
      }
      const marked = await t.database.db.execute<{ points: number; history: number }>(sql`
        SELECT (SELECT count(*) FROM predictions WHERE points <> 0)::int AS points, (SELECT count(*) FROM leaderboard_history)::int AS history`);
      expect(marked.rows[0]!.points).toBeGreaterThan(10);
      expect(marked.rows[0]!.history).toBeGreaterThan(10);
      // Goal differences and jokers were counted along the way.
      expect(counted).toEqual({ differences: true, jokers: true });
    },
  );
});

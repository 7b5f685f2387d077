import {
  CLASSIC_SCORING,
  type GameweekLeaderboard,
  type GameweekPredictionsPage,
  type GroupLeaderboard,
  type PredictionSheet,
  type Score,
  type ScoringRules,
  markPrediction,
  rankStandings,
  tally,
} from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollLiveScores } from '../src/modules/jobs/live-scores.js';
import { syncResults } from '../src/modules/jobs/results-sync.js';
import { type FakeMatch, TEAMS, clientOn, startFakeFootballData } from './support/fake-football-data.js';
import { type SignedInUser, buildGroup, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

/**
 * Live points: while a fixture is in play every prediction shows what it would get if the match ended now, the
 * gameweek's table ranks by those live totals and the all-time table carries them beside the settled points. They
 * must be the one marking (`markPrediction`) applied to the running score, never reach the settled tables, and
 * rank exactly as full time does once that score becomes the result (the results sync marking it).
 */
const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
let now = new Date('2026-12-01T09:00:00Z');
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let provider: ReturnType<typeof clientOn>;
let t: TestApp;
const players: SignedInUser[] = [];

beforeAll(async () => {
  fake = await startFakeFootballData();
  provider = clientOn(fake, [2021], () => now.getTime());
  t = await createTestApp({}, { clock: () => now, footballProvider: provider });
  for (const name of ['ada', 'bo', 'cy', 'di']) players.push(await registerAndSignIn(t.app, { username: `live${name}` }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const PAIRS = [
  [TEAMS.arsenal, TEAMS.chelsea],
  [TEAMS.liverpool, TEAMS.everton],
  [TEAMS.argentina, TEAMS.france],
] as const;
const HOUR = 3_600_000;

/** How a match stands when the tables are read: not started, finished earlier (settled), or in play. */
type MatchState = { kind: 'upcoming' } | { kind: 'final'; score: Score } | { kind: 'live'; score: Score; minute: number };

interface Round {
  rules: ScoringRules | 'classic';
  playerCount: number;
  states: MatchState[];
  /** Per player, per match: the prediction, or none. */
  predictions: Array<Array<Score | null>>;
  /** Per player: the match made their joker (set in the database: the joker's API is not this test's), or none. */
  jokers: Array<number | null>;
}

const goals = fc.integer({ min: 0, max: 5 });
const score = fc.record({ home: goals, away: goals });
// A custom group's settings: exact and result points 0 or more, incorrect ones 0 or below (the form's rule).
const gain = fc.integer({ min: 0, max: 12 });
const loss = fc.integer({ min: -5, max: 0 });
const state: fc.Arbitrary<MatchState> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('live' as const), score, minute: fc.integer({ min: 1, max: 90 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('final' as const), score }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'upcoming' as const }) },
);
const round: fc.Arbitrary<Round> = fc
  .record({
    rules: fc.oneof(
      fc.constant('classic' as const),
      fc.record({
        exactScorePoints: gain,
        goalDifferencePoints: fc.option(gain),
        correctResultPoints: gain,
        incorrectPoints: loss,
        jokersEnabled: fc.boolean(),
      }),
    ),
    playerCount: fc.integer({ min: 1, max: 4 }),
    states: fc.array(state, { minLength: 1, maxLength: 3 }),
  })
  .chain((base) =>
    fc
      .array(
        fc.array(fc.oneof({ weight: 4, arbitrary: score }, { weight: 1, arbitrary: fc.constant(null) }), {
          minLength: base.states.length,
          maxLength: base.states.length,
        }),
        { minLength: base.playerCount, maxLength: base.playerCount },
      )
      // Some predictions hit the running score exactly: exact scores (and their tiebreak) need to be common.
      .map((predictions) =>
        predictions.map((row, p) =>
          row.map((prediction, m) => {
            const match = base.states[m]!;
            return prediction && match.kind !== 'upcoming' && (p + m) % 3 === 0 ? { ...match.score } : prediction;
          }),
        ),
      )
      .chain((predictions) =>
        fc
          .array(fc.option(fc.nat({ max: base.states.length - 1 })), { minLength: base.playerCount, maxLength: base.playerCount })
          .map((jokers) => ({
            ...base,
            predictions,
            jokers: jokers.map((match, p) => (match !== null && predictions[p]![match] ? match : null)),
          })),
      ),
  );

const get = async <T>(url: string, user: SignedInUser): Promise<T> => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};

/** Everything settled in a group: marks, gameweek scores, all-time and season tables, history (with update times). */
async function settled(groupId: string) {
  const rows = async (query: ReturnType<typeof sql>) => (await t.database.db.execute(query)).rows;
  return {
    predictions: await rows(sql`SELECT match_id, user_id, outcome, points, is_locked, updated_at FROM predictions
      WHERE group_id = ${groupId} ORDER BY match_id, user_id`),
    scores: await rows(sql`SELECT * FROM scores WHERE group_id = ${groupId} ORDER BY gameweek_id, user_id`),
    leaderboard: await rows(sql`SELECT * FROM leaderboard WHERE group_id = ${groupId} ORDER BY user_id`),
    season: await rows(sql`SELECT * FROM season_leaderboard WHERE group_id = ${groupId} ORDER BY season_id, user_id`),
    history: await rows(sql`SELECT * FROM leaderboard_history WHERE group_id = ${groupId} ORDER BY gameweek_id, user_id`),
    marked: await rows(sql`SELECT id, final_home_score, final_away_score, marked_home_score, marked_away_score FROM matches
      WHERE group_id = ${groupId} ORDER BY id`),
  };
}

let roundNumber = 0;

/** Plays one round: a fresh group and gameweek of real fixtures, predictions, results, then the live scores. */
async function playRound(spec: Round) {
  roundNumber += 1;
  // A round that failed (while fast-check shrinks) may have left fixtures in play: they end, and the first sync takes them.
  for (const fixture of fake.matches)
    if (fixture.status !== 'FINISHED') Object.assign(fixture, { status: 'FINISHED', fullTime: { home: 0, away: 0 } });
  const base = new Date(Date.parse('2026-12-01T09:00:00Z') + roundNumber * 24 * HOUR);
  now = base;
  const kickOff = new Date(base.getTime() + 3 * HOUR).toISOString();
  const owner = players[0]!;
  const members = players.slice(0, spec.playerCount);
  const custom =
    spec.rules === 'classic'
      ? {}
      : {
          scoringSystem: 'custom' as const,
          exactScorePoints: spec.rules.exactScorePoints,
          correctResultPoints: spec.rules.correctResultPoints,
          incorrectPoints: spec.rules.incorrectPoints,
        };
  const group = await buildGroup(t.app, owner, { name: `Live round ${roundNumber}`, ...custom });
  for (const member of members.slice(1)) expect((await join(t.app, member, group.id)).statusCode).toBe(200);
  const rules: ScoringRules = spec.rules === 'classic' ? CLASSIC_SCORING : spec.rules;

  const fixtures: FakeMatch[] = spec.states.map((_, index) => ({
    id: 90_000 + roundNumber * 10 + index,
    competitionId: 2021,
    utcDate: kickOff,
    status: 'TIMED',
    home: PAIRS[index]![0],
    away: PAIRS[index]![1],
  }));
  fake.matches.push(...fixtures);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/groups/${group.id}/gameweeks`,
    headers: { cookie: owner.cookie },
    payload: {
      deadline: new Date(base.getTime() + 2 * HOUR).toISOString(),
      matches: fixtures.map((fixture) => ({ kind: 'real', competitionId: 2021, apiMatchId: fixture.id, utcDate: kickOff })),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const gameweek = created.json() as { id: string; matches: Array<{ id: string; apiMatchId: number }> };
  const matchIdOf = (index: number) => gameweek.matches.find((match) => match.apiMatchId === fixtures[index]!.id)!.id;

  for (const [p, member] of members.entries()) {
    const rows = spec.predictions[p]!.flatMap((prediction, m) => (prediction ? [{ matchId: matchIdOf(m), ...prediction }] : []));
    if (rows.length === 0) continue;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`,
      headers: { cookie: member.cookie },
      payload: { predictions: rows },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  // The house rules and jokers the group and prediction APIs of this test do not set.
  if (spec.rules !== 'classic')
    await t.database.db.execute(sql`UPDATE groups SET goal_difference_points = ${spec.rules.goalDifferencePoints},
      jokers_enabled = ${spec.rules.jokersEnabled ?? false} WHERE id = ${group.id}`);
  for (const [p, member] of members.entries()) {
    const joker = spec.jokers[p];
    if (joker !== null && joker !== undefined)
      await t.database.db.execute(
        sql`UPDATE predictions SET is_joker = true WHERE match_id = ${matchIdOf(joker)} AND user_id = ${member.id}`,
      );
  }
  const locked = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/gameweeks/${gameweek.id}/lock`,
    headers: { cookie: owner.cookie },
    payload: { isLocked: true },
  });
  expect(locked.statusCode, locked.body).toBe(200);

  // Matches over before the live ones: marked by the results sync, settled.
  now = new Date(base.getTime() + 5 * HOUR);
  for (const [index, match] of spec.states.entries())
    if (match.kind === 'final') Object.assign(fixtures[index]!, { status: 'FINISHED', fullTime: match.score });
  const db = t.database.db;
  const jobsRepo = t.app.services.jobsRepo;
  const standings = t.app.services.standings;
  const sync = () => syncResults({ db, provider, standings, now, logger, jobsRepo, limit: 200 });
  await sync();
  const before = await settled(group.id);
  const allTimeBefore = await get<GroupLeaderboard>(`/api/v1/groups/${group.id}/leaderboard`, owner);

  // Kick-off: the live poll writes each running score (the matches in play are asked for by competition).
  now = new Date(base.getTime() + 5 * HOUR + 60_000);
  for (const [index, match] of spec.states.entries())
    if (match.kind === 'live') Object.assign(fixtures[index]!, { status: 'IN_PLAY', fullTime: match.score, minute: match.minute });
  const poll = await pollLiveScores({ db, provider, now, logger, jobsRepo });
  expect(poll.inPlay.sort()).toEqual(fixtures.filter((_, index) => spec.states[index]!.kind === 'live').map((f) => f.id));

  return { group, gameweek, members, owner, rules, fixtures, matchIdOf, before, allTimeBefore, sync };
}

/** What each member's predictions on the matches in play are on for, by the reference marking. */
function expectedLive(spec: Round, rules: ScoringRules) {
  return spec.predictions.map((row, p) =>
    row.map((prediction, m) => {
      const match = spec.states[m]!;
      const isJoker = spec.jokers[p] === m;
      return prediction && match.kind === 'live'
        ? { ...markPrediction({ ...prediction, isJoker }, match.score, rules), joker: isJoker && rules.jokersEnabled === true }
        : null;
    }),
  );
}

const sum = (values: Array<number | null>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

describe('live points', () => {
  it('every prediction on a match in play shows markPrediction of the running score, every table adds them up, nothing settled moves, and full time ranks as the live table did', async () => {
    let liveRounds = 0;
    await fc.assert(
      fc.asyncProperty(round, async (spec) => {
        const played = await playRound(spec);
        const { group, gameweek, members, owner, rules, matchIdOf } = played;
        const live = expectedLive(spec, rules);
        const anyLive = spec.states.some((match) => match.kind === 'live');
        if (anyLive) liveRounds += 1;
        const livePointsOf = (p: number) => live[p]!.map((mark) => mark?.points ?? null);

        // Each player's own sheet (and the gameweek page's view of it): per prediction and in total, jokers doubled.
        for (const [p, member] of members.entries()) {
          const sheet = await get<PredictionSheet>(`/api/v1/gameweeks/${gameweek.id}/players/${member.id}/predictions`, member);
          const view = await get<{ sheet: Omit<PredictionSheet, 'matches' | 'gameweek'> }>(`/api/v1/gameweeks/${gameweek.id}`, member);
          for (const shown of [sheet, view.sheet]) {
            for (const [m, prediction] of spec.predictions[p]!.entries()) {
              const found = shown.predictions.find((candidate) => candidate.matchId === matchIdOf(m));
              expect(found?.livePoints ?? null).toBe(prediction ? livePointsOf(p)[m] : null);
            }
            const onFor = livePointsOf(p).filter((value) => value !== null);
            expect(shown.livePoints).toBe(onFor.length === 0 ? null : sum(onFor));
          }
        }

        // Everyone's predictions of the gameweek (the owner's view): each prediction, each player's sum, the order.
        const page = await get<GameweekPredictionsPage>(`/api/v1/gameweeks/${gameweek.id}/predictions`, owner);
        for (const entry of page.players) {
          const p = members.findIndex((member) => member.id === entry.player.id);
          for (const prediction of entry.predictions) {
            const m = spec.states.findIndex((_, index) => matchIdOf(index) === prediction.matchId);
            expect(prediction.livePoints).toBe(livePointsOf(p)[m]);
          }
          const onFor = livePointsOf(p).filter((value, m) => value !== null && spec.predictions[p]![m]);
          expect(entry.livePoints).toBe(onFor.length === 0 ? null : sum(onFor));
        }
        const pageTotals = page.players.map((entry) => entry.totalPoints + (entry.livePoints ?? 0));
        expect(pageTotals).toEqual([...pageTotals].sort((a, b) => b - a));

        // The gameweek's live table: settled plus live points per member, ranked by the live totals.
        const table = await get<GameweekLeaderboard>(`/api/v1/gameweeks/${gameweek.id}/leaderboard`, owner);
        const scoped = await get<{ board: Omit<GameweekLeaderboard, 'gameweek'> }>(`/api/v1/gameweeks/${gameweek.id}`, owner);
        expect(scoped.board.rows).toEqual(table.rows);
        expect(table.live).toBe(anyLive);
        for (const row of table.rows) {
          const p = members.findIndex((member) => member.id === row.player.id);
          expect(row.livePoints).toBe(sum(livePointsOf(p)));
          expect(row.liveTotalPoints).toBe(row.totalPoints + row.livePoints);
          const liveTally = tally(live[p]!.flatMap((mark) => (mark ? [mark] : [])));
          expect(row.liveCorrectScores).toBe(row.correctScores + liveTally.correctScores);
          expect(row.liveCorrectDifferences).toBe(row.correctDifferences + liveTally.correctDifferences);
          expect(row.liveCorrectResults).toBe(row.correctResults + liveTally.correctResults);
          expect(row.liveJokerPoints).toBe(row.jokerPoints + liveTally.jokerPoints);
        }
        const reranked = rankStandings(
          table.rows.map((row) => ({
            id: row.player.id,
            points: row.liveTotalPoints,
            correctScores: row.liveCorrectScores,
            correctDifferences: row.liveCorrectDifferences,
            correctResults: row.liveCorrectResults,
            jokerPoints: row.liveJokerPoints,
          })),
        );
        expect(table.rows.map((row) => row.position)).toEqual(reranked.map((row) => row.position));

        // The all-time table: the live column beside settled points that did not move.
        const allTime = await get<GroupLeaderboard>(`/api/v1/groups/${group.id}/leaderboard`, owner);
        expect(allTime.live).toBe(anyLive);
        for (const row of allTime.rows) {
          const p = members.findIndex((member) => member.id === row.player.id);
          expect(row.livePoints).toBe(sum(livePointsOf(p)));
          const settledRow = played.allTimeBefore.rows.find((candidate) => candidate.player.id === row.player.id)!;
          // (Who can still win moves with a running score: it is not a settled figure.)
          expect({ ...row, livePoints: 0, contention: null }).toEqual({ ...settledRow, livePoints: 0, contention: null });
        }

        // Nothing live was written to the settled tables.
        expect(await settled(group.id)).toEqual(played.before);

        // Full time: the running scores become the results, marked by the results sync. The settled table then
        // ranks exactly as the live table did, with the same totals.
        now = new Date(now.getTime() + 2 * HOUR);
        for (const [index, match] of spec.states.entries())
          if (match.kind === 'live')
            Object.assign(played.fixtures[index]!, { status: 'FINISHED', fullTime: match.score, minute: undefined });
        await played.sync();
        const final = await get<GameweekLeaderboard>(`/api/v1/gameweeks/${gameweek.id}/leaderboard`, owner);
        expect(final.live).toBe(false);
        const shape = (rows: GameweekLeaderboard['rows'], settledOnly: boolean) =>
          rows.map((row) => ({
            id: row.player.id,
            position: row.position,
            points: settledOnly ? row.totalPoints : row.liveTotalPoints,
            exact: settledOnly ? row.correctScores : row.liveCorrectScores,
          }));
        expect(shape(final.rows, true)).toEqual(shape(table.rows, false));
        for (const row of final.rows) expect(row.livePoints).toBe(0);
      }),
      { numRuns: 12 },
    );
    expect(liveRounds).toBeGreaterThan(0);
  }, 300_000);

  it('positions move with each goal, and the results sync at full time settles the table in the order it last showed', async () => {
    const spec: Round = {
      rules: 'classic',
      playerCount: 3,
      states: [{ kind: 'live', score: { home: 0, away: 0 }, minute: 12 }],
      predictions: [[{ home: 1, away: 0 }], [{ home: 0, away: 0 }], [{ home: 0, away: 2 }]],
      jokers: [null, null, null],
    };
    const played = await playRound(spec);
    const { gameweek, group, owner } = played;
    const [ada, bo, cy] = players;
    const table = () => get<GameweekLeaderboard>(`/api/v1/gameweeks/${gameweek.id}/leaderboard`, owner);
    const order = (board: GameweekLeaderboard) =>
      board.rows.map((row) => [row.player.username, row.position, row.liveTotalPoints, row.livePoints, row.totalPoints]);

    // 0-0 after 12 minutes: bo's exact score is on for 3; ada and cy share second place.
    const goalless = await table();
    expect(goalless.live).toBe(true);
    expect(goalless.hasResults).toBe(false);
    expect(order(goalless)).toEqual([
      [bo!.username, 1, 3, 3, 0],
      [ada!.username, 2, 0, 0, 0],
      [cy!.username, 2, 0, 0, 0],
    ]);
    const sheet = await get<PredictionSheet>(`/api/v1/gameweeks/${gameweek.id}/players/${bo!.id}/predictions`, bo!);
    expect(sheet.predictions.map((prediction) => [prediction.livePoints, prediction.points])).toEqual([[3, null]]);

    // A goal: 1-0. ada goes top, bo drops; the all-time table carries it as live points only.
    now = new Date(now.getTime() + 20 * 60_000);
    Object.assign(played.fixtures[0]!, { fullTime: { home: 1, away: 0 }, minute: 31 });
    const poll = await pollLiveScores({ db: t.database.db, provider, now, logger, jobsRepo: t.app.services.jobsRepo });
    expect(poll.goals).toEqual([{ apiMatchId: played.fixtures[0]!.id, home: 1, away: 0 }]);
    const afterGoal = await table();
    expect(order(afterGoal)).toEqual([
      [ada!.username, 1, 3, 3, 0],
      [bo!.username, 2, 0, 0, 0],
      [cy!.username, 2, 0, 0, 0],
    ]);
    const allTime = await get<GroupLeaderboard>(`/api/v1/groups/${group.id}/leaderboard`, cy!);
    expect(allTime.live).toBe(true);
    expect(allTime.rows.map((row) => [row.player.username, row.totalPoints, row.livePoints])).toEqual([
      [ada!.username, 0, 3],
      [bo!.username, 0, 0],
      [cy!.username, 0, 0],
    ]);
    expect(await settled(group.id)).toEqual(played.before);

    // Full time at 1-0, marked by the results sync: the same order, now settled.
    now = new Date(now.getTime() + 90 * 60_000);
    Object.assign(played.fixtures[0]!, { status: 'FINISHED', minute: undefined });
    const synced = await played.sync();
    expect(synced.finished).toEqual([played.fixtures[0]!.id]);
    const final = await table();
    expect(final.live).toBe(false);
    expect(final.hasResults).toBe(true);
    expect(order(final)).toEqual([
      [ada!.username, 1, 3, 0, 3],
      [bo!.username, 2, 0, 0, 0],
      [cy!.username, 2, 0, 0, 0],
    ]);
    const settledAllTime = await get<GroupLeaderboard>(`/api/v1/groups/${group.id}/leaderboard`, cy!);
    expect(settledAllTime.live).toBe(false);
    expect(settledAllTime.rows.map((row) => [row.player.username, row.position, row.totalPoints, row.livePoints])).toEqual([
      [ada!.username, 1, 3, 0],
      [bo!.username, 2, 0, 0],
      [cy!.username, 2, 0, 0],
    ]);
  });
});

import { type Outcome, type ScoringRules, livePointsOf, markPrediction } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStandingsRepo } from '../src/modules/standings/standings.repo.js';
import { type StandingsService, createStandingsService } from '../src/modules/standings/standings.service.js';
import { LIVE_OUTCOME_OF, LIVE_POINTS_FOR } from '../src/modules/standings/standings.sql.js';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { derivedState, recomputedFromScratch } from './support/derived-state.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles, join } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

/*
 * A group with a season played through the API (random predictions and results), then, case after case, a random
 * change of its house rules (classic, goal difference, custom with or without a goal-difference value, negative
 * points, jokers on or off) and of its players' jokers, saved with `rescoreGroup` as the group settings do. After
 * each: every stored mark equals `markPrediction`, the live marks of the gameweek in play equal `livePointsOf`,
 * and the derived tables equal a recompute from nothing (whole tables compared).
 */

const START = new Date('2026-11-21T12:00:00Z');
const MEMBERS = 8;
const WEEKS = 5;
const MATCHES = 4;
let t: TestApp;
let scoring: StandingsService;
let groupId: string;
/** The played gameweeks (final scores in), then the one in play (locked, running scores only). */
let finished: string[];
let inPlay: string;

/** Deterministic scores 0-3 from a counter: the season's predictions and results. */
const scoreOf = (n: number) => {
  const h = Math.imul(n + 0x9e37, 0x85ebca6b) >>> 7;
  return { home: h & 3, away: (h >>> 2) & 3 };
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    { clock: () => START, footballProvider: createDemoProvider({ seed: 'property', now: () => START.getTime() }) },
  );
  scoring = createStandingsService({ db: t.database.db, standingsRepo: createStandingsRepo() });
  const game = gameHelpers(t.app, START);
  const roles = await groupWithRoles(t.app);
  groupId = roles.group.id;
  const players = [roles.owner, roles.admin, roles.member];
  for (let index = players.length; index < MEMBERS; index++) {
    const player = await registerAndSignIn(t.app, { username: `player${index}` });
    expect((await join(t.app, player, groupId)).statusCode).toBe(200);
    players.push(player);
  }
  finished = [];
  let n = 0;
  for (let week = 0; week <= WEEKS; week++) {
    const gameweek = await game.gameweek(roles, 1 + week * 24, ['A', 'B', 'C', 'D'].slice(0, MATCHES));
    const ids = gameweek.matches.map((match) => match.id);
    // Most players predict every match; every fourth leaves one out.
    for (const [p, player] of players.entries()) {
      const scores = ids.flatMap((id, m): Array<[string, number, number]> => {
        const score = scoreOf(n++);
        return (p + m + week) % 4 === 3 && m === 0 ? [] : [[id, score.home, score.away]];
      });
      expect((await game.predict(player, gameweek.id, scores)).statusCode).toBe(200);
    }
    expect((await game.lock(roles, gameweek.id)).statusCode).toBe(200);
    if (week === WEEKS) {
      inPlay = gameweek.id;
      break;
    }
    // Some results tie with the predictions on purpose (exact scores and goal differences happen).
    const finals = ids.map((id, m): [string, number, number] => {
      const score = scoreOf(n++ * (m + 1));
      return [id, score.home, score.away];
    });
    expect((await game.finalScores(roles, gameweek.id, finals)).statusCode).toBe(200);
    finished.push(gameweek.id);
  }
  await t.database.db.execute(sql`UPDATE matches SET api_status = 'IN_PLAY' WHERE gameweek_id = ${inPlay}`);
}, 120_000);
afterAll(async () => t.close());

const points = fc.integer({ min: 0, max: 6 });
/** Every kind of house rules: the presets, and custom points with or without a goal-difference value, jokers or not. */
const rules: fc.Arbitrary<ScoringRules & { jokersEnabled: boolean }> = fc.oneof(
  fc.boolean().map((jokersEnabled) => ({
    exactScorePoints: 3,
    goalDifferencePoints: null,
    correctResultPoints: 1,
    incorrectPoints: 0,
    jokersEnabled,
  })),
  fc
    .boolean()
    .map((jokersEnabled) => ({ exactScorePoints: 4, goalDifferencePoints: 3, correctResultPoints: 2, incorrectPoints: 0, jokersEnabled })),
  fc.record({
    exactScorePoints: points,
    goalDifferencePoints: fc.option(points),
    correctResultPoints: points,
    incorrectPoints: fc.integer({ min: -3, max: 0 }),
    jokersEnabled: fc.boolean(),
  }),
);
/** A case: new rules, each member's joker per gameweek (chosen by a seed: a match, or none), the running scores in play. */
interface Case {
  rules: ScoringRules & { jokersEnabled: boolean };
  jokerSeed: number;
  running: Array<{ home: number; away: number }>;
}
const aCase: fc.Arbitrary<Case> = fc.record({
  rules,
  jokerSeed: fc.nat(),
  running: fc.array(fc.record({ home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) }), {
    minLength: MATCHES,
    maxLength: MATCHES,
  }),
});

type StoredMark = {
  match_id: string;
  user_id: string;
  home: number;
  away: number;
  is_joker: boolean;
  final_home: number | null;
  final_away: number | null;
  outcome: Outcome | null;
  points: number | null;
};

async function applyCase(c: Case) {
  const r = c.rules;
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE groups SET scoring_system = 'custom', exact_score_points = ${r.exactScorePoints},
      goal_difference_points = ${r.goalDifferencePoints}, correct_result_points = ${r.correctResultPoints},
      incorrect_points = ${r.incorrectPoints}, jokers_enabled = ${r.jokersEnabled} WHERE id = ${groupId}`);
    // One joker per member and gameweek at most (an admin's correction after the lock): chosen by the seed.
    await tx.execute(sql`
      UPDATE predictions p SET is_joker = (abs(hashtext(p.user_id::text || m.gameweek_id::text || ${c.jokerSeed})) % ${MATCHES + 1})
        = (SELECT count(*) FROM matches k WHERE k.gameweek_id = m.gameweek_id AND (k.match_time, k.id) < (m.match_time, m.id))
      FROM matches m WHERE m.id = p.match_id AND p.group_id = ${groupId}`);
    await scoring.rescoreGroup(tx, groupId);
  });
  for (const [index, score] of c.running.entries())
    await t.database.db.execute(sql`
      UPDATE matches SET live_home_score = ${score.home}, live_away_score = ${score.away}
      WHERE id = (SELECT id FROM matches WHERE gameweek_id = ${inPlay} ORDER BY match_time, id OFFSET ${index} LIMIT 1)`);
}

describe('re-marking after a change of the house rules', () => {
  it('gives every prediction what markPrediction gives, live marks what livePointsOf gives, and the tables a recompute from nothing gives', async () => {
    const seen = new Set<string>();
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(aCase, async (c) => {
        await applyCase(c);
        const marks = await t.database.db.execute<StoredMark>(sql`
          SELECT p.match_id, p.user_id, p.predicted_home_score AS home, p.predicted_away_score AS away, p.is_joker,
                 m.final_home_score AS final_home, m.final_away_score AS final_away, p.outcome, p.points
          FROM predictions p JOIN matches m ON m.id = p.match_id WHERE p.group_id = ${groupId} AND m.gameweek_id <> ${inPlay}`);
        for (const mark of marks.rows) {
          const expected =
            mark.final_home === null || mark.final_away === null
              ? { outcome: null, points: null }
              : markPrediction(
                  { home: mark.home, away: mark.away, isJoker: mark.is_joker },
                  { home: mark.final_home, away: mark.final_away },
                  c.rules,
                );
          expect({ outcome: mark.outcome, points: mark.points }).toEqual(expected);
          seen.add(`${expected.outcome} ${mark.is_joker && c.rules.jokersEnabled ? 'joker' : ''}`);
          checked += 1;
        }

        const live = await t.database.db.execute<{
          home: number;
          away: number;
          is_joker: boolean;
          lh: number;
          la: number;
          outcome: Outcome | null;
          points: number | null;
        }>(sql`
          SELECT p.predicted_home_score AS home, p.predicted_away_score AS away, p.is_joker, m.live_home_score AS lh,
                 m.live_away_score AS la, ${LIVE_OUTCOME_OF} AS outcome, ${LIVE_POINTS_FOR} AS points
          FROM predictions p JOIN matches m ON m.id = p.match_id JOIN groups gr ON gr.id = m.group_id WHERE m.gameweek_id = ${inPlay}`);
        for (const row of live.rows) {
          const match = {
            status: 'IN_PLAY' as const,
            liveHomeScore: row.lh,
            liveAwayScore: row.la,
            finalHomeScore: null,
            finalAwayScore: null,
            isVoided: false,
          };
          const prediction = { home: row.home, away: row.away, isJoker: row.is_joker };
          expect(row.points).toBe(livePointsOf(prediction, match, c.rules));
          expect(row.outcome).toBe(markPrediction(prediction, { home: row.lh, away: row.la }, c.rules).outcome);
          checked += 1;
        }

        expect(await derivedState(t.database.db, [groupId])).toEqual(
          await recomputedFromScratch(t.database.db, scoring, [groupId], 'one by one'),
        );
      }),
      { numRuns: 30 },
    );
    // Thousands of marks checked, every outcome with and without a counted joker among them.
    expect(checked).toBeGreaterThan(4000);
    for (const outcome of ['exact', 'difference', 'result', 'wrong'])
      for (const joker of ['', 'joker']) expect(seen, `${outcome} ${joker}`).toContain(`${outcome} ${joker}`);
    expect(finished).toHaveLength(WEEKS);
  }, 300_000);
});

import {
  CLASSIC_SCORING,
  GOAL_DIFFERENCE_SCORING,
  IN_PLAY_STATUSES,
  type MatchStatus,
  type Outcome,
  type ScoringRules,
  livePointsOf,
  markPrediction,
} from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_OUTCOME_OF, LIVE_POINTS_FOR, OUTCOME_OF, POINTS_FOR } from '../src/modules/standings/standings.sql.js';
import { createTestDatabase } from './support/test-app.js';

/**
 * How many points a prediction gets is defined once, by `markPrediction` in shared/src/scoring.ts; production
 * marks whole fixtures at once with its SQL twin (`OUTCOME_OF`, `POINTS_FOR` in standings.sql.ts). Random
 * predictions, results (or none yet) and group settings, evaluated by PostgreSQL itself, must get exactly what
 * the reference gives, for every outcome.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 1 });
});
afterAll(async () => database?.drop());

interface Case {
  prediction: { home: number; away: number; isJoker: boolean };
  final: { home: number; away: number } | null;
  rules: ScoringRules;
}

const goals = fc.integer({ min: 0, max: 12 });
const score = fc.record({ home: goals, away: goals });
const points = fc.integer({ min: -5, max: 20 });
/** Presets and custom scorings, with and without a goal-difference value and jokers, negative points included. */
const rulesArb: fc.Arbitrary<ScoringRules> = fc.oneof(
  fc
    .constantFrom(CLASSIC_SCORING, GOAL_DIFFERENCE_SCORING)
    .chain((preset) => fc.boolean().map((jokersEnabled) => ({ ...preset, jokersEnabled }))),
  fc.record({
    exactScorePoints: points,
    goalDifferencePoints: fc.option(fc.integer({ min: 0, max: 20 })),
    correctResultPoints: points,
    incorrectPoints: points,
    jokersEnabled: fc.boolean(),
  }),
);
const prediction = fc.record({ home: goals, away: goals, isJoker: fc.boolean() });
const aCase: fc.Arbitrary<Case> = fc.record({
  prediction,
  // Draws, exact hits and unplayed matches are common enough to matter: bias towards them.
  final: fc.oneof(score, fc.constant(null), fc.constant({ home: 1, away: 1 })),
  rules: rulesArb,
});
/** An exact hit is 1 in 169 by chance, a right goal difference 1 in ~13: some cases are made so on purpose. */
const anyCase = fc.oneof(
  aCase,
  aCase.map((c) => ({ ...c, final: { home: c.prediction.home, away: c.prediction.away } })),
  aCase.map((c) => ({ ...c, final: { home: c.prediction.home + 1, away: c.prediction.away + 1 } })),
);

/** The group and prediction columns the SQL rule reads, as rows of `jsonb_to_recordset`. */
const ruleColumns = (c: { prediction: Case['prediction']; rules: ScoringRules }) => ({
  j: c.prediction.isJoker,
  e: c.rules.exactScorePoints,
  d: c.rules.goalDifferencePoints,
  c: c.rules.correctResultPoints,
  w: c.rules.incorrectPoints,
  k: c.rules.jokersEnabled ?? false,
});
const RULE_COLUMNS = sql.raw('j boolean, e int, d int, c int, w int, k boolean');
const PREDICTION_AND_GROUP =
  sql.raw(`CROSS JOIN LATERAL (SELECT r.ph AS predicted_home_score, r.pa AS predicted_away_score, r.j AS is_joker) p
    CROSS JOIN LATERAL (SELECT r.e AS exact_score_points, r.d AS goal_difference_points, r.c AS correct_result_points,
      r.w AS incorrect_points, r.k AS jokers_enabled) gr`);

/** The SQL rule over each case, as production runs it: prediction `p`, match `m`, group `gr`. */
async function markedBySql(cases: Case[]): Promise<Array<{ outcome: Outcome | null; points: number | null }>> {
  const rows = cases.map((c, index) => ({
    i: index,
    ph: c.prediction.home,
    pa: c.prediction.away,
    fh: c.final?.home ?? null,
    fa: c.final?.away ?? null,
    ...ruleColumns(c),
  }));
  const result = await database.db.execute<{ outcome: Outcome | null; points: number | null }>(sql`
    SELECT ${OUTCOME_OF} AS outcome, ${POINTS_FOR} AS points
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(i int, ph int, pa int, fh int, fa int, ${RULE_COLUMNS})
    ${PREDICTION_AND_GROUP}
    CROSS JOIN LATERAL (SELECT r.fh AS final_home_score, r.fa AS final_away_score) m
    ORDER BY r.i`);
  return result.rows;
}

const byReference = ({ prediction, final, rules }: Case) =>
  final ? markPrediction(prediction, final, rules) : { outcome: null, points: null };

describe('the marking rule', () => {
  it('in SQL gives what markPrediction gives, for every kind of score, preset, goal difference and joker (and nothing before a result)', async () => {
    const seen = new Set<string | null>();
    await fc.assert(
      fc.asyncProperty(fc.array(anyCase, { minLength: 1, maxLength: 200, size: 'large' }), async (cases) => {
        const marked = await markedBySql(cases);
        expect(marked).toEqual(cases.map(byReference));
        for (const { outcome } of marked) seen.add(outcome);
      }),
      { numRuns: 60 },
    );
    // Every outcome was tried, and the unplayed match.
    expect([...seen].sort()).toEqual(['difference', 'exact', 'result', 'wrong', null].sort());
  });
});

interface LiveCase {
  prediction: Case['prediction'];
  running: { home: number; away: number } | null;
  final: { home: number; away: number } | null;
  isVoided: boolean;
  status: MatchStatus | null;
  rules: ScoringRules;
}

const aLiveCase: fc.Arbitrary<LiveCase> = fc.record({
  prediction,
  running: fc.oneof(score, score, fc.constant(null)),
  // Mostly in play (no final score yet); sometimes over, or void, when nothing is live any more.
  final: fc.oneof(fc.constant(null), fc.constant(null), score),
  isVoided: fc.oneof(fc.constant(false), fc.constant(false), fc.constant(true)),
  // Mostly played; sometimes stopped after kick-off (suspended, postponed), over, or not started.
  status: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...IN_PLAY_STATUSES) },
    { weight: 1, arbitrary: fc.constantFrom('SUSPENDED' as const, 'POSTPONED' as const, 'FINISHED' as const, 'TIMED' as const) },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  rules: rulesArb,
});
const anyLiveCase = fc.oneof(
  aLiveCase,
  aLiveCase.map((c) => ({ ...c, running: { home: c.prediction.home, away: c.prediction.away } })),
  aLiveCase.map((c) => ({ ...c, running: { home: c.prediction.home, away: c.prediction.away + 2 } })),
);

/** The live rule in SQL over each case: a match `m` with its running score, final score and void flag. */
async function liveMarkedBySql(cases: LiveCase[]): Promise<Array<{ outcome: Outcome | null; points: number | null }>> {
  const rows = cases.map((c, index) => ({
    i: index,
    ph: c.prediction.home,
    pa: c.prediction.away,
    lh: c.running?.home ?? null,
    la: c.running?.away ?? null,
    fh: c.final?.home ?? null,
    fa: c.final?.away ?? null,
    v: c.isVoided,
    s: c.status,
    ...ruleColumns(c),
  }));
  const result = await database.db.execute<{ outcome: Outcome | null; points: number | null }>(sql`
    SELECT ${LIVE_OUTCOME_OF} AS outcome, ${LIVE_POINTS_FOR} AS points
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS r(i int, ph int, pa int, lh int, la int, fh int, fa int, v boolean, s text, ${RULE_COLUMNS})
    ${PREDICTION_AND_GROUP}
    CROSS JOIN LATERAL (SELECT r.lh AS live_home_score, r.la AS live_away_score, r.fh AS final_home_score,
      r.fa AS final_away_score, r.v AS is_voided, r.s AS api_status) m
    ORDER BY r.i`);
  return result.rows;
}

describe('the live marking rule', () => {
  it('in SQL gives markPrediction on the running score of a match in play, and nothing once it is over, void or not started', async () => {
    const seen = new Set<string | null>();
    await fc.assert(
      fc.asyncProperty(fc.array(anyLiveCase, { minLength: 1, maxLength: 200, size: 'large' }), async (cases) => {
        const marked = await liveMarkedBySql(cases);
        const expected = cases.map((c) => {
          const match = {
            liveHomeScore: c.running?.home ?? null,
            liveAwayScore: c.running?.away ?? null,
            finalHomeScore: c.final?.home ?? null,
            finalAwayScore: c.final?.away ?? null,
            isVoided: c.isVoided,
            status: c.status,
          };
          const points = livePointsOf(c.prediction, match, c.rules);
          return points === null
            ? { outcome: null, points: null }
            : { outcome: markPrediction(c.prediction, c.running!, c.rules).outcome, points };
        });
        expect(marked).toEqual(expected);
        for (const { outcome } of marked) seen.add(outcome);
      }),
      { numRuns: 60 },
    );
    expect([...seen].sort()).toEqual(['difference', 'exact', 'result', 'wrong', null].sort());
  });
});

import { BONUS_MESSAGES, type BonusQuestion, type PredictionSheet } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../src/modules/football/demo-provider.js';
import { gameHelpers } from './support/game.js';
import { groupWithRoles } from './support/groups.js';
import { containsJoker, enableJokers } from './support/jokers.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/*
 * Review of issue 32 (house rules) as an adversary: races, odd input and reads that could leak a joker or a
 * bonus answer, through the real HTTP API on the real database.
 */

const START = new Date('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;
let now = START;
let t: TestApp;
let game: ReturnType<typeof gameHelpers>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now, footballProvider: createDemoProvider({ seed: 'review32', now: () => now.getTime() }) });
  game = gameHelpers(t.app, START);
});
afterAll(async () => t.close());
beforeEach(() => {
  now = START;
});

const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });
const LEAGUE = { question: 'Who wins the league?', kind: 'list', options: ['Arsenal FC', 'Chelsea FC'], points: 5, deadline: at(2) };

async function bonusSetUp() {
  const roles = await groupWithRoles(t.app);
  const seasonId = roles.group.activeSeason.id as string;
  const ask = async (input: object) => {
    const response = await call('POST', `/api/v1/seasons/${seasonId}/bonus-questions`, roles.admin.cookie, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as BonusQuestion;
  };
  return { ...roles, seasonId, ask };
}
const answer = (cookie: string, questionId: string, value: string) =>
  call('PUT', `/api/v1/bonus-questions/${questionId}/answer`, cookie, { answer: value });

/** Runs `body` while this test holds the question's row lock (its own connection); `waiters()` counts the requests waiting on a lock. */
async function holdingQuestion(questionId: string, body: (waiters: () => Promise<number>) => Promise<void>) {
  const [holder, watcher] = [0, 1].map(() => new pg.Client({ connectionString: t.database.url }));
  await Promise.all([holder!.connect(), watcher!.connect()]);
  try {
    await holder!.query('BEGIN');
    const pid = (await holder!.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    await holder!.query('SELECT 1 FROM bonus_questions WHERE id = $1 FOR UPDATE', [questionId]);
    const waiters = async () =>
      (
        await watcher!.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> $1`,
          [pid],
        )
      ).rows[0].n as number;
    await body(waiters);
    await holder!.query('COMMIT');
  } finally {
    await Promise.all([holder!.end(), watcher!.end()]);
  }
}
const until = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setImmediate(resolve));
};

describe('bonus answers racing an edit of the question', () => {
  it('never stores an answer that the question, as edited, does not take', async () => {
    const { admin, member, ask } = await bonusSetUp();
    const question = await ask(LEAGUE);
    let edit!: Promise<{ statusCode: number }>;
    let answered!: Promise<{ statusCode: number; body: string }>;
    await holdingQuestion(question.id, async (waiters) => {
      // The edit (no answer yet: allowed) queues first, then the answer, checked against the question before the edit.
      edit = call('PUT', `/api/v1/bonus-questions/${question.id}`, admin.cookie, {
        ...LEAGUE,
        kind: 'number',
        options: [],
        question: 'How many goals?',
      });
      await until(async () => (await waiters()) === 1);
      answered = answer(member.cookie, question.id, 'Arsenal FC');
      await until(async () => (await waiters()) === 2);
    });
    expect((await edit).statusCode).toBe(200);
    const response = await answered;
    const stored = await t.database.db.execute(sql`SELECT answer FROM bonus_answers WHERE question_id = ${question.id}`);
    // A number question holding "NaN" (the list answer turned into a number) is what the race left before the fix.
    expect(stored.rows.map((row) => row.answer)).toEqual([]);
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).error.message).toBe(BONUS_MESSAGES.answerNotNumber);
  });
});

describe('jokers switched off and on again', () => {
  it('double nothing while off, and the sheets and tables say so; switched on again they double once more', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, member, admin, group } = roles;
    await enableJokers(t, group.id);
    const week = await game.gameweek(roles, 2, ['One', 'Two']);
    const [one, two] = week.matches.map((match) => match.id) as [string, string];
    const url = (userId: string) => `/api/v1/gameweeks/${week.id}/players/${userId}/predictions`;
    const saved = await call('PUT', url(member.id), member.cookie, {
      predictions: [
        { matchId: one, home: 2, away: 1 },
        { matchId: two, home: 0, away: 0 },
      ],
      jokerMatchId: one,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await game.predict(admin, week.id, [[one, 2, 1]])).statusCode).toBe(200);
    const rules = { name: group.name, description: '', isPublic: true, pin: null, maxMembers: 50 };
    // Off before any result: no confirmation asked.
    expect((await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, { ...rules, jokersEnabled: false })).statusCode).toBe(200);
    const offSheet = (await call('GET', url(member.id), member.cookie)).json() as PredictionSheet;
    expect(offSheet).toMatchObject({ canUseJoker: false, canMoveJoker: false });
    // A joker the group no longer plays with is no joker: no badge where nothing is doubled (it was shown before the fix).
    expect(containsJoker(offSheet)).toBe(false);
    await game.lock(roles, week.id);
    expect(
      (
        await game.finalScores(roles, week.id, [
          [one, 2, 1],
          [two, 1, 1],
        ])
      ).statusCode,
    ).toBe(200);
    const totals = async () =>
      Object.fromEntries(
        (await call('GET', `/api/v1/groups/${group.id}/leaderboard`, owner.cookie))
          .json()
          .rows.map((row: { player: { username: string }; totalPoints: number }) => [row.player.username, row.totalPoints]),
      );
    expect(await totals()).toMatchObject({ member: 4, admin: 3 });
    for (const url of [`/api/v1/gameweeks/${week.id}/predictions`, `/api/v1/matches/${one}`, `/api/v1/groups/${group.id}/page`])
      expect(containsJoker((await call('GET', url, owner.cookie)).json()), url).toBe(false);
    const on = await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, { ...rules, jokersEnabled: true, confirmRescore: true });
    expect(on.statusCode).toBe(200);
    expect(await totals()).toMatchObject({ member: 7, admin: 3 });
    expect(containsJoker((await call('GET', `/api/v1/matches/${one}`, owner.cookie)).json())).toBe(true);
  });
});

describe('odd input never gives a 500 nor changes anything', () => {
  it('bonus questions and answers', async () => {
    const { admin, member, seasonId, ask } = await bonusSetUp();
    const goals = await ask({ question: 'Goals?', kind: 'number', options: [], points: 3, deadline: at(2) });
    const league = await ask(LEAGUE);
    const codes: Record<string, number> = {};
    const bad = (label: string, response: { statusCode: number; body: string }) => {
      codes[label] = response.statusCode;
      if (response.statusCode === 400) expect(JSON.parse(response.body).error.message, label).toEqual(expect.any(String));
    };
    for (const value of ['Infinity', 'NaN', '1.5', '1e3', '１２', '0x10', '+5', '-', '9999999999', 'x'.repeat(10_000), '\u0000'])
      bad(`number ${value.slice(0, 12)}`, await answer(member.cookie, goals.id, value));
    for (const payload of [{ answer: 12 }, { answer: null }, {}, { answer: ['1'] }, { answer: '1', userId: 'nobody' }])
      bad(`payload ${JSON.stringify(payload)}`, await call('PUT', `/api/v1/bonus-questions/${goals.id}/answer`, member.cookie, payload));
    bad('list lower case', await answer(member.cookie, league.id, 'arsenal fc'));
    bad('not a uuid question', await answer(member.cookie, 'nope', '1'));
    const create = (input: object) => call('POST', `/api/v1/seasons/${seasonId}/bonus-questions`, admin.cookie, input);
    bad('empty option', await create({ ...LEAGUE, options: ['A', ''] }));
    bad('duplicate options', await create({ ...LEAGUE, options: ['Man Utd', 'man  utd'] }));
    bad('long option', await create({ ...LEAGUE, options: ['A', 'x'.repeat(10_000)] }));
    bad('101 options', await create({ ...LEAGUE, options: Array.from({ length: 101 }, (_, i) => `Team ${i}`) }));
    bad('points float', await create({ ...LEAGUE, points: 2.5 }));
    bad('points huge', await create({ ...LEAGUE, points: 1e308 }));
    bad('points string', await create({ ...LEAGUE, points: '5' }));
    bad('deadline words', await create({ ...LEAGUE, deadline: 'tomorrow' }));
    bad('deadline year 99999', await create({ ...LEAGUE, deadline: '+099999-01-01T00:00:00Z' }));
    bad('settlesFrom huge', await create({ ...LEAGUE, settlesFrom: 1e20 }));
    bad('kind odd', await create({ ...LEAGUE, kind: 'poll' }));
    now = new Date(at(3));
    const settle = (id: string, payload: object) => call('POST', `/api/v1/bonus-questions/${id}/settle`, admin.cookie, payload);
    bad('settle string', await settle(goals.id, { answers: '12' }));
    bad('settle float', await settle(goals.id, { answers: ['12.5'] }));
    bad('settle not an option', await settle(league.id, { answers: ['Everton FC'] }));
    expect(Object.entries(codes).filter(([, code]) => code !== 400 && code !== 404)).toEqual([]);
    const stored = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM bonus_answers WHERE question_id IN (${goals.id}, ${league.id})`,
    );
    expect(stored.rows[0]!.n).toBe(0);
    const questions = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM bonus_questions WHERE season_id = ${seasonId}`);
    expect(questions.rows[0]!.n).toBe(2);
  });

  it('house rules', async () => {
    const { owner, group } = await groupWithRoles(t.app);
    const basics = { name: 'Sunday League', description: '', isPublic: true, pin: null, maxMembers: 50 };
    const custom = { scoringSystem: 'custom', exactScorePoints: 3, correctResultPoints: 1, incorrectPoints: 0 };
    const codes: Record<string, number> = {};
    const cases: Record<string, object> = {
      'gd string': { ...custom, goalDifferencePoints: '2' },
      'gd huge': { ...custom, goalDifferencePoints: 1e20 },
      'gd float': { ...custom, goalDifferencePoints: 0.5 },
      'gd negative zero exact': { ...custom, exactScorePoints: -0, goalDifferencePoints: -1 },
      'jokers string': { jokersEnabled: 'yes' },
      'confirm string': { ...custom, goalDifferencePoints: 2, confirmRescore: 'yes' },
      'system null': { scoringSystem: null },
      'incorrect positive with gd': { ...custom, goalDifferencePoints: 2, incorrectPoints: 1 },
    };
    for (const [label, change] of Object.entries(cases))
      codes[label] = (await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, { ...basics, ...change })).statusCode;
    expect(codes).toEqual(Object.fromEntries(Object.keys(cases).map((label) => [label, 400])));
    const detail = (await call('GET', `/api/v1/groups/${group.id}`, owner.cookie)).json();
    expect(detail).toMatchObject({ scoringSystem: 'classic', goalDifferencePoints: null, jokersEnabled: false });
  });
});

describe('jokers stay hidden before kick-off', () => {
  it('from every read another member or an admin makes', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, admin, member, group } = roles;
    await enableJokers(t, group.id);
    const week = await game.gameweek(roles, 2, ['One']);
    const [one] = week.matches.map((match) => match.id) as [string];
    const saved = await call('PUT', `/api/v1/gameweeks/${week.id}/players/${member.id}/predictions`, member.cookie, {
      predictions: [{ matchId: one, home: 2, away: 1 }],
      jokerMatchId: one,
    });
    expect(saved.statusCode).toBe(200);
    const urls = [
      `/api/v1/gameweeks/${week.id}`,
      `/api/v1/gameweeks/${week.id}/predictions`,
      `/api/v1/gameweeks/${week.id}/players/${member.id}/predictions`,
      `/api/v1/gameweeks/${week.id}/yet-to-predict`,
      `/api/v1/matches/${one}`,
      `/api/v1/groups/${group.id}/page`,
      `/api/v1/groups/${group.id}/players/${member.id}`,
      `/api/v1/groups/${group.id}/stats`,
      `/api/v1/groups/${group.id}/leaderboard`,
      '/api/v1/me/home',
      '/api/v1/me/calendar',
    ];
    for (const viewer of [admin, owner])
      for (const url of urls) {
        const response = await call('GET', url, viewer.cookie);
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode === 200) expect(containsJoker(response.json()), url).toBe(false);
      }
  });
});

describe('bonus answers stay hidden before the deadline', () => {
  it('from the reads the bonus tests do not walk: profile, stats, gameweeks, match centre, calendar, home', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, admin, member, group } = roles;
    const seasonId = group.activeSeason.id as string;
    const week = await game.gameweek(roles, 2, ['One']);
    const asked = await call('POST', `/api/v1/seasons/${seasonId}/bonus-questions`, admin.cookie, {
      question: 'Top scorer?',
      kind: 'text',
      options: [],
      points: 4,
      deadline: at(5),
    });
    expect(asked.statusCode).toBe(201);
    expect((await answer(member.cookie, asked.json().id, 'Hidden Striker 91')).statusCode).toBe(200);
    const urls = [
      `/api/v1/groups/${group.id}/players/${member.id}`,
      `/api/v1/groups/${group.id}/stats`,
      `/api/v1/groups/${group.id}/gameweeks`,
      `/api/v1/gameweeks/${week.id}`,
      `/api/v1/matches/${week.matches[0]!.id}`,
      `/api/v1/groups/${group.id}/leaderboard`,
      `/api/v1/groups/${group.id}/leaderboard/history`,
      '/api/v1/me/home',
      '/api/v1/me/calendar',
      '/api/v1/me/stats',
    ];
    for (const viewer of [admin, owner])
      for (const url of urls) {
        const response = await call('GET', url, viewer.cookie);
        expect(response.statusCode, url).toBeLessThan(500);
        expect(response.body, url).not.toContain('Hidden Striker 91');
      }
  });
});

describe('a joker on a match made void while the gameweek is open', () => {
  // A voided match counts for nobody, so its joker doubles nothing; the policy holds it "stuck" because a void
  // match's phase is finished, although nothing was played and the gameweek still takes predictions.
  it('can be moved to another open match of the gameweek (it was stuck on the void match)', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, member, group } = roles;
    await enableJokers(t, group.id);
    const week = await game.gameweek(roles, 2, ['One', 'Two']);
    const [one, two] = week.matches.map((match) => match.id) as [string, string];
    const url = `/api/v1/gameweeks/${week.id}/players/${member.id}/predictions`;
    const both = [
      { matchId: one, home: 1, away: 0 },
      { matchId: two, home: 2, away: 0 },
    ];
    expect((await call('PUT', url, member.cookie, { predictions: both, jokerMatchId: one })).statusCode).toBe(200);
    // The provider reports the fixture postponed (as the results sync writes it), and an admin voids it.
    await t.database.db.execute(sql`UPDATE matches SET api_status = 'POSTPONED' WHERE id = ${one}`);
    const voided = await call('POST', `/api/v1/gameweeks/${week.id}/matches/${one}/void`, owner.cookie);
    expect(voided.statusCode, voided.body).toBe(200);
    const moved = await call('PUT', url, member.cookie, { predictions: both.slice(1), jokerMatchId: two });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

describe('the "Ties:" line follows the rules in force', () => {
  it('in the group and gameweek tables, before and after a change of rules', async () => {
    const roles = await groupWithRoles(t.app);
    const { owner, member, group } = roles;
    const week = await game.gameweek(roles, 2, ['One']);
    expect((await game.predict(member, week.id, [[week.matches[0]!.id, 1, 0]])).statusCode).toBe(200);
    const tiesIn = async () =>
      await Promise.all(
        [`/api/v1/groups/${group.id}/leaderboard`, `/api/v1/gameweeks/${week.id}/leaderboard`].map(
          async (url) => (await call('GET', url, member.cookie)).json().ties,
        ),
      );
    expect(await tiesIn()).toEqual([
      { countsDifferences: false, jokers: false },
      { countsDifferences: false, jokers: false },
    ]);
    const basics = { name: group.name, description: '', isPublic: true, pin: null, maxMembers: 50 };
    const changed = await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, {
      ...basics,
      scoringSystem: 'goal_difference',
      jokersEnabled: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(await tiesIn()).toEqual([
      { countsDifferences: true, jokers: true },
      { countsDifferences: true, jokers: true },
    ]);
    // Custom with a goal difference of 0 still counts differences (0 is a value, blank is none).
    await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, {
      ...basics,
      scoringSystem: 'custom',
      exactScorePoints: 3,
      goalDifferencePoints: 0,
      correctResultPoints: 1,
      incorrectPoints: 0,
      jokersEnabled: false,
    });
    expect(await tiesIn()).toEqual([
      { countsDifferences: true, jokers: false },
      { countsDifferences: true, jokers: false },
    ]);
  });
});

describe('a joker on a match that has kicked off (kick-off locks)', () => {
  it('is neither removed with an emptied prediction nor moved by an admin save for a placeholder', async () => {
    const roles = await groupWithRoles(t.app, { predictionsClose: 'kickoff' });
    const { admin, member, group } = roles;
    await enableJokers(t, group.id);
    const ghost = (await call('POST', `/api/v1/groups/${group.id}/placeholder-members`, roles.owner.cookie, { username: 'Ghost' })).json();
    const week = await game.gameweek(roles, 2, ['One', 'Two']);
    const [one, two] = week.matches.map((match) => match.id) as [string, string];
    const both = [
      { matchId: one, home: 1, away: 0 },
      { matchId: two, home: 2, away: 0 },
    ];
    for (const [cookie, playerId] of [
      [member.cookie, member.id],
      [admin.cookie, ghost.id],
    ] as const) {
      const url = `/api/v1/gameweeks/${week.id}/players/${playerId}/predictions`;
      expect((await call('PUT', url, cookie, { predictions: both, jokerMatchId: one })).statusCode).toBe(200);
    }
    now = new Date(Date.parse(game.at(3)) + 60_000);
    for (const [cookie, playerId] of [
      [member.cookie, member.id],
      [admin.cookie, ghost.id],
    ] as const) {
      const url = `/api/v1/gameweeks/${week.id}/players/${playerId}/predictions`;
      const emptied = await call('PUT', url, cookie, { predictions: [{ matchId: one, home: null, away: null }] });
      expect(emptied.statusCode).toBeLessThan(500);
      const moved = await call('PUT', url, cookie, { predictions: [{ matchId: two, home: 3, away: 0 }], jokerMatchId: two });
      expect(moved.statusCode).toBe(400);
      const sheet = (await call('GET', url, cookie)).json() as PredictionSheet;
      expect(sheet.predictions.filter((prediction) => prediction.isJoker).map((prediction) => prediction.matchId)).toEqual([one]);
      expect(sheet.predictions.find((prediction) => prediction.matchId === one)).toMatchObject({ home: 1, away: 0 });
    }
  });
});

describe('switching from the goal-difference preset to custom', () => {
  it('keeps no hidden goal-difference value the owner did not send', async () => {
    const { owner, group } = await groupWithRoles(t.app, { scoringSystem: 'goal_difference' });
    const basics = { name: group.name, description: '', isPublic: true, pin: null, maxMembers: 50 };
    const custom = { scoringSystem: 'custom', exactScorePoints: 5, correctResultPoints: 2, incorrectPoints: 0 };
    const changed = await call('PATCH', `/api/v1/groups/${group.id}`, owner.cookie, { ...basics, ...custom });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ ...custom, goalDifferencePoints: null });
  });
});

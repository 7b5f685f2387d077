import { BONUS_MESSAGES, type BonusQuestion, GROUP_MESSAGES, type PredictionSheet } from '@scoreline/shared';
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

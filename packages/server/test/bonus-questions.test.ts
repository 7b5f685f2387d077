import { BONUS_MESSAGES, type BonusQuestion, type BonusQuestionList, type GroupLeaderboard, GROUP_MESSAGES } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleLeagueWinners } from '../src/modules/jobs/league-winners.js';
import { TEAMS, clientOn, leagueFixture, startFakeFootballData } from './support/fake-football-data.js';
import { groupWithRoles } from './support/groups.js';
import { type TestApp, createTestApp } from './support/test-app.js';

/**
 * Bonus questions: who may ask, answer, see and settle them (the policy, through every endpoint), answers hidden
 * from every read until the deadline, settling each kind, the points in the tables, and the results sync settling
 * "Who wins the league?" from the provider's final table.
 */
const START = new Date('2026-11-21T12:00:00Z');
let now = START;
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeFootballData>>;
let provider: ReturnType<typeof clientOn>;
beforeAll(async () => {
  fake = await startFakeFootballData();
  provider = clientOn(fake, [2021, 2002], () => now.getTime());
  t = await createTestApp({}, { clock: () => now, footballProvider: provider });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  now = START;
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(START.getTime() + hours * HOUR).toISOString();
const afterDeadline = () => (now = new Date(START.getTime() + 3 * HOUR));
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, payload });

const LEAGUE = {
  question: 'Who wins the league?',
  kind: 'list',
  options: ['Arsenal FC', 'Liverpool FC', 'Chelsea FC'],
  points: 5,
  deadline: at(2),
};
const GOALS = { question: 'How many goals will Haaland score?', kind: 'number', points: 3, deadline: at(2) };
const SCORER = { question: 'Top scorer?', kind: 'text', points: 4, deadline: at(2) };

async function setUp() {
  const roles = await groupWithRoles(t.app);
  const ghost = (
    await call('POST', `/api/v1/groups/${roles.group.id}/placeholder-members`, roles.owner.cookie, { username: 'Ghost' })
  ).json() as {
    id: string;
  };
  const seasonId = roles.group.activeSeason.id;
  const ask = async (input: object) => {
    const response = await call('POST', `/api/v1/seasons/${seasonId}/bonus-questions`, roles.admin.cookie, input);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as BonusQuestion;
  };
  return { ...roles, ghost, seasonId, ask };
}

const answer = (cookie: string | undefined, questionId: string, value: string, userId?: string) =>
  call('PUT', `/api/v1/bonus-questions/${questionId}/answer`, cookie, { answer: value, ...(userId ? { userId } : {}) });
const settle = (cookie: string | undefined, questionId: string, answers: string[]) =>
  call('POST', `/api/v1/bonus-questions/${questionId}/settle`, cookie, { answers });
const listOf = async (cookie: string, seasonId: string) =>
  (await call('GET', `/api/v1/seasons/${seasonId}/bonus-questions`, cookie)).json() as BonusQuestionList;
const table = async (cookie: string, groupId: string) =>
  (await call('GET', `/api/v1/groups/${groupId}/leaderboard`, cookie)).json() as GroupLeaderboard;
const pointsIn = (board: GroupLeaderboard) =>
  Object.fromEntries(board.rows.map((row) => [row.player.username, { total: row.totalPoints, bonus: row.bonusPoints }]));

describe('who may do what', () => {
  it('lists for members only, and lets admins and the owner add, edit and delete', async () => {
    const { owner, admin, member, outsider, group, seasonId, ask } = await setUp();
    const url = `/api/v1/seasons/${seasonId}/bonus-questions`;
    expect((await call('GET', url, undefined)).statusCode).toBe(401);
    expect((await call('GET', url, outsider.cookie)).statusCode).toBe(403);
    expect((await call('POST', url, undefined, LEAGUE)).statusCode).toBe(401);
    expect((await call('POST', url, outsider.cookie, LEAGUE)).statusCode).toBe(403);
    const refused = await call('POST', url, member.cookie, LEAGUE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(GROUP_MESSAGES.adminsOnly);
    expect((await call('POST', url, owner.cookie, LEAGUE)).statusCode).toBe(201);
    const question = await ask(GOALS);
    expect(question.viewer).toMatchObject({ canEdit: true, canDelete: true, canAnswer: true, canSettle: false });

    // A group following a competition offers its teams for a list (to its admins).
    await t.database.db.execute(sql`INSERT INTO competition_follows (group_id, season_id, competition_id, competition_name)
      VALUES (${group.id}, ${seasonId}, 2021, 'Premier League')`);
    expect((await listOf(admin.cookie, seasonId)).competitions).toEqual([{ id: 2021, name: 'Premier League' }]);
    const memberView = await listOf(member.cookie, seasonId);
    expect(memberView.competitions).toEqual([]);
    expect(memberView.viewer.canAdd).toBe(false);
    expect(memberView.questions.map((q) => q.question)).toEqual([LEAGUE.question, GOALS.question]);
    expect(memberView.questions[1]!.viewer).toEqual({
      canEdit: false,
      canDelete: false,
      canAnswer: true,
      canAnswerForPlaceholders: false,
      canSettle: false,
    });

    const edit = (cookie: string | undefined) => call('PUT', `/api/v1/bonus-questions/${question.id}`, cookie, { ...GOALS, points: 4 });
    expect((await edit(undefined)).statusCode).toBe(401);
    expect((await edit(outsider.cookie)).statusCode).toBe(403);
    expect((await edit(member.cookie)).statusCode).toBe(403);
    expect((await edit(admin.cookie)).json().points).toBe(4);
    expect((await edit(owner.cookie)).statusCode).toBe(200);

    const remove = (cookie: string | undefined) => call('DELETE', `/api/v1/bonus-questions/${question.id}`, cookie);
    expect((await remove(undefined)).statusCode).toBe(401);
    expect((await remove(outsider.cookie)).statusCode).toBe(403);
    expect((await remove(member.cookie)).statusCode).toBe(403);
    expect((await remove(owner.cookie)).statusCode).toBe(204);
    expect((await remove(admin.cookie)).statusCode).toBe(404);
  });

  it('takes answers from members strictly before the deadline, and an admin’s for placeholders only', async () => {
    const { owner, admin, member, outsider, ghost, ask } = await setUp();
    const question = await ask(LEAGUE);
    expect((await answer(undefined, question.id, 'Arsenal FC')).statusCode).toBe(401);
    expect((await answer(outsider.cookie, question.id, 'Arsenal FC')).statusCode).toBe(403);
    for (const user of [member, admin, owner]) expect((await answer(user.cookie, question.id, 'Arsenal FC')).statusCode).toBe(200);
    const forMember = await answer(admin.cookie, question.id, 'Arsenal FC', member.id);
    expect([forMember.statusCode, forMember.json().error.message]).toEqual([403, BONUS_MESSAGES.placeholderOnly]);
    expect((await answer(member.cookie, question.id, 'Chelsea FC', ghost.id)).statusCode).toBe(403);
    const forGhost = await answer(admin.cookie, question.id, 'Chelsea FC', ghost.id);
    expect((await listOf(admin.cookie, question.seasonId)).placeholders.map((player) => player.id)).toEqual([ghost.id]);
    expect((await listOf(member.cookie, question.seasonId)).placeholders).toEqual([]);
    expect(forGhost.json().answers).toEqual([
      expect.objectContaining({ player: expect.objectContaining({ id: ghost.id }), answer: 'Chelsea FC' }),
    ]);
    // A saved answer can change until the deadline; at the deadline it is closed.
    expect((await answer(member.cookie, question.id, 'Liverpool FC')).json().myAnswer.answer).toBe('Liverpool FC');
    now = new Date(Date.parse(LEAGUE.deadline));
    const late = await answer(member.cookie, question.id, 'Arsenal FC');
    expect([late.statusCode, late.json().error.message]).toEqual([400, BONUS_MESSAGES.answersClosed]);
    expect((await answer(admin.cookie, question.id, 'Arsenal FC', ghost.id)).statusCode).toBe(400);
  });

  it('settles by admins only after the deadline, again to correct a mistake, and then takes no answers', async () => {
    const { owner, admin, member, outsider, ask } = await setUp();
    const question = await ask(LEAGUE);
    await answer(member.cookie, question.id, 'Arsenal FC');
    const early = await settle(admin.cookie, question.id, ['Arsenal FC']);
    expect([early.statusCode, early.json().error.message]).toEqual([400, BONUS_MESSAGES.settleBeforeDeadline]);
    afterDeadline();
    expect((await settle(undefined, question.id, ['Arsenal FC'])).statusCode).toBe(401);
    expect((await settle(outsider.cookie, question.id, ['Arsenal FC'])).statusCode).toBe(403);
    expect((await settle(member.cookie, question.id, ['Arsenal FC'])).statusCode).toBe(403);
    const wrong = await settle(admin.cookie, question.id, ['Chelsea FC']);
    expect(wrong.json()).toMatchObject({ phase: 'settled', correctAnswers: ['Chelsea FC'], myAnswer: null });
    expect(wrong.json().answers).toEqual([expect.objectContaining({ answer: 'Arsenal FC', points: 0 })]);
    const corrected = await settle(owner.cookie, question.id, ['Arsenal FC']);
    expect(corrected.json().answers).toEqual([expect.objectContaining({ answer: 'Arsenal FC', points: 5 })]);
    expect((await answer(member.cookie, question.id, 'Chelsea FC')).json().error.message).toBe(BONUS_MESSAGES.alreadySettled);
    const edit = await call('PUT', `/api/v1/bonus-questions/${question.id}`, admin.cookie, { ...LEAGUE, deadline: at(9) });
    expect(edit.statusCode).toBe(409);
  });
});

describe('input', () => {
  it('refuses bad questions, answers and settlements with clear 4xx messages', async () => {
    const { admin, member, seasonId, ask } = await setUp();
    const create = (input: object) => call('POST', `/api/v1/seasons/${seasonId}/bonus-questions`, admin.cookie, input);
    const messageOf = async (response: Promise<{ statusCode: number; json: () => { error: { message: string } } }>) => {
      const answered = await response;
      expect(answered.statusCode).toBe(400);
      return answered.json().error.message;
    };
    expect(await messageOf(create({ ...LEAGUE, question: ' ' }))).toBe(BONUS_MESSAGES.questionRequired);
    expect(await messageOf(create({ ...LEAGUE, options: ['Arsenal FC'] }))).toBe(BONUS_MESSAGES.optionsRequired);
    expect(await messageOf(create({ ...LEAGUE, points: 0 }))).toBe(BONUS_MESSAGES.pointsRange);
    expect(await messageOf(create({ ...LEAGUE, deadline: at(-1) }))).toBe(BONUS_MESSAGES.deadlinePast);
    expect(await messageOf(create({ ...GOALS, settlesFrom: 2021 }))).toBe(BONUS_MESSAGES.settlesFromListOnly);
    expect((await call('POST', '/api/v1/seasons/not-a-season/bonus-questions', admin.cookie, LEAGUE)).statusCode).toBe(404);
    const league = await ask(LEAGUE);
    const goals = await ask(GOALS);
    expect(await messageOf(answer(member.cookie, league.id, 'Everton FC'))).toBe(BONUS_MESSAGES.answerNotOption);
    expect(await messageOf(answer(member.cookie, goals.id, '2.5'))).toBe(BONUS_MESSAGES.answerNotNumber);
    expect(await messageOf(answer(member.cookie, goals.id, ''))).toBe(BONUS_MESSAGES.answerRequired);
    afterDeadline();
    expect(await messageOf(settle(admin.cookie, league.id, ['Arsenal FC', 'Chelsea FC']))).toBe(BONUS_MESSAGES.settleOneOption);
    expect(await messageOf(settle(admin.cookie, goals.id, ['many']))).toBe(BONUS_MESSAGES.settleOneNumber);
  });

  it('refuses in the reader’s language, the schema’s messages too', async () => {
    const { admin, seasonId } = await setUp();
    const create = (input: object, language: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/seasons/${seasonId}/bonus-questions`,
        headers: { cookie: admin.cookie, 'accept-language': language },
        payload: input,
      });
    const refusal = async (input: object, language: string) => (await create(input, language)).json().error.message;
    expect(await refusal({ ...LEAGUE, points: 0 }, 'de')).toBe('Punkte müssen eine ganze Zahl von 1 bis 100 sein.');
    expect(await refusal({ ...LEAGUE, question: 'Who\u0007wins?' }, 'es')).toBe('La pregunta no puede contener caracteres de control.');
    expect(await refusal({ ...LEAGUE, deadline: at(-1) }, 'de')).toBe('Der Antwortschluss muss in der Zukunft liegen.');
    expect(await refusal({ ...LEAGUE, points: 0 }, 'fr')).toBe(BONUS_MESSAGES.pointsRange);
  });
});

describe('visibility', () => {
  /** Every read of the group that could carry a bonus answer. */
  const reads = (cookie: string, groupId: string, seasonId: string) =>
    Promise.all(
      [
        `/api/v1/seasons/${seasonId}/bonus-questions`,
        `/api/v1/seasons/${seasonId}`,
        `/api/v1/groups/${groupId}/leaderboard`,
        `/api/v1/groups/${groupId}/leaderboard/history`,
        `/api/v1/groups/${groupId}/page`,
        `/api/v1/groups/${groupId}`,
        '/api/v1/me/leaderboards',
        '/api/v1/me/home',
      ].map((url) => call('GET', url, cookie)),
    );

  it("sends nobody another member's answer before the deadline, from any endpoint; everyone's after", async () => {
    const { owner, admin, member, group, seasonId, ask } = await setUp();
    const question = await ask(SCORER);
    await answer(member.cookie, question.id, 'Secret Striker 77');
    for (const viewer of [admin, owner]) {
      const responses = await reads(viewer.cookie, group.id, seasonId);
      for (const response of responses) {
        expect(response.statusCode, response.raw.req.url).toBe(200);
        expect(response.body, response.raw.req.url).not.toContain('Secret Striker 77');
      }
    }
    // The member sees their own answer, and the count of answers is no secret.
    const own = (await listOf(member.cookie, seasonId)).questions[0]!;
    expect(own.myAnswer?.answer).toBe('Secret Striker 77');
    expect((await listOf(admin.cookie, seasonId)).questions[0]).toMatchObject({ answerCount: 1, myAnswer: null, answers: [] });

    afterDeadline();
    const after = (await listOf(admin.cookie, seasonId)).questions[0]!;
    expect(after.phase).toBe('closed');
    expect(after.answers.map((row) => row.answer)).toEqual(['Secret Striker 77']);
  });
});

describe('settling', () => {
  it('a number question: the closest answers win, every one of a tie', async () => {
    const { owner, admin, member, seasonId, ask, ghost } = await setUp();
    const question = await ask(GOALS);
    await answer(member.cookie, question.id, '20');
    await answer(admin.cookie, question.id, '30');
    await answer(owner.cookie, question.id, '40');
    await answer(admin.cookie, question.id, '010', ghost.id);
    afterDeadline();
    const settled = (await settle(admin.cookie, question.id, ['25'])).json() as BonusQuestion;
    const points = Object.fromEntries(
      [settled.myAnswer!, ...settled.answers].map((row) => [row.player.username, [row.answer, row.points]]),
    );
    expect(points).toEqual({ member: ['20', 3], admin: ['30', 3], owner: ['40', 0], Ghost: ['10', 0] });
    expect(settled.correctAnswers).toEqual(['25']);
    // A player's answers are theirs: the account export carries them.
    const exported = (await call('GET', '/api/v1/me/export.json', member.cookie)).json();
    expect(exported.bonusAnswers).toEqual([expect.objectContaining({ seasonId, question: GOALS.question, answer: '20', points: 3 })]);
    expect((await listOf(member.cookie, seasonId)).questions[0]!.myAnswer).toMatchObject({ points: 3 });
  });

  it('a text question: the ticked answers are right, matched ignoring case and spaces', async () => {
    const { owner, admin, member, ask } = await setUp();
    const question = await ask(SCORER);
    await answer(member.cookie, question.id, 'Erling Haaland');
    await answer(admin.cookie, question.id, 'erling  haaland');
    await answer(owner.cookie, question.id, 'Harry Kane');
    afterDeadline();
    const settled = (await settle(admin.cookie, question.id, ['ERLING HAALAND'])).json() as BonusQuestion;
    const points = Object.fromEntries([settled.myAnswer!, ...settled.answers].map((row) => [row.player.username, row.points]));
    expect(points).toEqual({ member: 4, admin: 4, owner: 0 });
  });
});

describe('editing and deleting', () => {
  it('edits a question until the first answer only', async () => {
    const { admin, member, ask } = await setUp();
    const question = await ask(LEAGUE);
    const edit = () => call('PUT', `/api/v1/bonus-questions/${question.id}`, admin.cookie, { ...LEAGUE, question: 'Who wins the title?' });
    expect((await edit()).json().question).toBe('Who wins the title?');
    await answer(member.cookie, question.id, 'Arsenal FC');
    const refused = await edit();
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, BONUS_MESSAGES.editAfterAnswer]);
  });

  it('deletes a question with its answers, and its points leave the tables', async () => {
    const { admin, member, group, ask } = await setUp();
    const question = await ask(LEAGUE);
    await answer(member.cookie, question.id, 'Arsenal FC');
    afterDeadline();
    await settle(admin.cookie, question.id, ['Arsenal FC']);
    expect(pointsIn(await table(member.cookie, group.id)).member).toEqual({ total: 5, bonus: 5 });
    expect((await call('DELETE', `/api/v1/bonus-questions/${question.id}`, admin.cookie)).statusCode).toBe(204);
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM bonus_answers WHERE question_id = ${question.id}`);
    expect(rows.rows[0]).toEqual({ n: 0 });
    const after = await table(member.cookie, group.id);
    expect(pointsIn(after).member).toEqual({ total: 0, bonus: 0 });
    expect(after.hasBonus).toBe(false);
  });
});

describe('the tables', () => {
  it('carry settled bonus points in their own column and in the total and order, and count unsettled ones as still to win', async () => {
    const { owner, admin, member, group, ask } = await setUp();
    const league = await ask(LEAGUE);
    const goals = await ask({ ...GOALS, deadline: at(24) });
    await answer(member.cookie, league.id, 'Arsenal FC');
    await answer(admin.cookie, league.id, 'Chelsea FC');
    const before = await table(owner.cookie, group.id);
    expect([before.hasBonus, before.hasResults]).toEqual([false, false]);
    // No match remains: who can still win is the bonus questions' alone (5 + 3 points ahead).
    expect(before.rows.find((row) => row.player.id === member.id)!.contention).toEqual({ maxPoints: 8, canWin: true });

    afterDeadline();
    await settle(admin.cookie, league.id, ['Arsenal FC']);
    // The same cached table is not served again: the settle moved the group's version.
    const after = await table(owner.cookie, group.id);
    // A settled question counts as a result: the table ranks from then on.
    expect([after.hasBonus, after.hasResults]).toEqual([true, true]);
    expect(after.rows[0]).toMatchObject({
      player: expect.objectContaining({ id: member.id }),
      position: 1,
      totalPoints: 5,
      bonusPoints: 5,
    });
    expect(after.rows.find((row) => row.player.id === member.id)!.contention).toEqual({ maxPoints: 8, canWin: true });
    expect(after.rows.find((row) => row.player.id === admin.id)!.contention).toEqual({ maxPoints: 3, canWin: false });
    expect(pointsIn((await call('GET', '/api/v1/me/leaderboards', member.cookie)).json().groups[0])).toMatchObject({
      member: { total: 5, bonus: 5 },
    });
    // An admin's edit of the shown total keeps the bonus inside it.
    await call('PUT', `/api/v1/groups/${group.id}/leaderboard`, owner.cookie, { rows: [{ userId: member.id, totalPoints: 9 }] });
    expect(pointsIn(await table(owner.cookie, group.id)).member).toEqual({ total: 9, bonus: 5 });
    expect(goals.id).toBeTruthy();
  });
});

describe('"Who wins the league?" from the final table', () => {
  const logger = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
  const fixture = leagueFixture(2021);

  it('is settled by the results sync once every match of the season is over, with the TOTAL table’s first team', async () => {
    const { admin, member, owner, group, ask } = await setUp();
    const question = await ask({ ...LEAGUE, settlesFrom: 2021 });
    const manual = await ask(LEAGUE);
    await answer(member.cookie, question.id, 'Liverpool FC');
    await answer(admin.cookie, question.id, 'Arsenal FC');
    fake.matches.push(
      fixture(37, 1, '2027-05-20T15:00:00Z', TEAMS.arsenal, TEAMS.liverpool, { status: 'FINISHED', fullTime: { home: 0, away: 2 } }),
      fixture(38, 1, '2027-05-27T15:00:00Z', TEAMS.chelsea, TEAMS.arsenal, { status: 'TIMED' }),
    );
    const bonus = t.app.services.bonusQuestions;
    const run = () => settleLeagueWinners({ provider, bonus, now, logger });
    // Before the deadline, nothing is asked; after it, a match still to play keeps the question open.
    expect(await run()).toEqual([]);
    expect(fake.requests.some((request) => request.path.includes('/standings'))).toBe(false);
    now = new Date('2027-05-21T12:00:00Z');
    expect(await run()).toEqual([]);

    Object.assign(fake.matches[1]!, { status: 'FINISHED', fullTime: { home: 1, away: 1 } });
    now = new Date('2027-05-28T12:00:00Z');
    expect(await run()).toEqual([question.id]);
    const settled = (await listOf(owner.cookie, group.activeSeason.id)).questions.find((q) => q.id === question.id)!;
    expect(settled).toMatchObject({ phase: 'settled', correctAnswers: ['Liverpool FC'] });
    expect(Object.fromEntries(settled.answers.map((row) => [row.player.username, row.points]))).toEqual({ member: 5, admin: 0 });
    expect(pointsIn(await table(owner.cookie, group.id)).member).toEqual({ total: 5, bonus: 5 });
    // A question without `settlesFrom` waits for its admin; a settled one is not asked about again.
    expect((await listOf(owner.cookie, group.activeSeason.id)).questions.find((q) => q.id === manual.id)!.phase).toBe('closed');
    expect(await run()).toEqual([]);
    fake.matches.length = 0;
  });

  it('lets competitions take turns: one whose season goes on never keeps another’s question waiting', async () => {
    const { ask } = await setUp();
    // 2002 comes first by id; its season is still being played.
    const bundesliga = await ask({ ...LEAGUE, settlesFrom: 2002 });
    const premierLeague = await ask({ ...LEAGUE, settlesFrom: 2021 });
    fake.matches.push(
      fixture(37, 1, '2027-05-20T15:00:00Z', TEAMS.arsenal, TEAMS.liverpool, { status: 'FINISHED', fullTime: { home: 3, away: 0 } }),
      leagueFixture(2002)(37, 2, '2027-05-20T15:00:00Z', TEAMS.chelsea, TEAMS.liverpool, { status: 'TIMED' }),
    );
    const bonus = t.app.services.bonusQuestions;
    const settled: string[] = [];
    now = new Date('2027-05-28T12:00:00Z');
    // One competition a run (the default): the first in order asked first waits, the other settles on its turn.
    for (const first of [0, 1]) settled.push(...(await settleLeagueWinners({ provider, bonus, now, logger, first })));
    expect(settled).toEqual([premierLeague.id]);
    expect(settled).not.toContain(bundesliga.id);
    fake.matches.length = 0;
    await t.database.db.execute(sql`DELETE FROM bonus_questions WHERE id = ${bundesliga.id}`);
  });

  it('never settles a question with a later season’s table: a question of 2026/27 left open waits for its admin', async () => {
    const { ask } = await setUp();
    const question = await ask({ ...LEAGUE, settlesFrom: 2021 });
    // The provider has moved on to 2027/28, which is over: its champion is not the answer to a 2026/27 question.
    fake.seasons.set(2021, { startDate: '2027-08-14', endDate: '2028-05-21' });
    fake.matches.push(
      fixture(38, 1, '2028-05-20T15:00:00Z', TEAMS.arsenal, TEAMS.liverpool, {
        status: 'FINISHED',
        fullTime: { home: 1, away: 0 },
        seasonStart: '2027-08-14',
      }),
    );
    const bonus = t.app.services.bonusQuestions;
    now = new Date('2028-05-28T12:00:00Z');
    try {
      expect(await settleLeagueWinners({ provider, bonus, now, logger })).toEqual([]);
    } finally {
      fake.seasons.delete(2021);
      fake.matches.length = 0;
      await t.database.db.execute(sql`DELETE FROM bonus_questions WHERE id = ${question.id}`);
    }
  });
});

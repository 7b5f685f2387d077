import type { bonusQuestionInputSchema } from '@scoreline/shared';
import {
  type BonusAnswerInput,
  type BonusQuestion,
  type BonusQuestionList,
  type BonusQuestionSubject,
  type SettleBonusQuestionInput,
  type Viewer,
  BONUS_MESSAGES,
  GROUP_MESSAGES,
  bonusAnswerError,
  can,
  entityNotFoundMessage,
  phaseOfBonus,
  rightAnswerers,
  sameText,
  settleError,
} from '@scoreline/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.js';
import { toPlayer } from '../../db/player-row.js';
import { enforce } from '../../lib/enforce.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { GroupAccess, GroupAccessService } from '../access/group-access.service.js';
import type { FootballProvider } from '../football/football-provider.js';
import { publishLive } from '../live/live-events.js';
import type { AnswerRow, BonusQuestionsRepo, QuestionRow } from './bonus-questions.repo.js';

type QuestionInput = z.output<typeof bonusQuestionInputSchema>;

const iso = (time: string) => new Date(time).toISOString();
const subjectOf = (row: QuestionRow): BonusQuestionSubject => ({
  deadline: iso(row.deadline),
  isSettled: row.settled_at !== null,
  hasAnswers: row.answer_count > 0,
});
const answerOf = (row: AnswerRow) => ({ player: toPlayer(row), answer: row.answer, points: row.points });
const PLACEHOLDER = { userId: '', isPlaceholder: true };

/** A number is kept as written by the API's rule ("007" is 7), anything else as typed (trimmed by the schema). */
const storedAnswer = (kind: QuestionRow['kind'], answer: string) => (kind === 'number' ? String(Number(answer)) : answer);

/**
 * A season's bonus questions: the admins ask and settle, members answer before the deadline, and the points of
 * settled questions enter the tables (read there per group: `leaderboards.repo.ts`). Every rule is the policy's.
 */
export function createBonusQuestionsService(deps: {
  db: Database;
  repo: BonusQuestionsRepo;
  groupAccess: Pick<GroupAccessService, 'access' | 'lockedViewer'>;
  provider: Pick<FootballProvider, 'competitions'>;
  clock: () => Date;
}) {
  const { db, repo, groupAccess, clock } = deps;
  const notFound = () => new NotFoundError(BONUS_MESSAGES.notFound);

  /** A question as this viewer sees it: their own answer, and the others' the policy shows them now. */
  function view(row: QuestionRow, answers: readonly AnswerRow[], viewer: Viewer, now: Date): BonusQuestion {
    const question = subjectOf(row);
    const own = answers.find((answer) => answer.id === viewer.userId);
    const shown = answers.filter(
      (answer) =>
        answer !== own &&
        can(viewer, 'viewBonusAnswer', { question, player: { userId: answer.id, isPlaceholder: answer.is_placeholder }, now }),
    );
    return {
      id: row.id,
      seasonId: row.season_id,
      question: row.question,
      kind: row.kind,
      options: row.options,
      points: row.points,
      deadline: question.deadline,
      settlesFrom: row.settles_from,
      phase: phaseOfBonus({ deadline: question.deadline, settledAt: row.settled_at }, now),
      correctAnswers: row.settled_at === null ? null : (row.correct_answers ?? []),
      settledAt: row.settled_at === null ? null : iso(row.settled_at),
      answerCount: row.answer_count,
      myAnswer: own ? answerOf(own) : null,
      answers: shown.map(answerOf),
      viewer: {
        canEdit: can(viewer, 'editBonusQuestion', { question }),
        canDelete: can(viewer, 'manageBonusQuestions', {}),
        canAnswer:
          viewer.userId !== null &&
          can(viewer, 'answerBonusQuestion', { question, player: { userId: viewer.userId, isPlaceholder: false }, now }),
        canAnswerForPlaceholders: can(viewer, 'answerBonusQuestion', { question, player: PLACEHOLDER, now }),
        canSettle: can(viewer, 'settleBonusQuestion', { question, now }),
      },
    };
  }

  async function one(executor: Executor, questionId: string, viewer: Viewer): Promise<BonusQuestion> {
    const row = await repo.find(executor, questionId);
    if (!row) throw notFound();
    return view(row, await repo.answers(executor, [row.id]), viewer, clock());
  }

  /** The question and who the caller is in its group. */
  async function load(userId: string, questionId: string): Promise<{ row: QuestionRow; access: GroupAccess }> {
    const row = await repo.find(db, questionId);
    if (!row) throw notFound();
    return { row, access: await groupAccess.access(db, row.group_id, userId) };
  }

  /** The question locked for a write, with the caller's rights read under the same transaction. */
  async function locked(tx: Executor, questionId: string, access: GroupAccess) {
    const row = await repo.lock(tx, questionId);
    if (!row) throw notFound();
    return { row, viewer: await groupAccess.lockedViewer(tx, access) };
  }

  function fieldsOf(input: QuestionInput) {
    if (Date.parse(input.deadline) <= clock().getTime()) throw new ValidationError(BONUS_MESSAGES.deadlinePast);
    return { ...input, options: input.kind === 'list' ? input.options : [] };
  }

  /** The competitions whose teams can fill a list (named from the provider's list, which the client keeps). */
  async function competitionsOf(groupId: string): Promise<BonusQuestionList['competitions']> {
    const found = await repo.competitions(db, groupId);
    if (found.length === 0) return [];
    const names = new Map((await deps.provider.competitions().catch(() => [])).map((league) => [league.id, league.name]));
    return found.map(({ id, name }) => ({ id, name: name ?? names.get(id) ?? `Competition ${id}` }));
  }

  return {
    async list(userId: string, seasonId: string): Promise<BonusQuestionList> {
      const groupId = await repo.seasonGroup(db, seasonId);
      if (!groupId) throw new NotFoundError(entityNotFoundMessage('season'));
      const { viewer } = await groupAccess.access(db, groupId, userId);
      enforce(viewer, 'viewGameweeks', {});
      const rows = await repo.ofSeason(db, seasonId);
      const answers = await repo.answers(
        db,
        rows.map((row) => row.id),
      );
      const now = clock();
      const canAdd = can(viewer, 'manageBonusQuestions', {});
      return {
        questions: rows.map((row) =>
          view(
            row,
            answers.filter((answer) => answer.question_id === row.id),
            viewer,
            now,
          ),
        ),
        competitions: canAdd ? await competitionsOf(groupId) : [],
        // Whether each question takes their answers now is the question's `canAnswerForPlaceholders`.
        placeholders: canAdd ? await repo.placeholders(db, groupId) : [],
        viewer: { canAdd },
      };
    },

    async create(userId: string, seasonId: string, input: QuestionInput): Promise<BonusQuestion> {
      const groupId = await repo.seasonGroup(db, seasonId);
      if (!groupId) throw new NotFoundError(entityNotFoundMessage('season'));
      const access = await groupAccess.access(db, groupId, userId);
      enforce(access.viewer, 'manageBonusQuestions', {});
      const fields = fieldsOf(input);
      const id = await db.transaction(async (tx) => {
        enforce(await groupAccess.lockedViewer(tx, access), 'manageBonusQuestions', {});
        await publishLive(tx, [groupId], 'gameweek');
        return repo.create(tx, groupId, seasonId, fields);
      });
      return one(db, id, access.viewer);
    },

    /** Until the first answer (decided on the row locked for the write: an answer at the same moment waits). */
    async update(userId: string, questionId: string, input: QuestionInput): Promise<BonusQuestion> {
      const { row, access } = await load(userId, questionId);
      enforce(access.viewer, 'editBonusQuestion', { question: subjectOf(row) });
      const fields = fieldsOf(input);
      await db.transaction(async (tx) => {
        const current = await locked(tx, questionId, access);
        enforce(current.viewer, 'editBonusQuestion', { question: subjectOf(current.row) });
        await repo.update(tx, questionId, fields);
        await publishLive(tx, [current.row.group_id], 'gameweek');
      });
      return one(db, questionId, access.viewer);
    },

    async remove(userId: string, questionId: string): Promise<void> {
      const { access } = await load(userId, questionId);
      enforce(access.viewer, 'manageBonusQuestions', {});
      await db.transaction(async (tx) => {
        enforce((await locked(tx, questionId, access)).viewer, 'manageBonusQuestions', {});
        await repo.remove(tx, questionId);
        await publishLive(tx, [access.group.id], 'scores');
      });
    },

    /** One's own answer, or an admin's for a placeholder member (`input.userId`). */
    async answer(userId: string, questionId: string, input: BonusAnswerInput): Promise<BonusQuestion> {
      const { row, access } = await load(userId, questionId);
      enforce(access.viewer, 'viewGameweeks', {});
      const playerId = input.userId?.toLowerCase() ?? userId;
      const isPlaceholder = playerId === userId ? false : await repo.isPlaceholderMember(db, row.group_id, playerId);
      if (isPlaceholder === null) throw new NotFoundError(GROUP_MESSAGES.playerNotMember);
      const player = { userId: playerId, isPlaceholder };
      enforce(access.viewer, 'answerBonusQuestion', { question: subjectOf(row), player, now: clock() });
      const invalid = bonusAnswerError(row, input.answer);
      if (invalid) throw new ValidationError(invalid);
      await db.transaction(async (tx) => {
        const current = await locked(tx, questionId, access);
        enforce(current.viewer, 'answerBonusQuestion', { question: subjectOf(current.row), player, now: clock() });
        // Checked again on the locked row: an edit committed meanwhile may have changed the kind or the options.
        const stale = bonusAnswerError(current.row, input.answer);
        if (stale) throw new ValidationError(stale);
        await repo.saveAnswer(tx, current.row, playerId, storedAnswer(current.row.kind, input.answer));
        // Others' pages learn only that something changed (the answer stays hidden until the deadline).
        await publishLive(tx, [current.row.group_id], 'predictions');
      });
      return one(db, questionId, access.viewer);
    },

    /** The right answers; each right answer gets the question's points, the others 0. Again to correct a mistake. */
    async settle(userId: string, questionId: string, input: SettleBonusQuestionInput): Promise<BonusQuestion> {
      const { row, access } = await load(userId, questionId);
      enforce(access.viewer, 'settleBonusQuestion', { question: subjectOf(row), now: clock() });
      const invalid = settleError(row, input.answers);
      if (invalid) throw new ValidationError(invalid);
      await db.transaction(async (tx) => {
        const current = await locked(tx, questionId, access);
        enforce(current.viewer, 'settleBonusQuestion', { question: subjectOf(current.row), now: clock() });
        await settleLocked(
          tx,
          current.row,
          input.answers.map((answer) => storedAnswer(row.kind, answer)),
        );
      });
      return one(db, questionId, access.viewer);
    },

    /**
     * The results sync's "Who wins the league?": the team first in the competition's final table, when it is one
     * of the options (matched by name, ignoring case and spaces). False when it is not, or the question is gone
     * or settled meanwhile.
     */
    async settleFromTable(questionId: string, champion: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await repo.lock(tx, questionId);
        const option = row?.options.find((candidate) => sameText(candidate) === sameText(champion));
        if (!row || row.settled_at !== null || option === undefined) return false;
        await settleLocked(tx, row, [option]);
        return true;
      });
    },

    awaitingTables: (now: Date) => repo.awaitingTables(db, now),
  };

  async function settleLocked(tx: Executor, row: QuestionRow, right: string[]) {
    const answers = await repo.answers(tx, [row.id]);
    const winners = rightAnswerers(
      row,
      right,
      answers.map((answer) => ({ userId: answer.id, answer: answer.answer })),
    );
    await repo.settle(tx, row.id, right, [...winners], row.points);
    await publishLive(tx, [row.group_id], 'scores');
  }
}

export type BonusQuestionsService = ReturnType<typeof createBonusQuestionsService>;

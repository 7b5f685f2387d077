import type { BonusQuestionInput } from '@scoreline/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { playerRow, toPlayer } from '../../db/player-row.js';
import { col, queryOptionalRow, queryRows } from '../../db/rows.js';
import { bonusQuestionKind } from '../../db/schema.js';
import { textArray, uuidArray } from '../../db/sql-helpers.js';

const questionRow = z.strictObject({
  id: col.uuid,
  group_id: col.uuid,
  season_id: col.uuid,
  question: col.text,
  kind: col.enum(bonusQuestionKind),
  options: z.array(col.text),
  points: col.int,
  deadline: col.timestamptz,
  settles_from: col.int.nullable(),
  correct_answers: z.array(col.text).nullable(),
  settled_at: col.timestamptz.nullable(),
  answer_count: col.int,
});
export type QuestionRow = z.infer<typeof questionRow>;

const answerRow = playerRow.extend({ question_id: col.uuid, answer: col.text, points: col.int.nullable() });
export type AnswerRow = z.infer<typeof answerRow>;

const seasonRow = z.strictObject({ group_id: col.uuid });
const competitionRow = z.strictObject({ id: col.int, name: col.text.nullable() });
const placeholderRow = z.strictObject({ is_placeholder: col.boolean });

const QUESTION_COLUMNS = sql`q.id, q.group_id, q.season_id, q.question, q.kind, q.options, q.points, q.deadline, q.settles_from,
  q.correct_answers, q.settled_at, (SELECT count(*) FROM bonus_answers a WHERE a.question_id = q.id)::int AS answer_count`;

/** A question as stored: the fields an admin gives (`options` empty unless a list). */
export type QuestionFields = Required<Pick<BonusQuestionInput, 'question' | 'kind' | 'points' | 'deadline'>> & {
  options: string[];
  settlesFrom: number | null;
};

/** The statements of bonus questions and their answers. */
export function createBonusQuestionsRepo() {
  return {
    async seasonGroup(db: Executor, seasonId: string): Promise<string | null> {
      const row = await queryOptionalRow(db, 'bonus.seasonGroup', seasonRow)`SELECT group_id FROM seasons WHERE id = ${seasonId}`;
      return row?.group_id ?? null;
    },

    async ofSeason(db: Executor, seasonId: string): Promise<QuestionRow[]> {
      return queryRows(db, 'bonus.ofSeason', questionRow)`
        SELECT ${QUESTION_COLUMNS} FROM bonus_questions q WHERE q.season_id = ${seasonId} ORDER BY q.deadline, q.created_at, q.id`;
    },

    async find(db: Executor, questionId: string): Promise<QuestionRow | null> {
      return queryOptionalRow(db, 'bonus.find', questionRow)`SELECT ${QUESTION_COLUMNS} FROM bonus_questions q WHERE q.id = ${questionId}`;
    },

    /** The question locked for a write (an edit, an answer or a settle decides on the row read here). */
    async lock(db: Executor, questionId: string): Promise<QuestionRow | null> {
      return queryOptionalRow(db, 'bonus.lock', questionRow)`
        SELECT ${QUESTION_COLUMNS} FROM bonus_questions q WHERE q.id = ${questionId} FOR UPDATE OF q`;
    },

    /** The answers to these questions, with who gave them. */
    async answers(db: Executor, questionIds: readonly string[]): Promise<AnswerRow[]> {
      if (questionIds.length === 0) return [];
      return queryRows(db, 'bonus.answers', answerRow)`
        SELECT a.question_id, a.answer, a.points, u.id, u.username, u.bg_colour, u.is_placeholder
        FROM bonus_answers a JOIN users u ON u.id = a.user_id
        WHERE a.question_id = ANY(${uuidArray(questionIds)}) ORDER BY lower(u.username), u.id`;
    },

    async create(db: Executor, groupId: string, seasonId: string, fields: QuestionFields): Promise<string> {
      const [row] = await queryRows(db, 'bonus.create', z.strictObject({ id: col.uuid }))`
        INSERT INTO bonus_questions (group_id, season_id, question, kind, options, points, deadline, settles_from)
        VALUES (${groupId}, ${seasonId}, ${fields.question}, ${fields.kind}, ${textArray(fields.options)}, ${fields.points},
                ${fields.deadline}, ${fields.settlesFrom})
        RETURNING id`;
      return row!.id;
    },

    async update(db: Executor, questionId: string, fields: QuestionFields): Promise<void> {
      await db.execute(sql`
        UPDATE bonus_questions SET question = ${fields.question}, kind = ${fields.kind}, options = ${textArray(fields.options)},
          points = ${fields.points}, deadline = ${fields.deadline}, settles_from = ${fields.settlesFrom}
        WHERE id = ${questionId}`);
    },

    /** Its answers go with it (ON DELETE CASCADE), and with them any points it gave. */
    async remove(db: Executor, questionId: string): Promise<void> {
      await db.execute(sql`DELETE FROM bonus_questions WHERE id = ${questionId}`);
    },

    async placeholders(db: Executor, groupId: string) {
      const rows = await queryRows(db, 'bonus.placeholders', playerRow)`
        SELECT u.id, u.username, u.bg_colour, u.is_placeholder FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId} AND u.is_placeholder ORDER BY lower(u.username), u.id`;
      return rows.map(toPlayer);
    },

    async isPlaceholderMember(db: Executor, groupId: string, userId: string): Promise<boolean | null> {
      const row = await queryOptionalRow(db, 'bonus.member', placeholderRow)`
        SELECT u.is_placeholder FROM group_members gm JOIN users u ON u.id = gm.user_id
        WHERE gm.group_id = ${groupId} AND gm.user_id = ${userId}`;
      return row?.is_placeholder ?? null;
    },

    async saveAnswer(db: Executor, question: { id: string; group_id: string }, userId: string, answer: string): Promise<void> {
      await db.execute(sql`
        INSERT INTO bonus_answers (question_id, group_id, user_id, answer) VALUES (${question.id}, ${question.group_id}, ${userId}, ${answer})
        ON CONFLICT (question_id, user_id) DO UPDATE SET answer = excluded.answer, updated_at = now()`);
    },

    /** Settles (or settles again): the right answers, and each answer's points: `points` for `winners`, 0 for the rest. */
    async settle(db: Executor, questionId: string, right: readonly string[], winners: readonly string[], points: number): Promise<void> {
      await db.execute(sql`
        UPDATE bonus_questions SET correct_answers = ${textArray(right)}, settled_at = now()
        WHERE id = ${questionId}`);
      await db.execute(sql`
        UPDATE bonus_answers SET points = CASE WHEN user_id = ANY(${uuidArray(winners)}) THEN ${points}::int ELSE 0 END
        WHERE question_id = ${questionId}`);
    },

    /** The competitions a group follows or holds fixtures of (with the followed one's name). */
    async competitions(db: Executor, groupId: string): Promise<Array<{ id: number; name: string | null }>> {
      return queryRows(db, 'bonus.competitions', competitionRow)`
        SELECT f.competition_id AS id, f.competition_name AS name FROM competition_follows f WHERE f.group_id = ${groupId}
        UNION
        SELECT DISTINCT m.api_competition_id AS id, NULL::text AS name FROM matches m
        WHERE m.group_id = ${groupId} AND m.api_competition_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM competition_follows f WHERE f.group_id = ${groupId} AND f.competition_id = m.api_competition_id)
        ORDER BY id`;
    },

    /** Unsettled questions that a competition's final table settles, their deadline passed. */
    async awaitingTables(db: Executor, now: Date): Promise<Array<{ id: string; settles_from: number; deadline: string }>> {
      return queryRows(db, 'bonus.awaitingTables', z.strictObject({ id: col.uuid, settles_from: col.int, deadline: col.timestamptz }))`
        SELECT id, settles_from, deadline FROM bonus_questions
        WHERE settles_from IS NOT NULL AND settled_at IS NULL AND deadline <= ${now.toISOString()}
        ORDER BY settles_from, id`;
    },
  };
}

export type BonusQuestionsRepo = ReturnType<typeof createBonusQuestionsRepo>;

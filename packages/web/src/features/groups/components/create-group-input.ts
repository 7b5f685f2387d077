import {
  type CreateGroupInput,
  DEFAULT_SEASON_NAME,
  GROUP_MESSAGES,
  MAX_MEMBERS_DEFAULT,
  type MessageId,
  type PredictionsClose,
  createGroupError,
  createGroupSchema,
  earliestSeasonEnd,
} from '@scoreline/shared';
import { type GroupBasics, numberOrNull } from './group-form';
import { type ScoringChoice, scoringInput } from './scoring-choice';
import { calendarDay } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

// The create form's rules as plain functions: its starting values, what it sends, and what stops it being sent.
// (It validates with the zod schema, so this module stays out of the update form, which loads no zod.)

/** The initial season's fields as typed: dates yyyy-mm-dd, "" for none. */
export interface SeasonText {
  name: string;
  startDate: string;
  endDate: string;
}

/** Today in the player's time zone (their saved one, else the device's), yyyy-mm-dd (the date inputs' format). */
export const localToday = () => calendarDay(Date.now());

export const NEW_GROUP_BASICS: GroupBasics = {
  name: '',
  description: '',
  isPublic: true,
  pin: '',
  maxMembers: String(MAX_MEMBERS_DEFAULT),
};
/** The first season's fields as the form opens: its default name in the reader's language. */
export const newGroupSeason = (): SeasonText => ({ name: t(DEFAULT_SEASON_NAME), startDate: '', endDate: '' });

/** A new start date; an end date that no longer fits it (or with no start left) is cleared. */
export function withSeasonStart(season: SeasonText, startDate: string): SeasonText {
  const endDate = startDate && season.endDate && season.endDate >= earliestSeasonEnd(startDate) ? season.endDate : '';
  return { ...season, startDate, endDate };
}

/** What Create sends: a public group no PIN, blank dates null, numbers whole (blank null, for the "missing" message). */
export function createGroupInput(form: {
  basics: GroupBasics;
  scoring: ScoringChoice;
  predictionsClose: PredictionsClose;
  season: SeasonText;
}): CreateGroupInput {
  const { basics, scoring, season } = form;
  return {
    name: basics.name,
    description: basics.description,
    ...scoringInput(scoring),
    isPublic: basics.isPublic,
    pin: basics.isPublic ? null : basics.pin,
    maxMembers: numberOrNull(basics.maxMembers),
    predictionsClose: form.predictionsClose,
    season: { name: season.name, startDate: season.startDate || null, endDate: season.endDate || null },
  };
}

/**
 * The first problem with what Create would send (the schema's, then the form's own order), in words, or null. The
 * schema's messages are catalogue ids (a zod default that is not goes out as it is).
 */
export function createGroupProblem(fields: CreateGroupInput, today: string): string | null {
  const parsed = createGroupSchema.safeParse(fields);
  const problem = parsed.success
    ? createGroupError(parsed.data, today)
    : ((parsed.error.issues[0]?.message as MessageId) ?? GROUP_MESSAGES.createFailed);
  return problem && t(problem);
}

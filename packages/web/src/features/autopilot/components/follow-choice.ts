import { type CompetitionFollow, type ExternalLeague, FOLLOW_MESSAGES, type FollowCompetitionInput } from '@scoreline/shared';
import { type FollowChoice, NO_FOLLOW } from './follow-defaults';
import { t } from '../../../lib/i18n';

export { type FollowChoice, NO_FOLLOW } from './follow-defaults';

// What the "Follow a competition" fields hold, offer and send, as plain functions (no zod: the update page loads none).

/** The deadline lead times offered, in minutes: at the first kick-off, half an hour to three hours, a day. */
export const LEAD_CHOICES: readonly number[] = [0, 30, 60, 120, 180, 1440];
/** How many matchdays ahead are offered (the server takes up to 10). */
export const AHEAD_CHOICES: readonly number[] = [1, 2, 3, 4, 5];

export interface Option {
  value: number;
  label: string;
}

/** The choices, with `current` among them in order when it is not one (a follow saved with other settings). */
function withCurrent(choices: readonly number[], current: number): number[] {
  return choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

/** A lead time in words: at the kick-off, whole hours, or minutes. */
export function leadLabel(minutes: number): string {
  if (minutes === 0) return t(FOLLOW_MESSAGES.leadAtKickOff);
  if (minutes % 60 === 0) return t(FOLLOW_MESSAGES.leadHours, { hours: minutes / 60 });
  return t(FOLLOW_MESSAGES.leadMinutes, { minutes });
}

export const leadOptions = (current: number): Option[] =>
  withCurrent(LEAD_CHOICES, current).map((value) => ({ value, label: leadLabel(value) }));

export const aheadOptions = (current: number): Option[] =>
  withCurrent(AHEAD_CHOICES, current).map((value) => ({ value, label: t(FOLLOW_MESSAGES.aheadOption, { count: value }) }));

/** The fields as a saved follow fills them (or empty, for a group that follows none). */
export function choiceOf(follow: CompetitionFollow | null): FollowChoice {
  return follow
    ? { competitionId: follow.competitionId, leadMinutes: follow.leadMinutes, matchdaysAhead: follow.matchdaysAhead }
    : NO_FOLLOW;
}

/** What PUT sends, or null when no competition is chosen (nothing to follow). */
export function followRequest(choice: FollowChoice): FollowCompetitionInput | null {
  const { competitionId, leadMinutes, matchdaysAhead } = choice;
  return competitionId === null ? null : { competitionId, leadMinutes, matchdaysAhead };
}

/** Whether the fields say what the saved follow already does (Save has nothing to send). */
export function isUnchanged(choice: FollowChoice, follow: CompetitionFollow | null): boolean {
  const saved = choiceOf(follow);
  return (
    choice.competitionId === saved.competitionId &&
    choice.leadMinutes === saved.leadMinutes &&
    choice.matchdaysAhead === saved.matchdaysAhead
  );
}

/** The competitions to choose from, with the followed one even if the provider no longer offers it (its select shows it). */
export function withFollowed(competitions: ExternalLeague[], follow: CompetitionFollow | null): ExternalLeague[] {
  if (!follow || competitions.some((league) => league.id === follow.competitionId)) return competitions;
  return [{ id: follow.competitionId, name: follow.competitionName, code: null, emblem: null }, ...competitions];
}

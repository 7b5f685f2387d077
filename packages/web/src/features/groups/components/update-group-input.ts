import { GROUP_MESSAGES, type GroupDetail, type PredictionsClose, groupFieldsError } from '@scoreline/shared';
import { type GroupBasics, numberOrNull } from './group-form';
import { type ScoringChoice, type ScoringInput, customScoring, scoringInput } from './scoring-choice';
import { t } from '../../../lib/i18n';

// The update form's rules as plain functions (no zod: the update page loads none): where it starts, what it sends,
// and what stops it being sent.

/** The form starts from the group as it is; the PIN boxes start empty (the server never sends the PIN). */
export function basicsOf(group: GroupDetail): GroupBasics {
  return {
    name: group.name,
    description: group.description ?? '',
    isPublic: group.isPublic,
    pin: '',
    maxMembers: String(group.maxMembers),
  };
}

/** The fields Update sends (an `UpdateGroupInput` with every field the form has). */
export interface UpdateGroupFields extends ScoringInput {
  name: string;
  description: string;
  isPublic: boolean;
  pin: string | null;
  maxMembers: number | null;
  predictionsClose: PredictionsClose;
  /** Set once the owner has confirmed that the new rules re-mark every marked gameweek. */
  confirmRescore?: boolean;
}

/** What Update sends: a public group no PIN, a private one its PIN trimmed ("" keeps the current one). */
export function updateGroupInput(basics: GroupBasics, predictionsClose: PredictionsClose, scoring: ScoringChoice): UpdateGroupFields {
  return {
    ...scoringInput(scoring),
    name: basics.name,
    description: basics.description,
    isPublic: basics.isPublic,
    pin: basics.isPublic ? null : basics.pin.trim(),
    maxMembers: numberOrNull(basics.maxMembers),
    predictionsClose,
  };
}

/** The first problem with what Update would send, in words, or null; `group` is the group as it was loaded. */
export function updateGroupProblem(fields: UpdateGroupFields, group: Pick<GroupDetail, 'isPublic' | 'memberCount'>): string | null {
  // A private group keeps its PIN when the boxes are left empty: a valid PIN stands in for it in the check.
  const keepsPin = !group.isPublic && !fields.pin;
  const problem = groupFieldsError({ ...fields, pin: keepsPin ? '0000' : fields.pin, scoring: customScoring(fields) });
  if (problem) return t(problem);
  if (fields.maxMembers !== null && fields.maxMembers < group.memberCount)
    return t(GROUP_MESSAGES.maxMembersBelowCount, { count: group.memberCount });
  return null;
}

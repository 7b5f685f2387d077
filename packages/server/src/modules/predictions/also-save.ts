import {
  type GameweekMatch,
  type GameweekSubject,
  INTL_LOCALES,
  type Locale,
  type NotSavedReason,
  type OtherGroupSave,
  PREDICTION_MESSAGES,
  type PredictionSheet,
  type SavedSheet,
  copyRefusal,
} from '@scoreline/shared';
import { translators } from '@scoreline/shared/i18n/translators';
import type { GroupScope } from '../../lib/group-scope.js';
import type { GroupAccess } from '../access/group-access.service.js';

/**
 * "Predict once, count in all my groups": one of the player's other groups with its active gameweek, as loaded
 * for a request (by the version the session read): what a copy of a prediction there is judged against.
 */
export interface OtherWeek {
  scope: GroupScope;
  groupId: string;
  groupName: string;
  gameweekId: string;
  /** The gameweek as the policy sees it (the version's). */
  subject: GameweekSubject;
  matches: readonly GameweekMatch[];
  /** The group and the player in it (their `viewer`). */
  access: GroupAccess;
}

/** A row of a save: a match of the sheet and the score saved on it. */
type Row = { matchId: string; home: number; away: number };

/** What a save copies into one other group, and what that group's rules leave unchanged there. */
export interface Copy {
  other: OtherWeek;
  /** Their matches (the same fixtures), with this save's scores; `sourceMatchId` is the sheet's match. */
  rows: Array<Row & { sourceMatchId: string }>;
  /** The sheet's matches that group does not take now, and why (one reason: the gameweek's, or its kick-offs). */
  refused: { reason: NotSavedReason; matchIds: string[] } | null;
}

/**
 * Where each scored real fixture of a save goes besides the sheet's own group: for each other group whose active
 * gameweek holds the same fixture (provider match id), its match there, copied if that group's rules take it now
 * (`copyRefusal`), else named with the reason. Custom matches are never copied. Groups without any of these
 * fixtures are left out.
 */
export function planCopies(others: readonly OtherWeek[], matches: readonly GameweekMatch[], rows: readonly Row[], now: Date): Copy[] {
  const fixtureOf = new Map(matches.flatMap((match) => (match.apiMatchId === null ? [] : [[match.id, match.apiMatchId] as const])));
  return others.flatMap((other) => {
    const { viewer } = other.access;
    const player = { userId: viewer.userId ?? '', isPlaceholder: false };
    const theirs = new Map(other.matches.flatMap((match) => (match.apiMatchId === null ? [] : [[match.apiMatchId, match] as const])));
    const copy: Copy = { other, rows: [], refused: null };
    for (const row of rows) {
      const fixture = fixtureOf.get(row.matchId);
      const match = fixture === undefined ? undefined : theirs.get(fixture);
      if (!match) continue;
      const reason = copyRefusal(viewer, other.subject, match, player, now);
      if (reason === null) copy.rows.push({ matchId: match.id, home: row.home, away: row.away, sourceMatchId: row.matchId });
      else if (copy.refused) copy.refused.matchIds.push(row.matchId);
      else copy.refused = { reason, matchIds: [row.matchId] };
    }
    return copy.rows.length > 0 || copy.refused ? [copy] : [];
  });
}

const byName = <T extends { groupName: string; groupId: string }>(a: T, b: T) =>
  a.groupName.localeCompare(b.groupName) || (a.groupId < b.groupId ? -1 : 1);

/**
 * The score card's offer on the player's own sheet: the other groups where some of its open real fixtures are open
 * too, with those matches (the sheet's ids), by group name.
 */
export function offerOf(others: readonly OtherWeek[], matches: readonly GameweekMatch[], openMatchIds: readonly string[], now: Date) {
  const open = new Set(openMatchIds);
  const rows = matches
    .filter((match) => open.has(match.id) && match.apiMatchId !== null)
    .map((match) => ({ matchId: match.id, home: 0, away: 0 }));
  if (rows.length === 0) return [];
  return planCopies(others, matches, rows, now)
    .filter((copy) => copy.rows.length > 0)
    .map(({ other, rows: copied }) => ({
      groupId: other.groupId,
      groupName: other.groupName,
      matchIds: copied.map((row) => row.sourceMatchId),
    }))
    .sort(byName);
}

/**
 * The save's answer for each other group: the sheet's matches saved there, and what was left unchanged with the
 * message the player reads ("Not saved in Sunday League: the deadline has passed").
 */
export function otherGroupSave(
  copy: Copy,
  outcome: { saved: readonly string[]; refused: Copy['refused'] },
  matches: readonly GameweekMatch[],
): OtherGroupSave {
  const { other } = copy;
  const refused = outcome.refused;
  return {
    groupId: other.groupId,
    groupName: other.groupName,
    gameweekId: other.gameweekId,
    savedMatchIds: [...outcome.saved],
    notSaved: refused
      ? {
          reason: refused.reason,
          matchIds: refused.matchIds,
          message: notSavedMessage('en', other.groupName, refused.reason, refused.matchIds, matches),
        }
      : null,
  };
}

/**
 * "Not saved in Sunday League: the deadline has passed" in `locale`; with `kickoff`, the matches of `matchIds`
 * that had kicked off, named as a list in that language ("Reds v Blues and Greens v Whites").
 */
export function notSavedMessage(
  locale: Locale,
  group: string,
  reason: NotSavedReason,
  matchIds: readonly string[],
  matches: ReadonlyArray<Pick<GameweekMatch, 'id' | 'homeTeam' | 'awayTeam'>>,
): string {
  const say = translators[locale];
  const kickedOff =
    reason === 'kickoff'
      ? matches
          .filter((match) => matchIds.includes(match.id))
          .map((match) => say(PREDICTION_MESSAGES.fixture, { home: match.homeTeam, away: match.awayTeam }))
      : [];
  const list = new Intl.ListFormat(INTL_LOCALES[locale], { style: 'long', type: 'conjunction' }).format(kickedOff);
  return say(PREDICTION_MESSAGES.notSavedIn, { reason, group, count: kickedOff.length, matches: list });
}

/** A save's answer with each other group's "Not saved in ..." in the reader's language (built in English first). */
export function inReaderLanguage(saved: SavedSheet, locale: Locale): SavedSheet {
  if (locale === 'en' || !saved.otherGroups.some((group) => group.notSaved)) return saved;
  return {
    ...saved,
    otherGroups: saved.otherGroups.map((group) =>
      group.notSaved
        ? {
            ...group,
            notSaved: {
              ...group.notSaved,
              message: notSavedMessage(locale, group.groupName, group.notSaved.reason, group.notSaved.matchIds, saved.matches),
            },
          }
        : group,
    ),
  };
}

export const sortByGroupName = (saves: OtherGroupSave[]) => saves.sort(byName);

/** Empty offer: anyone's sheet but the player's own editable one. */
export const NO_OFFER: Pick<PredictionSheet, 'alsoOpenIn' | 'alsoSaveInOtherGroups'> = { alsoOpenIn: [], alsoSaveInOtherGroups: false };

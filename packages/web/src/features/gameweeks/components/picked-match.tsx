import { type NewMatch } from '@scoreline/shared';
import { formatDateTime } from '../../../lib/dates';
import type { ReactNode } from 'react';

/** A match picked for the gameweek, with what the list shows. */
export type PickedMatch = NewMatch & { key: string; label: string; time: string; homeTeam: string; awayTeam: string };

/** What the endpoint takes for a picked match: the list's extras dropped (a fixture's team names come from the provider). */
export function toNewMatch(picked: PickedMatch): NewMatch {
  if (picked.kind === 'real')
    return { kind: 'real', competitionId: picked.competitionId, apiMatchId: picked.apiMatchId, utcDate: picked.utcDate };
  return { kind: 'custom', homeTeam: picked.homeTeam, awayTeam: picked.awayTeam, matchTime: picked.matchTime };
}

export const pickKey = (match: NewMatch) =>
  match.kind === 'real' ? `real:${match.apiMatchId}` : `custom:${match.homeTeam}:${match.awayTeam}:${match.matchTime}`;

/** A row of a gameweek's match list while it is edited: the match (wraps) over its kick-off, then its tags and action. */
export function PickedMatchItem({
  label,
  time,
  struck = false,
  children,
}: {
  label: string;
  time: string;
  /** Queued for removal. */
  struck?: boolean;
  /** Tags and the row's button. */
  children: ReactNode;
}) {
  return (
    <li className="flex min-h-12 items-center gap-2 py-1">
      <span className="min-w-0 flex-1">
        <span className={`block ${struck ? 'text-muted line-through' : ''}`}>{label}</span>
        <span className="block text-sm text-muted">{formatDateTime(time)}</span>
      </span>
      {children}
    </li>
  );
}

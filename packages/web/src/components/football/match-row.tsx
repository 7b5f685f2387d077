import type { GameweekMatch } from '@scoreline/shared';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Crest } from './crest';

/**
 * A team of a match row. On a narrow row the crest sits above the name so the name gets the whole side's width
 * (it wraps, never cut); on a wide row crest and name share a line, the home side aligned towards the middle.
 */
export function TeamName({ name, crest, side }: { name: string; crest: string | null; side: 'home' | 'away' }) {
  return (
    <span
      className={`flex min-w-0 flex-col items-center gap-1 text-center @md:gap-2 ${
        side === 'home' ? '@md:flex-row-reverse @md:text-right' : '@md:flex-row @md:text-left'
      }`}
    >
      <Crest url={crest} team={name} />
      <span className="team-name min-w-0 max-w-full @md:text-[0.9375rem]" data-testid="team-name">
        {name}
      </span>
    </span>
  );
}

/**
 * The match row every list of matches uses: a meta line (kick-off, status, links), then home team, the middle
 * (scores, score boxes or the time) and away team, then an optional footer. It is its own size container, so a
 * row in a narrow card lays out like a phone's.
 */
export function MatchRow({
  match,
  meta,
  middle,
  footer,
  className = '',
  ref,
  ...rest
}: {
  match: GameweekMatch;
  ref?: Ref<HTMLLIElement>;
  meta?: ReactNode;
  middle: ReactNode;
  footer?: ReactNode;
  className?: string;
} & Omit<HTMLAttributes<HTMLLIElement>, 'className'>) {
  return (
    <li ref={ref} className={`card @container space-y-2 px-2 py-3 @md:px-3 ${className}`} {...rest}>
      {meta && <div className="flex items-center justify-between gap-2 text-xs text-muted">{meta}</div>}
      <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-1.5 @md:gap-3">
        <TeamName name={match.homeTeam} crest={match.homeCrest} side="home" />
        <div className="flex flex-col items-center">{middle}</div>
        <TeamName name={match.awayTeam} crest={match.awayCrest} side="away" />
      </div>
      {footer}
    </li>
  );
}

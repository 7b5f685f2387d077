import { Badge } from '../ui/badge';
import { type MatchState, matchStatusMarker } from './match-status';

const TONES = { waiting: 'amber', out: 'muted', live: 'live', done: 'muted' } as const;

/** A match's status marker ("LIVE 67'", "HT", "FT", "Postponed", "Cancelled", "Void"), or nothing when its state needs no word. */
export function MatchStatusBadge({ match, className = '' }: { match: MatchState; className?: string }) {
  const marker = matchStatusMarker(match);
  return marker ? (
    <span data-testid="match-status" className={className}>
      <Badge tone={TONES[marker.tone]}>
        {marker.label}
        {marker.minute && <span className="ml-1 font-medium tabular-nums">{marker.minute}</span>}
      </Badge>
    </span>
  ) : null;
}

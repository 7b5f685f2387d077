import type { GameweekMatch } from '@scoreline/shared';
import { Badge } from '../ui/badge';
import { matchStatusMarker } from './match-status';

const TONES = { waiting: 'amber', out: 'muted' } as const;

/** A match's status marker ("Postponed", "Cancelled", "Void"), or nothing when its state needs no word. */
export function MatchStatusBadge({ match, className = '' }: { match: Pick<GameweekMatch, 'status' | 'isVoided'>; className?: string }) {
  const marker = matchStatusMarker(match);
  return marker ? (
    <span data-testid="match-status" className={className}>
      <Badge tone={TONES[marker.tone]}>{marker.label}</Badge>
    </span>
  ) : null;
}

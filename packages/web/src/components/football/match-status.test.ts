import { FOLLOW_MESSAGES, MATCH_STATUSES, type MatchStatus } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { matchStatusMarker } from './match-status';

const match = (status: MatchStatus | null, isVoided = false) => ({ status, isVoided });

describe('matchStatusMarker', () => {
  it('names a postponed or suspended match, which may still be played', () => {
    expect(matchStatusMarker(match('POSTPONED'))).toEqual({ label: FOLLOW_MESSAGES.postponed, tone: 'waiting' });
    expect(matchStatusMarker(match('SUSPENDED'))).toEqual({ label: 'Suspended', tone: 'waiting' });
  });

  it('says Cancelled for a cancelled match (void as well), and Void for one an admin made void', () => {
    expect(matchStatusMarker(match('CANCELLED', true))).toEqual({ label: 'Cancelled', tone: 'out' });
    expect(matchStatusMarker(match('CANCELLED'))).toEqual({ label: 'Cancelled', tone: 'out' });
    expect(matchStatusMarker(match('POSTPONED', true))).toEqual({ label: 'Void', tone: 'out' });
    expect(matchStatusMarker(match(null, true))).toEqual({ label: 'Void', tone: 'out' });
  });

  it('shows nothing for a custom match or any other status', () => {
    expect(matchStatusMarker(match(null))).toBeNull();
    const quiet = MATCH_STATUSES.filter((status) => !['POSTPONED', 'SUSPENDED', 'CANCELLED'].includes(status));
    for (const status of quiet) expect(matchStatusMarker(match(status)), status).toBeNull();
  });
});

import { FOLLOW_MESSAGES, LIVE_MATCH_MESSAGES, MATCH_STATUSES, type MatchStatus } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { type MatchState, isUnderWay, matchStatusMarker, shownScore } from './match-status';

const NOT_STARTED = { finalHomeScore: null, finalAwayScore: null, liveHomeScore: null, liveAwayScore: null, liveMinute: null };
const match = (status: MatchStatus | null, isVoided = false, scores: Partial<MatchState> = {}): MatchState => ({
  status,
  isVoided,
  ...NOT_STARTED,
  ...scores,
});
const running = (home: number, away: number, liveMinute: number | null = null) => ({
  liveHomeScore: home,
  liveAwayScore: away,
  liveMinute,
});
const final = (home: number, away: number) => ({ finalHomeScore: home, finalAwayScore: away });

describe('matchStatusMarker', () => {
  it('names a postponed or suspended match, which may still be played', () => {
    expect(matchStatusMarker(match('POSTPONED'))).toEqual({ label: FOLLOW_MESSAGES.postponed, tone: 'waiting' });
    expect(matchStatusMarker(match('SUSPENDED'))).toEqual({ label: 'Suspended', tone: 'waiting' });
    // Suspended mid-match with a running score: still the word that says why it stopped.
    expect(matchStatusMarker(match('SUSPENDED', false, running(1, 0, 60)))).toEqual({ label: 'Suspended', tone: 'waiting' });
  });

  it('says Cancelled for a cancelled match (void as well), and Void for one an admin made void', () => {
    expect(matchStatusMarker(match('CANCELLED', true))).toEqual({ label: 'Cancelled', tone: 'out' });
    expect(matchStatusMarker(match('CANCELLED'))).toEqual({ label: 'Cancelled', tone: 'out' });
    expect(matchStatusMarker(match('POSTPONED', true))).toEqual({ label: 'Void', tone: 'out' });
    expect(matchStatusMarker(match(null, true))).toEqual({ label: 'Void', tone: 'out' });
    expect(matchStatusMarker(match('IN_PLAY', true, running(2, 2)))).toEqual({ label: 'Void', tone: 'out' });
  });

  it('says LIVE while a match is played, with the minute when the provider tells it', () => {
    expect(matchStatusMarker(match('IN_PLAY', false, running(1, 0, 67)))).toEqual({ label: 'LIVE', tone: 'live', minute: "67'" });
    expect(matchStatusMarker(match('IN_PLAY', false, running(0, 0)))).toEqual({ label: 'LIVE', tone: 'live' });
    expect(matchStatusMarker(match('EXTRA_TIME', false, running(1, 1, 105)))).toEqual({ label: 'LIVE', tone: 'live', minute: "105'" });
    expect(matchStatusMarker(match('PENALTY_SHOOTOUT', false, running(1, 1)))?.label).toBe(LIVE_MATCH_MESSAGES.live);
    // In play by the provider before the first poll wrote a score, or a running score under a stale status.
    expect(matchStatusMarker(match('IN_PLAY'))?.label).toBe('LIVE');
    expect(matchStatusMarker(match('TIMED', false, running(0, 1, 3)))).toEqual({ label: 'LIVE', tone: 'live', minute: "3'" });
  });

  it('says HT at half time, and FT once the final score is in or the provider says the match is over', () => {
    expect(matchStatusMarker(match('PAUSED', false, running(1, 0, 45)))).toEqual({ label: 'HT', tone: 'live' });
    expect(matchStatusMarker(match('FINISHED', false, { ...running(2, 1, 90), ...final(2, 1) }))).toEqual({ label: 'FT', tone: 'done' });
    // Over by the provider, its result not synced yet: FT over the last running score.
    expect(matchStatusMarker(match('FINISHED', false, running(2, 1, 90)))).toEqual({ label: 'FT', tone: 'done' });
    expect(matchStatusMarker(match('AWARDED'))).toEqual({ label: 'FT', tone: 'done' });
    // A custom match scored by an admin.
    expect(matchStatusMarker(match(null, false, final(0, 0)))).toEqual({ label: 'FT', tone: 'done' });
  });

  it('shows nothing for a match not started (a custom one, scheduled or timed)', () => {
    expect(matchStatusMarker(match(null))).toBeNull();
    const quiet = MATCH_STATUSES.filter((status) => ['SCHEDULED', 'TIMED'].includes(status));
    for (const status of quiet) expect(matchStatusMarker(match(status)), status).toBeNull();
    const worded = MATCH_STATUSES.filter((status) => !quiet.includes(status));
    for (const status of worded) expect(matchStatusMarker(match(status)), status).not.toBeNull();
  });
});

describe('shownScore and isUnderWay', () => {
  it('show the final score once it is in, else the running one, else none', () => {
    expect(shownScore(match('FINISHED', false, { ...running(1, 1), ...final(2, 1) }))).toEqual({ home: 2, away: 1, live: false });
    expect(shownScore(match('IN_PLAY', false, running(1, 0, 20)))).toEqual({ home: 1, away: 0, live: true });
    expect(shownScore(match('TIMED'))).toBeNull();
    expect(shownScore(match('IN_PLAY', true, running(1, 0)))).toBeNull();
    // Stopped after kick-off: the score it stopped at, not live.
    expect(shownScore(match('SUSPENDED', false, running(1, 0, 60)))).toEqual({ home: 1, away: 0, live: false });
  });

  it('take a match as under way from its scores or a live or finished status, never from the clock', () => {
    expect(isUnderWay(match('TIMED'))).toBe(false);
    expect(isUnderWay(match('POSTPONED'))).toBe(false);
    expect(isUnderWay(match('IN_PLAY'))).toBe(true);
    expect(isUnderWay(match('PAUSED', false, running(0, 0)))).toBe(true);
    expect(isUnderWay(match(null, false, final(1, 1)))).toBe(true);
  });
});

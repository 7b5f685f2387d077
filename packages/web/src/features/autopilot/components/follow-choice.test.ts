import type { CompetitionFollow } from '@scoreline/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { NO_FOLLOW, aheadOptions, choiceOf, followRequest, isUnchanged, leadOptions, withFollowed } from './follow-choice';

const follow: CompetitionFollow = {
  competitionId: 9001,
  competitionName: 'Northshire Premier League',
  leadMinutes: 120,
  matchdaysAhead: 3,
  closesAtKickOff: false,
  seasonId: 's1',
};

describe('the follow fields', () => {
  it('start with no competition and the server defaults (an hour before, two matchdays ahead)', () => {
    expect(NO_FOLLOW).toEqual({ competitionId: null, leadMinutes: 60, matchdaysAhead: 2 });
    expect(choiceOf(null)).toEqual(NO_FOLLOW);
    expect(choiceOf(follow)).toEqual({ competitionId: 9001, leadMinutes: 120, matchdaysAhead: 3 });
  });

  it('offer lead times in words, from the first kick-off to a day before', () => {
    expect(leadOptions(60).map((option) => option.label)).toEqual([
      'At the first kick-off',
      '30 minutes before the first kick-off',
      '1 hour before the first kick-off',
      '2 hours before the first kick-off',
      '3 hours before the first kick-off',
      '24 hours before the first kick-off',
    ]);
    expect(aheadOptions(2).map((option) => option.label)).toEqual([
      'The next matchday',
      'The next 2 matchdays',
      'The next 3 matchdays',
      'The next 4 matchdays',
      'The next 5 matchdays',
    ]);
  });

  describe('in German', () => {
    afterEach(() => activateLocale('en'));

    it('offer the same choices in German words and plurals', async () => {
      await activateLocale('de');
      expect(leadOptions(45).map((option) => option.label)).toEqual([
        'Beim ersten Anstoß',
        '30 Minuten vor dem ersten Anstoß',
        '45 Minuten vor dem ersten Anstoß',
        '1 Stunde vor dem ersten Anstoß',
        '2 Stunden vor dem ersten Anstoß',
        '3 Stunden vor dem ersten Anstoß',
        '24 Stunden vor dem ersten Anstoß',
      ]);
      expect(
        aheadOptions(1)
          .map((option) => option.label)
          .slice(0, 2),
      ).toEqual(['Der nächste Spieltag', 'Die nächsten 2 Spieltage']);
    });
  });

  it('keep a saved setting the lists do not offer, in its place', () => {
    expect(leadOptions(45).map((option) => option.value)).toEqual([0, 30, 45, 60, 120, 180, 1440]);
    expect(aheadOptions(8).map((option) => option.value)).toEqual([1, 2, 3, 4, 5, 8]);
  });

  it('send the competition and its settings, and nothing without a competition', () => {
    expect(followRequest(NO_FOLLOW)).toBeNull();
    expect(followRequest({ competitionId: 9002, leadMinutes: 0, matchdaysAhead: 1 })).toEqual({
      competitionId: 9002,
      leadMinutes: 0,
      matchdaysAhead: 1,
    });
  });

  it('know when nothing changed from the saved follow', () => {
    expect(isUnchanged(choiceOf(follow), follow)).toBe(true);
    expect(isUnchanged({ ...choiceOf(follow), leadMinutes: 30 }, follow)).toBe(false);
    expect(isUnchanged(NO_FOLLOW, null)).toBe(true);
    expect(isUnchanged({ ...NO_FOLLOW, competitionId: 9001 }, null)).toBe(false);
  });

  it('offer the followed competition even when the provider no longer lists it', () => {
    const other = { id: 9002, name: 'Southvale Championship', code: 'SVC', emblem: null };
    expect(withFollowed([other], null)).toEqual([other]);
    expect(withFollowed([other], follow).map((league) => league.name)).toEqual(['Northshire Premier League', 'Southvale Championship']);
    const listed = { id: 9001, name: 'Northshire Premier League', code: 'NPL', emblem: null };
    expect(withFollowed([listed, other], follow)).toEqual([listed, other]);
  });
});

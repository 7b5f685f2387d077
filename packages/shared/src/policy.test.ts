import { describe, expect, it } from 'vitest';
import { GAMEWEEK_MESSAGES } from './gameweeks.js';
import { POLICY_MESSAGES, gameweekActions, lockChangeRefusal, matchScoreRefusal, matchesEditRefusal } from './policy.js';

const now = new Date('2026-11-21T12:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
const gameweek = (overrides: Partial<Parameters<typeof gameweekActions>[0]> = {}) => ({
  deadline: hours(2),
  isActive: true,
  isLocked: false,
  hasResults: false,
  matches: [
    { id: 'custom-early', apiMatchId: null, matchTime: hours(-1) },
    { id: 'custom-later', apiMatchId: null, matchTime: hours(3) },
    { id: 'real', apiMatchId: 7, matchTime: hours(-1) },
  ],
  ...overrides,
});

describe('gameweek rules', () => {
  it('lock and unlock only while the deadline is ahead, and never unlock once results are in', () => {
    expect(lockChangeRefusal(gameweek(), true, now)).toBeNull();
    expect(lockChangeRefusal(gameweek({ deadline: hours(0) }), true, now)).toBe(GAMEWEEK_MESSAGES.deadlinePassed);
    expect(lockChangeRefusal(gameweek({ isLocked: true, hasResults: true }), false, now)).toBe(GAMEWEEK_MESSAGES.resultsIn);
    expect(lockChangeRefusal(gameweek({ isLocked: true, hasResults: true }), true, now)).toBeNull();
  });

  it('edit matches only while active, unlocked and before the deadline', () => {
    expect(matchesEditRefusal(gameweek(), now)).toBeNull();
    for (const closed of [{ isActive: false }, { isLocked: true }, { deadline: hours(-0.1) }]) {
      expect(matchesEditRefusal(gameweek(closed), now)).toBe(POLICY_MESSAGES.matchesLocked);
    }
  });

  it('take a final score only for a custom match that has kicked off', () => {
    expect(matchScoreRefusal({ apiMatchId: null, matchTime: hours(0) }, now)).toBeNull();
    expect(matchScoreRefusal({ apiMatchId: null, matchTime: hours(0.01) }, now)).toBe(POLICY_MESSAGES.notKickedOff);
    expect(matchScoreRefusal({ apiMatchId: 3, matchTime: hours(-5) }, now)).toBe(POLICY_MESSAGES.realScoresAutomatic);
  });

  it('offer a viewer exactly the actions the rules allow', () => {
    expect(gameweekActions(gameweek(), { isAdmin: false }, now)).toEqual({
      canLock: false,
      canUnlock: false,
      canDelete: false,
      canEditMatches: false,
      canEnterScores: false,
      scoreableMatchIds: [],
    });
    expect(gameweekActions(gameweek(), { isAdmin: true }, now)).toMatchObject({ canLock: true, canUnlock: false, canEditMatches: true });
    const locked = gameweekActions(gameweek({ isLocked: true }), { isAdmin: true }, now);
    expect(locked).toMatchObject({ canLock: false, canUnlock: true, canEditMatches: false, canEnterScores: true });
    expect(locked.scoreableMatchIds).toEqual(['custom-early']);
    expect(gameweekActions(gameweek({ isLocked: true, hasResults: true }), { isAdmin: true }, now).canUnlock).toBe(false);
  });
});

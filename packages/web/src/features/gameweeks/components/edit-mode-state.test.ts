import { describe, expect, it } from 'vitest';
import { finalScoresRequest, matchEditControl, removalWording } from './edit-mode-state';
import { adminViewer, at, savedMatch } from './test-fixtures';

const custom = savedMatch('m1', at(5, 13));
const real = savedMatch('m2', at(5, 14), { apiMatchId: 99 });
const gameweek = (viewer = adminViewer()) => ({ matches: [custom, real], viewer });

describe("edit mode's control beside a match", () => {
  it('while matches may be edited: Remove or Keep, the last match kept not removable', () => {
    expect(matchEditControl(gameweek(), custom, new Set())).toEqual({ kind: 'queue', queued: false, lastKept: false });
    expect(matchEditControl(gameweek(), custom, new Set(['m1']))).toEqual({ kind: 'queue', queued: true, lastKept: false });
    expect(matchEditControl(gameweek(), real, new Set(['m1']))).toEqual({ kind: 'queue', queued: false, lastKept: true });
  });

  it("once locked: a fixture's score is the provider's, a custom match's may be entered when the server says so", () => {
    const locked = adminViewer({ canEditMatches: false, canEnterScores: true, scoreableMatchIds: [] });
    expect(matchEditControl(gameweek(locked), real, new Set())).toEqual({ kind: 'automatic' });
    expect(matchEditControl(gameweek(locked), custom, new Set())).toEqual({ kind: 'after-kick-off' });
    const kickedOff = adminViewer({ canEditMatches: false, canEnterScores: true, scoreableMatchIds: ['m1', 'm2'] });
    expect(matchEditControl(gameweek(kickedOff), custom, new Set())).toEqual({ kind: 'final-score' });
    // Even listed, a fixture is never scored by hand.
    expect(matchEditControl(gameweek(kickedOff), real, new Set())).toEqual({ kind: 'automatic' });
  });
});

describe('the removal wording', () => {
  it('is singular for one match and counts more', () => {
    expect(removalWording(1)).toEqual({ title: 'Remove 1 match?', done: 'The match was removed.' });
    expect(removalWording(3)).toEqual({ title: 'Remove 3 matches?', done: '3 matches were removed.' });
  });
});

describe('what "Save Scores" sends', () => {
  it('the matches with both final scores entered (0 included), or nothing at all', () => {
    expect(finalScoresRequest({ m1: { home: 0, away: 2 }, m2: { home: 1, away: null }, m3: { home: null, away: null } })).toEqual({
      scores: [{ matchId: 'm1', home: 0, away: 2 }],
    });
    expect(finalScoresRequest({ m2: { home: 1, away: null } })).toBeNull();
    expect(finalScoresRequest({})).toBeNull();
  });
});

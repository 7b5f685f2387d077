import { describe, expect, it } from 'vitest';
import { copyRefusal } from './also-save.js';
import type { GameweekSubject, Viewer } from './rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const player = { userId: 'me', isPlaceholder: false };
const viewer: Viewer = { userId: 'me', isMember: true, isAdmin: false, isOwner: false };
const week = (extra: Partial<GameweekSubject> = {}): GameweekSubject => ({
  deadline: at(2),
  isLocked: false,
  isFinished: false,
  isActive: true,
  matchday: null,
  closesAtKickOff: false,
  lastKickOff: at(5),
  hasResults: false,
  ...extra,
});
const match = (hours: number, final: number | null = null) => ({ matchTime: at(hours), finalHomeScore: final, finalAwayScore: final });

describe('copyRefusal: whether another group takes a copy of a prediction now, by its own rules', () => {
  it('takes it while that group is open, before the deadline', () => {
    expect(copyRefusal(viewer, week(), match(3), player, now)).toBeNull();
  });

  it('names the deadline, a lock, a kick-off and a gameweek no longer active', () => {
    expect(copyRefusal(viewer, week({ deadline: at(-1) }), match(3), player, now)).toBe('deadline');
    expect(copyRefusal(viewer, week({ isLocked: true }), match(3), player, now)).toBe('lock');
    expect(copyRefusal(viewer, week({ isActive: false }), match(3), player, now)).toBe('closed');
    expect(copyRefusal(viewer, week({ isFinished: true }), match(3), player, now)).toBe('closed');
    // Kick-off locks: the group is open, this match has started.
    const kickOff = week({ closesAtKickOff: true, deadline: at(-1), lastKickOff: at(5) });
    expect(copyRefusal(viewer, kickOff, match(-1), player, now)).toBe('kickoff');
    expect(copyRefusal(viewer, kickOff, match(-1, 1), player, now)).toBe('kickoff');
    expect(copyRefusal(viewer, kickOff, match(4), player, now)).toBeNull();
    // Every match of a kick-off gameweek has started: the gameweek itself is closed by kick-off.
    expect(copyRefusal(viewer, week({ closesAtKickOff: true, deadline: at(-3), lastKickOff: at(-1) }), match(-1), player, now)).toBe(
      'kickoff',
    );
  });

  it('takes nothing from a non-member, nor for anyone but the player', () => {
    expect(copyRefusal({ ...viewer, isMember: false }, week(), match(3), player, now)).toBe('closed');
    expect(copyRefusal(viewer, week(), match(3), { userId: 'someone', isPlaceholder: false }, now)).toBe('closed');
  });
});

import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, JOKER_MESSAGES, PREDICTION_MESSAGES } from '../messages.js';
import { type JokerSubject, jokerFlags, jokerRefusal } from './joker.js';
import { ANONYMOUS, type GameweekSubject, type Viewer } from './rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const viewerOf = (userId: string, extra: Partial<Viewer> = {}): Viewer => ({
  userId,
  isMember: true,
  isAdmin: false,
  isOwner: false,
  ...extra,
});
const ROLES = {
  anonymous: ANONYMOUS,
  nonMember: { userId: 'me', isMember: false, isAdmin: false, isOwner: false },
  member: viewerOf('me'),
  admin: viewerOf('me', { isAdmin: true }),
  owner: viewerOf('me', { isAdmin: true, isOwner: true }),
} satisfies Record<string, Viewer>;
const self = { userId: 'me', isPlaceholder: false };
const placeholder = { userId: 'ghost', isPlaceholder: true };

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
// Kick-offs at +3 h and +5 h (the deadline at +2 h); with kick-off locks the deadline is the first kick-off.
const first = { id: 'first', matchTime: at(3), finalHomeScore: null, finalAwayScore: null };
const second = { id: 'second', matchTime: at(5), finalHomeScore: null, finalAwayScore: null };
const kickOffWeek = week({ closesAtKickOff: true, deadline: first.matchTime, lastKickOff: second.matchTime });

const subject = (extra: Partial<JokerSubject> = {}): JokerSubject => ({
  gameweek: week(),
  player: self,
  now,
  jokersEnabled: true,
  current: null,
  target: { ...second, predicted: true },
  ...extra,
});
const message = (viewer: Viewer, extra: Partial<JokerSubject> = {}) => jokerRefusal(viewer, subject(extra))?.message ?? null;

describe('the joker across roles', () => {
  it('a member and an admin or owner set their own; anonymous and non-members cannot', () => {
    expect(message(ROLES.anonymous)).toBe(PREDICTION_MESSAGES.notAuthenticated);
    expect(message(ROLES.nonMember)).toBe(GROUP_MESSAGES.notMember);
    for (const viewer of [ROLES.member, ROLES.admin, ROLES.owner]) expect(message(viewer)).toBeNull();
  });

  it("only an admin or the owner sets a placeholder's joker, as for predicting for them", () => {
    expect(message(ROLES.member, { player: placeholder })).toBe(PREDICTION_MESSAGES.placeholderMembersOnly);
    expect(message(ROLES.admin, { player: placeholder })).toBeNull();
    expect(message(ROLES.owner, { player: placeholder })).toBeNull();
    // Nobody sets another real member's joker, admins included.
    expect(message(ROLES.owner, { player: { userId: 'friend', isPlaceholder: false } })).toBe(PREDICTION_MESSAGES.placeholderMembersOnly);
  });

  it('is refused where the group plays without jokers, and on a match without a prediction', () => {
    expect(message(ROLES.member, { jokersEnabled: false })).toBe(JOKER_MESSAGES.off);
    expect(message(ROLES.member, { target: { ...second, predicted: false } })).toBe(JOKER_MESSAGES.needsPrediction);
  });

  it('leaving it where it is is never refused (nothing changes)', () => {
    expect(
      message(ROLES.member, { current: second, target: { ...second, predicted: true }, gameweek: week({ isLocked: true }) }),
    ).toBeNull();
    expect(message(ROLES.member, { current: null, target: null, jokersEnabled: false })).toBeNull();
  });
});

describe('the joker across phases', () => {
  it('moves and comes off while open, strictly before the deadline', () => {
    expect(message(ROLES.member, { current: first })).toBeNull();
    expect(message(ROLES.member, { current: first, target: null })).toBeNull();
    expect(message(ROLES.member, { current: first, now: new Date(Date.parse(at(2)) - 1) })).toBeNull();
  });

  it('at the exact deadline, when locked and when finished, it neither goes on nor moves', () => {
    const closed = [
      { now: new Date(at(2)) },
      { gameweek: week({ isLocked: true }) },
      { gameweek: week({ isFinished: true, isLocked: true, hasResults: true }) },
    ];
    for (const phase of closed) {
      expect(message(ROLES.member, phase)).toBe(PREDICTION_MESSAGES.closed);
      expect(message(ROLES.member, { ...phase, current: first, target: null })).toBe(PREDICTION_MESSAGES.closed);
    }
  });

  it('with kick-off locks it stays on a match that has kicked off, and never goes on one', () => {
    const afterFirst = { gameweek: kickOffWeek, now: new Date(first.matchTime) };
    expect(message(ROLES.member, { ...afterFirst, current: first })).toBe(JOKER_MESSAGES.stuck);
    expect(message(ROLES.member, { ...afterFirst, current: first, target: null })).toBe(JOKER_MESSAGES.stuck);
    expect(message(ROLES.member, { ...afterFirst, current: second, target: { ...first, predicted: true } })).toBe(
      JOKER_MESSAGES.matchClosed,
    );
    // The match still to come takes it, and it moves off it until that kick-off.
    expect(message(ROLES.member, { ...afterFirst, current: null })).toBeNull();
    expect(message(ROLES.member, { ...afterFirst, current: second, target: null })).toBeNull();
  });

  it('never goes on a finished match', () => {
    const finished = { ...second, finalHomeScore: 1, finalAwayScore: 0 };
    expect(message(ROLES.member, { target: { ...finished, predicted: true } })).toBe(JOKER_MESSAGES.matchClosed);
  });
});

describe('jokerFlags: what the score card is told', () => {
  const flags = (viewer: Viewer, extra: Partial<JokerSubject> = {}) => {
    const { target: _target, ...rest } = subject(extra);
    return jokerFlags(viewer, rest);
  };

  it('offers the joker to whoever may save the sheet in a group with jokers', () => {
    expect(flags(ROLES.member)).toEqual({ canUseJoker: true, canMoveJoker: true });
    expect(flags(ROLES.admin, { player: placeholder })).toEqual({ canUseJoker: true, canMoveJoker: true });
    expect(flags(ROLES.member, { player: placeholder })).toEqual({ canUseJoker: false, canMoveJoker: false });
    expect(flags(ROLES.member, { jokersEnabled: false })).toEqual({ canUseJoker: false, canMoveJoker: false });
    expect(flags(ROLES.member, { gameweek: week({ isLocked: true }) })).toEqual({ canUseJoker: false, canMoveJoker: false });
  });

  it('says the joker stays once its match has kicked off (kick-off locks), while the rest is still open', () => {
    const afterFirst = { gameweek: kickOffWeek, now: new Date(first.matchTime) };
    expect(flags(ROLES.member, { ...afterFirst, current: first })).toEqual({ canUseJoker: true, canMoveJoker: false });
    expect(flags(ROLES.member, { ...afterFirst, current: second })).toEqual({ canUseJoker: true, canMoveJoker: true });
  });
});

describe('a joker on a void match', () => {
  it('may leave it while the gameweek is open (it doubles nothing there), but never goes on one', () => {
    const voided = { ...first, isVoided: true };
    expect(message(ROLES.member, { current: voided, target: { ...second, predicted: true } })).toBeNull();
    expect(message(ROLES.member, { current: voided, target: null })).toBeNull();
    expect(message(ROLES.member, { current: null, target: { ...voided, predicted: true } })).toBe(JOKER_MESSAGES.matchClosed);
    expect(message(ROLES.member, { current: voided, now: new Date(at(2)) })).toBe(PREDICTION_MESSAGES.closed);
  });
});

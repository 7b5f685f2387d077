import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMEWEEK_MESSAGES, GROUP_MESSAGES, PREDICTION_MESSAGES, SEASON_MESSAGES } from '../messages.js';
import {
  bonusQuestionPhase,
  gameweekPhase,
  matchPhase,
  nextClose,
  openMatches,
  predictionsRevealed,
  predictionsShown,
  sheetMissesOpenMatch,
} from './phase.js';
import {
  ACTIONS,
  type Action,
  ANONYMOUS,
  type GameweekSubject,
  POLICY_MESSAGES,
  type PolicySubjects,
  type RefusalKind,
  type Viewer,
  can,
  check,
  inviteStatus,
} from './rules.js';

const now = new Date('2026-11-21T12:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

// The roles of a group, as viewers. A placeholder cannot sign in; as a viewer it would be a plain member.
const member = (userId: string, extra: Partial<Viewer> = {}): Viewer => ({
  userId,
  isMember: true,
  isAdmin: false,
  isOwner: false,
  ...extra,
});
const ROLES = {
  anon: ANONYMOUS,
  non: { userId: 'non', isMember: false, isAdmin: false, isOwner: false },
  mem: member('mem'),
  ph: member('ph'),
  adm: member('adm', { isAdmin: true }),
  own: member('own', { isAdmin: true, isOwner: true }),
  sadm: member('sadm'),
} satisfies Record<string, Viewer>;
type Role = keyof typeof ROLES;
const ROLE_ORDER = Object.keys(ROLES) as Role[];

/** Every match closes at the deadline (the default; kick-off locks are tested below). */
const DEADLINE_MODE = { closesAtKickOff: false, lastKickOff: null, matchday: null };

const AUTOMATIC = { ...DEADLINE_MODE, matchday: 'Matchday 13' };

const PHASES = {
  open: { deadline: at(2), isActive: true, isLocked: false, isFinished: false, hasResults: false, ...DEADLINE_MODE },
  locked: { deadline: at(2), isActive: true, isLocked: true, isFinished: false, hasResults: false, ...DEADLINE_MODE },
  scored: { deadline: at(2), isActive: true, isLocked: true, isFinished: false, hasResults: true, ...DEADLINE_MODE },
  deadline: { deadline: at(-1), isActive: true, isLocked: false, isFinished: false, hasResults: false, ...DEADLINE_MODE },
  finished: { deadline: at(-3), isActive: true, isLocked: true, isFinished: true, hasResults: true, ...DEADLINE_MODE },
  inactive: { deadline: at(2), isActive: false, isLocked: false, isFinished: false, hasResults: false, ...DEADLINE_MODE },
  retired: { deadline: at(-1), isActive: false, isLocked: true, isFinished: false, hasResults: false, ...DEADLINE_MODE },
  /** A matchday the competition autopilot created ahead of the active gameweek: it takes predictions already. */
  ahead: { deadline: at(2), isActive: false, isLocked: false, isFinished: false, hasResults: false, ...AUTOMATIC },
  aheadPast: { deadline: at(-1), isActive: false, isLocked: false, isFinished: false, hasResults: false, ...AUTOMATIC },
} satisfies Record<string, GameweekSubject>;

const privateGroup = { isPublic: false, memberCount: 5, maxMembers: 10 };
const season = { adminId: 'sadm', isActive: true, endDate: null };
const target = (userId: string, extra = {}) => ({ userId, isPlaceholder: false, isOwner: false, ...extra });
const customMatch = { apiMatchId: null, matchTime: at(-1), finalHomeScore: null, finalAwayScore: null, isVoided: false };
const fixtureAhead = {
  apiMatchId: 7,
  matchTime: at(1),
  finalHomeScore: null,
  finalAwayScore: null,
  status: 'TIMED' as const,
  isVoided: false,
};
const player = (userId: string, isPlaceholder = false) => ({ userId, isPlaceholder });

/**
 * Each row: an action on a subject, and what each role gets, in the order anon, non, mem, ph, adm, own, sadm.
 * ok = allowed; 401 not signed in; NM not a member (403 naming the group); 403 forbidden; 404 no such member;
 * 400 not now or not so; 409 clashes with the current state.
 */
const CODES: Record<string, RefusalKind | 'ok'> = {
  ok: 'ok',
  '401': 'unauthenticated',
  NM: 'not-member',
  '403': 'forbidden',
  '404': 'not-found',
  '400': 'invalid',
  '409': 'conflict',
};
type Row = [string, Action, object, string];
const g = <E extends object = object>(phase: keyof typeof PHASES, extra?: E) => ({
  gameweek: PHASES[phase] as GameweekSubject,
  now,
  ...(extra as E),
});

const TABLE: Row[] = [
  ['private group', 'viewGroup', { group: privateGroup }, '401 NM ok ok ok ok ok'],
  ['public group', 'viewGroup', { group: { ...privateGroup, isPublic: true } }, '401 ok ok ok ok ok ok'],
  ['private members', 'viewMembers', { group: privateGroup }, '401 NM ok ok ok ok ok'],
  ['public members', 'viewMembers', { group: { ...privateGroup, isPublic: true } }, '401 ok ok ok ok ok ok'],
  ['leaderboards', 'viewLeaderboards', {}, '401 NM ok ok ok ok ok'],
  ['gameweeks', 'viewGameweeks', {}, '401 NM ok ok ok ok ok'],
  ['room left', 'joinGroup', { group: privateGroup, pinMatches: true }, '401 ok 409 409 409 409 409'],
  ['wrong PIN', 'joinGroup', { group: privateGroup, pinMatches: false }, '401 400 409 409 409 409 409'],
  ['full group', 'joinGroup', { group: { ...privateGroup, memberCount: 10 }, pinMatches: true }, '401 409 409 409 409 409 409'],
  ['full group, wrong PIN', 'joinGroup', { group: { ...privateGroup, memberCount: 10 }, pinMatches: false }, '401 400 409 409 409 409 409'],
  ['leave', 'leaveGroup', {}, '401 NM ok ok ok 403 ok'],
  ['update', 'updateGroup', {}, '401 403 403 403 403 ok 403'],
  ['delete', 'deleteGroup', {}, '401 403 403 403 403 ok 403'],
  ['no gameweek running', 'changePredictionsClose', { gameweekRunning: false }, '401 403 403 403 403 ok 403'],
  ['a gameweek running', 'changePredictionsClose', { gameweekRunning: true }, '401 403 403 403 403 409 403'],
  ['nothing marked yet', 'changeScoring', { marked: false, confirmed: false }, '401 403 403 403 403 ok 403'],
  ['marked, not confirmed', 'changeScoring', { marked: true, confirmed: false }, '401 403 403 403 403 409 403'],
  ['marked and confirmed', 'changeScoring', { marked: true, confirmed: true }, '401 403 403 403 403 ok 403'],
  ['room left', 'addPlaceholder', { group: privateGroup }, '401 NM 403 403 ok ok 403'],
  ['full group', 'addPlaceholder', { group: { ...privateGroup, memberCount: 10 } }, '401 NM 403 403 409 409 403'],
  ['another member', 'removeMember', { target: target('other') }, '401 NM 403 403 ok ok 403'],
  ['a placeholder', 'removeMember', { target: target('other', { isPlaceholder: true }) }, '401 NM 403 403 ok ok 403'],
  ['the owner', 'removeMember', { target: target('own', { isOwner: true }) }, '401 NM 403 403 403 403 403'],
  ['oneself (admin)', 'removeMember', { target: target('adm') }, '401 NM 403 403 403 ok 403'],
  ['no such member', 'removeMember', { target: null }, '401 NM 403 403 404 404 403'],
  ['another member', 'toggleAdmin', { target: target('other') }, '401 NM 403 403 ok ok 403'],
  ['a placeholder', 'toggleAdmin', { target: target('other', { isPlaceholder: true }) }, '401 NM 403 403 400 400 403'],
  ['the owner', 'toggleAdmin', { target: target('own', { isOwner: true }) }, '401 NM 403 403 403 403 403'],
  ['active season', 'createGameweek', { season, now }, '401 NM 403 403 ok ok 403'],
  ['no season', 'createGameweek', { season: null, now }, '401 NM 403 403 400 400 403'],
  ['season ended yesterday', 'createGameweek', { season: { ...season, endDate: '2026-11-20' }, now }, '401 NM 403 403 400 400 403'],
  ['season ending today', 'createGameweek', { season: { ...season, endDate: '2026-11-21' }, now }, '401 NM 403 403 ok ok 403'],
  ['open', 'editGameweek', g('open'), '401 NM 403 403 ok ok 403'],
  ['locked', 'editGameweek', g('locked'), '401 NM 403 403 400 400 403'],
  ['past deadline', 'editGameweek', g('deadline'), '401 NM 403 403 400 400 403'],
  ['finished', 'editGameweek', g('finished'), '401 NM 403 403 400 400 403'],
  ['inactive', 'editGameweek', g('inactive'), '401 NM 403 403 400 400 403'],
  ['an automatic matchday ahead', 'editGameweek', g('ahead'), '401 NM 403 403 ok ok 403'],
  ['open', 'lockGameweek', g('open'), '401 NM 403 403 ok ok 403'],
  ['locked', 'lockGameweek', g('locked'), '401 NM 403 403 400 400 403'],
  ['past deadline', 'lockGameweek', g('deadline'), '401 NM 403 403 400 400 403'],
  ['finished', 'lockGameweek', g('finished'), '401 NM 403 403 400 400 403'],
  ['inactive', 'lockGameweek', g('inactive'), '401 NM 403 403 ok ok 403'],
  ['open', 'unlockGameweek', g('open'), '401 NM 403 403 400 400 403'],
  ['locked', 'unlockGameweek', g('locked'), '401 NM 403 403 ok ok 403'],
  ['locked with results', 'unlockGameweek', g('scored'), '401 NM 403 403 400 400 403'],
  ['past deadline', 'unlockGameweek', g('deadline'), '401 NM 403 403 400 400 403'],
  ['finished', 'unlockGameweek', g('finished'), '401 NM 403 403 400 400 403'],
  ['any', 'deleteGameweek', {}, '401 NM 403 403 ok ok 403'],
  ['open', 'enterFinalScores', g('open'), '401 NM 403 403 400 400 403'],
  ['locked', 'enterFinalScores', g('locked'), '401 NM 403 403 ok ok 403'],
  ['finished', 'enterFinalScores', g('finished'), '401 NM 403 403 ok ok 403'],
  ['inactive, unlocked', 'enterFinalScores', g('inactive'), '401 NM 403 403 400 400 403'],
  ['inactive, locked (the next one exists)', 'enterFinalScores', g('retired'), '401 NM 403 403 ok ok 403'],
  ['kicked-off custom, locked', 'enterMatchScore', g('locked', { match: customMatch }), '401 NM 403 403 ok ok 403'],
  ['kicked-off custom, open', 'enterMatchScore', g('open', { match: customMatch }), '401 NM 403 403 400 400 403'],
  ['future custom', 'enterMatchScore', g('locked', { match: { ...customMatch, matchTime: at(1) } }), '401 NM 403 403 400 400 403'],
  ['real match', 'enterMatchScore', g('locked', { match: { ...customMatch, apiMatchId: 9 } }), '401 NM 403 403 400 400 403'],
  ['void custom, locked', 'enterMatchScore', g('locked', { match: { ...customMatch, isVoided: true } }), '401 NM 403 403 400 400 403'],
  ['postponed, not kicked off', 'voidMatch', { match: { ...fixtureAhead, status: 'POSTPONED' }, now }, '401 NM 403 403 ok ok 403'],
  [
    'kicked off without a result',
    'voidMatch',
    { match: { ...customMatch, status: null, isVoided: false }, now },
    '401 NM 403 403 ok ok 403',
  ],
  ['still to kick off', 'voidMatch', { match: fixtureAhead, now }, '401 NM 403 403 400 400 403'],
  [
    'being played',
    'voidMatch',
    { match: { ...customMatch, apiMatchId: 7, status: 'IN_PLAY' as const }, now },
    '401 NM 403 403 400 400 403',
  ],
  [
    'said to be in play 5 hours after kick-off',
    'voidMatch',
    { match: { ...customMatch, matchTime: at(-5), apiMatchId: 7, status: 'IN_PLAY' as const }, now },
    '401 NM 403 403 ok ok 403',
  ],
  ['at half time', 'voidMatch', { match: { ...customMatch, apiMatchId: 7, status: 'PAUSED' as const }, now }, '401 NM 403 403 400 400 403'],
  [
    'with a final score',
    'voidMatch',
    { match: { ...customMatch, status: 'FINISHED', isVoided: false, finalHomeScore: 1, finalAwayScore: 0 }, now },
    '401 NM 403 403 400 400 403',
  ],
  ['already void', 'voidMatch', { match: { ...fixtureAhead, status: 'CANCELLED', isVoided: true }, now }, '401 NM 403 403 409 409 403'],
  ['any', 'followCompetition', {}, '401 403 403 403 403 ok 403'],
  ['own, open', 'predict', g('open', { player: player('mem') }), '401 NM ok 403 403 403 403'],
  ['a placeholder, open', 'predict', g('open', { player: player('ph', true) }), '401 NM 403 ok ok ok 403'],
  ['another member, open', 'predict', g('open', { player: player('other') }), '401 NM 403 403 403 403 403'],
  ['own, locked', 'predict', g('locked', { player: player('mem') }), '401 NM 400 403 403 403 403'],
  ['a placeholder, past deadline', 'predict', g('deadline', { player: player('ph', true) }), '401 NM 403 400 400 400 403'],
  ['own, finished', 'predict', g('finished', { player: player('mem') }), '401 NM 400 403 403 403 403'],
  ['own, inactive', 'predict', g('inactive', { player: player('mem') }), '401 NM 400 403 403 403 403'],
  ['own, an automatic matchday ahead', 'predict', g('ahead', { player: player('mem') }), '401 NM ok 403 403 403 403'],
  ['own, an automatic matchday past its deadline', 'predict', g('aheadPast', { player: player('mem') }), '401 NM 400 403 403 403 403'],
  ["another member's, open", 'viewPredictions', g('open', { player: player('other') }), '401 NM 403 403 403 403 403'],
  ["a placeholder's, open", 'viewPredictions', g('open', { player: player('ph', true) }), '401 NM 403 ok ok ok 403'],
  ["another member's, locked", 'viewPredictions', g('locked', { player: player('other') }), '401 NM ok ok ok ok ok'],
  ["another member's, past deadline", 'viewPredictions', g('deadline', { player: player('other') }), '401 NM ok ok ok ok ok'],
  ['open', 'viewAllPredictions', g('open'), '401 NM 403 403 403 403 403'],
  ['locked', 'viewAllPredictions', g('locked'), '401 NM ok ok ok ok ok'],
  ['past deadline', 'viewAllPredictions', g('deadline'), '401 NM ok ok ok ok ok'],
  ['finished', 'viewAllPredictions', g('finished'), '401 NM ok ok ok ok ok'],
  ['open, never reminded', 'remindYetToPredict', g('open', { remindedAt: null }), '401 NM 403 403 ok ok 403'],
  [
    'open, reminded 59 min ago',
    'remindYetToPredict',
    g('open', { remindedAt: new Date(now.getTime() - 59 * 60_000) }),
    '401 NM 403 403 409 409 403',
  ],
  [
    'open, reminded an hour ago',
    'remindYetToPredict',
    g('open', { remindedAt: new Date(now.getTime() - 60 * 60_000) }),
    '401 NM 403 403 ok ok 403',
  ],
  ['locked', 'remindYetToPredict', g('locked', { remindedAt: null }), '401 NM 403 403 400 400 403'],
  ['past deadline', 'remindYetToPredict', g('deadline', { remindedAt: null }), '401 NM 403 403 400 400 403'],
  ['inactive', 'remindYetToPredict', g('inactive', { remindedAt: null }), '401 NM 403 403 400 400 403'],
  ['any', 'editLeaderboard', {}, '401 NM 403 403 ok ok 403'],
  ['any', 'manageInvites', {}, '401 NM 403 403 ok ok 403'],
  ['a placeholder', 'createClaimLink', { target: target('ghost', { isPlaceholder: true }) }, '401 NM 403 403 ok ok 403'],
  ['a real member', 'createClaimLink', { target: target('other') }, '401 NM 403 403 400 400 403'],
  ['no such member', 'createClaimLink', { target: null }, '401 NM 403 403 404 404 403'],
  [
    'valid invite, room left',
    'acceptInvite',
    { group: privateGroup, kind: 'join', status: 'valid', placeholderPresent: true },
    '401 ok 409 409 409 409 409',
  ],
  [
    'valid invite, full group',
    'acceptInvite',
    { group: { ...privateGroup, memberCount: 10 }, kind: 'join', status: 'valid', placeholderPresent: true },
    '401 409 409 409 409 409 409',
  ],
  [
    'valid claim, full group',
    'acceptInvite',
    { group: { ...privateGroup, memberCount: 10 }, kind: 'claim', status: 'valid', placeholderPresent: true },
    '401 ok 409 409 409 409 409',
  ],
  [
    'expired invite',
    'acceptInvite',
    { group: privateGroup, kind: 'join', status: 'expired', placeholderPresent: true },
    '401 409 409 409 409 409 409',
  ],
  [
    'revoked invite',
    'acceptInvite',
    { group: privateGroup, kind: 'join', status: 'revoked', placeholderPresent: true },
    '401 409 409 409 409 409 409',
  ],
  [
    'claim, placeholder removed',
    'acceptInvite',
    { group: privateGroup, kind: 'claim', status: 'valid', placeholderPresent: false },
    '401 409 409 409 409 409 409',
  ],
  [
    'used claim',
    'acceptInvite',
    { group: privateGroup, kind: 'claim', status: 'used-up', placeholderPresent: false },
    '401 409 409 409 409 409 409',
  ],
  ['no end date', 'setSeasonEnd', { season }, '401 NM 403 403 403 403 ok'],
  ['an admin somewhere', 'browseFixtures', { adminOfSomeGroup: true }, '401 ok ok ok ok ok ok'],
  ['an admin nowhere', 'browseFixtures', { adminOfSomeGroup: false }, '401 403 403 403 403 403 403'],
  ['end date set', 'setSeasonEnd', { season: { ...season, endDate: '2027-01-01' } }, '401 NM 403 403 403 403 409'],
  ...bonusRows(),
];

/** Bonus questions in each phase: open, at the exact deadline, after it, settled; unanswered and answered. */
function bonusRows(): Row[] {
  const Q = {
    open: { deadline: at(2), isSettled: false, hasAnswers: false },
    answered: { deadline: at(2), isSettled: false, hasAnswers: true },
    atDeadline: { deadline: now.toISOString(), isSettled: false, hasAnswers: true },
    after: { deadline: at(-1), isSettled: false, hasAnswers: true },
    settled: { deadline: at(-1), isSettled: true, hasAnswers: true },
  };
  const q = (phase: keyof typeof Q, extra: object = {}) => ({ question: Q[phase], now, ...extra });
  return [
    ['any', 'manageBonusQuestions', {}, '401 NM 403 403 ok ok 403'],
    ['unanswered', 'editBonusQuestion', q('open'), '401 NM 403 403 ok ok 403'],
    ['answered', 'editBonusQuestion', q('answered'), '401 NM 403 403 409 409 403'],
    ['settled', 'editBonusQuestion', q('settled'), '401 NM 403 403 409 409 403'],
    ['own, open', 'answerBonusQuestion', q('open', { player: player('mem') }), '401 NM ok 403 403 403 403'],
    ["admin's own, open", 'answerBonusQuestion', q('open', { player: player('adm') }), '401 NM 403 403 ok 403 403'],
    ['a placeholder, open', 'answerBonusQuestion', q('open', { player: player('ph', true) }), '401 NM 403 ok ok ok 403'],
    ['another member, open', 'answerBonusQuestion', q('open', { player: player('other') }), '401 NM 403 403 403 403 403'],
    ['own, at the deadline', 'answerBonusQuestion', q('atDeadline', { player: player('mem') }), '401 NM 400 403 403 403 403'],
    [
      'a placeholder, at the deadline',
      'answerBonusQuestion',
      q('atDeadline', { player: player('ph', true) }),
      '401 NM 403 400 400 400 403',
    ],
    ['own, after the deadline', 'answerBonusQuestion', q('after', { player: player('mem') }), '401 NM 400 403 403 403 403'],
    ['own, settled', 'answerBonusQuestion', q('settled', { player: player('mem') }), '401 NM 400 403 403 403 403'],
    ['own, open', 'viewBonusAnswer', q('open', { player: player('mem') }), '401 NM ok 403 403 403 403'],
    ["another member's, open", 'viewBonusAnswer', q('open', { player: player('other') }), '401 NM 403 403 403 403 403'],
    ["a placeholder's, open", 'viewBonusAnswer', q('open', { player: player('ph', true) }), '401 NM 403 ok ok ok 403'],
    ["another member's, at the deadline", 'viewBonusAnswer', q('atDeadline', { player: player('other') }), '401 NM ok ok ok ok ok'],
    ["another member's, after the deadline", 'viewBonusAnswer', q('after', { player: player('other') }), '401 NM ok ok ok ok ok'],
    ["another member's, settled", 'viewBonusAnswer', q('settled', { player: player('other') }), '401 NM ok ok ok ok ok'],
    ['open', 'settleBonusQuestion', q('open'), '401 NM 403 403 400 400 403'],
    ['at the deadline', 'settleBonusQuestion', q('atDeadline'), '401 NM 403 403 ok ok 403'],
    ['after the deadline', 'settleBonusQuestion', q('after'), '401 NM 403 403 ok ok 403'],
    ['settled (again, to correct it)', 'settleBonusQuestion', q('settled'), '401 NM 403 403 ok ok 403'],
  ];
}

describe('bonus questions', () => {
  const question = { deadline: now.toISOString(), isSettled: false };
  it('take answers strictly before the deadline; at it they are closed, and settled once settled', () => {
    expect(bonusQuestionPhase(question, new Date(now.getTime() - 1))).toBe('open');
    expect(bonusQuestionPhase(question, now)).toBe('closed');
    expect(bonusQuestionPhase({ ...question, isSettled: true }, now)).toBe('settled');
  });
});

describe('invite links', () => {
  const link = { revokedAt: null, issuerIsAdmin: true, expiresAt: new Date(now.getTime() + 1000), maxUses: 2, uses: 1 };
  it('are valid until revoked, expired or used up', () => {
    expect(inviteStatus(link, now)).toBe('valid');
    expect(inviteStatus({ ...link, revokedAt: now }, now)).toBe('revoked');
    expect(inviteStatus({ ...link, issuerIsAdmin: false }, now)).toBe('revoked');
    expect(inviteStatus({ ...link, expiresAt: now }, now)).toBe('expired');
    expect(inviteStatus({ ...link, uses: 2 }, now)).toBe('used-up');
    expect(inviteStatus({ ...link, expiresAt: null, maxUses: null, uses: 500 }, now)).toBe('valid');
  });
});

describe('the policy, every action by every role', () => {
  it('covers every action', () => {
    expect(new Set(TABLE.map(([, action]) => action))).toEqual(new Set(ACTIONS));
  });

  for (const [label, action, subject, expected] of TABLE) {
    it(`${action}: ${label}`, () => {
      const codes = expected.split(' ');
      expect(codes).toHaveLength(ROLE_ORDER.length);
      const actual = ROLE_ORDER.map((role) => {
        const refusal = check(ROLES[role], action, subject as PolicySubjects[typeof action]);
        return refusal?.kind ?? 'ok';
      });
      expect(Object.fromEntries(ROLE_ORDER.map((role, i) => [role, actual[i]]))).toEqual(
        Object.fromEntries(ROLE_ORDER.map((role, i) => [role, CODES[codes[i]!]])),
      );
      ROLE_ORDER.forEach((role) =>
        expect(can(ROLES[role], action, subject as PolicySubjects[typeof action])).toBe(actual[ROLE_ORDER.indexOf(role)] === 'ok'),
      );
    });
  }
});

describe('the policy speaks the spec', () => {
  const refusal = <A extends Action>(viewer: Viewer, action: A, subject: PolicySubjects[A]) => check(viewer, action, subject)?.message;
  it('names each refusal with its fixed text', () => {
    expect(refusal(ROLES.non, 'viewLeaderboards', {})).toBe(GROUP_MESSAGES.notMember);
    expect(refusal(ROLES.mem, 'deleteGameweek', {})).toBe(GROUP_MESSAGES.adminsOnly);
    expect(refusal(ROLES.adm, 'updateGroup', {})).toBe(GROUP_MESSAGES.ownerOnly);
    expect(refusal(ROLES.own, 'leaveGroup', {})).toBe(GROUP_MESSAGES.ownerCannotLeave);
    expect(refusal(ROLES.non, 'joinGroup', { group: { ...privateGroup, memberCount: 10 }, pinMatches: true })).toBe(
      GROUP_MESSAGES.groupFull,
    );
    expect(refusal(ROLES.non, 'joinGroup', { group: privateGroup, pinMatches: false })).toBe(GROUP_MESSAGES.incorrectPin);
    expect(refusal(ROLES.mem, 'joinGroup', { group: privateGroup, pinMatches: true })).toBe(GROUP_MESSAGES.alreadyMember);
    expect(refusal(ROLES.adm, 'lockGameweek', g('deadline'))).toBe(GAMEWEEK_MESSAGES.deadlinePassed);
    expect(refusal(ROLES.adm, 'unlockGameweek', g('scored'))).toBe(GAMEWEEK_MESSAGES.resultsIn);
    expect(refusal(ROLES.adm, 'editGameweek', g('locked'))).toBe(POLICY_MESSAGES.matchesLocked);
    expect(refusal(ROLES.adm, 'enterFinalScores', g('open'))).toBe(POLICY_MESSAGES.scoresNeedLock);
    expect(refusal(ROLES.adm, 'createGameweek', { season: null, now })).toBe(GAMEWEEK_MESSAGES.noActiveSeason);
    expect(refusal(ROLES.mem, 'predict', g('locked', { player: player('mem') }))).toBe(PREDICTION_MESSAGES.closed);
    expect(refusal(ROLES.mem, 'predict', g('inactive', { player: player('mem') }))).toBe(PREDICTION_MESSAGES.notActive);
    expect(refusal(ROLES.adm, 'predict', g('open', { player: player('mem') }))).toBe(PREDICTION_MESSAGES.placeholderMembersOnly);
    expect(refusal(ROLES.mem, 'viewAllPredictions', g('open'))).toBe(PREDICTION_MESSAGES.notLockedYet);
    expect(refusal(ROLES.adm, 'setSeasonEnd', { season })).toBe(SEASON_MESSAGES.seasonAdminOnly);
    expect(refusal(ROLES.sadm, 'setSeasonEnd', { season: { ...season, endDate: '2027-01-01' } })).toBe(SEASON_MESSAGES.endAlreadySet);
    // The season's admin who has since left (or been removed from) the group no longer decides its end.
    expect(refusal({ ...ROLES.sadm, isMember: false }, 'setSeasonEnd', { season })).toBe(GROUP_MESSAGES.notMember);
    expect(refusal(ANONYMOUS, 'viewGroup', { group: privateGroup })).toBe(PREDICTION_MESSAGES.notAuthenticated);
  });
});

describe('boundaries', () => {
  const second = 1000;
  const offsets = fc.integer({ min: -3 * 3600, max: 3 * 3600 }).map((seconds) => seconds * second);
  const gameweekAt = (deadlineOffset: number, extra: Partial<GameweekSubject> = {}): GameweekSubject => ({
    ...PHASES.open,
    deadline: new Date(now.getTime() + deadlineOffset).toISOString(),
    ...extra,
  });

  it('a gameweek is open strictly before its deadline, and closed by the deadline at it', () => {
    fc.assert(
      fc.property(fc.oneof(offsets, fc.constant(0), fc.constant(1), fc.constant(-1)), (offset) => {
        const gameweek = gameweekAt(offset);
        const open = offset > 0;
        expect(gameweekPhase(gameweek, now)).toEqual(open ? { phase: 'open', closedBy: null } : { phase: 'closed', closedBy: 'deadline' });
        expect(can(ROLES.mem, 'predict', { gameweek, player: player('mem'), now })).toBe(open);
        expect(can(ROLES.adm, 'lockGameweek', { gameweek, now })).toBe(open);
        expect(can(ROLES.adm, 'editGameweek', { gameweek, now })).toBe(open);
        expect(can(ROLES.mem, 'viewAllPredictions', { gameweek, now })).toBe(!open);
      }),
    );
  });

  it('a lock closes the gameweek whatever the time; a result finishes the match', () => {
    fc.assert(
      fc.property(offsets, (offset) => {
        const gameweek = gameweekAt(offset, { isLocked: true });
        expect(gameweekPhase(gameweek, now)).toEqual({ phase: 'closed', closedBy: 'lock' });
        const scored = { matchTime: at(-2), finalHomeScore: 1, finalAwayScore: 0 };
        expect(matchPhase(gameweek, scored, now).phase).toBe('finished');
        expect(matchPhase(gameweek, { ...scored, finalAwayScore: null }, now)).toEqual({ phase: 'closed', closedBy: 'lock' });
      }),
    );
  });

  it('the open matches, which a player must predict to be done for now, are every unfinished match while the gameweek is open, none after', () => {
    fc.assert(
      fc.property(fc.oneof(offsets, fc.constant(0), fc.constant(1), fc.constant(-1)), fc.boolean(), (offset, locked) => {
        const gameweek = gameweekAt(offset, { isLocked: locked });
        const waiting = { id: 'waiting', matchTime: at(4), finalHomeScore: null, finalAwayScore: null };
        const scored = { id: 'scored', matchTime: at(4), finalHomeScore: 2, finalAwayScore: 2 };
        const open = offset > 0 && !locked;
        expect(openMatches(gameweek, [waiting, scored], now).map((match) => match.id)).toEqual(open ? ['waiting'] : []);
      }),
    );
  });

  it('a sheet just saved misses an open match exactly when it has no prediction on one of its open matches', () => {
    const sheet = (openMatchIds: string[], predicted: string[]) => ({
      openMatchIds,
      predictions: predicted.map((matchId) => ({ matchId })),
    });
    expect(sheetMissesOpenMatch(sheet(['a', 'b'], []))).toBe(true);
    expect(sheetMissesOpenMatch(sheet(['a', 'b'], ['a']))).toBe(true);
    expect(sheetMissesOpenMatch(sheet(['a', 'b'], ['a', 'b']))).toBe(false);
    // Kick-off locks: a closed match does not count.
    expect(sheetMissesOpenMatch(sheet(['b'], ['b']))).toBe(false);
    expect(sheetMissesOpenMatch(sheet([], []))).toBe(false);
  });

  it('a final score may be entered from the kick-off on, not a millisecond before', () => {
    fc.assert(
      fc.property(fc.oneof(offsets, fc.constant(0), fc.constant(1), fc.constant(-1)), (offset) => {
        const match = { ...customMatch, matchTime: new Date(now.getTime() + offset).toISOString() };
        expect(can(ROLES.adm, 'enterMatchScore', { gameweek: PHASES.locked, match, now })).toBe(offset <= 0);
      }),
    );
  });
});

describe('kick-off locks', () => {
  const second = 1000;
  // Within 90 minutes of a kick-off, so never past the other one (two hours apart).
  const offsets = fc.oneof(
    fc.integer({ min: -5400, max: 5400 }).map((seconds) => seconds * second),
    fc.constantFrom(-1, 0, 1),
  );
  // Kick-offs at +1 h (the deadline, set to the first kick-off) and +3 h.
  const early = { id: 'early', matchTime: at(1), finalHomeScore: null, finalAwayScore: null };
  const late = { id: 'late', matchTime: at(3), finalHomeScore: null, finalAwayScore: null };
  const gameweek = (extra: Partial<GameweekSubject> = {}): GameweekSubject => ({
    deadline: early.matchTime,
    matchday: null,
    isActive: true,
    isLocked: false,
    isFinished: false,
    hasResults: false,
    closesAtKickOff: true,
    lastKickOff: late.matchTime,
    ...extra,
  });
  const shifted = (offset: number) => new Date(now.getTime() + offset);

  it('each match takes predictions strictly before its own kick-off; the gameweek until the last one', () => {
    fc.assert(
      fc.property(offsets, (offset) => {
        const moment = shifted(offset + 3_600_000); // around the early kick-off
        const earlyOpen = offset < 0;
        expect(matchPhase(gameweek(), early, moment)).toEqual(
          earlyOpen ? { phase: 'open', closedBy: null } : { phase: 'closed', closedBy: 'kickoff' },
        );
        expect(matchPhase(gameweek(), late, moment).phase).toBe('open');
        expect(openMatches(gameweek(), [early, late], moment).map((match) => match.id)).toEqual(earlyOpen ? ['early', 'late'] : ['late']);
        expect(can(ROLES.mem, 'predict', { gameweek: gameweek(), player: player('mem'), now: moment })).toBe(true);
        // Others' predictions: none before the first kick-off, then those of the matches under way.
        expect(predictionsRevealed(gameweek(), moment)).toBe(!earlyOpen);
        expect(can(ROLES.mem, 'viewAllPredictions', { gameweek: gameweek(), now: moment })).toBe(!earlyOpen);
        expect(predictionsShown(gameweek(), early, moment)).toBe(!earlyOpen);
        expect(predictionsShown(gameweek(), late, moment)).toBe(false);
        expect(nextClose(gameweek(), [early, late], moment)).toBe(earlyOpen ? early.matchTime : late.matchTime);
      }),
    );
  });

  it('the last kick-off closes the gameweek; a lock closes everything at once, and may be set until then', () => {
    fc.assert(
      fc.property(offsets, (offset) => {
        const moment = shifted(offset + 3 * 3_600_000); // around the late kick-off
        const open = offset < 0;
        expect(gameweekPhase(gameweek(), moment)).toEqual(
          open ? { phase: 'open', closedBy: null } : { phase: 'closed', closedBy: 'kickoff' },
        );
        expect(can(ROLES.adm, 'lockGameweek', { gameweek: gameweek(), now: moment })).toBe(open);
        expect(can(ROLES.mem, 'predict', { gameweek: gameweek(), player: player('mem'), now: moment })).toBe(open);
        expect(nextClose(gameweek(), [early, late], moment)).toBe(open ? late.matchTime : null);
        const locked = gameweek({ isLocked: true });
        // Locked after the first kick-off (every prediction shown): never reopened.
        expect(can(ROLES.adm, 'unlockGameweek', { gameweek: locked, now: moment })).toBe(false);
        expect(can(ROLES.adm, 'unlockGameweek', { gameweek: locked, now: shifted(-1) })).toBe(true);
        expect(matchPhase(locked, late, moment)).toEqual({ phase: 'closed', closedBy: 'lock' });
        expect(openMatches(locked, [early, late], moment)).toEqual([]);
        expect(predictionsShown(locked, late, moment)).toBe(true);
      }),
    );
  });

  it('with deadline locks (the default) every match closes at the deadline, whatever its kick-off', () => {
    const byDeadline = gameweek({ closesAtKickOff: false, deadline: at(0.5) });
    expect(matchPhase(byDeadline, early, shifted(-1)).phase).toBe('open');
    expect(matchPhase(byDeadline, late, shifted(1_800_000))).toEqual({ phase: 'closed', closedBy: 'deadline' });
    expect(nextClose(byDeadline, [early, late], now)).toBe(at(0.5));
  });
});

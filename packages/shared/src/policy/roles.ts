import { type Action, type GameweekSubject, type PolicySubjects, type Viewer, check } from './rules.js';

/**
 * Who may do each action, in words, worked out from the rules themselves: the API documentation's "Roles:" lines
 * come from here, so they cannot say something the rules do not. Each action is tried, by each role in turn, on
 * the subjects below: cases where nothing but the caller's role stands in the way (the gameweek open, the group
 * with room, the target another plain member). The line names the least role that passes each case, and the
 * first role above it that is refused, if any ("signed-in, not a member").
 */

export type GroupRole = 'signed-in' | 'member' | 'admin' | 'owner';

const SELF = 'the-caller';
const OTHER = 'someone-else';

/** One viewer per role, each the same user: a signed-in user who is not a member, a member, an admin, the owner. */
const ROLE_VIEWERS: Record<GroupRole, Viewer> = {
  'signed-in': { userId: SELF, isMember: false, isAdmin: false, isOwner: false },
  member: { userId: SELF, isMember: true, isAdmin: false, isOwner: false },
  admin: { userId: SELF, isMember: true, isAdmin: true, isOwner: false },
  owner: { userId: SELF, isMember: true, isAdmin: true, isOwner: true },
};
const ROLE_ORDER = Object.keys(ROLE_VIEWERS) as GroupRole[];
const ROLE_NAMES: Record<GroupRole, string> = { 'signed-in': 'signed-in', member: 'a member', admin: 'an admin', owner: 'the owner' };

const now = new Date('2030-06-01T12:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
const timing = { deadline: later(2), closesAtKickOff: false, lastKickOff: null, isFinished: false };
const openGameweek: GameweekSubject = { ...timing, isActive: true, isLocked: false, hasResults: false, matchday: null };
const lockedGameweek: GameweekSubject = { ...openGameweek, isLocked: true };
const closedGameweek = { ...lockedGameweek, deadline: later(-2) };
const privateGroup = { isPublic: false, memberCount: 5, maxMembers: 50 };
const publicGroup = { ...privateGroup, isPublic: true };
const otherMember = { userId: OTHER, isPlaceholder: false, isOwner: false };
const placeholder = { userId: OTHER, isPlaceholder: true };
const season = { adminId: SELF, isActive: true, endDate: null };
const openQuestion = { deadline: later(2), isSettled: false, hasAnswers: false };
const closedQuestion = { ...openQuestion, deadline: later(-2) };
const playedMatch = { apiMatchId: null, matchTime: later(-1), finalHomeScore: null, finalAwayScore: null };

/** A subject of `action`, and when it applies if the action has more than one case ("for a placeholder"). */
interface RoleCase<A extends Action> {
  subject: PolicySubjects[A];
  when?: string;
}
type RoleCases = { [A in Action]: RoleCase<A>[] };

const one = <A extends Action>(subject: PolicySubjects[A], when?: string): RoleCase<A>[] => [{ subject, when }];

const ROLE_CASES: RoleCases = {
  viewGroup: [
    { subject: { group: privateGroup }, when: 'for a private group' },
    { subject: { group: publicGroup }, when: 'for a public group' },
  ],
  viewMembers: [
    { subject: { group: privateGroup }, when: 'for a private group' },
    { subject: { group: publicGroup }, when: 'for a public group' },
  ],
  viewLeaderboards: one({}),
  viewGameweeks: one({}),
  joinGroup: one({ group: publicGroup, pinMatches: true }),
  leaveGroup: one({}),
  updateGroup: one({}),
  changePredictionsClose: one({ gameweekRunning: false }),
  changeScoring: one({ marked: false, confirmed: false }),
  deleteGroup: one({}),
  addPlaceholder: one({ group: privateGroup }),
  removeMember: one({ target: otherMember }),
  toggleAdmin: one({ target: otherMember }),
  createGameweek: one({ season, now }),
  editGameweek: one({ gameweek: openGameweek, now }),
  lockGameweek: one({ gameweek: openGameweek, now }),
  unlockGameweek: one({ gameweek: lockedGameweek, now }),
  deleteGameweek: one({}),
  enterFinalScores: one({ gameweek: lockedGameweek }),
  enterMatchScore: one({ gameweek: lockedGameweek, match: { ...playedMatch, isVoided: false }, now }),
  voidMatch: one({ match: { ...playedMatch, status: 'POSTPONED', isVoided: false }, now }),
  followCompetition: one({}),
  predict: [
    { subject: { gameweek: openGameweek, player: { userId: SELF, isPlaceholder: false }, now }, when: 'for themselves' },
    { subject: { gameweek: openGameweek, player: placeholder, now }, when: 'for a placeholder' },
  ],
  viewPredictions: [
    { subject: { gameweek: openGameweek, player: { userId: SELF, isPlaceholder: false }, now }, when: 'for their own any time' },
    {
      subject: { gameweek: closedGameweek, player: { userId: OTHER, isPlaceholder: false }, now },
      when: "for others' once the gameweek is closed",
    },
    { subject: { gameweek: openGameweek, player: placeholder, now }, when: "for a placeholder's any time" },
  ],
  viewAllPredictions: one({ gameweek: closedGameweek, now }, 'once the gameweek is closed'),
  remindYetToPredict: one({ gameweek: openGameweek, remindedAt: null, now }),
  editLeaderboard: one({}),
  manageInvites: one({}),
  createClaimLink: one({ target: { ...otherMember, isPlaceholder: true } }),
  acceptInvite: one({ group: privateGroup, kind: 'join', status: 'valid', placeholderPresent: true }),
  setSeasonEnd: one({ season }, 'who created the season'),
  browseFixtures: one({ adminOfSomeGroup: true }, 'who is an admin of a group'),
  manageBonusQuestions: one({}),
  editBonusQuestion: one({ question: openQuestion }, 'until the first answer'),
  answerBonusQuestion: [
    {
      subject: { question: openQuestion, player: { userId: SELF, isPlaceholder: false }, now },
      when: 'for themselves before the deadline',
    },
    { subject: { question: openQuestion, player: placeholder, now }, when: 'for a placeholder before the deadline' },
  ],
  viewBonusAnswer: [
    { subject: { question: openQuestion, player: { userId: SELF, isPlaceholder: false }, now }, when: 'for their own any time' },
    { subject: { question: closedQuestion, player: { userId: OTHER, isPlaceholder: false }, now }, when: "for others' after the deadline" },
  ],
  settleBonusQuestion: one({ question: closedQuestion, now }, 'after the deadline'),
};

/** The least role that may do `action` in one case, and the first role above it that may not. */
function caseRoles<A extends Action>(action: A, { subject }: RoleCase<A>): { least: GroupRole; refused: GroupRole | null } {
  const allowed = ROLE_ORDER.map((role) => check(ROLE_VIEWERS[role], action, subject) === null);
  const first = allowed.indexOf(true);
  if (first < 0) throw new Error(`No role may ${action} in its role case: the case is not one only the role decides.`);
  const refused = allowed.indexOf(false, first);
  return { least: ROLE_ORDER[first]!, refused: refused < 0 ? null : ROLE_ORDER[refused]! };
}

/** Who may do `action`, one phrase per case: "admin", "member, not the owner", "admin for a placeholder". */
export function rolesOf(action: Action): string[] {
  return (ROLE_CASES[action] as RoleCase<Action>[]).map((roleCase) => {
    const { least, refused } = caseRoles(action, roleCase);
    return [least, refused && `, not ${ROLE_NAMES[refused]}`, roleCase.when && ` ${roleCase.when}`].filter(Boolean).join('');
  });
}

/** The least role each case of `action` needs (for tests and the documentation's checks). */
export function leastRolesOf(action: Action): GroupRole[] {
  return (ROLE_CASES[action] as RoleCase<Action>[]).map((roleCase) => caseRoles(action, roleCase).least);
}

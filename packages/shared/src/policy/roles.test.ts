import { describe, expect, it } from 'vitest';
import { leastRolesOf, rolesOf } from './roles.js';
import { ACTIONS, type Action } from './rules.js';

/*
 * The documentation's "Roles:" lines are worked out from the rules. These are what the rules say today: a rule
 * that changes who may act changes its line here (and in the API reference) without anyone retyping it.
 */
const EXPECTED: Record<Action, string> = {
  viewGroup: 'member for a private group; signed-in for a public group',
  viewMembers: 'member for a private group; signed-in for a public group',
  viewLeaderboards: 'member',
  viewGameweeks: 'member',
  joinGroup: 'signed-in, not a member',
  leaveGroup: 'member, not the owner',
  updateGroup: 'owner',
  changePredictionsClose: 'owner',
  changeScoring: 'owner',
  deleteGroup: 'owner',
  addPlaceholder: 'admin',
  removeMember: 'admin',
  toggleAdmin: 'admin',
  createGameweek: 'admin',
  editGameweek: 'admin',
  lockGameweek: 'admin',
  unlockGameweek: 'admin',
  deleteGameweek: 'admin',
  enterFinalScores: 'admin',
  enterMatchScore: 'admin',
  voidMatch: 'admin',
  followCompetition: 'owner',
  predict: 'member for themselves; admin for a placeholder',
  viewPredictions: "member for their own any time; member for others' once the gameweek is closed; admin for a placeholder's any time",
  viewAllPredictions: 'member once the gameweek is closed',
  remindYetToPredict: 'admin',
  editLeaderboard: 'admin',
  manageInvites: 'admin',
  createClaimLink: 'admin',
  acceptInvite: 'signed-in, not a member',
  setSeasonEnd: 'member who created the season',
  browseFixtures: 'signed-in who is an admin of a group',
  manageBonusQuestions: 'admin',
  editBonusQuestion: 'admin until the first answer',
  answerBonusQuestion: 'member for themselves before the deadline; admin for a placeholder before the deadline',
  viewBonusAnswer: "member for their own any time; member for others' after the deadline",
  settleBonusQuestion: 'admin after the deadline',
};

describe('who may do each action, in words', () => {
  it('is worked out from the rules for every action', () => {
    expect(Object.fromEntries(ACTIONS.map((action) => [action, rolesOf(action).join('; ')]))).toEqual(EXPECTED);
  });

  it('names the least role a rule lets through, never one the rule refuses', () => {
    // Every action needs at least a signed-in user: no rule lets an anonymous visitor act.
    for (const action of ACTIONS) expect(leastRolesOf(action).length).toBeGreaterThan(0);
    expect(leastRolesOf('predict')).toEqual(['member', 'admin']);
    expect(leastRolesOf('updateGroup')).toEqual(['owner']);
  });
});

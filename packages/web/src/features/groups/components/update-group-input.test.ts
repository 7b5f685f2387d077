import { GROUP_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { NEW_GROUP_SCORING, scoringChoiceOf, withScoringSystem } from './scoring-choice';
import { basicsOf, updateGroupInput, updateGroupProblem } from './update-group-input';

const group = {
  name: 'Office',
  description: null,
  isPublic: false,
  maxMembers: 20,
  memberCount: 8,
  scoringSystem: 'custom',
  exactScorePoints: 5,
  goalDifferencePoints: null,
  correctResultPoints: 2,
  incorrectPoints: -1,
  jokersEnabled: true,
} as unknown as GroupDetail;
const rules = scoringChoiceOf(group);

describe('the update form', () => {
  it('starts from the group as loaded, with empty PIN boxes', () => {
    expect(basicsOf(group)).toEqual({ name: 'Office', description: '', isPublic: false, pin: '', maxMembers: '20' });
  });

  it('sends a private group its PIN trimmed, a public one none', () => {
    const basics = { ...basicsOf(group), pin: ' 4271 ', maxMembers: '25' };
    expect(updateGroupInput(basics, 'kickoff', rules)).toEqual({
      scoringSystem: 'custom',
      exactScorePoints: 5,
      goalDifferencePoints: null,
      correctResultPoints: 2,
      incorrectPoints: -1,
      jokersEnabled: true,
      name: 'Office',
      description: '',
      isPublic: false,
      pin: '4271',
      maxMembers: 25,
      predictionsClose: 'kickoff',
    });
    expect(updateGroupInput({ ...basics, isPublic: true }, 'deadline', rules).pin).toBeNull();
  });

  it('lets a private group keep its PIN with the boxes empty, but a group made private must set one', () => {
    const unchanged = updateGroupInput(basicsOf(group), 'deadline', rules);
    expect(updateGroupProblem(unchanged, group)).toBeNull();
    const wasPublic = { ...group, isPublic: true };
    expect(updateGroupProblem(unchanged, wasPublic)).toBe(GROUP_MESSAGES.pinRequired);
    expect(updateGroupProblem({ ...unchanged, pin: '12' }, group)).toBe(GROUP_MESSAGES.pinFormat);
  });

  it('refuses fewer places than the group has members, after the fields’ own checks', () => {
    const fields = updateGroupInput({ ...basicsOf(group), maxMembers: '7' }, 'deadline', rules);
    expect(updateGroupProblem(fields, group)).toBe(
      'There are currently 8 members in your group. Maximum members cannot be lower than this.',
    );
    expect(updateGroupProblem({ ...fields, maxMembers: 8 }, group)).toBeNull();
    expect(updateGroupProblem({ ...fields, name: '' }, group)).toBe(GROUP_MESSAGES.nameRequired);
  });

  it('starts from the group’s rules and sends a preset, its own points in the boxes', () => {
    expect(rules).toEqual({ system: 'custom', points: { exact: '5', difference: '', correct: '2', incorrect: '-1' }, jokers: true });
    const preset = updateGroupInput(basicsOf(group), 'deadline', withScoringSystem(rules, 'goal_difference'));
    expect(preset).toMatchObject({
      scoringSystem: 'goal_difference',
      exactScorePoints: 4,
      goalDifferencePoints: 3,
      correctResultPoints: 2,
      incorrectPoints: 0,
    });
    expect(updateGroupInput(basicsOf(group), 'deadline', { ...NEW_GROUP_SCORING, jokers: false }).jokersEnabled).toBe(false);
  });

  it('checks custom points with the spec’s messages, and the goal difference after them', () => {
    const typed = (points: Partial<typeof rules.points>) =>
      updateGroupInput(basicsOf(group), 'deadline', { ...rules, points: { ...rules.points, ...points } });
    expect(updateGroupProblem(typed({ correct: '' }), group)).toBe(GROUP_MESSAGES.scoringMissing);
    expect(updateGroupProblem(typed({ incorrect: '1' }), group)).toBe(GROUP_MESSAGES.incorrectPointsPositive);
    expect(updateGroupProblem(typed({ difference: '-2' }), group)).toBe(GROUP_MESSAGES.goalDifferencePointsNegative);
    expect(updateGroupProblem(typed({ difference: '3' }), group)).toBeNull();
    // A preset's points are its own: whatever custom boxes held before do not stop it.
    const preset = updateGroupInput(
      basicsOf(group),
      'deadline',
      withScoringSystem({ ...rules, points: { ...rules.points, correct: '' } }, 'classic'),
    );
    expect(updateGroupProblem(preset, group)).toBeNull();
  });
});

import { GROUP_MESSAGES } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { NEW_GROUP_BASICS, createGroupInput, createGroupProblem, newGroupSeason, withSeasonStart } from './create-group-input';
import { NEW_GROUP_SCORING, type ScoringChoice, withScoringSystem } from './scoring-choice';

const TODAY = '2026-11-21';
const form = (changes: Partial<Parameters<typeof createGroupInput>[0]> = {}) =>
  createGroupInput({
    basics: { ...NEW_GROUP_BASICS, name: 'Sunday League' },
    scoring: NEW_GROUP_SCORING,
    predictionsClose: 'deadline',
    season: newGroupSeason(),
    ...changes,
  });
const custom = (exact: string, correct: string, incorrect: string, difference = ''): ScoringChoice => ({
  system: 'custom',
  points: { exact, difference, correct, incorrect },
  jokers: false,
});

describe('what the create form sends', () => {
  it('starts as a public classic group of the default size, its season named and undated', () => {
    expect(form()).toEqual({
      name: 'Sunday League',
      description: '',
      scoringSystem: 'classic',
      exactScorePoints: 3,
      goalDifferencePoints: null,
      correctResultPoints: 1,
      incorrectPoints: 0,
      jokersEnabled: false,
      isPublic: true,
      pin: null,
      maxMembers: 100,
      predictionsClose: 'deadline',
      season: { name: 'Season 1', startDate: null, endDate: null },
    });
  });

  it('sends a private group its PIN, custom points as numbers, and the dates chosen', () => {
    const fields = form({
      basics: { ...NEW_GROUP_BASICS, name: 'Office', isPublic: false, pin: '0042', maxMembers: '12' },
      scoring: { ...custom('5', '2', '-1', '3'), jokers: true },
      predictionsClose: 'kickoff',
      season: { name: 'Spring', startDate: '2026-12-01', endDate: '2027-05-31' },
    });
    expect(fields).toMatchObject({
      pin: '0042',
      scoringSystem: 'custom',
      exactScorePoints: 5,
      goalDifferencePoints: 3,
      correctResultPoints: 2,
      incorrectPoints: -1,
      jokersEnabled: true,
      maxMembers: 12,
      predictionsClose: 'kickoff',
      season: { name: 'Spring', startDate: '2026-12-01', endDate: '2027-05-31' },
    });
  });
});

describe('the create form’s choices', () => {
  it('puts a preset’s points in the boxes when it is chosen, and lets custom start from the boxes', () => {
    const edited = custom('7', '3', '-2', '5');
    expect(withScoringSystem(edited, 'classic')).toEqual(NEW_GROUP_SCORING);
    const preset = withScoringSystem(edited, 'goal_difference');
    expect(preset.points).toEqual({ exact: '4', difference: '3', correct: '2', incorrect: '0' });
    expect(withScoringSystem(preset, 'custom')).toEqual({ ...preset, system: 'custom' });
  });

  it('sends the goal-difference preset and the joker as chosen, a blank goal difference as not counted', () => {
    expect(form({ scoring: { ...withScoringSystem(NEW_GROUP_SCORING, 'goal_difference'), jokers: true } })).toMatchObject({
      scoringSystem: 'goal_difference',
      goalDifferencePoints: 3,
      jokersEnabled: true,
    });
    expect(form({ scoring: custom('3', '1', '0') }).goalDifferencePoints).toBeNull();
  });

  it('clears an end date that no longer comes at least a day after a new start, or has no start left', () => {
    const season = { name: 'Spring', startDate: '2026-12-01', endDate: '2026-12-10' };
    expect(withSeasonStart(season, '2026-12-09').endDate).toBe('2026-12-10');
    expect(withSeasonStart(season, '2026-12-10')).toEqual({ ...season, startDate: '2026-12-10', endDate: '' });
    expect(withSeasonStart(season, '')).toEqual({ ...season, startDate: '', endDate: '' });
  });
});

describe('what stops the create form', () => {
  it('names the first problem, in the form’s order', () => {
    expect(createGroupProblem(form(), TODAY)).toBeNull();
    expect(createGroupProblem(form({ basics: { ...NEW_GROUP_BASICS, name: ' ' } }), TODAY)).toBe(GROUP_MESSAGES.nameRequired);
    expect(createGroupProblem(form({ scoring: custom('3', '', '0') }), TODAY)).toBe(GROUP_MESSAGES.scoringMissing);
    expect(createGroupProblem(form({ scoring: custom('3', '1', '2') }), TODAY)).toBe(GROUP_MESSAGES.incorrectPointsPositive);
    expect(createGroupProblem(form({ scoring: custom('3', '1', '0', '-1') }), TODAY)).toBe(GROUP_MESSAGES.goalDifferencePointsNegative);
    const privateWithout = { ...NEW_GROUP_BASICS, name: 'Office', isPublic: false, pin: '' };
    expect(createGroupProblem(form({ basics: privateWithout }), TODAY)).toBe(GROUP_MESSAGES.pinRequired);
    expect(createGroupProblem(form({ basics: { ...privateWithout, pin: '12' } }), TODAY)).toBe(GROUP_MESSAGES.pinFormat);
    expect(createGroupProblem(form({ basics: { ...NEW_GROUP_BASICS, name: 'Office', maxMembers: '' } }), TODAY)).toBe(
      GROUP_MESSAGES.maxMembersMissing,
    );
    expect(createGroupProblem(form({ season: { ...newGroupSeason(), startDate: '2026-11-20' } }), TODAY)).toBe(
      GROUP_MESSAGES.seasonStartPast,
    );
  });

  it("shows the schema's own message for what it refuses before the form's checks run", () => {
    expect(createGroupProblem(form({ basics: { ...NEW_GROUP_BASICS, name: 'x'.repeat(81) } }), TODAY)).toBe(
      'Group names can be at most 80 characters.',
    );
  });
});

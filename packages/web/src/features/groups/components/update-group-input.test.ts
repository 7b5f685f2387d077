import { GROUP_MESSAGES, type GroupDetail } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { basicsOf, updateGroupInput, updateGroupProblem } from './update-group-input';

const group = { name: 'Office', description: null, isPublic: false, maxMembers: 20, memberCount: 8 } as unknown as GroupDetail;

describe('the update form', () => {
  it('starts from the group as loaded, with empty PIN boxes', () => {
    expect(basicsOf(group)).toEqual({ name: 'Office', description: '', isPublic: false, pin: '', maxMembers: '20' });
  });

  it('sends a private group its PIN trimmed, a public one none', () => {
    const basics = { ...basicsOf(group), pin: ' 4271 ', maxMembers: '25' };
    expect(updateGroupInput(basics, 'kickoff')).toEqual({
      name: 'Office',
      description: '',
      isPublic: false,
      pin: '4271',
      maxMembers: 25,
      predictionsClose: 'kickoff',
    });
    expect(updateGroupInput({ ...basics, isPublic: true }, 'deadline').pin).toBeNull();
  });

  it('lets a private group keep its PIN with the boxes empty, but a group made private must set one', () => {
    const unchanged = updateGroupInput(basicsOf(group), 'deadline');
    expect(updateGroupProblem(unchanged, group)).toBeNull();
    const wasPublic = { ...group, isPublic: true };
    expect(updateGroupProblem(unchanged, wasPublic)).toBe(GROUP_MESSAGES.pinRequired);
    expect(updateGroupProblem({ ...unchanged, pin: '12' }, group)).toBe(GROUP_MESSAGES.pinFormat);
  });

  it('refuses fewer places than the group has members, after the fields’ own checks', () => {
    const fields = updateGroupInput({ ...basicsOf(group), maxMembers: '7' }, 'deadline');
    expect(updateGroupProblem(fields, group)).toBe(GROUP_MESSAGES.maxMembersBelowCount(8));
    expect(updateGroupProblem({ ...fields, maxMembers: 8 }, group)).toBeNull();
    expect(updateGroupProblem({ ...fields, name: '' }, group)).toBe(GROUP_MESSAGES.nameRequired);
  });
});

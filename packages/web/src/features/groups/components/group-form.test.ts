import { GROUP_ICON_MAX_BYTES, GROUP_MESSAGES } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { type GroupBasics, iconProblem, numberOrNull, saveFailureMessage, withPrivacy } from './group-form';

const basics: GroupBasics = { name: 'Sunday League', description: '', isPublic: false, pin: '4271', maxMembers: '20' };

describe('the group forms’ shared rules', () => {
  it('sends numbers whole, and a blank box as null so the "missing" message can show', () => {
    expect(['12', ' 7 ', '3.9', '-2.5', '', '  '].map(numberOrNull)).toEqual([12, 7, 3, -2, null, null]);
  });

  it('clears the PIN when the group is made public, and keeps it while it stays private', () => {
    expect(withPrivacy(basics, true)).toEqual({ ...basics, isPublic: true, pin: '' });
    expect(withPrivacy(basics, false)).toEqual(basics);
  });

  it('takes a PNG or JPEG icon up to the size limit, and says why it refuses any other', () => {
    expect(iconProblem({ type: 'image/png', size: GROUP_ICON_MAX_BYTES })).toBeNull();
    expect(iconProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(iconProblem({ type: 'image/gif', size: 1 })).toBe(GROUP_MESSAGES.iconType);
    expect(iconProblem({ type: 'image/png', size: GROUP_ICON_MAX_BYTES + 1 })).toBe(GROUP_MESSAGES.iconTooLarge);
  });

  it("shows the API's refusal as it is, and anything else after the form's own failure text", () => {
    const failed = GROUP_MESSAGES.createFailedReason;
    expect(saveFailureMessage(new ApiError(409, 'CONFLICT', 'That name is taken.'), failed)).toBe('That name is taken.');
    expect(saveFailureMessage(new ApiError(500, 'INTERNAL', 'Something broke.'), failed)).toBe('Failed to create group. Something broke.');
    expect(saveFailureMessage(new TypeError('Failed to fetch'), failed)).toBe(
      'Failed to create group. Could not reach the server. Check your connection and try again.',
    );
  });
});

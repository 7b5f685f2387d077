import { describe, expect, it, vi } from 'vitest';
import { type ListedMember, memberActions } from './member-menu';

const member = (overrides: Partial<ListedMember> = {}, viewer: Partial<ListedMember['viewer']> = {}): ListedMember => ({
  id: 'u-2',
  membershipId: 'm-2',
  username: 'Ghost',
  bgColour: '#ccc',
  isAdmin: false,
  isPlaceholder: true,
  isOwner: false,
  joinedAt: '2026-11-01T00:00:00Z',
  ...overrides,
  viewer: { canToggleAdmin: true, canRemove: true, canCreateClaimLink: false, predictGameweekId: null, ...viewer },
});

const shown = (actions: ReturnType<typeof memberActions>) =>
  actions.filter((action) => !action.hidden).map((action) => `${action.label}${action.disabled ? ' (disabled)' : ''}`);
const handlers = () => ({ toggleAdmin: vi.fn(), predict: vi.fn(), createClaimLink: vi.fn(), remove: vi.fn() });

describe("a member's menu", () => {
  it("shows exactly what the server's flags allow for that member", () => {
    expect(shown(memberActions(member({ isPlaceholder: false }), handlers()))).toEqual(['Make Admin', 'Remove']);
    expect(shown(memberActions(member({ isAdmin: true, isPlaceholder: false }), handlers()))).toEqual(['Remove Admin', 'Remove']);
    // A placeholder: never an admin (the policy says so), predicted for while the gameweek is open, claimable.
    const placeholder = member({}, { canToggleAdmin: false, canCreateClaimLink: true, predictGameweekId: 'w-1' });
    expect(shown(memberActions(placeholder, handlers()))).toEqual(['Make Admin (disabled)', 'Predict', 'Create claim link', 'Remove']);
  });

  it('predicts for the gameweek the server named, and each action calls its own handler', () => {
    const on = handlers();
    const actions = memberActions(member({}, { predictGameweekId: 'w-7', canCreateClaimLink: true }), on);
    for (const action of actions) action.onSelect();
    expect(on.predict).toHaveBeenCalledWith('w-7');
    expect([on.toggleAdmin, on.createClaimLink, on.remove].map((handler) => handler.mock.calls.length)).toEqual([1, 1, 1]);
    expect(actions.find((action) => action.label === 'Remove')?.danger).toBe(true);
  });
});

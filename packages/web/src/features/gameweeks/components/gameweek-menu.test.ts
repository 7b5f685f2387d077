import { describe, expect, it, vi } from 'vitest';
import { gameweekActions } from './gameweek-menu';
import { adminViewer } from './test-fixtures';

const handlers = () => ({ goToGroup: vi.fn(), toggleLock: vi.fn(), remove: vi.fn() });
const shown = (actions: ReturnType<typeof gameweekActions>) => actions.filter((action) => !action.hidden).map((action) => action.label);

describe("the gameweek's menu", () => {
  it("shows what the server's flags allow: a member only goes to the group; Lock or Unlock as the gameweek stands", () => {
    const member = adminViewer({ isAdmin: false, canLock: false, canUnlock: false, canDelete: false });
    expect(shown(gameweekActions(member, handlers()))).toEqual(['Go to group']);
    expect(shown(gameweekActions(adminViewer(), handlers()))).toEqual(['Go to group', 'Lock', 'Delete']);
    expect(shown(gameweekActions(adminViewer({ canLock: false, canUnlock: true }), handlers()))).toEqual([
      'Go to group',
      'Unlock',
      'Delete',
    ]);
  });

  it('calls each action its own handler, Lock and Unlock the one toggle, and marks Delete as dangerous', () => {
    const on = handlers();
    for (const action of gameweekActions(adminViewer({ canUnlock: true }), on)) action.onSelect();
    expect([on.goToGroup, on.toggleLock, on.remove].map((handler) => handler.mock.calls.length)).toEqual([1, 2, 1]);
    expect(gameweekActions(adminViewer(), on).find((action) => action.label === 'Delete')?.danger).toBe(true);
  });
});

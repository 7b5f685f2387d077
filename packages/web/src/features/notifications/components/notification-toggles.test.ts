import { DEFAULT_NOTIFICATION_SETTINGS } from '@scoreline/shared';
import { describe, expect, it } from 'vitest';
import { withChannel, withGoalPushes } from './notification-toggles';

describe("a notification setting's checkbox", () => {
  it('switches one kind on one channel, leaving the other channel, the other kinds and the timing', () => {
    const settings = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
    expect(withChannel(settings, 'results', 'email', true)).toEqual({
      reminderTiming: 'both',
      reminders: { email: true, push: true },
      results: { email: true, push: true },
      wins: { email: false, push: true },
      goals: { push: false },
    });
    expect(withChannel(settings, 'reminders', 'push', false).reminders).toEqual({ email: true, push: false });
    expect(withGoalPushes(settings, true)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, goals: { push: true } });
    // The form's state is never changed in place (the previous settings stay what the server has).
    expect(settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_MEMBERS_MAX, MAX_MEMBERS_MIN, PIN_LENGTH } from './constants.js';
import { createGroupSchema, placeholderMemberSchema } from './groups.js';
import { CATALOGS, english, translators } from './i18n/translators.js';
import { GROUP_MESSAGES, INVITATION_MESSAGES, entityNotFoundMessage } from './messages.js';

describe('the group texts', () => {
  it('write out the numbers the rules use', () => {
    expect(GROUP_MESSAGES.maxMembersRange).toBe(`Maximum members must be between ${MAX_MEMBERS_MIN} and ${MAX_MEMBERS_MAX}.`);
    expect(GROUP_MESSAGES.pinFormat).toBe(`The PIN must be ${PIN_LENGTH} digits.`);
  });

  it('give the group schemas’ refusals as catalogue ids (the server translates them)', () => {
    const tooLong = 'x'.repeat(501);
    const bad = [
      createGroupSchema.safeParse({ name: 'a\u0007', season: {} }),
      createGroupSchema.safeParse({ name: tooLong, season: {} }),
      createGroupSchema.safeParse({ name: 'a', description: tooLong, season: {} }),
      createGroupSchema.safeParse({ name: 'a', exactScorePoints: 1.5, season: {} }),
      createGroupSchema.safeParse({ name: 'a', exactScorePoints: 5000, season: {} }),
      createGroupSchema.safeParse({ name: 'a', season: { name: 'b\u0000' } }),
      createGroupSchema.safeParse({ name: 'a', season: { startDate: '1999-01-01' } }),
      placeholderMemberSchema.safeParse({ username: ' ' }),
      placeholderMemberSchema.safeParse({ username: 'y'.repeat(41) }),
    ];
    for (const result of bad) {
      expect(result.success).toBe(false);
      const message = result.error!.issues[0]!.message;
      expect(Object.hasOwn(CATALOGS.en, message), message).toBe(true);
    }
  });

  it('name what was not found, in each language', () => {
    expect(english(entityNotFoundMessage('bonus question'))).toBe('The bonus question you are looking for does not exist.');
    expect(translators.de(entityNotFoundMessage('gameweek'))).toMatch(/Spieltag/);
    expect(translators.es(entityNotFoundMessage('group'))).toMatch(/grupo/);
  });

  it('count members with each language’s plural', () => {
    expect(english(INVITATION_MESSAGES.members, { count: 1 })).toBe('1 member');
    expect(english(INVITATION_MESSAGES.members, { count: 12 })).toBe('12 members');
    expect(translators.de(INVITATION_MESSAGES.members, { count: 1 })).toBe('1 Mitglied');
    expect(translators.es(INVITATION_MESSAGES.members, { count: 3 })).toBe('3 miembros');
  });
});

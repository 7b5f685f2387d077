import type { InviteStatus } from '../invites.js';

export const INVITE_MESSAGES = {
  created: 'Invite link created!',
  copied: 'Invite link copied!',
  claimCopied: 'Claim link copied!',
  revoked: 'Invite link revoked.',
  invalid: 'This invite link is not valid.',
  expired: 'This invite link has expired.',
  wasRevoked: 'This invite link has been revoked.',
  usedUp: 'This invite link has been used up.',
  claimUsed: 'This claim link has already been used.',
  notPlaceholder: 'Claim links are only for placeholder members.',
  placeholderGone: 'That placeholder member is no longer in the group.',
  tooManyTries: 'Too many invalid invite links. Please try again in {wait}.',
  joined: 'Welcome to {group}!',
  claimed: "You have taken over {placeholder}'s predictions and points.",
} as const;

/** Why a link that is no longer valid cannot be used, in words. */
export function inviteStatusMessage(status: Exclude<InviteStatus, 'valid'>, kind: 'join' | 'claim') {
  if (status === 'expired') return INVITE_MESSAGES.expired;
  if (status === 'revoked') return INVITE_MESSAGES.wasRevoked;
  return kind === 'claim' ? INVITE_MESSAGES.claimUsed : INVITE_MESSAGES.usedUp;
}

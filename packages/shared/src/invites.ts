import { z } from 'zod';

/**
 * Invite links: a group's admins share a link that joins without the PIN (optionally expiring, optionally for a
 * number of uses), or a claim link that lets one person take over a placeholder member's place and history.
 */

/** How long a new invite link works, as the admin picks it (null: until revoked). */
export const INVITE_EXPIRY_CHOICES = [1, 7, 30] as const;
/** A claim link is for one person and works for a week. */
export const CLAIM_LINK_DAYS = 7;
export const INVITE_MAX_USES_LIMIT = 1000;

export const createInviteSchema = z.object({
  /** Days until it expires; null or absent: never. */
  expiresInDays: z
    .union([z.literal(1), z.literal(7), z.literal(30)])
    .nullish()
    .transform((value) => value ?? null),
  /** How many people may join with it; null or absent: any number. */
  maxUses: z
    .number()
    .int()
    .min(1)
    .max(INVITE_MAX_USES_LIMIT)
    .nullish()
    .transform((value) => value ?? null),
  /** A claim link for this placeholder member instead of an invite link. */
  placeholderId: z.uuid().nullish(),
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;

/** Where a link stands: only a `valid` one can be used. */
export const INVITE_STATUSES = ['valid', 'expired', 'revoked', 'used-up'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** An invite link as its group's admins see it. */
export const groupInviteSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(['join', 'claim']),
  /** The placeholder a claim link is for. */
  placeholder: z.object({ id: z.string(), username: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type GroupInvite = z.infer<typeof groupInviteSchema>;

/**
 * What anyone holding a link sees, signed in or not (`GET /invites/{token}/preview`): the group's name, icon,
 * size and privacy, who made the link and where it stands. Nothing else: no group id, PIN, member or email.
 */
export const publicInvitationSchema = z.object({
  status: z.enum(INVITE_STATUSES),
  kind: z.enum(['join', 'claim']),
  group: z.object({
    name: z.string(),
    iconUrl: z.string().nullable(),
    memberCount: z.number().int(),
    isPublic: z.boolean(),
  }),
  /** The username of whoever made the link (null once their account is gone). */
  invitedBy: z.string().nullable(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** What a signed-in person who opens a link sees: the public part, and whether they can use it. */
export const invitationSchema = z.object({
  status: z.enum(INVITE_STATUSES),
  kind: z.enum(['join', 'claim']),
  group: z.object({
    id: z.string(),
    name: z.string(),
    iconUrl: z.string().nullable(),
    memberCount: z.number().int(),
    maxMembers: z.number().int(),
    isPublic: z.boolean(),
  }),
  invitedBy: z.string().nullable(),
  /** The placeholder a claim link hands over (its name only). */
  placeholder: z.object({ username: z.string() }).nullable(),
  viewer: z.object({
    isMember: z.boolean(),
    /** Accepting would succeed now. */
    canAccept: z.boolean(),
    /** Why not, in words, when it would not. */
    refusal: z.string().nullable(),
  }),
});
export type Invitation = z.infer<typeof invitationSchema>;

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
  tooManyTries: (wait: string) => `Too many invalid invite links. Please try again in ${wait}.`,
  joined: (group: string) => `Welcome to ${group}!`,
  claimed: (placeholder: string) => `You have taken over ${placeholder}'s predictions and points.`,
} as const;

/** Why a link that is no longer valid cannot be used, in words. */
export function inviteStatusMessage(status: Exclude<InviteStatus, 'valid'>, kind: 'join' | 'claim'): string {
  if (status === 'expired') return INVITE_MESSAGES.expired;
  if (status === 'revoked') return INVITE_MESSAGES.wasRevoked;
  return kind === 'claim' ? INVITE_MESSAGES.claimUsed : INVITE_MESSAGES.usedUp;
}

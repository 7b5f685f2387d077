import { z } from 'zod';
import { INVITE_MAX_USES_LIMIT } from './constants.js';

/**
 * Invite links: a group's admins share a link that joins without the PIN (optionally expiring, optionally for a
 * number of uses), or a claim link that lets one person take over a placeholder member's place and history.
 */

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

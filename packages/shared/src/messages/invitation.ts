/** The page an invite link opens (`/invite/{token}`), signed in or out. */
export const INVITATION_MESSAGES = {
  /** The line above the group's name on the invitation card, by who invited and what the link does. */
  invitedToJoin: '{username} invited you to join',
  invitedToClaim: '{username} invited you to take over a place in',
  invitedToJoinAnonymous: 'You are invited to join',
  invitedToClaimAnonymous: 'You are invited to take over a place in',
  members: '{count, plural, one {# member} other {# members}}',
  membersOfMax: '{count} of {max} members',
  /** A private group's join prompt. */
  membersOfMaxPrivate: '{count} of {max} members · private group, you will need its PIN',
  publicGroup: 'Public group',
  privateGroup: 'Private group',
  signedOut: 'Create an account or sign in to accept your invitation.',
  createAccount: 'Create account',
  signIn: 'Sign in',
} as const;

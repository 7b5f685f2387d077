export const PROFILE_MESSAGES = {
  linkCopied: 'Profile link copied!',
  memberSince: 'Member of {group} since {date}',
} as const;

export const INVITE_FRIENDS_MESSAGES = {
  title: 'Invite your friends',
  leadPublic: 'Send your friends this link: it shows them the group and who invited them, and they join in one tap.',
  leadPrivate: 'Send your friends this link: it shows them the group and who invited them, and they join without the PIN.',
  linkLabel: 'Invite link',
  copy: 'Copy',
  share: 'Share',
  shareText: 'Join {group} on Scoreline and predict the scores with me.',
  loadFailed: 'Could not get an invite link.',
  loadFailedReason: 'Could not get an invite link. {reason}',
  shareFailed: 'Could not share the link. Copy it instead.',
} as const;

import type { GroupCard } from '@scoreline/shared';

/** A group as lists and invitations show it (its card), and nothing more of the row. */
export function groupCardOf(group: GroupCard): GroupCard {
  const { id, name, iconUrl, memberCount, maxMembers, isPublic } = group;
  return { id, name, iconUrl, memberCount, maxMembers, isPublic };
}

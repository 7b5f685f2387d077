/** What a missing group, season, gameweek... is answered with (each its whole sentence, to translate). */
export const NOT_FOUND_MESSAGES = {
  group: 'The group you are looking for does not exist.',
  season: 'The season you are looking for does not exist.',
  gameweek: 'The gameweek you are looking for does not exist.',
  match: 'The match you are looking for does not exist.',
  player: 'The player you are looking for does not exist.',
  member: 'The member you are looking for does not exist.',
  device: 'The device you are looking for does not exist.',
  invite: 'The invite you are looking for does not exist.',
  'bonus question': 'The bonus question you are looking for does not exist.',
  follow: 'The follow you are looking for does not exist.',
} as const;

export type MissingEntity = keyof typeof NOT_FOUND_MESSAGES;

export function entityNotFoundMessage(entity: MissingEntity = 'group'): (typeof NOT_FOUND_MESSAGES)[MissingEntity] {
  return NOT_FOUND_MESSAGES[entity];
}

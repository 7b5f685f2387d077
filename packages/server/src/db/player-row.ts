import type { Player } from '@scoreline/shared';

/** A user as the repos read them beside their predictions, tables and stats (`users` columns). */
export type PlayerRow = {
  id: string;
  username: string;
  bg_colour: string;
  is_placeholder: boolean;
};

/** The API's `Player` of a row holding the `users` columns above. */
export const toPlayer = (row: PlayerRow): Player => ({
  id: row.id,
  username: row.username,
  bgColour: row.bg_colour,
  isPlaceholder: row.is_placeholder,
});

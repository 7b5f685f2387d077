import type { Player } from '@scoreline/shared';
import { z } from 'zod';
import { col } from './rows.js';

/** A user as the repos read them beside their predictions, tables and stats (`users` columns). */
export const playerRow = z.strictObject({
  id: col.uuid,
  username: col.text,
  bg_colour: col.text,
  is_placeholder: col.boolean,
});
export type PlayerRow = z.infer<typeof playerRow>;

/** The API's `Player` of a row holding the `users` columns above. */
export const toPlayer = (row: PlayerRow): Player => ({
  id: row.id,
  username: row.username,
  bgColour: row.bg_colour,
  isPlaceholder: row.is_placeholder,
});

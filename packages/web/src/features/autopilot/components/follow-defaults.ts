import { DEFAULT_LEAD_MINUTES, DEFAULT_MATCHDAYS_AHEAD } from '@scoreline/shared';

// The one piece of the follow the create page holds from its first render (its state), apart from the rest of
// follow-choice.ts, which loads with the chooser.

/** The owner's choice: a competition (null: build gameweeks by hand) and the autopilot's two settings. */
export interface FollowChoice {
  competitionId: number | null;
  leadMinutes: number;
  matchdaysAhead: number;
}

/** The create form starts without a competition, with the server's defaults ready for when one is chosen. */
export const NO_FOLLOW: FollowChoice = {
  competitionId: null,
  leadMinutes: DEFAULT_LEAD_MINUTES,
  matchdaysAhead: DEFAULT_MATCHDAYS_AHEAD,
};

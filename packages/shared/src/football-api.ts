import { z } from 'zod';
import { type ExternalLeague, type ExternalMatch, type ExternalTeam, MATCH_STATUSES } from './football.js';

/** The football data the match adder's endpoints answer (`/api/v1/football/...`), as zod schemas of the shapes above. */
export const externalLeagueSchema: z.ZodType<ExternalLeague> = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  emblem: z.string().nullable(),
});

export const externalTeamSchema: z.ZodType<ExternalTeam> = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  crest: z.string().nullable(),
});

export const externalMatchSchema: z.ZodType<ExternalMatch> = z.object({
  id: z.number().int(),
  competitionId: z.number().int(),
  utcDate: z.string(),
  status: z.enum(MATCH_STATUSES),
  homeTeam: externalTeamSchema,
  awayTeam: externalTeamSchema,
  score: z
    .object({ home: z.number().int().nullable(), away: z.number().int().nullable() })
    .describe('The score after 90 minutes (regular time): what predictions are marked on. Null before kick-off.'),
});

export const footballCompetitionsSchema = z.object({
  provider: z.enum(['football-data', 'demo']),
  competitions: z.array(externalLeagueSchema),
});

export const footballTeamsSchema = z.object({ teams: z.array(externalTeamSchema).describe('By name.') });

export const footballMatchesSchema = z.object({ matches: z.array(externalMatchSchema) });

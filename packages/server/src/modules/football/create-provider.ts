import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createDemoProvider } from './demo-provider.js';
import { createFootballDataClient } from './football-data-client.js';
import type { FootballProvider } from './football-provider.js';

/** football-data.org when a token is set; the deterministic demo leagues otherwise (a fresh install plays offline). */
export function createFootballProvider(config: Config['football'], logger: FastifyBaseLogger): FootballProvider {
  if (!config.token) return createDemoProvider({ seed: config.demoSeed });
  return createFootballDataClient({
    token: config.token,
    baseUrl: config.baseUrl,
    competitionIds: config.competitionIds,
    requestsPerMinute: config.requestsPerMinute,
    timeoutMs: 10_000,
    logger,
  });
}

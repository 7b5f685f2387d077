import type { FastifyBaseLogger } from 'fastify';
import { createLogger } from '../../src/lib/logger.js';
import { createDemoProvider } from '../../src/modules/football/demo-provider.js';
import { startJobs } from '../../src/modules/jobs/scheduler.js';
import type { TestApp } from './test-app.js';

/**
 * The background jobs of a test app, as main.ts starts them for a server: with the app's own services, on its
 * database, a demo provider seeded by `seed`, silent unless `logger` is given; `overrides` adds the rest.
 */
export function startTestJobs(
  t: TestApp,
  seed: string,
  overrides: Omit<Partial<Parameters<typeof startJobs>[0]>, 'logger'> & { logger?: FastifyBaseLogger } = {},
) {
  const { standings, notifier, jobsRepo, autopilot, bonusQuestions } = t.app.services;
  return startJobs({
    databaseUrl: t.database.url,
    db: t.database.db,
    provider: createDemoProvider({ seed }),
    standings,
    bonus: bonusQuestions,
    notifier,
    jobsRepo,
    autopilot,
    logger: overrides.logger ?? (createLogger('silent') as FastifyBaseLogger),
    ...overrides,
  });
}

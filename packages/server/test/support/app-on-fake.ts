import { clientOn, startFakeFootballData } from './fake-football-data.js';
import { createTestApp } from './test-app.js';

/**
 * The real app on a fresh database, its football data from the football-data.org fake through the real client,
 * both on the test's clock (`now`, which the test moves); `close` ends both.
 */
export async function appOnFake(competitionIds: number[], now: () => Date) {
  const fake = await startFakeFootballData();
  const provider = clientOn(fake, competitionIds, () => now().getTime());
  const t = await createTestApp({}, { clock: now, footballProvider: provider });
  return {
    fake,
    provider,
    t,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

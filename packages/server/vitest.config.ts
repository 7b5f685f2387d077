import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // One embedded PostgreSQL for the run, with a migrated template; each test file gets its own database.
    globalSetup: ['test/support/global-setup.ts'],
    // Raw queries' rows checked against their schemas in every test file (src/db/rows.ts).
    setupFiles: ['test/support/check-rows.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

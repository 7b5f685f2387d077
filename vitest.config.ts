import { defineConfig } from 'vitest/config';

// One project per package: `npm run test:unit` runs shared + web, `npm run test:integration` the server.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/web', 'packages/server'],
  },
});

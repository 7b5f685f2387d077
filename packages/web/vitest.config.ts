import { defineProject } from 'vitest/config';
import { compiledCatalogs } from './compiled-catalogs';
import { preactAliases } from './preact-aliases';

export default defineProject({
  plugins: [compiledCatalogs()],
  resolve: {
    // Packages resolve as for the browser build (react-router's "node" entry is CommonJS, which requires React).
    conditions: ['module', 'browser', 'development|production'],
    // The tests render with Preact, as the app ships (preact-aliases.ts)...
    alias: [
      ...preactAliases,
      // Its ES module build, which imports react-dom (so is aliased); its CommonJS main would require() it.
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: 'virtual:pwa-register/react', replacement: new URL('./test-support/pwa-register-react.ts', import.meta.url).pathname },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['test-support/i18n.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    // ...and so does every library they use: Vitest hands packages in node_modules to Node as they are, where the
    // aliases above do not apply (Testing Library would load react-dom itself), so those that import React are
    // bundled through Vite. A React renderer in the tests fails them: `src/preact.test.tsx` checks.
    server: { deps: { inline: [/react/, /@testing-library/, /radix-ui/, /sonner/, /recharts/, /lucide/] } },
  },
});

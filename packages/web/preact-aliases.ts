import type { Alias } from 'vite';

/**
 * The app runs on Preact: every import of react or react-dom, ours and every library's (react-router, TanStack
 * Query, radix, recharts, sonner, react-day-picker), resolves to `preact/compat`. The source keeps React's
 * imports and React's types (`@types/react`); what ships and what the unit tests render with is Preact
 * (vite.config.ts and vitest.config.ts both use these). Exact matches, so no other `react-*` package is caught.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web layering (packages/web/src/README.md, "Web layering"): app -> features -> components, lib. A feature uses another
// feature only through its public entry (features/<name>/index.ts), and only the features listed here, so the
// features form a graph without cycles. A feature folder not listed here may use no other feature.
const WEB = 'packages/web/src';
const FEATURE_DEPENDENCIES = {
  notifications: [],
  auth: ['notifications'],
  info: [],
  gameweeks: [],
  autopilot: [],
  leaderboards: ['gameweeks'],
  predictions: ['gameweeks'],
  'bonus-questions': [],
  seasons: ['bonus-questions', 'gameweeks', 'leaderboards', 'predictions'],
  stats: ['gameweeks', 'leaderboards', 'predictions'],
  groups: ['autopilot', 'bonus-questions', 'gameweeks', 'leaderboards', 'predictions', 'stats'],
  home: ['groups'],
};
const features = readdirSync(new URL(`./${WEB}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appLayer = [`${WEB}/app`, `${WEB}/main.tsx`];
const webBoundaries = [
  ...features.map((feature) => {
    const allowed = FEATURE_DEPENDENCIES[feature] ?? [];
    return {
      target: `${WEB}/features/${feature}`,
      from: `${WEB}/features`,
      except: [`./${feature}`, ...allowed.map((other) => `./${other}/index.ts`)],
      message: `features/${feature} may use ${allowed.length ? allowed.map((other) => `features/${other}`).join(', ') : 'no other feature'}, and only through its index.ts (see FEATURE_DEPENDENCIES in eslint.config.js).`,
    };
  }),
  { target: `${WEB}/features`, from: appLayer, message: 'The app layer sits above the features: features never import it.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, ...appLayer],
    message: 'Shared layers (components/, lib/) never import features or the app layer: move the shared piece down instead.',
  },
  { target: `${WEB}/lib`, from: `${WEB}/components`, message: 'lib/ holds no UI: it never imports components/.' },
];

// Server layering (packages/server/src/README.md, "Layers"): routes -> services -> repos, and shared below both apps.
const SERVER = 'packages/server/src';
const serverBoundaries = [
  {
    target: 'packages/shared/src',
    from: ['packages/server', 'packages/web'],
    message: 'shared is the pure domain: it never imports the server or the web app.',
  },
  { target: 'packages/server', from: 'packages/web', message: 'The server never imports the web app.' },
  {
    target: `${SERVER}/**/*.repo.ts`,
    from: [`${SERVER}/**/*.service.ts`, `${SERVER}/**/*.routes.ts`],
    message: 'A repo holds SQL only: it never calls a service or a route.',
  },
  {
    target: `${SERVER}/**/*.service.ts`,
    from: `${SERVER}/**/*.routes.ts`,
    message: 'Services sit below routes: a service never imports a routes module.',
  },
];

// Every text a person reads comes from the message catalogues (packages/shared/src/i18n): a string literal that
// reads as prose in a component, a page or an email template is an error. What is not prose (class names, paths,
// keys, codes) passes by the word patterns and callees below; the server's error texts are held to the catalogue
// by their type (a MessageId).
const literalStrings = {
  mode: 'all',
  callees: {
    exclude: [
      'i18n(ext)?',
      't',
      'require',
      'cn',
      'clsx',
      'Error',
      'console.*',
      'querySelector(All)?',
      '.*Item',
      '.*EventListener',
      'navigate',
      'api',
      'use[A-Z].*',
      'searchParams.*',
      '.*Key',
      'includes',
      'startsWith',
      'endsWith',
      'matchMedia',
      '.*Attribute',
      'createElement',
      'URL',
      'fetch',
      'page',
      'section',
      'lazy',
      'postMessage',
      'dateFormatter',
      'message',
      '.*logger.*',
    ],
  },
  words: {
    exclude: [
      '[0-9!-/:-@[-`{-~]+',
      '[A-Z_-]+',
      '^[a-z][a-z0-9-]*$',
      '^[a-z]+([A-Z][a-z0-9]*)+$',
      '^/.*',
      '^(?=.*[-:/_\\[\\]0-9])[a-z0-9 :/_.\\[\\]()!&>=%-]*$',
    ],
  },
  'jsx-attributes': {
    exclude: [
      'className',
      'styleName',
      'style',
      'type',
      'key',
      'id',
      'width',
      'height',
      'to',
      'href',
      'src',
      'role',
      'name',
      'autoComplete',
      'inputMode',
      'data-.*',
      'aria-controls',
      'aria-describedby',
      'aria-labelledby',
      'htmlFor',
      'rel',
      'target',
      'method',
      'pattern',
      'enterKeyHint',
      'side',
      'align',
      'variant',
      'size',
      'position',
      'theme',
      'loading',
      'decoding',
      'fetchPriority',
      'viewBox',
      'd',
      'fill',
      'stroke',
      'strokeWidth',
      'xmlns',
      'dataKey',
      'tab',
      'value',
      'accept',
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'packages/server/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/packages/web/tsconfig.json` })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }],
    },
  },
  {
    files: ['packages/server/**/*.ts', 'packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${import.meta.dirname}/packages/server/tsconfig.json`, `${import.meta.dirname}/packages/shared/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: serverBoundaries }],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, `${SERVER}/mail/**/*.ts`],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': ['error', literalStrings] },
  },
);

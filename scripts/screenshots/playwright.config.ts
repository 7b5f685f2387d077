import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The product screenshots of docs/screenshots: the e2e server and browser, this folder's one spec.
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'product.screens.ts',
  outputDir: '../../test-results/screenshots',
  reporter: 'list',
  workers: 1,
  timeout: 300_000,
  webServer: { ...(base.webServer as object), cwd: path.resolve(import.meta.dirname, '../..') } as typeof base.webServer,
});

import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { LIVE_BASE_URL, livePorts as live } from './e2e/support/live-server';

const port = Number(process.env.E2E_PORT ?? 3917);
export const E2E_BASE_URL = `http://localhost:${port}`;
const serverOptions = {
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
} as const;
// Where the e2e SMTP server drops every message it receives (read by the tests).
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `scoreline-e2e-mail-${port}`);

// Never download a browser: use the system Chromium.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/serve.ts',
      url: `${E2E_BASE_URL}/readyz`,
      env: { PORT: String(port), PUBLIC_URL: E2E_BASE_URL, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
      ...serverOptions,
    },
    // The live matchday's server: football data from the football-data.org fake, polled every second.
    {
      command: 'node --import tsx e2e/support/serve-live.ts',
      url: `${LIVE_BASE_URL}/readyz`,
      env: {
        PORT: String(live.server),
        PUBLIC_URL: LIVE_BASE_URL,
        E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
        LIVE_CONTROL_PORT: String(live.control),
      },
      ...serverOptions,
    },
  ],
});

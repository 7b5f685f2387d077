/**
 * Chromium's own installability check (what the install prompt uses, and what Lighthouse's PWA category
 * reported before Lighthouse 12 dropped it): `Page.getInstallabilityErrors` once the service worker controls the
 * page. It runs in a normal profile, as e2e/pwa.spec.ts does: an incognito context never installs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** Opens `url` with `headers` and returns Chromium's installability errors (an empty list: installable). */
export async function installabilityErrors(url, { chromePath, headers }) {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    extraHTTPHeaders: headers,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    // The app registers its worker once the page is idle; 30 s is far more than that takes.
    const controlled = await page.evaluate(async () => {
      const takesControl = navigator.serviceWorker.ready.then(
        () =>
          navigator.serviceWorker.controller ??
          new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true })),
      );
      return Promise.race([takesControl.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 30_000))]);
    });
    if (!controlled) return ['no-service-worker-in-control'];
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    return installabilityErrors.map((error) => error.errorId);
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

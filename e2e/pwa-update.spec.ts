import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * A new build deployed while a tab is open: the tab's service worker finds it, the toast offers "Reload", and
 * Reload puts the page on the new version. It needs a server of its own whose build can change under it, so it
 * starts a second real server (serve.ts, its own embedded PostgreSQL) on a copy of the built app.
 */

const webDist = path.resolve(import.meta.dirname, '../packages/web/dist');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the second server never became ready');
}

/** "Deploys" a new build: the service worker script changes (as each build's precache list does). */
function deployNewBuild(dist: string): void {
  const worker = path.join(dist, 'sw.js');
  fs.appendFileSync(worker, `\n// build ${Date.now()}\n`);
  // Precompressed copies, where the build writes them, would still be the old worker.
  for (const compressed of [`${worker}.br`, `${worker}.gz`]) fs.rmSync(compressed, { force: true });
}

test('a new build deployed while the app is open: "A new version is available", and Reload switches to it', async ({ browser }) => {
  test.setTimeout(120_000);
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-e2e-dist-'));
  fs.cpSync(webDist, dist, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      WEB_DIST_DIR: dist,
      E2E_MAIL_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-e2e-mail-')),
    },
    stdio: 'ignore',
  });
  try {
    await waitUntilReady(url, server);
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.active!.scriptURL);
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));

    deployNewBuild(dist);
    // The check an open tab makes every hour and on coming back into view, made now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const toast = page.getByText('A new version is available');
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);

    // A fresh page (the marker is gone) under the new worker, with nothing left waiting and no toast.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    const after = await page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.getRegistration())!;
      return { waiting: registration.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
    });
    expect(after).toEqual({ waiting: false, controlled: true });
    expect(firstWorker).toMatch(/\/sw\.js$/);
    await expect(toast).toHaveCount(0);
    await context.close();
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

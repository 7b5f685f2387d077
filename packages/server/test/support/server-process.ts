/**
 * The real server as its own process, as a self-hoster runs it: the compiled build (`dist/main.js`, made by the
 * integration tests' global setup) with plain node, or any command (`npm start`). Every process a test starts is
 * SIGKILLed after the file if it is still running.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const COMPILED_SERVER = path.join(REPO_ROOT, 'packages/server/dist/main.js');

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far. */
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves with the exit code once the process has ended. */
  exited(): Promise<number | null>;
}

const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts `args` (default: the compiled server) under this Node in production mode with `env` added. */
export function spawnServer(env: Record<string, string>, args: string[] = ['--enable-source-maps', COMPILED_SERVER]): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    // Several test servers run at once: each gets a free metrics port of its own.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'false', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  running.add(child);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exit.then(() => running.delete(child));
  return {
    child,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited: () => exit,
  };
}

/** Waits until `base`'s /readyz answers 200; fails early if the process exits. */
export async function waitReady(base: string, server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited (${server.child.exitCode}): ${server.stderr} ${server.stdout}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become ready: ${server.stderr}`);
}

/** A fresh data folder the embedded PostgreSQL's user can reach (under the OS temp folder, mode 755). */
export function tempDataDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scoreline-${prefix}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A JSON POST with the same-origin header the API requires. */
export function postJson(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

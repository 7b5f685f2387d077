import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The server as a process of its own (`node --import tsx src/main.ts`), as test/process-lifecycle.test.ts drives it. */
export type ServerProcess = ChildProcess & { readonly stderrText: string };

const SERVER_ENTRY = path.join(import.meta.dirname, '../../src/main.ts');
const running = new Set<ChildProcess>();

export function startServer(env: Record<string, string>): ServerProcess {
  // `node --import tsx` keeps the server in this one process, so a SIGKILL hits the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'false', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  child.on('exit', () => running.delete(child));
  Object.defineProperty(child, 'stderrText', { get: () => stderr });
  running.add(child);
  return child as ServerProcess;
}

/** Kills every server a test started and left running (its afterAll). */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function waitForHealth(base: string, child: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${child.stderrText}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready');
}

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve)));

/** A JSON POST from the app's own origin, as the web app sends it. */
export async function post(base: string, url: string, body: unknown, cookie?: string) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

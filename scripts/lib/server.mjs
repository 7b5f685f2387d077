/**
 * The real Scoreline server for measuring scripts (`npm run bench`, `npm run lighthouse`): its own process on a
 * free port, a fresh embedded PostgreSQL in a temporary data folder (or a database the caller prepared), removed
 * again by `stop()`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVER, ensureBuild } from './builds.mjs';
import { root } from './root.mjs';

export { root };

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitReady(base, server) {
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/**
 * Starts the server and resolves once it is ready. `webApp: false` serves the API only; `databaseUrl` uses that
 * database (migrated at start, left running by `stop()`) instead of an embedded one; `env` adds or overrides
 * settings; `openFiles` raises its open-file limit to that many (through the shell's `ulimit -n`, which `exec`s
 * the server: the process id stays the server's); `nodeArgs` go to node (a profiler's flags). Returns its address, its process id and `stop()` (SIGINT: the
 * server stops its embedded PostgreSQL, then the data folder goes).
 */
export async function startServer({ name, webApp = true, databaseUrl, env = {}, openFiles = 0, nodeArgs = /** @type {string[]} */ ([]) }) {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scoreline-${name}-`));
  fs.chmodSync(dataDir, 0o755);
  ensureBuild(SERVER);
  const node = [process.execPath, '--enable-source-maps', ...nodeArgs, path.join(SERVER.distDir, 'main.js')];
  const [command, ...args] = openFiles ? ['/bin/sh', '-c', `ulimit -n ${Number(openFiles)} && exec "$@"`, 'sh', ...node] : node;
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_PORT: '0',
      AUTH_RATE_LIMIT: 'false',
      ...(webApp ? {} : { WEB_DIST_DIR: path.join(dataDir, 'none') }),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: server.pid };
}

/**
 * A small JSON client of the API for one user: same-origin header, the session cookie once signed in, and
 * `headers`, extra headers it sends from then on (for example the test clock's offset).
 */
export function apiClient(base) {
  const extraHeaders = {};
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const call = async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base, ...extraHeaders, ...(cookies.size ? { cookie: cookieHeader() } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  return {
    get: (url) => call('GET', url),
    post: (url, body = {}) => call('POST', url, body),
    put: (url, body) => call('PUT', url, body),
    patch: (url, body) => call('PATCH', url, body),
    headers: extraHeaders,
    /** Registers (no confirmation needed without SMTP) and signs in. */
    async signUp({ email, name, password }) {
      await call('POST', '/api/v1/auth/sign-up/email', { email, name, password });
      await call('POST', '/api/v1/auth/sign-in/email', { email, password });
    },
    /** The session's Cookie header, for a browser that should be signed in as this user. */
    get cookie() {
      return cookieHeader();
    },
  };
}

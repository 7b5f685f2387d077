/**
 * The system nginx (Debian's package) in front of server instances, as a self-hoster runs it: the documented
 * site file `docs/nginx.conf.example` with only its `listen` line, its upstream's `server` lines and its log
 * folder replaced (loopback ports, a temporary folder), inside a minimal main configuration that keeps every file
 * nginx writes (pid, logs, temporary bodies) in that folder. Started in the foreground as this process's child;
 * `stop()` ends it and its workers, and so does this process's exit. Used by behind-nginx.test.ts and the bench.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
export const DOCUMENTED_SITE_CONFIG = path.join(REPO_ROOT, 'docs/nginx.conf.example');

/** `NGINX_PATH`, else Debian's binary, else whatever `nginx` the PATH finds. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  return candidates.find((candidate): candidate is string => !!candidate && fs.existsSync(candidate)) ?? 'nginx';
}

/** Replaces `pattern`'s matches in `text`, insisting on exactly `count` of them (the documented file changed shape). */
function replaceExactly(text: string, pattern: RegExp, count: number, replacement: (match: string) => string): string {
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count) throw new Error(`docs/nginx.conf.example: expected ${count} match(es) of ${pattern}, found ${found}`);
  return text.replace(pattern, replacement);
}

/**
 * The documented site file with `listen` on `address`, the upstream's instances `upstreams` (host:port) and
 * its logs in `logDir`. Everything else (headers, keepalive, retries, the event streams' location) as documented.
 */
export function renderSiteConfig(template: string, options: { listen: string; upstreams: string[]; logDir: string }): string {
  let config = replaceExactly(template, /^[ \t]*listen\s+[^;\n]+;$/gm, 1, (line) =>
    line.replace(/listen\s+[^;]+;/, `listen ${options.listen};`),
  );
  config = replaceExactly(config, /^upstream scoreline \{[^}]*\}/gm, 1, (block) => {
    // The instances go where the documented ones were: the first `server` line becomes the list, the others go.
    let listed = false;
    const replaced = block.replace(/^([ \t]*)server\s+[^;\n]+;\n/gm, (_line, indent: string) => {
      if (listed) return '';
      listed = true;
      return options.upstreams.map((address) => `${indent}server ${address};\n`).join('');
    });
    if (!listed) throw new Error('docs/nginx.conf.example: the upstream lists no server');
    return replaced;
  });
  return replaceExactly(config, /\/var\/log\/nginx\//g, 1, () => `${options.logDir}/`);
}

/** The main configuration around the site file: one folder for everything nginx writes. */
function mainConfig(dir: string, workers: number | 'auto'): string {
  // As root, workers would run as `nobody` and could not reach the temporary folder; they stay root here.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
# Open event streams must not hold a stopping nginx for long.
worker_shutdown_timeout 5s;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/scoreline.conf;
}
`;
}

export interface RunningNginx {
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  pid: number;
  /** The folder holding the configuration, logs and pid. */
  dir: string;
  /** The access log's lines so far (format `scoreline`: `upstream=<host:port>` names the instance that answered). */
  accessLog(): string[];
  /** Ends nginx and its workers: gracefully, then by force. Safe to call twice. */
  stop(): Promise<void>;
}

/** Pids of `pid`'s children (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  if (!fs.existsSync('/proc')) return [];
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstreams` (host:port each) and resolves once a request through
 * it reaches an instance (`/healthz` answers 200). `workers`: nginx's worker_processes (1 gives a strict round
 * robin; the bench uses `auto`).
 */
export async function startNginx(options: { port: number; upstreams: string[]; workers?: number | 'auto' }): Promise<RunningNginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-nginx-'));
  const site = renderSiteConfig(fs.readFileSync(DOCUMENTED_SITE_CONFIG, 'utf8'), {
    listen: `127.0.0.1:${options.port}`,
    upstreams: options.upstreams,
    logDir: dir,
  });
  fs.writeFileSync(path.join(dir, 'scoreline.conf'), site);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), mainConfig(dir, options.workers ?? 1));
  const child = spawn(
    nginxBinary(),
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const spawnFailed = new Promise<Error>((resolve) => child.once('error', resolve));
  // Never left running: if this process ends first, nginx and its workers go with it.
  const killAll = () => {
    if (child.pid === undefined) return;
    for (const pid of [...childrenOf(child.pid), child.pid]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killAll);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', killAll);
    if (child.exitCode === null && child.signalCode === null) {
      const workers = child.pid === undefined ? [] : childrenOf(child.pid);
      child.kill('SIGQUIT');
      if (!(await exited(child, 8_000))) {
        child.kill('SIGTERM');
        if (!(await exited(child, 5_000))) killAll();
      }
      // A worker outliving its master would keep the port.
      for (const pid of workers) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // ended with the master, as it should
        }
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const base = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const failure = await Promise.race([spawnFailed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 100))]);
    const log = () => `${stderr}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
    if (failure || child.exitCode !== null || Date.now() > deadline) {
      const reason = failure ? failure.message : child.exitCode !== null ? `exited with ${child.exitCode}` : 'did not answer';
      await stop();
      throw new Error(`nginx ${reason}: ${log()}`);
    }
    const ready = await fetch(`${base}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
  }
  return {
    base,
    port: options.port,
    pid: child.pid!,
    dir,
    accessLog: () => {
      const file = path.join(dir, 'scoreline.access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    stop,
  };
}

import path from 'node:path';
import { DEFAULT_COMPETITION_IDS } from '@scoreline/shared';
import { z } from 'zod';
import { isPlainHostName } from './modules/notifications/push-endpoint.js';
import { SERVER_ROOT } from './lib/server-root.js';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every setting comes from the environment, parsed once here; `.env.example` documents each. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address of the app, used in email links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** An external PostgreSQL; without it an embedded one runs under DATA_DIR/postgres. */
  DATABASE_URL: z.string().optional(),
  /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** How long a request waits for a database connection before it is answered 503. */
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Longest statement, and longest idle time inside a transaction, before PostgreSQL ends it (answered 503). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * Longest time one query of a request may take (waiting for a lock included) before the request is answered 503
   * and its connection discarded; defaults to DATABASE_POOL_WAIT_MS. Jobs keep DATABASE_STATEMENT_TIMEOUT_MS.
   */
  DATABASE_REQUEST_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  /** Longest time a client may take to send a whole request (headers and body; an 8 MB icon on a slow line fits). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(60_000),
  /** On SIGTERM/SIGINT: how long requests in flight (and running jobs) get to finish before they are cut off. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Secret for sessions and tokens (32+ characters); generated into DATA_DIR on first start when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** smtp(s)://user:pass@host:port; without it mail is logged and written to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Scoreline <no-reply@scoreline.local>'),
  /**
   * Web Push (VAPID) keys, base64url, as `npx web-push generate-vapid-keys` prints them. Without them a pair is
   * generated into DATA_DIR/secrets on first start. Set both or neither.
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /**
   * Who push services may contact about this server's pushes: a mailto: or https: address. Defaults to PUBLIC_URL
   * when it is https, else to MAIL_FROM's address.
   */
  VAPID_SUBJECT: z.string().optional(),
  /**
   * The push services browsers subscribe with (host names, subdomains included), comma-separated: a device's
   * endpoint must be on one, since the server sends to it. The default covers Chrome, Edge, Firefox and Safari.
   * Host names only: an endpoint on an IP address is never called.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isPlainHostName, 'host names only (like fcm.googleapis.com), no addresses or ports'))),
  /** With SMTP, sign-in waits for a confirmed email address unless this is false. */
  REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.optional(),
  /** better-auth's per-IP request limiter on the auth endpoints. */
  AUTH_RATE_LIMIT: booleanFromEnv.default(true),
  READ_CACHE: booleanFromEnv.default(true),
  /**
   * Behind a reverse proxy: the number of proxy hops to trust, or a comma-separated list of proxy addresses or
   * CIDR ranges, so the client IP is read from X-Forwarded-For. `true` means one hop. Never trust every hop:
   * the client writes the leftmost entry itself.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Group icons go to this S3-compatible bucket when set; otherwise to DATA_DIR/uploads. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Cloudflare R2, ...); unset for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (bucket in the path); defaults to true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
  /** football-data.org v4 token; without it the demo leagues are used. */
  FOOTBALL_DATA_TOKEN: z.string().optional(),
  FOOTBALL_DATA_URL: z.url().default('https://api.football-data.org/v4'),
  /** Competition ids offered to admins, comma-separated. */
  FOOTBALL_COMPETITIONS: z
    .string()
    .default(DEFAULT_COMPETITION_IDS.join(','))
    .transform((value) => value.split(',').map((id) => Number(id.trim())))
    .pipe(z.array(z.number().int().positive())),
  /** The plan's request budget per minute (free plan: 10). */
  FOOTBALL_DATA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * How often the matches in play are polled for their running score, while any may be in play (one request per
   * poll for every competition). 30 suits the free plan's 10 requests a minute; a paid plan can go lower.
   */
  LIVE_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** Seed of the demo leagues' results. */
  DEMO_SEED: z.string().default('scoreline'),
  /** End-to-end tests only: honour the per-request clock offset header (lib/request-clock.ts). Never in production. */
  TEST_CLOCK_HEADER: booleanFromEnv.default(false),
  /** Interface of the metrics listener (`/metrics` in Prometheus text); loopback keeps it off the network. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Port of the metrics listener: 0 picks a free one, `off` starts none. Each instance on a machine needs its own. */
  METRICS_PORT: z
    .string()
    .trim()
    .toLowerCase()
    .default('9464')
    .pipe(z.union([z.literal('off'), z.coerce.number<string>().int().min(0).max(65535)], { error: 'a port (0 picks a free one) or off' })),
  /** When set, `/metrics` is also served on the main port to `Authorization: Bearer <token>`; unset, it is 404 there. */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().min(16, 'at least 16 characters').optional()),
  /** Hours between automatic backups (one instance makes each); 0 or unset: none. Fractions allowed (0.5: 30 min). */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).max(8760).default(0),
  /** How many backups `npm run db:backup` and the automatic backups keep in BACKUP_DIR (the newest). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
  /** Where backups are written; defaults to DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built web app; serving is skipped when it does not exist (API-only, or Vite dev). */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  databasePoolSize: number;
  databasePoolWaitMs: number;
  databaseStatementTimeoutMs: number;
  databaseRequestQueryTimeoutMs: number;
  httpRequestTimeoutMs: number;
  shutdownGraceMs: number;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  requireEmailVerification: boolean;
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  pushServiceHosts: string[];
  authRateLimit: boolean;
  /** Keep group pages' shared data in memory per group version (off: every read goes to the database). */
  readCache: boolean;
  trustProxy: false | number | string[];
  /** The metrics listener (`port` null: none) and the main port's bearer token for `/metrics`. */
  metrics: { host: string; port: number | null; token: string | undefined };
  logLevel: Env['LOG_LEVEL'];
  testClockHeader: boolean;
  football: {
    token: string | undefined;
    baseUrl: string;
    competitionIds: number[];
    requestsPerMinute: number;
    demoSeed: string;
    livePollSeconds: number;
  };
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean } | null;
  /** Backups: their folder, how many are kept, and the automatic backups' interval (0: none). */
  backup: { dir: string; keep: number; everyHours: number };
  webDistDir: string;
}

function parseTrustProxy(value: string): false | number | string[] {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'false' || trimmed === '0' || trimmed === 'no') return false;
  if (trimmed === 'true' || trimmed === 'yes') return 1;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function vapidSubjectOf(env: Env): string {
  const configured = env.VAPID_SUBJECT?.trim();
  if (configured) {
    if (!/^(mailto:|https:\/\/)/.test(configured)) throw new Error('Invalid configuration:\n  VAPID_SUBJECT: a mailto: or https: address');
    return configured;
  }
  if (env.PUBLIC_URL?.startsWith('https://') && !new URL(env.PUBLIC_URL).hostname.endsWith('localhost')) return env.PUBLIC_URL;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

function vapidKeysOf(env: Env): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey && !privateKey) return null;
  if (!publicKey || !privateKey) throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  return { publicKey, privateKey };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePoolWaitMs: env.DATABASE_POOL_WAIT_MS,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseRequestQueryTimeoutMs: env.DATABASE_REQUEST_QUERY_TIMEOUT_MS ?? env.DATABASE_POOL_WAIT_MS,
    httpRequestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    authSecret: env.AUTH_SECRET,
    smtpUrl,
    mailFrom: env.MAIL_FROM,
    // Without SMTP nobody can receive the confirmation mail, so accounts must work at once.
    requireEmailVerification: smtpUrl !== undefined && (env.REQUIRE_EMAIL_VERIFICATION ?? true),
    vapid: vapidKeysOf(env),
    vapidSubject: vapidSubjectOf(env),
    pushServiceHosts: env.PUSH_SERVICE_HOSTS,
    authRateLimit: env.AUTH_RATE_LIMIT,
    readCache: env.READ_CACHE,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metrics: { host: env.METRICS_HOST, port: env.METRICS_PORT === 'off' ? null : env.METRICS_PORT, token: env.METRICS_TOKEN },
    logLevel: env.LOG_LEVEL,
    testClockHeader: env.TEST_CLOCK_HEADER,
    football: {
      token: env.FOOTBALL_DATA_TOKEN?.trim() || undefined,
      baseUrl: env.FOOTBALL_DATA_URL.replace(/\/$/, ''),
      competitionIds: env.FOOTBALL_COMPETITIONS,
      requestsPerMinute: env.FOOTBALL_DATA_REQUESTS_PER_MINUTE,
      demoSeed: env.DEMO_SEED,
      livePollSeconds: env.LIVE_POLL_SECONDS,
    },
    s3: env.S3_BUCKET?.trim()
      ? {
          bucket: env.S3_BUCKET.trim(),
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
        }
      : null,
    backup: {
      dir: path.resolve(env.BACKUP_DIR?.trim() || path.join(dataDir, 'backups')),
      keep: env.BACKUP_KEEP,
      everyHours: env.BACKUP_EVERY_HOURS,
    },
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(SERVER_ROOT, '../web/dist')),
  };
}

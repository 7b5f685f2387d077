/**
 * Starts the real Scoreline server for the end-to-end tests in this process: a real SMTP server (every message
 * kept as an .eml file in E2E_MAIL_DIR) and the server on a fresh embedded PostgreSQL, with mail going over SMTP.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listenSmtp } from '../../packages/server/test/support/smtp-listener.ts';

/** The file naming the data folder of the e2e server on `port` (its embedded PostgreSQL lives there). */
export const dataDirFile = (port: string) => path.join(os.tmpdir(), `scoreline-e2e-data-dir-${port}`);

export async function startE2eServer(env: Record<string, string>, options: { clearMail: boolean }) {
  const mailDir = process.env.E2E_MAIL_DIR!;
  if (options.clearMail) fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });

  const smtp = await listenSmtp((raw) => fs.writeFileSync(path.join(mailDir, `${Date.now()}-${randomUUID()}.eml`), raw));

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-e2e-data-'));
  fs.chmodSync(dataDir, 0o755);
  // Where a test finds this server's database (`e2eSql`), by the port the server listens on.
  const pointer = dataDirFile(process.env.PORT ?? '');
  fs.writeFileSync(pointer, dataDir);
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    // Every browser here shares 127.0.0.1; the limiter has its own integration tests.
    AUTH_RATE_LIMIT: 'false',
    // A browser context may move the server's clock for its own requests (playing results after kick-off).
    TEST_CLOCK_HEADER: 'true',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    METRICS_PORT: '0',
    ...env,
  });
  process.once('exit', () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(pointer, { force: true });
  });

  // The compiled server, as `npm start` runs it (`npm run test:e2e` builds it first).
  // @ts-expect-error: compiled JavaScript without type declarations
  await import('../../packages/server/dist/main.js');
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR/secrets (mode 0600). */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

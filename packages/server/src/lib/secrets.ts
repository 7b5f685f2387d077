import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

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

/**
 * The Web Push (VAPID) key pair: the configured one, else one generated on first start and kept in
 * DATA_DIR/secrets/vapid.json (mode 0600). Browsers subscribe with the public key, so it must not change.
 */
export function resolveVapidKeys(configured: { publicKey: string; privateKey: string } | null, dataDir: string) {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, 'vapid.json');
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

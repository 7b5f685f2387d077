import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

/** The generated secrets the data needs, under DATA_DIR/secrets: a backup carries them (see backup/). */
export const AUTH_SECRET_FILE = 'auth-secret';
export const VAPID_KEYS_FILE = 'vapid.json';
export const SECRETS_OF_THE_DATA = [AUTH_SECRET_FILE, VAPID_KEYS_FILE] as const;

/** AUTH_SECRET when set; otherwise one generated on first start and kept in DATA_DIR/secrets (mode 0600). */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const dir = path.join(dataDir, 'secrets');
  const file = path.join(dir, AUTH_SECRET_FILE);
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
  const file = path.join(dir, VAPID_KEYS_FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const keys = webPush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

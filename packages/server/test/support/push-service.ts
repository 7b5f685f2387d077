import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { generate } from 'selfsigned';

/** A message as a device would get it: decrypted with the subscription's own keys. */
export interface ReceivedPush {
  /** The subscription's path on this push service (`/device/<name>`). */
  device: string;
  payload: { title: string; body: string; url: string; tag: string };
  /** The VAPID public key the server signed with, from the Authorization header. */
  vapidKey: string;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/**
 * Decrypts an aes128gcm Web Push body (RFC 8188 framing, RFC 8291 keys) with the user agent's private key and
 * auth secret, written from the RFCs (not with the library the server sends with).
 */
export function decryptPush(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (ciphertext.length > recordSize) throw new Error('a Web Push message is one record');
  const ecdhSecret = ua.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.ecdh.getPublicKey(), senderPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(ua.auth, ecdhSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the `vapid t=<JWT>, k=<key>` header: an ES256 JWT for this origin, signed by `k`. Returns `k`. */
function checkVapid(header: string | undefined, audience: string, now: number): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== audience || body.exp * 1000 < now) throw new Error(`VAPID claims wrong: ${JSON.stringify(body)}`);
  return key;
}

/** The push service's host name: a plain DNS name, as a real push service's is (addresses are refused). */
export const PUSH_SERVICE_HOST = 'push.scoreline.test';

/**
 * A push service of the test's own, over HTTPS with a self-signed certificate for `PUSH_SERVICE_HOST` on port
 * 443 as far as the server can tell: the server sends with this service's agent, which trusts the certificate and
 * connects that one name to the service's local port (the test's stand-in for DNS). The agent records every
 * connection it opens (`connections`, as `host:port`), to any address. Each device is a subscription with fresh
 * keys; a device can be told to answer 410 Gone.
 */
export async function startPushService() {
  const pems = await generate([{ name: 'commonName', value: PUSH_SERVICE_HOST }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: PUSH_SERVICE_HOST }] }],
  });
  const connections: string[] = [];
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = devices.get(request.url ?? '');
      if (!device) return response.writeHead(404).end();
      if (device.gone) return response.writeHead(410).end();
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`encoding ${request.headers['content-encoding']}`);
        const vapidKey = checkVapid(request.headers.authorization, origin, Date.now());
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device)) as ReceivedPush['payload'];
        received.push({ device: request.url!, payload, vapidKey });
        response.writeHead(201).end();
      } catch (error) {
        errors.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const localPort = (server.address() as AddressInfo).port;
  const origin = `https://${PUSH_SERVICE_HOST}`;
  class PushServiceAgent extends https.Agent {
    override createConnection(options: https.RequestOptions, callback?: (err: Error | null, stream: Duplex) => void) {
      connections.push(`${options.host}:${options.port}`);
      const local = options.host === PUSH_SERVICE_HOST ? { host: '127.0.0.1', port: localPort, servername: PUSH_SERVICE_HOST } : {};
      return super.createConnection({ ...options, ...local }, callback);
    }
  }
  return {
    agent: new PushServiceAgent({ ca: pems.cert }),
    received,
    errors,
    connections,
    /** A new browser subscription (what `PushSubscription.toJSON()` gives) on this service. */
    subscribe(name: string) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(`/device/${name}`, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}/device/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** From now on the device's subscription answers 410 Gone (the user revoked it). */
    expire(name: string) {
      devices.get(`/device/${name}`)!.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/http/security-headers.js';
import { waitForOutboxMail } from './support/mail.js';
import { type TestApp, createTestApp, registerUser } from './support/test-app.js';

const INLINE_SCRIPT = 'document.documentElement.lang="de"';
const INDEX_HTML = `<!doctype html><title>Scoreline</title><div id="root"></div><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script>`;
const APP_JS = `console.log(${JSON.stringify('Scoreline '.repeat(200))})`;

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  // A minimal "built" web app, to check how the server serves it.
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'scoreline-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), APP_JS);
  // The build's precompressed copies (vite-plugin-compression2).
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(APP_JS));
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(INDEX_HTML));
  // What vite-plugin-pwa adds to the build: the service worker, the manifest and the icons.
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Scoreline', start_url: '/' }));
  fs.writeFileSync(path.join(dir, 'pwa-192x192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  webDir = dir;
  t = await createTestApp({ WEB_DIST_DIR: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 in the error shape', async () => {
    for (const url of ['/api/v1/nothing-here', '/api/v2/x', '/api']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json().error).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('answers malformed JSON with a 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'http://scoreline.test' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' });
  });

  it('answers an unsupported content type with a 415', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect([401, 415]).toContain(response.statusCode);
  });

  it('answers an oversized body with a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: 'http://scoreline.test' },
      payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers wrong JSON types in auth bodies with a 4xx', async () => {
    for (const payload of [{ email: 42, password: 'x' }, { email: ['a'], password: 'x' }, []]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in/email',
        headers: { origin: 'http://scoreline.test' },
        payload: payload as object,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().error.message).toBeTruthy();
    }
  });
});

describe('web app', () => {
  it('serves index.html for app routes, uncached, with security headers', async () => {
    for (const url of ['/', '/login', '/group/123', '/some/unknown/page']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a JS asset brotli-compressed to a client that accepts it, and as it is to one that does not', async () => {
    const brotli = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(APP_JS);
    expect(brotli.rawPayload.length).toBeLessThan(APP_JS.length / 5);

    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const none = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(APP_JS);
  });

  it('sends the app shell precompressed to app routes too, still uncached', async () => {
    const response = await t.app.inject({ url: '/group/123', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('serves the service worker and the web app manifest uncached, so a new build is seen at once', async () => {
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Scoreline' });
    const icon = await t.app.inject({ url: '/pwa-192x192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it("allows index.html's own inline script by its hash, and no other inline script", async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const [hash] = inlineScriptHashes(INDEX_HTML);
    expect(hash).toBe(`'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`);
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash!.replace(/[+/]/g, '\\$&')}(;|$)`));
    expect(inlineScriptHashes('<script type="module" src="/assets/app.js"></script>')).toEqual([]);
  });

  it("allows the app's own service worker and manifest in the CSP", async () => {
    const csp = (await t.app.inject({ url: '/' })).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('never exposes the mail outbox', async () => {
    await registerUser(t.app, { email: 'secret@example.com' });
    await waitForOutboxMail(t.outboxDir, 'secret@example.com', 'Confirm');
    const [file] = fs.readdirSync(t.outboxDir);
    expect(file).toBeDefined();
    for (const url of [`/outbox/${file}`, `/data/outbox/${file}`, `/${file}`, `/../outbox/${file}`, `/assets/../../outbox/${file}`]) {
      const response = await t.app.inject({ url });
      expect(response.body).not.toContain('verify-email');
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupInput } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

// A real S3-compatible server in-process (s3rver), with the app configured for it through S3_* variables.
let server: S3rver;
let s3Dir: string;
let t: TestApp;
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scoreline-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'scoreline-icons', configs: [] }],
  });
  const { port } = await server.run();
  t = await createTestApp({
    S3_BUCKET: 'scoreline-icons',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

async function createWithIcon(cookie: string, icon: Buffer) {
  const body = new FormData();
  body.append('data', JSON.stringify(groupInput()));
  body.append('icon', new Blob([icon], { type: 'image/png' }), 'icon.png');
  const request = new Request('http://x', { method: 'POST', body });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/groups',
    headers: { cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('group icons in an S3-compatible bucket', () => {
  it('stores the icon in the bucket (not on disk), serves it, and deletes it with the group', async () => {
    const user = await registerAndSignIn(t.app);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const created = await createWithIcon(user.cookie, png);
    expect(created.statusCode).toBe(201);
    const { id, iconUrl } = created.json();
    const key = iconUrl.replace('/media/', '');

    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    const objectFile = path.join(s3Dir, 'scoreline-icons', `${key}._S3rver_object`);
    expect(fs.existsSync(objectFile)).toBe(true);

    const served = await t.app.inject({ url: iconUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/groups/${id}`, headers: { cookie: user.cookie } })).statusCode).toBe(204);
    expect(fs.existsSync(objectFile)).toBe(false);
    expect((await t.app.inject({ url: iconUrl })).statusCode).toBe(404);
  });
});

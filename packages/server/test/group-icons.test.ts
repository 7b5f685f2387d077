import fs from 'node:fs';
import path from 'node:path';
import { GROUP_MESSAGES } from '@scoreline/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupInput } from './support/groups.js';
import { type TestApp, createTestApp, registerAndSignIn } from './support/test-app.js';

let t: TestApp;
let png: Buffer;
let jpegWithExif: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#c00' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Jane Doe' } } })
    .toBuffer();
});
afterAll(async () => t.close());

function form(file: { name: string; type: string; body: Buffer } | null, data: object = groupInput()): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  if (file) body.append('icon', new Blob([file.body], { type: file.type }), file.name);
  return body;
}

async function send(cookie: string, body: FormData, method: 'POST' | 'PATCH' = 'POST', url = '/api/v1/groups') {
  const request = new Request('http://x', { method: 'POST', body });
  return t.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('group icons', () => {
  it('accepts a PNG by its content whatever its name, and serves a small square WebP with cache headers', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await send(user.cookie, form({ name: 'notes.txt', type: 'text/plain', body: png }));
    expect(response.statusCode).toBe(201);
    const { iconUrl } = response.json();
    expect(iconUrl).toMatch(/^\/media\/group-icons\/group-[0-9a-f-]+-[0-9a-f]{16}\.webp$/);
    const image = await t.app.inject({ url: iconUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=3600');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('refuses a text file named .png', async () => {
    const user = await registerAndSignIn(t.app);
    const response = await send(user.cookie, form({ name: 'icon.png', type: 'image/png', body: Buffer.from('definitely not an image') }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(GROUP_MESSAGES.iconType);
  });

  it('refuses other image types (a GIF)', async () => {
    const user = await registerAndSignIn(t.app);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const response = await send(user.cookie, form({ name: 'icon.png', type: 'image/png', body: gif }));
    expect(response.statusCode).toBe(400);
  });

  it('refuses a 9 MB file, creating nothing', async () => {
    const user = await registerAndSignIn(t.app);
    const big = Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024)]);
    const response = await send(user.cookie, form({ name: 'big.png', type: 'image/png', body: big }, groupInput({ name: 'Too Big Icon' })));
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(GROUP_MESSAGES.iconTooLarge);
    const list = (await t.app.inject({ url: '/api/v1/groups', headers: { cookie: user.cookie } })).json();
    expect(list.yourGroups).toHaveLength(0);
  });

  it('strips EXIF metadata when re-encoding', async () => {
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    expect(jpegWithExif.toString('latin1')).toContain('Secret Camera Owner');
    const user = await registerAndSignIn(t.app);
    const response = await send(user.cookie, form({ name: 'photo.jpg', type: 'image/jpeg', body: jpegWithExif }));
    const image = await t.app.inject({ url: response.json().iconUrl });
    expect((await sharp(image.rawPayload).metadata()).exif).toBeUndefined();
    expect(image.rawPayload.toString('latin1')).not.toContain('Secret Camera Owner');
  });

  it('replaces the icon on update, removing the old file', async () => {
    const user = await registerAndSignIn(t.app);
    const created = (await send(user.cookie, form({ name: 'a.png', type: 'image/png', body: png }))).json();
    const fields = { name: 'With new icon', description: '', isPublic: true, pin: null, maxMembers: 100 };
    const updated = await send(
      user.cookie,
      form({ name: 'b.jpg', type: 'image/jpeg', body: jpegWithExif }, fields),
      'PATCH',
      `/api/v1/groups/${created.id}`,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().iconUrl).not.toBe(created.iconUrl);
    expect((await t.app.inject({ url: created.iconUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ url: updated.json().iconUrl })).statusCode).toBe(200);
  });

  it('keeps updating the other fields when storing the icon fails', async () => {
    const user = await registerAndSignIn(t.app);
    const created = (await send(user.cookie, form(null))).json();
    const iconsDir = path.join(t.dataDir, 'uploads', 'group-icons');
    fs.rmSync(iconsDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(iconsDir), { recursive: true });
    fs.writeFileSync(iconsDir, 'a file where the folder should be'); // the upload cannot be written
    try {
      const fields = { name: 'Renamed anyway', description: '', isPublic: true, pin: null, maxMembers: 100 };
      const response = await send(
        user.cookie,
        form({ name: 'a.png', type: 'image/png', body: png }, fields),
        'PATCH',
        `/api/v1/groups/${created.id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Renamed anyway', iconUrl: null });
    } finally {
      fs.rmSync(iconsDir, { force: true });
    }
  });

  it('serves nothing outside the icon folder', async () => {
    for (const url of ['/media/group-icons/..%2F..%2Fsecrets%2Fauth-secret', '/media/group-icons/%2e%2e', '/media/group-icons/nope.webp']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('refuses an upload from a non-owner before reading it', async () => {
    const owner = await registerAndSignIn(t.app);
    const other = await registerAndSignIn(t.app);
    const created = (await send(owner.cookie, form(null))).json();
    const fields = { name: 'Hijack', description: '', isPublic: true, pin: null, maxMembers: 100 };
    const response = await send(
      other.cookie,
      form({ name: 'a.png', type: 'image/png', body: png }, fields),
      'PATCH',
      `/api/v1/groups/${created.id}`,
    );
    expect(response.statusCode).toBe(403);
  });
});

import type { CreateGroupInput } from '@scoreline/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { registerAndSignIn } from './test-app.js';

export type SignedInUser = Awaited<ReturnType<typeof registerAndSignIn>>;

export const groupInput = (overrides: Partial<CreateGroupInput> = {}): CreateGroupInput => ({
  name: 'Sunday League',
  description: 'Friends from the pitch',
  scoringSystem: 'classic',
  isPublic: true,
  pin: null,
  maxMembers: 100,
  season: { name: 'Season 1', startDate: null, endDate: null },
  ...overrides,
});

/** Creates a group through the API as `owner`; returns its detail. */
export async function buildGroup(app: FastifyInstance, owner: SignedInUser, overrides: Partial<CreateGroupInput> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/groups',
    headers: { cookie: owner.cookie },
    payload: groupInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create group failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; name: string; iconUrl: string | null; activeSeason: { id: string } };
}

/** Creates a group with an icon (multipart, as the web app sends it) as the user of `cookie`: the icon is stored. */
export async function buildGroupWithIcon(app: FastifyInstance, cookie: string, name: string) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#15803d' } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('data', JSON.stringify(groupInput({ name })));
  body.append('icon', new Blob([png], { type: 'image/png' }), 'icon.png');
  const request = new Request('http://x', { method: 'POST', body });
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/groups',
    headers: { cookie, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 201) throw new Error(`create group failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; iconUrl: string };
}

export async function join(app: FastifyInstance, user: SignedInUser, groupId: string, pin?: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/join`,
    headers: { cookie: user.cookie },
    payload: pin === undefined ? {} : { pin },
  });
}

/** A group with an owner, an admin, a member and an outsider, all signed in. */
export async function groupWithRoles(app: FastifyInstance, overrides: Partial<CreateGroupInput> = {}) {
  const owner = await registerAndSignIn(app, { username: 'owner' });
  const admin = await registerAndSignIn(app, { username: 'admin' });
  const member = await registerAndSignIn(app, { username: 'member' });
  const outsider = await registerAndSignIn(app, { username: 'outsider' });
  const group = await buildGroup(app, owner, overrides);
  const pin = overrides.isPublic === false ? (overrides.pin ?? undefined) : undefined;
  for (const user of [admin, member]) {
    const response = await join(app, user, group.id, pin ?? undefined);
    if (response.statusCode !== 200) throw new Error(`join failed: ${response.body}`);
  }
  await app.inject({
    method: 'PATCH',
    url: `/api/v1/groups/${group.id}/members/${admin.id}`,
    headers: { cookie: owner.cookie },
    payload: { isAdmin: true },
  });
  return { owner, admin, member, outsider, group };
}

import type { GroupDetail, GroupInvite } from '@scoreline/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteFriendsCard } from './invite-friends-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const group = (overrides: { memberCount?: number; canManageInvites?: boolean; isPublic?: boolean } = {}) =>
  ({
    id: 'g1',
    name: 'Sunday League',
    memberCount: overrides.memberCount ?? 1,
    isPublic: overrides.isPublic ?? false,
    viewer: { canManageInvites: overrides.canManageInvites ?? true },
  }) as unknown as GroupDetail;

const invite = (id: string, overrides: Partial<GroupInvite> = {}): GroupInvite => ({
  id,
  url: `https://scoreline.test/invite/${id}.secret`,
  kind: 'join',
  placeholder: null,
  expiresAt: null,
  maxUses: null,
  uses: 0,
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'owner',
  ...overrides,
});

/** The API: the group's active links, and a new one for a POST (recorded). */
function api(active: GroupInvite[]) {
  const posts: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(invite('made-now', { expiresAt: '2026-12-20T10:00:00Z' })), { status: 201 });
    }
    expect(url).toBe('/api/v1/groups/g1/invites');
    return new Response(JSON.stringify(active), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, posts };
}

function renderCard(detail: GroupDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InviteFriendsCard group={detail} />
    </QueryClientProvider>,
  );
}

const link = () => screen.findByRole<HTMLInputElement>('textbox', { name: 'Invite link' });

describe('Invite your friends', () => {
  it('shows an admin alone in the group an active unlimited invite link, without making another', async () => {
    const { posts } = api([invite('claim', { kind: 'claim' }), invite('one-use', { maxUses: 1 }), invite('open')]);
    renderCard(group());
    expect(screen.getByRole('heading', { name: 'Invite your friends' })).toBeTruthy();
    expect((await link()).value).toBe('https://scoreline.test/invite/open.secret');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('makes one link (30 days, any number of people) when the group has none to hand out', async () => {
    const { posts } = api([invite('one-use', { maxUses: 1 })]);
    renderCard(group());
    expect((await link()).value).toBe('https://scoreline.test/invite/made-now.secret');
    expect(posts).toEqual([{ expiresInDays: 30, maxUses: null }]);
  });

  it('offers Share only where the browser has the Web Share API, sharing the invite link', async () => {
    api([invite('open')]);
    renderCard(group());
    await link();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();

    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderCard(group({ isPublic: true }));
    await link();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: 'https://scoreline.test/invite/open.secret' }));
  });

  it('is not there for a viewer the server does not let manage invites, nor once the group has friends in it', () => {
    const { fetchMock } = api([]);
    renderCard(group({ canManageInvites: false }));
    renderCard(group({ memberCount: 2 }));
    expect(screen.queryByRole('heading', { name: 'Invite your friends' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import type { Profile } from '@scoreline/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, activeLocale, browserTimeZone } from '../../../lib/i18n';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { LanguageAndZoneCard } from './language-and-zone-card';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  await activateLocale('en');
});

const profile: Profile = {
  id: 'u1',
  email: 'ann@example.com',
  username: 'Ann',
  bgColour: '#ccc',
  isPlaceholder: false,
  emailVerified: true,
  createdAt: '2030-01-01T00:00:00.000Z',
  locale: 'en',
  timeZone: 'Asia/Tokyo',
};

/** The card over a query client holding the session, with PATCH /api/v1/me answering the changed profile. */
function renderCard(start: Profile = profile) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const changes = JSON.parse(String(init.body)) as Partial<Profile>;
      sent.push(changes);
      return new Response(JSON.stringify({ ...start, ...changes }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  const client = new QueryClient();
  client.setQueryData(SESSION_QUERY_KEY, start);
  render(
    <QueryClientProvider client={client}>
      <LanguageAndZoneCard profile={start} />
    </QueryClientProvider>,
  );
  return { sent, session: () => client.getQueryData<Profile>(SESSION_QUERY_KEY) };
}

const languageSelect = () => screen.getByLabelText('Language') as HTMLSelectElement;
const zoneSelect = () => screen.getByLabelText('Time zone') as HTMLSelectElement;
const save = () => screen.getByRole('button', { name: 'Save language and time zone' }) as HTMLButtonElement;

describe('the Profile’s language and time zone', () => {
  it('offers the browser’s language and each language in its own name, and every zone with the saved one chosen', () => {
    renderCard();
    expect([...languageSelect().options].map((option) => [option.value, option.text])).toEqual([
      ['', 'Browser default'],
      ['en', 'English'],
      ['de', 'Deutsch'],
      ['es', 'Español'],
    ]);
    expect(languageSelect().value).toBe('en');
    expect(zoneSelect().value).toBe('Asia/Tokyo');
    expect(zoneSelect().options.length).toBeGreaterThan(100);
    expect(save().disabled).toBe(true);
  });

  it('saves a new language alone, updates the session, and says so in that language', async () => {
    const { sent, session } = renderCard();
    fireEvent.change(languageSelect(), { target: { value: 'de' } });
    fireEvent.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Sprache und Zeitzone gespeichert.'));
    expect(sent).toEqual([{ locale: 'de' }]);
    expect(session()).toMatchObject({ locale: 'de', timeZone: 'Asia/Tokyo' });
    expect(activeLocale()).toBe('de');
  });

  it('stores null for "Browser default"', async () => {
    const { sent } = renderCard({ ...profile, locale: 'es' });
    fireEvent.change(languageSelect(), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sent).toEqual([{ locale: null }]);
  });

  it('fills in this device’s zone and saves it alone', async () => {
    const { sent, session } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: /^Use this device’s zone/ }));
    expect(zoneSelect().value).toBe(browserTimeZone());
    fireEvent.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Language and time zone saved.'));
    expect(sent).toEqual([{ timeZone: browserTimeZone() }]);
    expect(session()).toMatchObject({ locale: 'en', timeZone: browserTimeZone() });
  });
});

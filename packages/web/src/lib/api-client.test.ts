import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isGoneOrRefused } from './api-client';
import { isOffline } from './connectivity';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api', () => {
  it('sends JSON bodies as JSON', async () => {
    const fetchMock = stubFetch(200, { ok: true });
    await api('/api/v1/x', { body: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends FormData untouched, leaving the multipart content type to the browser', async () => {
    const fetchMock = stubFetch(201, { id: '1' });
    const form = new FormData();
    form.append('data', '{}');
    await api('/api/v1/groups', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('turns the API error shape into an ApiError with its message', async () => {
    stubFetch(400, { error: { code: 'VALIDATION_ERROR', message: 'Please enter a name for your group.' } });
    await expect(api('/api/v1/groups')).rejects.toEqual(new ApiError(400, 'VALIDATION_ERROR', 'Please enter a name for your group.'));
  });

  it('words gateway failures plainly', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(api('/api/v1/groups')).rejects.toMatchObject({
      status: 502,
      message: 'The server is not reachable right now. Please try again in a moment.',
    });
  });
});

describe('api and the offline state', () => {
  it('marks the app offline when a request gets no answer, and online again at the next answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('/api/v1/home')).rejects.toBeInstanceOf(TypeError);
    expect(isOffline()).toBe(true);
    stubFetch(200, { ok: true });
    await api('/api/v1/home');
    expect(isOffline()).toBe(false);
  });

  it('does not take an aborted request or an error answer for being offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(api('/api/v1/home')).rejects.toThrow('aborted');
    expect(isOffline()).toBe(false);
    stubFetch(500, { error: { code: 'INTERNAL_ERROR', message: 'Something went wrong.' } });
    await expect(api('/api/v1/home')).rejects.toBeInstanceOf(ApiError);
    expect(isOffline()).toBe(false);
  });
});

describe('isGoneOrRefused', () => {
  it('is true only when the server said the thing is gone or not the reader’s, so a page shown from before says so', () => {
    for (const status of [403, 404, 410]) expect(isGoneOrRefused(new ApiError(status, 'X', 'x'))).toBe(true);
    for (const status of [400, 408, 429, 500, 503]) expect(isGoneOrRefused(new ApiError(status, 'X', 'x'))).toBe(false);
    expect(isGoneOrRefused(new TypeError('Failed to fetch'))).toBe(false);
    expect(isGoneOrRefused(null)).toBe(false);
  });
});

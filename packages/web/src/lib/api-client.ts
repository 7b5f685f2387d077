import { LIVE_CLIENT_HEADER, isApiErrorBody } from '@scoreline/shared';
import { isNetworkFailure, reportServerReached } from './connectivity';
import { LIVE_CLIENT_ID } from './live-client';
import { activeLocale, browserLocale, t } from './i18n';

/** An error answer of the API, carrying its status, code and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    // eslint-disable-next-line i18next/no-literal-string -- not prose: the error class's name
    this.name = 'ApiError';
  }
}

/**
 * Whether the server said the thing asked for is gone or not the reader's to see (404, 410, 403): a page showing
 * it from before must say so. Any other failure (no network, a timeout, a 5xx, a 429) leaves what was shown.
 */
export const isGoneOrRefused = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 410 || error.status === 403);

/** Gateway and network failures are worth retrying; the API's own 4xx/5xx answers are not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return isNetworkFailure(error);
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API with the session cookie and turns its error shape into an ApiError. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  // A FormData body (file uploads) goes as is: the browser sets the multipart content type and boundary.
  const isForm = request.body instanceof FormData;
  const isJson = request.body !== undefined && !isForm;
  const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
  // The server answers in the app's language (a signed-in player's saved one wins there too).
  // The language shown, for the server's texts, and the browser's own, noted for the emails of a player who follows it.
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': activeLocale(),
    'x-browser-locale': browserLocale(),
  };
  if (isJson) headers['content-type'] = 'application/json';
  // A change names the tab that made it: the tab's own live stream is not told of it (it has the answer).
  if (method !== 'GET') headers[LIVE_CLIENT_HEADER] = LIVE_CLIENT_ID;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: isForm ? (request.body as FormData) : isJson ? JSON.stringify(request.body) : undefined,
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    // No answer at all: the app shows that it is offline (an abort is no such sign).
    if (isNetworkFailure(error)) reportServerReached(false);
    throw error;
  }
  reportServerReached(true);
  const text = await response.text();
  let payload: unknown = undefined;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(response.status, payload.error.code, payload.error.message, payload.error.details);
    }
    const fallback =
      response.status >= 502 && response.status <= 504
        ? t('The server is not reachable right now. Please try again in a moment.')
        : t('Something went wrong. Please try again.');
    throw new ApiError(response.status, 'HTTP_ERROR', fallback);
  }
  return payload as T;
}

export function errorMessage(error: unknown, fallback = t('Something went wrong. Please try again.')): string {
  if (error instanceof ApiError) return error.message;
  if (isNetworkFailure(error)) return t('Could not reach the server. Check your connection and try again.');
  return fallback;
}

/** A query's retry rule: the API's own 4xx answers (missing, forbidden, invalid) are final; others get two more tries. */
export const noRetryOn4xx = (count: number, error: unknown) => !(error instanceof ApiError && error.status < 500) && count < 2;

import { TOAST_DURATION_MS } from '@scoreline/shared';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { StartupGate } from '../components/layout/startup-gate';
import { Toaster } from '../components/ui/toaster';
import { SESSION_QUERY_KEY } from '../lib/session';
import { writeAuthSnapshot } from '../lib/auth-storage';
import { ApiError, isRetryable } from '../lib/api-client';
import { keepLastSeen } from '../lib/last-seen';
import { useAfterFirstPage, watchFirstPage } from '../lib/first-page';
import { AppRoutes, preloadRoute } from './router';
import { useI18nVersion } from '../lib/i18n';
import { useSessionLocale } from '../lib/session-locale';

// The service worker's registration and update checks wait until the first page is shown (lib/first-page.ts):
// installing it downloads the whole app shell, which must not compete with the first page's own requests.
const UpdatePrompt = lazy(() => import('./update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })));

function createQueryClient(): QueryClient {
  // A 401 from any call means the session is gone: forget the user, and the route guards send them to /login.
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401 && client.getQueryData(SESSION_QUERY_KEY)) {
      writeAuthSnapshot(null);
      client.setQueryData(SESSION_QUERY_KEY, null);
    }
  };
  // TanStack Query assumes it starts online; an app opened offline (from the service worker's cache) is not.
  onlineManager.setOnline(navigator.onLine);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        // Offline, queries wait (keeping what they have) and carry on by themselves on reconnecting.
        networkMode: 'online',
        retry: (failureCount, error) => failureCount < 3 && isRetryable(error),
        retryDelay: (attempt) => Math.min(200 * 2 ** attempt, 5000),
        refetchOnWindowFocus: true,
        // Parts of a page that mount as its data arrives share what it just fetched instead of asking again
        // (the group page's table was fetched twice). Changes still show at once: a group's live events and a
        // change's own answer update or invalidate the cache whatever its age.
        staleTime: 3_000,
      },
      // A change is never queued to be sent later (a prediction could then land after its deadline): offline,
      // it fails at once with "Could not reach the server".
      mutations: { networkMode: 'always' },
    },
  });
  keepLastSeen(client);
  watchFirstPage(client);
  return client;
}

function SessionLocale() {
  useSessionLocale();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const afterFirstPage = useAfterFirstPage();
  // A change of language or zone renders every page again in it (the cached data stays).
  const i18nVersion = useI18nVersion();
  return (
    <QueryClientProvider client={queryClient}>
      <StartupGate onKnown={(signedIn) => preloadRoute(window.location.pathname, queryClient, signedIn)}>
        <BrowserRouter key={i18nVersion}>
          <SessionLocale />
          <AppRoutes />
        </BrowserRouter>
      </StartupGate>
      <Toaster position="top-center" duration={TOAST_DURATION_MS} theme="light" closeButton />
      {afterFirstPage && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}

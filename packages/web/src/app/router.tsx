import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { type Params, Outlet, type RouteObject, matchRoutes, useRoutes } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { NotFoundPage } from '../components/layout/not-found';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/route-guards';
import { gameweekQuery } from '../features/gameweeks/api/gameweek-query';
import { groupPageQuery } from '../features/groups/api/get-group';

/**
 * Pages load on demand, each its own chunk. Meanwhile the layout (header, footer) is already on screen with a
 * spinner in the page's place (AppLayout's Suspense); a navigation keeps the old page until the new one is there.
 */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { preload: load },
  );

/** What a signed-in page's first view asks for, started before its code is there (see preloadRoute). */
interface RouteHandle {
  prefetch: (queryClient: QueryClient, params: Params) => Promise<void>;
}
const prefetch = (start: RouteHandle['prefetch']): RouteHandle => ({ prefetch: start });

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      // Public: anyone.
      { path: '/reset-password', Component: page(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage') },
      { path: '/unsubscribe', Component: page(() => import('../features/notifications/routes/unsubscribe-page'), 'UnsubscribePage') },
      { path: '/privacy-policy', Component: page(() => import('../features/info/routes/privacy-policy-page'), 'PrivacyPolicyPage') },
      // An invitation shows its group to a visitor too, with "Create account" and "Sign in" (signed in: "Join Group").
      { path: '/invite/:token', Component: page(() => import('../features/groups/routes/invite-page'), 'InvitePage') },
      // Public, but a signed-in user goes home.
      {
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [
          { path: '/login', Component: page(() => import('../features/auth/routes/login-page'), 'LoginPage') },
          { path: '/register', Component: page(() => import('../features/auth/routes/register-page'), 'RegisterPage') },
        ],
      },
      // Signed-in pages that show their own signed-out view when the user signs out on them.
      {
        element: (
          <RequireAuth signedOutView>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: '/profile', Component: page(() => import('../features/auth/routes/profile-page'), 'ProfilePage') },
          { path: '/auth-test', Component: page(() => import('../features/auth/routes/auth-test-page'), 'AuthTestPage') },
        ],
      },
      // Signed-in only.
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: '/', Component: page(() => import('../features/home/routes/home-page'), 'HomePage') },
          { path: '/app-info', Component: page(() => import('../features/info/routes/app-info-page'), 'AppInfoPage') },
          { path: '/groups', Component: page(() => import('../features/groups/routes/groups-page'), 'GroupsPage') },
          { path: '/create-group', Component: page(() => import('../features/groups/routes/create-group-page'), 'CreateGroupPage') },
          {
            path: '/group/:id',
            Component: page(() => import('../features/groups/routes/group-page'), 'GroupPage'),
            handle: prefetch((client, { id = '' }) => client.prefetchQuery(groupPageQuery(client, id))),
          },
          {
            path: '/group/:id/create-gameweek',
            Component: page(() => import('./routes/create-gameweek-page'), 'CreateGameweekPage'),
          },
          { path: '/predictions', Component: page(() => import('../features/predictions/routes/predictions-page'), 'PredictionsPage') },
          {
            path: '/gameweek-predictions/:id',
            Component: page(() => import('../features/predictions/routes/gameweek-predictions-page'), 'GameweekPredictionsPage'),
          },
          { path: '/match/:id', Component: page(() => import('../features/predictions/routes/match-page'), 'MatchPage') },
          {
            path: '/user-gameweek-predictions/:gameweekId/:userId',
            Component: page(() => import('../features/predictions/routes/user-gameweek-predictions-page'), 'UserGameweekPredictionsPage'),
          },
          {
            path: '/admin-gameweek-predictions/:gameweekId/:userId',
            Component: page(() => import('../features/predictions/routes/admin-predictions-page'), 'AdminPredictionsPage'),
          },
          { path: '/leaderboards', Component: page(() => import('../features/leaderboards/routes/leaderboards-page'), 'LeaderboardsPage') },
          {
            path: '/group/:id/leaderboards',
            Component: page(() => import('../features/leaderboards/routes/group-leaderboards-page'), 'GroupLeaderboardsPage'),
          },
          {
            path: '/user-group-profile/:groupId/:userId',
            Component: page(() => import('../features/stats/routes/user-group-profile-page'), 'UserGroupProfilePage'),
          },
          { path: '/user-stats', Component: page(() => import('../features/stats/routes/user-stats-page'), 'UserStatsPage') },
          { path: '/group/:id/stats', Component: page(() => import('../features/stats/routes/group-stats-page'), 'GroupStatsPage') },
          { path: '/season/:id', Component: page(() => import('../features/seasons/routes/season-page'), 'SeasonPage') },
          {
            path: '/gameweek/:id/add-matches',
            Component: page(() => import('../features/gameweeks/routes/add-matches-page'), 'AddMatchesPage'),
          },
          {
            path: '/gameweek/:id',
            Component: page(() => import('./routes/gameweek-page'), 'GameweekPage'),
            handle: prefetch((client, { id = '' }) => client.prefetchQuery(gameweekQuery(client, id))),
          },
          {
            path: '/group/:id/update-group',
            Component: page(() => import('../features/groups/routes/update-group-page'), 'UpdateGroupPage'),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The route table, rendered by the declarative router (`<BrowserRouter>` in app.tsx): the app uses no loaders,
 * actions or fetchers, so the data router's code (about a third of react-router) stays out of the first load.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts what the page at `pathname` needs once the session is known, while the startup gate holds the loading
 * screen for its 300 ms (spec): the page's code, and for a signed-in player the page's first view where the
 * route names one (the group and gameweek pages). Each would otherwise wait for the one before: the pause, then
 * the code, then the data. Started before the session is known, the code took bandwidth from the entry.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient, signedIn: boolean): void {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf) return;
  const component = leaf.route.Component as { preload?: () => Promise<unknown> } | null | undefined;
  void component?.preload?.().catch(() => {}); // a failed load is retried, and shown, when the page renders
  if (signedIn) void (leaf.route.handle as RouteHandle | undefined)?.prefetch(queryClient, leaf.params);
}

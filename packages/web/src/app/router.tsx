import { Outlet, type RouteObject, createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { LoadingScreen } from '../components/layout/loading-screen';
import { NotFoundPage } from '../components/layout/not-found';
import { RedirectIfSignedIn, RequireAuth } from '../features/auth/components/route-guards';

/** Pages load on demand; each module names its page component. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => {
    const module = await load();
    return { Component: module[name] as React.ComponentType };
  };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      // Public: anyone.
      { path: '/reset-password', lazy: page(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage') },
      { path: '/privacy-policy', lazy: page(() => import('../features/info/routes/privacy-policy-page'), 'PrivacyPolicyPage') },
      // Public, but a signed-in user goes home.
      {
        element: (
          <RedirectIfSignedIn>
            <Outlet />
          </RedirectIfSignedIn>
        ),
        children: [
          { path: '/login', lazy: page(() => import('../features/auth/routes/login-page'), 'LoginPage') },
          { path: '/register', lazy: page(() => import('../features/auth/routes/register-page'), 'RegisterPage') },
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
          { path: '/profile', lazy: page(() => import('../features/auth/routes/profile-page'), 'ProfilePage') },
          { path: '/auth-test', lazy: page(() => import('../features/auth/routes/auth-test-page'), 'AuthTestPage') },
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
          { path: '/', lazy: page(() => import('../features/home/routes/home-page'), 'HomePage') },
          { path: '/app-info', lazy: page(() => import('../features/info/routes/app-info-page'), 'AppInfoPage') },
          { path: '/groups', lazy: page(() => import('../features/groups/routes/groups-page'), 'GroupsPage') },
          { path: '/create-group', lazy: page(() => import('../features/groups/routes/create-group-page'), 'CreateGroupPage') },
          { path: '/group/:id', lazy: page(() => import('../features/groups/routes/group-page'), 'GroupPage') },
          {
            path: '/group/:id/create-gameweek',
            lazy: page(() => import('./routes/create-gameweek-page'), 'CreateGameweekPage'),
          },
          { path: '/predictions', lazy: page(() => import('../features/predictions/routes/predictions-page'), 'PredictionsPage') },
          {
            path: '/gameweek-predictions/:id',
            lazy: page(() => import('../features/predictions/routes/gameweek-predictions-page'), 'GameweekPredictionsPage'),
          },
          { path: '/match/:id', lazy: page(() => import('../features/predictions/routes/match-page'), 'MatchPage') },
          {
            path: '/user-gameweek-predictions/:gameweekId/:userId',
            lazy: page(() => import('../features/predictions/routes/user-gameweek-predictions-page'), 'UserGameweekPredictionsPage'),
          },
          {
            path: '/admin-gameweek-predictions/:gameweekId/:userId',
            lazy: page(() => import('../features/predictions/routes/admin-predictions-page'), 'AdminPredictionsPage'),
          },
          { path: '/leaderboards', lazy: page(() => import('../features/leaderboards/routes/leaderboards-page'), 'LeaderboardsPage') },
          {
            path: '/group/:id/leaderboards',
            lazy: page(() => import('../features/leaderboards/routes/group-leaderboards-page'), 'GroupLeaderboardsPage'),
          },
          {
            path: '/user-group-profile/:groupId/:userId',
            lazy: page(() => import('../features/stats/routes/user-group-profile-page'), 'UserGroupProfilePage'),
          },
          { path: '/user-stats', lazy: page(() => import('../features/stats/routes/user-stats-page'), 'UserStatsPage') },
          { path: '/group/:id/stats', lazy: page(() => import('../features/stats/routes/group-stats-page'), 'GroupStatsPage') },
          { path: '/season/:id', lazy: page(() => import('../features/seasons/routes/season-page'), 'SeasonPage') },
          {
            path: '/gameweek/:id/add-matches',
            lazy: page(() => import('../features/gameweeks/routes/add-matches-page'), 'AddMatchesPage'),
          },
          { path: '/gameweek/:id', lazy: page(() => import('./routes/gameweek-page'), 'GameweekPage') },
          { path: '/group/:id/update-group', lazy: page(() => import('../features/groups/routes/update-group-page'), 'UpdateGroupPage') },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

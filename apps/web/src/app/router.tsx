import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import {
  createBrowserRouter,
  generatePath,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLocation,
  useParams,
  type RouteObject,
} from 'react-router';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageSpinner } from '../ui/Spinner';
import { RequireAuth, RequireRole } from './guards';
import { AppLayout } from './layouts/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A route element whose code loads on first visit; pages use named exports. */
function page<K extends string>(load: () => Promise<{ [P in K]: ComponentType }>, name: K) {
  const Component: LazyExoticComponent<ComponentType> = lazy(async () => {
    const module = await load();
    const component: ComponentType = module[name];
    return { default: component };
  });
  return <Component />;
}

const AdminLayout = lazy(async () => ({ default: (await import('./layouts/AdminLayout')).AdminLayout }));

/** Old and alternative links (DECISIONS): /song/:id → /track/:id and friends; query and hash are kept. */
function AliasRedirect({ to }: { to: string }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${generatePath(to, params)}${search}${hash}`} replace />;
}

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const adminDashboard = page(() => import('../pages/admin/AdminDashboardPage'), 'AdminDashboardPage');
const adminRequests = page(() => import('../pages/admin/AdminRequestsPage'), 'AdminRequestsPage');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteErrorBoundary />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'track/:trackId', element: page(() => import('../pages/TrackPage'), 'TrackPage') },
              { path: 'playlists', element: page(() => import('../pages/PlaylistsPage'), 'PlaylistsPage') },
              {
                path: 'playlists/:playlistId',
                element: page(() => import('../pages/PlaylistPage'), 'PlaylistPage'),
              },
              { path: 'feed', element: page(() => import('../pages/FeedPage'), 'FeedPage') },
              { path: 'create-song', element: page(() => import('../pages/CreateSongPage'), 'CreateSongPage') },
              {
                path: 'requests/:requestId',
                element: page(() => import('../pages/RequestStatusPage'), 'RequestStatusPage'),
              },
              { path: 'login', element: page(() => import('../pages/LoginPage'), 'LoginPage') },
              { path: 'user/:id', element: page(() => import('../pages/UserPage'), 'UserPage') },
              { path: 'about', element: page(() => import('../pages/AboutPage'), 'AboutPage') },
              { path: 'how-it-works', element: page(() => import('../pages/HowItWorksPage'), 'HowItWorksPage') },
              { path: 'examples', element: page(() => import('../pages/ExamplesPage'), 'ExamplesPage') },
              { path: 'changelog', element: page(() => import('../pages/ChangelogPage'), 'ChangelogPage') },
              { path: 'terms', element: page(() => import('../pages/TermsPage'), 'TermsPage') },
              { path: 'privacy', element: page(() => import('../pages/PrivacyPage'), 'PrivacyPage') },
              { path: 'copyright', element: page(() => import('../pages/CopyrightPage'), 'CopyrightPage') },
              { path: 'cookies', element: page(() => import('../pages/CookiesPage'), 'CookiesPage') },
              { path: 'faq', element: page(() => import('../pages/FaqPage'), 'FaqPage') },
              { path: 'feedback', element: page(() => import('../pages/FeedbackPage'), 'FeedbackPage') },
              { path: 'newsletter', element: page(() => import('../pages/NewsletterPage'), 'NewsletterPage') },
              { path: 'setup', element: page(() => import('../pages/SetupPage'), 'SetupPage') },
              { path: 'verify-email', element: page(() => import('../pages/VerifyEmailPage'), 'VerifyEmailPage') },
              { path: 'account/email', element: page(() => import('../pages/AccountEmailPage'), 'AccountEmailPage') },
              {
                path: 'forgot-password',
                element: page(() => import('../pages/ForgotPasswordPage'), 'ForgotPasswordPage'),
              },
              {
                path: 'reset-password',
                element: page(() => import('../pages/ResetPasswordPage'), 'ResetPasswordPage'),
              },
              {
                // SPEC 2: these need a session; logged-out visitors go to /login?redirect=<path>.
                element: <RequireAuth />,
                children: [
                  { path: 'upload', element: page(() => import('../pages/UploadPage'), 'UploadPage') },
                  { path: 'my-songs', element: page(() => import('../pages/MySongsPage'), 'MySongsPage') },
                  { path: 'profile', element: page(() => import('../pages/ProfilePage'), 'ProfilePage') },
                  { path: 'settings', element: page(() => import('../pages/SettingsPage'), 'SettingsPage') },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      {
        path: 'admin',
        element: (
          <Suspense fallback={<PageSpinner />}>
            <AdminLayout />
          </Suspense>
        ),
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: adminDashboard },
          { path: 'dashboard', element: adminDashboard },
          { path: 'requests', element: adminRequests },
          { path: 'requests/:requestId', element: adminRequests },
          { path: 'song-requests', element: <Navigate to="/admin/requests" replace /> },
          { path: 'songs', element: page(() => import('../pages/admin/AdminSongsPage'), 'AdminSongsPage') },
          {
            path: 'songs/edit/:songId',
            element: page(() => import('../pages/admin/AdminSongEditPage'), 'AdminSongEditPage'),
          },
          {
            path: 'upload/:requestId?',
            element: page(() => import('../pages/admin/AdminUploadPage'), 'AdminUploadPage'),
          },
          {
            path: 'users',
            element: (
              <RequireRole min="admin">
                {page(() => import('../pages/admin/AdminUsersPage'), 'AdminUsersPage')}
              </RequireRole>
            ),
          },
          {
            path: 'users/:userId',
            element: (
              <RequireRole min="admin">
                {page(() => import('../pages/admin/AdminUserDetailPage'), 'AdminUserDetailPage')}
              </RequireRole>
            ),
          },
          {
            path: 'analytics',
            element: page(() => import('../pages/admin/AdminAnalyticsPage'), 'AdminAnalyticsPage'),
          },
          {
            path: 'settings',
            element: (
              <RequireRole min="admin">
                {page(() => import('../pages/admin/AdminSettingsPage'), 'AdminSettingsPage')}
              </RequireRole>
            ),
          },
          {
            path: 'payment',
            element: (
              <RequireRole min="admin">
                {page(() => import('../pages/admin/AdminPaymentPage'), 'AdminPaymentPage')}
              </RequireRole>
            ),
          },
          {
            path: 'feedback',
            element: page(() => import('../pages/admin/AdminFeedbackPage'), 'AdminFeedbackPage'),
          },
          { path: 'email', element: page(() => import('../pages/admin/AdminEmailPage'), 'AdminEmailPage') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Full-screen lyrics: no site chrome and no player bar (the view has its own controls).
        path: 'track/:trackId/karaoke',
        errorElement: <RouteErrorBoundary />,
        element: (
          <Suspense fallback={<PageSpinner />}>{page(() => import('../pages/KaraokePage'), 'KaraokePage')}</Suspense>
        ),
      },
      {
        // Where the payment provider returns, often inside the checkout window: no site chrome.
        path: 'checkout/complete',
        element: (
          <Suspense fallback={<PageSpinner />}>
            {page(() => import('../pages/CheckoutCompletePage'), 'CheckoutCompletePage')}
          </Suspense>
        ),
      },
      { path: 'song/:id', element: <AliasRedirect to="/track/:id" /> },
      { path: 'playlist/:id', element: <AliasRedirect to="/playlists/:id" /> },
      { path: 'dashboard', element: <Navigate to="/admin/dashboard" replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

// @ts-nocheck
import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { UpgradeDialogProvider } from '../features/payments/public.ts';
import { usePageTitle } from '../lib/page-title.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RouteError } from './route-error.tsx';
import { RequireLogin, RequirePremium, RequireStaff } from './route-guards.tsx';
import { type AppRoute, appRoutes } from './routes.tsx';

function RootLayout() {
  return (
    <UpgradeDialogProvider>
      <AppLayout>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </AppLayout>
      <ScrollRestoration />
    </UpgradeDialogProvider>
  );
}

/** Sets the tab title before the page (or its guard screen) renders, so guards and spinners are named too. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

export function toRouteObject(route: AppRoute): RouteObject {
  const object = guardedRouteObject(route);
  return { ...object, element: <Titled title={route.title ?? ''}>{object.element}</Titled> };
}

function guardedRouteObject(route: AppRoute): RouteObject {
  const { Page } = route;
  switch (route.access) {
    case 'login':
      return {
        path: route.path,
        element: (
          <RequireLogin feature={route.feature}>
            <Page />
          </RequireLogin>
        ),
      };
    case 'premium':
      return {
        path: route.path,
        element: (
          <RequirePremium feature={route.feature}>
            <Page />
          </RequirePremium>
        ),
      };
    case 'admin':
      return {
        path: route.path,
        element: (
          <RequireStaff>
            <Page />
          </RequireStaff>
        ),
      };
    default:
      return { path: route.path, element: <Page /> };
  }
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        {
          // Errors render inside the layout, so the top bar and menu stay usable.
          errorElement: <RouteError />,
          children: [
            ...appRoutes.map(toRouteObject),
            {
              path: '*',
              element: (
                <Titled title="Page Not Found">
                  <NotFoundPage />
                </Titled>
              ),
            },
          ],
        },
      ],
    },
  ]);
}

import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { UpgradeDialogProvider } from '../features/payments/public.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './not-found.tsx';
import { RouteError } from './route-error.tsx';
import { RequireLogin, RequirePremium } from './route-guards.tsx';
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

export function toRouteObject(route: AppRoute): RouteObject {
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
          children: [...appRoutes.map(toRouteObject), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ]);
}

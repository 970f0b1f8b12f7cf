// @ts-nocheck
import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from '../components/status-screen.tsx';
import { Button } from '../components/ui/button.tsx';
import { NotFoundPage } from './not-found.tsx';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <StatusScreen
      icon={TriangleAlert}
      tone="red"
      title="Something went wrong"
      actions={<Button onClick={() => window.location.reload()}>Reload the page</Button>}
    >
      This page could not be shown. Reloading usually helps; if it keeps happening, try again later.
    </StatusScreen>
  );
}

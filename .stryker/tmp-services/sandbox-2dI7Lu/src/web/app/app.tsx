// @ts-nocheck
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useToasts } from '../components/ui/use-toast.ts';
import { queryClient } from '../lib/query-client.ts';
import { createAppRouter } from './router.tsx';

// The toast primitives load with the first toast: most first visits never show one.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

function LazyToaster() {
  const [needed, setNeeded] = useState(false);
  const toasts = useToasts();
  if (!needed && toasts.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}

// @ts-nocheck
import { QueryClient } from '@tanstack/react-query';

// Spec section 7 defaults: fresh 5 minutes, retained 10 minutes, no retry, no refetch on focus or interval.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});

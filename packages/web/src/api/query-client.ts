import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './client.ts';

/** No retry, no refetch on focus or interval, never stale (spec §9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}

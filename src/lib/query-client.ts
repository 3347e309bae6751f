import { QueryClient } from '@tanstack/react-query'

/**
 * Spec §7: cached data never goes stale, nothing refetches on an interval or on window
 * focus, and neither queries nor mutations retry. Air quality overrides the stale time.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}

/** Air quality changes hourly and the server caches a cell for about as long; 10 min keeps it current. */
export const AIR_QUALITY_STALE_TIME_MS = 10 * 60 * 1000

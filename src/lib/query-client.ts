import { focusManager, QueryClient } from '@tanstack/react-query'
import { AGING_AFTER_SECONDS } from '../domain/freshness/reading-age'

/**
 * docs/product.md §API: cached data never goes stale, nothing refetches on an interval or on window
 * focus, and neither queries nor mutations retry. Air quality overrides this (below).
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

/**
 * Air quality is read again once it is 15 min old (decision 150), and only when someone is
 * looking: when the app comes back to the foreground or the network comes back. TanStack
 * Query refetches then only queries that are stale, so a reading got a minute ago is kept.
 */
export const airQualityFreshness = {
  staleTime: AGING_AFTER_SECONDS * 1000,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const

/**
 * TanStack Query's focus manager listens to `visibilitychange` only. A page restored from the
 * back/forward cache (`pageshow` with `persisted`) and a window focused again on a desktop are
 * returns to the app too. Each calls the manager without a value, so it re-reads
 * `document.visibilityState` and refetches stale queries only when the page is visible;
 * several events in a row start one fetch (a running fetch is not restarted).
 */
export function listenForReturns(): void {
  focusManager.setEventListener((handleFocus) => {
    const onReturn = () => handleFocus()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) handleFocus()
    }
    window.addEventListener('visibilitychange', onReturn)
    window.addEventListener('focus', onReturn)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('visibilitychange', onReturn)
      window.removeEventListener('focus', onReturn)
      window.removeEventListener('pageshow', onPageShow)
    }
  })
}

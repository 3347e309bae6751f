import { useEffect, useSyncExternalStore } from 'react'
import { CACHE_FALLBACK_HEADER, CACHE_FALLBACK_VALUE } from './api-cache'

/*
 * Which API answers on screen came from the service worker's cache instead of the network.
 *
 * The service worker marks a fallback answer with a header; `apiGet` returns only the parsed
 * body, so the header is read here, by observing `fetch` once for the whole page. An answer
 * is identified by its path and its `generatedAt` (every API answer has one, and a fallback
 * answer is byte for byte the stored one), so a component asks about exactly the data it
 * shows: `useServedFromCache('/api/air-quality/current', data.generatedAt)`. When the path
 * later answers from the network with that same body (an HTTP or CDN cache), the mark is
 * cleared. Bodies are parsed a second time only for a fallback, or while some mark exists.
 */

const marked = new Set<string>()
const listeners = new Set<() => void>()
/** API reads made before a service worker controlled the page: it never saw them. */
const readsBeforeWorker = new Set<string>()

async function note(path: string, response: Response): Promise<void> {
  const fallback = response.headers.get(CACHE_FALLBACK_HEADER) === CACHE_FALLBACK_VALUE
  if (!fallback && marked.size === 0) return
  let generatedAt: unknown
  try {
    generatedAt = ((await response.clone().json()) as { generatedAt?: unknown }).generatedAt
  } catch {
    return
  }
  const key = `${path} ${String(generatedAt)}`
  if (typeof generatedAt !== 'string' || fallback === marked.has(key)) return
  if (fallback) marked.add(key)
  else marked.delete(key)
  listeners.forEach((listener) => listener())
}

/**
 * Call once, before the first request: wraps `window.fetch` to read the fallback header of
 * API reads. `apiGet` reads with a same-origin path ('/api/…?…'), which is what is observed.
 */
export function observeCacheFallbacks(): void {
  const nativeFetch = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const isApiRead = typeof input === 'string' && input.startsWith('/api/') && (init?.method ?? 'GET') === 'GET'
    if (isApiRead && !navigator.serviceWorker?.controller) readsBeforeWorker.add(input)
    const response = await nativeFetch(input, init)
    if (isApiRead && response.ok) await note(input.split('?')[0] ?? input, response)
    return response
  }
}

/** The API reads (paths with query) this page made before a service worker controlled it. */
export function apiReadsBeforeWorker(): string[] {
  return [...readsBeforeWorker]
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * True when the answer of `path` made at `generatedAt` was last delivered from the service
 * worker's cache (the network failed or timed out), so the screen must say it is offline.
 */
export function isServedFromCache(path: string, generatedAt: string | undefined): boolean {
  return marked.has(`${path} ${generatedAt}`)
}

/** `isServedFromCache` for a component: it renders again when the answer changes. */
export function useServedFromCache(path: string, generatedAt: string | undefined): boolean {
  const read = () => isServedFromCache(path, generatedAt)
  return useSyncExternalStore(subscribe, read, read)
}

/** A connection that has just come back is often not usable for a moment. */
const ONLINE_SETTLE_MS = 1_000
/** A fallback also comes while online (a slow server, a captive portal): try again now and then. */
const RETRY_INTERVAL_MS = 30_000

/**
 * While `active` (the screen shows a fallback answer), calls `refetch` soon after the device
 * comes back online, and every 30 s while it believes it is online. The query client's own
 * refetch on reconnect skips data it considers fresh, and a fallback was delivered just now.
 */
export function useRefetchWhenOnline(active: boolean, refetch: () => void): void {
  useEffect(() => {
    if (!active) return
    let settle: number | undefined
    const onOnline = () => {
      window.clearTimeout(settle)
      settle = window.setTimeout(refetch, ONLINE_SETTLE_MS)
    }
    const retry = window.setInterval(() => {
      if (navigator.onLine) refetch()
    }, RETRY_INTERVAL_MS)
    window.addEventListener('online', onOnline)
    return () => {
      window.removeEventListener('online', onOnline)
      window.clearTimeout(settle)
      window.clearInterval(retry)
    }
  }, [active, refetch])
}

/**
 * How the service worker treats API reads (docs/decisions/010-service-worker-generate-sw.md).
 * vite.config.ts hands `apiRuntimeCaching` to Workbox's generateSW, which copies each function
 * below into the generated sw.js as source text: they must not refer to anything outside their
 * own body — not even the constants of this module (api-cache.test.ts runs them detached).
 */

/** Set by the service worker on an API response it answered from its cache. */
export const CACHE_FALLBACK_HEADER = 'x-airahead-cache'
export const CACHE_FALLBACK_VALUE = 'fallback'

/** The cache of last good API answers. */
export const API_CACHE_NAME = 'airahead-api'

/** How long a read waits for the network before the last good answer is shown. */
export const API_NETWORK_TIMEOUT_SECONDS = 4

/**
 * Public reads only: air quality and geocoding. The premium forecast depends on the signed-in
 * user, so it is left to the network; auth, user, billing, dev, demo and webhook paths never
 * match. Only GET is routed (Workbox's default method).
 */
export function isCacheableApiRead({ url, sameOrigin }: { url: URL; sameOrigin: boolean }): boolean {
  return sameOrigin && /^\/api\/(air-quality\/(?!forecast-premium$)|geocoding\/)[\w-]+$/.test(url.pathname)
}

/** A Workbox plugin: what may be stored, and how a stored answer is marked when it is used. */
export const apiCachePlugin = {
  /**
   * Only a 200 that the server did not mark no-store: a user-specific answer (no-store) is never
   * kept, whatever its path. A public read the server keeps from shared caches only ("private",
   * a stale or starved answer) is still this device's last reading of the place (decision 276).
   */
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => {
    const cacheControl = response.headers.get('cache-control') ?? ''
    return response.status === 200 && !/no-store/i.test(cacheControl) ? response : null
  },
  /**
   * NetworkFirst reads its cache only when the network failed or timed out, so every answer
   * passing here is a fallback: say so in a header (the stored `date` header stays as it was).
   */
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }): Promise<Response | null> => {
    if (!cachedResponse) return null
    const headers = new Headers(cachedResponse.headers)
    headers.set('x-airahead-cache', 'fallback')
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

/** The runtime-caching rule for generateSW: network first, last good answer after 4 s. */
export const apiRuntimeCaching = {
  urlPattern: isCacheableApiRead,
  handler: 'NetworkFirst' as const,
  method: 'GET' as const,
  options: {
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    // A week of places is plenty; older answers are too old to show as "the last reading".
    expiration: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 },
    plugins: [apiCachePlugin],
  },
}

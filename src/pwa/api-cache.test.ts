import { describe, expect, it } from 'vitest'
import { apiCachePlugin, CACHE_FALLBACK_HEADER, CACHE_FALLBACK_VALUE, isCacheableApiRead } from './api-cache'

/**
 * generateSW copies these functions into sw.js as source text; running the copies proves
 * they need nothing from this module's scope.
 */
function detached<F extends (...args: never[]) => unknown>(fn: F): F {
  return new Function(`return (${fn.toString()})`)() as F
}

const matches = (path: string, sameOrigin = true) =>
  detached(isCacheableApiRead)({ url: new URL(path, 'https://airahead.example'), sameOrigin })

describe('which API reads the service worker keeps', () => {
  it.each([
    ['/api/air-quality/current?latitude=40.71&longitude=-74.01', true],
    ['/api/air-quality/forecast?lat=1&lon=2', true],
    ['/api/air-quality/regional?latitude=51.5&longitude=-0.12', true],
    ['/api/geocoding/search?q=London', true],
    ['/api/air-quality/forecast-premium?latitude=1&longitude=2', false],
    ['/api/auth/user', false],
    ['/api/user/air-quality-history', false],
    ['/api/user/locations', false],
    ['/api/billing/checkout', false],
    ['/api/webhooks/stripe', false],
    ['/api/dev/outbox', false],
    ['/api/demo/alerts', false],
    ['/api/login', false],
    ['/home', false],
  ])('%s → %s', (path, kept) => {
    expect(matches(path)).toBe(kept)
  })

  it('ignores other origins', () => {
    expect(matches('/api/air-quality/current', false)).toBe(false)
  })
})

describe('apiCachePlugin', () => {
  const cacheWillUpdate = detached(apiCachePlugin.cacheWillUpdate)
  const cachedResponseWillBeUsed = detached(apiCachePlugin.cachedResponseWillBeUsed)
  const answer = (status: number, cacheControl: string) =>
    new Response('{}', { status, headers: { 'cache-control': cacheControl } })

  it('stores a 200 unless it is no-store: a shared one, or a public one kept from shared caches only (decision 276)', async () => {
    expect(await cacheWillUpdate({ response: answer(200, 'public, max-age=0, must-revalidate') })).not.toBeNull()
    expect(await cacheWillUpdate({ response: answer(200, 'private, max-age=0, must-revalidate') })).not.toBeNull()
    expect(await cacheWillUpdate({ response: answer(200, 'private, no-store') })).toBeNull()
    expect(await cacheWillUpdate({ response: answer(200, 'no-store') })).toBeNull()
    expect(await cacheWillUpdate({ response: answer(502, 'no-store') })).toBeNull()
    expect(await cacheWillUpdate({ response: answer(404, 'public') })).toBeNull()
  })

  it('marks a stored answer as a fallback and keeps its body, status and date', async () => {
    const date = 'Sat, 21 Nov 2026 14:05:00 GMT'
    const stored = new Response('{"generatedAt":"2026-11-21T14:05:00.000Z"}', {
      status: 200,
      headers: { date, 'content-type': 'application/json' },
    })
    const used = await cachedResponseWillBeUsed({ cachedResponse: stored })
    expect(used?.headers.get(CACHE_FALLBACK_HEADER)).toBe(CACHE_FALLBACK_VALUE)
    expect(used?.headers.get('date')).toBe(date)
    expect(used?.status).toBe(200)
    expect(await used?.json()).toEqual({ generatedAt: '2026-11-21T14:05:00.000Z' })
    expect(await cachedResponseWillBeUsed({ cachedResponse: null })).toBeNull()
  })
})

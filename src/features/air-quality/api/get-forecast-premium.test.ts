import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirQualityResponse } from '../../../domain/contracts/air-quality'
import { createQueryClient } from '../../../lib/query-client'
import { forecastPremiumQueryOptions } from './get-forecast-premium'

const response = (hours: number): AirQualityResponse => ({
  coord: { lat: 40.71, lon: -74.01 },
  list: Array.from({ length: hours }, (_, i) => ({
    dt: 1_790_000_000 + i * 3600,
    main: { aqi: 2 },
    components: { co: 200, no: null, no2: 20, o3: 50, so2: 3, pm2_5: 12, pm10: 18, nh3: null },
    usAqi: 57,
    dominantPollutant: 'pm2_5' as const,
  })),
  source: { id: 'simulated', name: 'Simulated data', simulated: true, url: null },
  generatedAt: '2026-09-21T12:00:00Z',
  fetchedAt: '2026-09-21T12:00:00Z',
  utcOffsetSeconds: -14_400,
  timezone: 'America/New_York',
})

/** A same-origin API that answers by path, like the Netlify functions do. */
function stubApi(routes: Record<string, () => Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    const route = routes[url.pathname]
    return route ? route() : Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('premium forecast query', () => {
  it('returns the 5-day forecast for premium users, asking with rounded coordinates', async () => {
    const fetch = stubApi({ '/api/air-quality/forecast-premium': () => Response.json(response(120)) })
    const result = await createQueryClient().fetchQuery(forecastPremiumQueryOptions({ lat: 40.7128, lon: -74.006 }))
    expect(result.extended).toBe(true)
    expect(result.forecast.list).toHaveLength(120)
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/air-quality/forecast-premium?latitude=40.71&longitude=-74.01')
  })

  it('falls back to the free forecast when the premium call fails (docs/product.md §Forecast)', async () => {
    const fetch = stubApi({
      '/api/air-quality/forecast-premium': () =>
        Response.json({ error: 'premium_required', message: 'Premium only.' }, { status: 403 }),
      '/api/air-quality/forecast': () => Response.json(response(48)),
    })
    const client = createQueryClient()
    const result = await client.fetchQuery(forecastPremiumQueryOptions({ lat: 40.7128, lon: -74.006 }))
    expect(result.extended).toBe(false)
    expect(result.forecast.list).toHaveLength(48)
    expect(fetch).toHaveBeenCalledTimes(2)
    // The free forecast is now cached for the hourly strip too.
    expect(client.getQueryData(['air-quality', 'forecast', 40.71, -74.01])).toEqual(response(48))
  })

  it('fails when both calls fail', async () => {
    stubApi({})
    await expect(createQueryClient().fetchQuery(forecastPremiumQueryOptions({ lat: 1, lon: 2 }))).rejects.toThrow(/^404: /)
  })
})

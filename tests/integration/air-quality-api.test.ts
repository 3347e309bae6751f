import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import currentHandler from '../../netlify/functions/air-quality-current'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import premiumHandler from '../../netlify/functions/air-quality-forecast-premium'
import regionalHandler from '../../netlify/functions/air-quality-regional'
import { resetServerEnv } from '../../netlify/server/env'
import { query } from '../../netlify/server/db'
import {
  airQualityResponseSchema,
  regionalResponseSchema,
} from '../../src/domain/contracts/air-quality'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { rowCount, useTestDatabase } from '../support/database'

useTestDatabase()

let fake: FakeOpenMeteo
beforeAll(async () => {
  fake = await startFakeOpenMeteo()
  process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
  process.env.OPEN_METEO_BASE_URL = fake.url
  process.env.UPSTREAM_TIMEOUT_MS = '500'
  resetServerEnv()
})
afterAll(async () => {
  await fake.close()
  delete process.env.OPEN_METEO_BASE_URL
  delete process.env.UPSTREAM_TIMEOUT_MS
  resetServerEnv()
})
beforeEach(() => {
  fake.setMode('ok')
  fake.setPayloadFor(null)
  fake.requests.length = 0
})

const get = (handler: (req: Request) => Promise<Response>, path: string, init?: RequestInit) =>
  handler(new Request(`http://localhost${path}`, init))
const currentHourStart = () => Math.floor(Date.now() / 3_600_000) * 3600

describe('GET /api/air-quality/current', () => {
  it('answers the spec shape for the current hour, with source and ages', async () => {
    const res = await get(currentHandler, '/api/air-quality/current?latitude=40.7128&longitude=-74.006')
    expect(res.status).toBe(200)
    const body = airQualityResponseSchema.parse(await res.json())
    expect(body.list).toHaveLength(1)
    expect(body.list[0]?.dt).toBe(currentHourStart())
    // The reading is the 0.1° cell's (decision 137): its centre is the coordinate it is for.
    expect(body.coord).toEqual({ lat: 40.7, lon: -74 })
    expect(body.source).toMatchObject({ id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false })
    expect(Date.parse(body.fetchedAt)).toBeLessThanOrEqual(Date.parse(body.generatedAt))
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('max-age=300')
    expect(fake.requests[0]?.query).toMatchObject({ latitude: '40.7', longitude: '-74', past_days: '1' })
  })

  it.each([
    { pm2_5: 55.4, usAqi: 150, level: 3 }, // EPA 2024: 35.5-55.4 µg/m³ → 101-150, Unhealthy for Sensitive Groups
    { pm2_5: 55.5, usAqi: 151, level: 4 }, // 55.5-125.4 → 151-200, Unhealthy
  ])('computes the indexes from the concentrations (PM2.5 $pm2_5 µg/m³ all day → US AQI $usAqi, level $level)', async ({ pm2_5, usAqi, level }) => {
    fake.setPayloadFor(() => ({ pm2_5, pm10: 10, o3: 20, no2: 5, so2: 1, co: 100 }))
    const res = await get(currentHandler, '/api/air-quality/current?lat=10&lon=10')
    const [entry] = airQualityResponseSchema.parse(await res.json()).list
    expect(entry).toMatchObject({ main: { aqi: level }, usAqi, usAqiBeyond: false, dominantPollutant: 'pm2_5' })
    expect(entry?.usSubIndexes).toMatchObject({ pm2_5: usAqi, pm10: 9 }) // PM10 10 µg/m³: 50/54 × 10
    expect(entry?.components.pm2_5).toBe(pm2_5)
  })

  it('reports "now" with EPA NowCast: an hour of 250 µg/m³ after clean air is Very Unhealthy, Very Poor', async () => {
    const now = currentHourStart()
    fake.setPayloadFor((_lat, _lon, dt) => ({ pm2_5: dt === now ? 250 : 10, pm10: 10, o3: 20, no2: 5, so2: 1, co: 100 }))
    const res = await get(currentHandler, '/api/air-quality/current?lat=10&lon=10')
    const [entry] = airQualityResponseSchema.parse(await res.json()).list
    // NowCast (250 + 10 × 0.9995) / 1.9995 = 130.0 µg/m³ → 205; the 24-hour mean (20 µg/m³) said 71.
    expect(entry).toMatchObject({ dt: now, main: { aqi: 5 }, usAqi: 205, dominantPollutant: 'pm2_5' })
  })

  it('reports PM2.5 above the top of EPA’s table as 500+, Very Poor, never null', async () => {
    fake.setPayloadFor(() => ({ pm2_5: 400, pm10: 10, o3: 20, no2: 5, so2: 1, co: 100 }))
    const res = await get(currentHandler, '/api/air-quality/current?lat=10&lon=10')
    const [entry] = airQualityResponseSchema.parse(await res.json()).list
    expect(entry).toMatchObject({ main: { aqi: 5 }, usAqi: 500, usAqiBeyond: true })
  })

  it('accepts lat/lon as well as latitude/longitude', async () => {
    const res = await get(currentHandler, '/api/air-quality/current?lat=51.5072&lon=-0.1276')
    expect(res.status).toBe(200)
  })

  it.each([
    ['', 'latitude and longitude (or lat and lon) are required'],
    ['?latitude=40.7', 'latitude and longitude (or lat and lon) are required'],
    ['?latitude=abc&longitude=-74', 'latitude must be a number between -90 and 90'],
    ['?latitude=91&longitude=0', 'latitude must be a number between -90 and 90'],
    ['?latitude=0&longitude=-180.5', 'longitude must be a number between -180 and 180'],
    ['?lat=NaN&lon=1', 'latitude must be a number between -90 and 90'],
    ['?lat=Infinity&lon=1', 'latitude must be a number between -90 and 90'],
    ['?lat=1e400&lon=1', 'latitude must be a number between -90 and 90'],
  ])('rejects %s with 400 JSON and no upstream call', async (search, message) => {
    const res = await get(currentHandler, `/api/air-quality/current${search}`)
    expect(res.status).toBe(400)
    expect(problemSchema.parse(await res.json())).toEqual({ error: 'invalid_request', message })
    expect(fake.requests).toHaveLength(0)
    expect(await rowCount('air_quality_cache')).toBe(0)
  })

  it('answers 405 JSON to other methods', async () => {
    const res = await get(currentHandler, '/api/air-quality/current?lat=1&lon=1', { method: 'POST', body: '{}' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect(problemSchema.parse(await res.json()).error).toBe('method_not_allowed')
  })

  it('costs one upstream call per cell: points in one cell share it, another cell does not', async () => {
    await get(currentHandler, '/api/air-quality/current?lat=40.7128&lon=-74.006')
    await get(currentHandler, '/api/air-quality/current?lat=40.6501&lon=-74.0449')
    await get(forecastHandler, '/api/air-quality/forecast?lat=40.7449&lon=-73.9551')
    expect(fake.requests).toHaveLength(1)
    await get(currentHandler, '/api/air-quality/current?lat=40.76&lon=-74.006')
    expect(fake.requests).toHaveLength(2)
    expect(await rowCount('air_quality_cache')).toBe(2)
  })

  it('shares one upstream call among concurrent misses', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(currentHandler, `/api/air-quality/current?lat=${35.0 + i / 10000}&lon=139`)),
    )
    expect(responses.every((r) => r.status === 200)).toBe(true)
    expect(fake.requests).toHaveLength(1)
  })
})

describe('upstream failures', () => {
  it.each([
    ['error500', /Open-Meteo/],
    ['malformed', /Open-Meteo/],
    ['invalid-shape', /Open-Meteo/],
    ['rate-limited', /Open-Meteo/],
    ['hang', /Open-Meteo/],
  ] as const)('%s → 502 JSON with a clear message and nothing cached', async (mode, pattern) => {
    fake.setMode(mode)
    const res = await get(currentHandler, '/api/air-quality/current?lat=-20&lon=30')
    expect(res.status).toBe(502)
    const body = problemSchema.parse(await res.json())
    expect(body.error).toBe('upstream_failed')
    expect(body.message).toMatch(pattern)
    expect(res.headers.get('cache-control')).toBe('no-store')
    if (mode === 'rate-limited') expect(res.headers.get('retry-after')).toBeTruthy()
    expect(await rowCount('air_quality_cache')).toBe(0)
  })

  it('serves the last cached forecast, privately and with its real age, when the provider fails', async () => {
    const first = airQualityResponseSchema.parse(
      await (await get(currentHandler, '/api/air-quality/current?lat=-20&lon=31')).json(),
    )
    await query(`UPDATE air_quality_cache SET expires_at = now() - interval '1 minute'`)
    fake.setMode('error500')
    const res = await get(currentHandler, '/api/air-quality/current?lat=-20&lon=31')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
    expect(airQualityResponseSchema.parse(await res.json()).fetchedAt).toBe(first.fetchedAt)
  })

  it('refetches once the cache entry has expired', async () => {
    await get(currentHandler, '/api/air-quality/current?lat=-21&lon=31')
    await query(`UPDATE air_quality_cache SET expires_at = now() - interval '1 minute'`)
    await get(currentHandler, '/api/air-quality/current?lat=-21&lon=31')
    expect(fake.requests).toHaveLength(2)
  })
})

describe('GET /api/air-quality/forecast and /forecast-premium', () => {
  it('forecast: 48 hourly entries from the current hour', async () => {
    const res = await get(forecastHandler, '/api/air-quality/forecast?latitude=40.7128&longitude=-74.006')
    const { list, utcOffsetSeconds } = airQualityResponseSchema.parse(await res.json())
    expect(list).toHaveLength(48)
    expect(list[0]?.dt).toBe(currentHourStart())
    expect(list.every((e, i) => i === 0 || e.dt - (list[i - 1]?.dt ?? 0) === 3600)).toBe(true)
    // New York: EST or EDT, as Open-Meteo reports for the date.
    expect([-5 * 3600, -4 * 3600]).toContain(utcOffsetSeconds)
  })

  it('forecast-premium: 403 JSON for a caller who is not premium, without an upstream call', async () => {
    const res = await get(premiumHandler, '/api/air-quality/forecast-premium?latitude=40.7&longitude=-74')
    expect(res.status).toBe(403)
    expect(problemSchema.parse(await res.json()).error).toBe('premium_required')
    expect(fake.requests).toHaveLength(0)
  })
})

describe('GET /api/air-quality/regional', () => {
  it.each([
    ['New York', 40.7128, -74.006, 'other', 'us_epa', 'US', 151],
    ['London', 51.5072, -0.1276, 'UK', 'uk_daqi', 'GB', 7],
    ['Paris', 48.8566, 2.3522, 'Europe', 'eaqi', 'FR', 4],
  ])('%s → its region and scale', async (_name, lat, lon, region, scale, country, smsThreshold) => {
    const res = await get(regionalHandler, `/api/air-quality/regional?lat=${lat}&lon=${lon}`)
    expect(res.status).toBe(200)
    const body = regionalResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ region, scale, country, smsThreshold })
    expect(body.isDangerous).toBe((body.aqi ?? 0) >= smsThreshold)
    expect(body.level.name).not.toBe('')
  })

  it('answers Beyond the AQI as 500+, Hazardous and dangerous, not 502 (New York, PM2.5 400 µg/m³)', async () => {
    fake.setPayloadFor(() => ({ pm2_5: 400, pm10: 10 }))
    const res = await get(regionalHandler, '/api/air-quality/regional?lat=40.71&lon=-74.01')
    expect(res.status).toBe(200)
    expect(regionalResponseSchema.parse(await res.json())).toMatchObject({
      scale: 'us_epa', aqi: 500, beyond: true, isDangerous: true, averaging: 'NowCast', level: { name: 'Hazardous' },
    })
  })

  it('marks dangerous air on the region’s own scale (DAQI 10 in London)', async () => {
    fake.setPayloadFor(() => ({ pm2_5: 90, pm10: 120 }))
    const body = regionalResponseSchema.parse(
      await (await get(regionalHandler, '/api/air-quality/regional?lat=51.5&lon=-0.12')).json(),
    )
    expect(body).toMatchObject({ aqi: 10, isDangerous: true, level: { index: 10 } })
  })

  it('shows the index the person chose (?scale=), keeping the region’s and the one AirAhead level (decision 154)', async () => {
    // London, steady PM2.5 40 µg/m³: DAQI 4 (36-41 µg/m³, Moderate), EAQI 3 (15-50 hourly, Moderate), US AQI 112 (Moderate, 3 of 5).
    fake.setPayloadFor(() => ({ pm2_5: 40, pm10: 10, o3: 20, no2: 5, so2: 1, co: 100 }))
    const read = async (scale: string) =>
      regionalResponseSchema.parse(await (await get(regionalHandler, `/api/air-quality/regional?lat=51.5&lon=-0.12${scale}`)).json())
    const auto = await read('&scale=auto')
    expect(auto).toMatchObject({ region: 'UK', scale: 'uk_daqi', regionScale: 'uk_daqi', aqi: 4, smsThreshold: 7 })
    const us = await read('&scale=us_epa')
    expect(us).toMatchObject({ region: 'UK', scale: 'us_epa', regionScale: 'uk_daqi', aqi: 112, averaging: 'NowCast', smsThreshold: 151, isDangerous: false })
    const eaqi = await read('&scale=eaqi')
    expect(eaqi).toMatchObject({ scale: 'eaqi', regionScale: 'uk_daqi', aqi: 3, smsThreshold: 4, isDangerous: false })
    // Whatever the detail, AirAhead's level is the same: the US AQI's category.
    for (const body of [auto, us, eaqi]) expect(body.airAheadLevel).toEqual({ index: 3, name: 'Moderate' })
  })

  it('refuses an unknown scale with 400 JSON that says which ones exist', async () => {
    const res = await get(regionalHandler, '/api/air-quality/regional?lat=51.5&lon=-0.12&scale=aqhi')
    expect(res.status).toBe(400)
    expect(problemSchema.parse(await res.json()).message).toMatch(/scale must be one of auto, uk_daqi, eaqi, us_epa/)
  })
})

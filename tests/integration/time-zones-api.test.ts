import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import currentHandler from '../../netlify/functions/air-quality-current'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import premiumHandler from '../../netlify/functions/air-quality-forecast-premium'
import regionalHandler from '../../netlify/functions/air-quality-regional'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import { resetServerEnv } from '../../netlify/server/env'
import { airQualityResponseSchema, regionalResponseSchema, type AirQualityResponse } from '../../src/domain/contracts/air-quality'
import { dailySummaries } from '../../src/domain/forecast/daily-summary'
import { clock12 } from '../../src/domain/time/format'
import { placeOffsetAt } from '../../src/domain/time/utc-offset'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeOpenWeatherMap, type FakeOpenWeatherMap } from '../fakes/fake-openweathermap'
import { useTestDatabase } from '../support/database'
import { at } from '../support/time-zones'
import { call, LOCAL_MODE, setCookieOf, setEnv } from './auth-helpers'
import { english } from '../../src/domain/i18n/locales'

/*
 * Issue 13 "Time": places whose UTC offset is not whole hours, and daylight-saving changes,
 * through every air-quality endpoint: 200, the place's IANA zone, and each hour on the
 * place's own clock. Expected clocks are written out from the tz rules, not computed.
 */

useTestDatabase()

let openMeteo: FakeOpenMeteo
let openWeatherMap: FakeOpenWeatherMap
let restoreEnv: () => void
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo()
  openWeatherMap = await startFakeOpenWeatherMap()
  restoreEnv = setEnv({
    ...LOCAL_MODE,
    // Set here so that the restore after the file covers what the provider blocks change.
    AIR_QUALITY_PROVIDER: 'open-meteo',
    OPEN_METEO_BASE_URL: openMeteo.url,
    OPENWEATHERMAP_BASE_URL: openWeatherMap.url,
    OPENWEATHERMAP_API_KEY: 'test-key',
    UPSTREAM_TIMEOUT_MS: '2000',
  })
})
afterAll(async () => {
  await openMeteo.close()
  await openWeatherMap.close()
  restoreEnv()
  resetServerEnv()
})
afterEach(() => {
  vi.useRealTimers()
})

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const HOUR = 3600

interface ZoneCase {
  name: string
  lat: number
  lon: number
  zone: string
  /** The server's clock, on the place's wall clock. */
  localNow: string
  /** UTC offset at that moment, seconds. */
  offset: number
  /** The current hour's start on the place's clock (model hours are whole UTC hours). */
  currentClock: string
  /** A daylight-saving change within the forecast: when (UTC) and the offset after it. */
  change?: { at: string; offset: number }
  /** Hours (UTC) in the forecast and their local clock. */
  clocks: Array<[string, string]>
}

const CASES: ZoneCase[] = [
  {
    name: 'Kolkata (UTC+5:30)', lat: 22.5726, lon: 88.3639, zone: 'Asia/Kolkata',
    localNow: '2026-11-25T14:10', offset: 5.5 * HOUR, currentClock: '1:30 PM',
    clocks: [['2026-11-25T12:00', '5:30 PM'], ['2026-11-25T18:00', '11:30 PM'], ['2026-11-25T19:00', '12:30 AM']],
  },
  {
    name: 'Kathmandu (UTC+5:45)', lat: 27.7172, lon: 85.324, zone: 'Asia/Kathmandu',
    localNow: '2026-11-25T14:10', offset: 5.75 * HOUR, currentClock: '1:45 PM',
    clocks: [['2026-11-25T12:00', '5:45 PM'], ['2026-11-25T18:00', '11:45 PM'], ['2026-11-25T19:00', '12:45 AM']],
  },
  {
    // Adelaide springs forward: 2:00 ACST (UTC+9:30) → 3:00 ACDT (UTC+10:30) on Sunday 4 Oct 2026.
    name: 'Adelaide, the night clocks go forward', lat: -34.9285, lon: 138.6007, zone: 'Australia/Adelaide',
    localNow: '2026-10-03T23:10', offset: 9.5 * HOUR, currentClock: '10:30 PM',
    change: { at: '2026-10-03T16:30', offset: 10.5 * HOUR },
    clocks: [['2026-10-03T15:00', '12:30 AM'], ['2026-10-03T16:00', '1:30 AM'], ['2026-10-03T17:00', '3:30 AM']],
  },
  {
    // St. John's falls back: 2:00 NDT (UTC-2:30) → 1:00 NST (UTC-3:30) on Sunday 1 Nov 2026.
    name: 'St. John’s, the night clocks go back', lat: 47.5615, lon: -52.7126, zone: 'America/St_Johns',
    localNow: '2026-10-31T23:10', offset: -2.5 * HOUR, currentClock: '10:30 PM',
    change: { at: '2026-11-01T04:30', offset: -3.5 * HOUR },
    clocks: [['2026-11-01T03:00', '12:30 AM'], ['2026-11-01T04:00', '1:30 AM'], ['2026-11-01T05:00', '1:30 AM'], ['2026-11-01T06:00', '2:30 AM']],
  },
  {
    // New York falls back: 2:00 EDT (UTC-4) → 1:00 EST (UTC-5) on Sunday 1 Nov 2026.
    name: 'New York, the night clocks go back', lat: 40.7128, lon: -74.006, zone: 'America/New_York',
    localNow: '2026-10-31T23:10', offset: -4 * HOUR, currentClock: '11 PM',
    change: { at: '2026-11-01T06:00', offset: -5 * HOUR },
    clocks: [['2026-11-01T05:00', '1 AM'], ['2026-11-01T06:00', '1 AM'], ['2026-11-01T07:00', '2 AM']],
  },
]

/** Fakes the clock of the handlers, the cache and the fake upstream (timers stay real). */
function setNow(localIso: string, zone: string): number {
  const now = at(localIso, zone)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now * 1000)
  return now
}

const premiumCookie = async (): Promise<string> => {
  const res = await call(demoSubscribeHandler, '/api/demo/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' } })
  expect(res.status).toBe(200)
  return setCookieOf(res)?.pair ?? ''
}

function expectPlaceTime(body: AirQualityResponse, c: ZoneCase, now: number) {
  expect(body.timezone).toBe(c.zone)
  expect(body.utcOffsetSeconds).toBe(c.offset)
  const currentHour = Math.floor(now / HOUR) * HOUR
  expect(body.list[0]?.dt).toBe(currentHour)
  expect(body.list.every((e) => e.dt % HOUR === 0)).toBe(true)
  const offsetAt = placeOffsetAt(body)
  expect(clock12(currentHour, offsetAt, english)).toBe(c.currentClock)
  return offsetAt
}

// Each provider: Open-Meteo (asked for GMT hours), OpenWeatherMap (UTC hours, no zone) and
// the simulated one; the zone is the bundled lookup's for all three.
describe.each(['open-meteo', 'openweathermap', 'simulated'])('%s', (provider) => {
  beforeAll(() => {
    process.env.AIR_QUALITY_PROVIDER = provider
    resetServerEnv()
  })

  describe.each(CASES)('$name', (c) => {
    const path = (endpoint: string) => `/api/air-quality/${endpoint}?lat=${c.lat}&lon=${c.lon}`

    it('/current: 200, the IANA zone, and the current hour on the place’s clock', async () => {
      const now = setNow(c.localNow, c.zone)
      const res = await call(currentHandler, path('current'))
      expect(res.status).toBe(200)
      const body = airQualityResponseSchema.parse(await res.json())
      expect(body.list).toHaveLength(1)
      expectPlaceTime(body, c, now)
    })

    it('/forecast and /forecast-premium: 200, every hour on the place’s clock, across a DST change', async () => {
      const now = setNow(c.localNow, c.zone)
      const cookie = await premiumCookie()
      // The premium window is 120 h; the model's run ends 4-5 days ahead, so fewer may be left.
      for (const [endpoint, hours] of [['forecast', [48, 48]], ['forecast-premium', [90, 120]]] as const) {
        const res = await call(endpoint === 'forecast' ? forecastHandler : premiumHandler, path(endpoint), { cookie })
        expect(res.status, endpoint).toBe(200)
        const body = airQualityResponseSchema.parse(await res.json())
        expect(body.list.length, endpoint).toBeGreaterThanOrEqual(hours[0])
        expect(body.list.length, endpoint).toBeLessThanOrEqual(hours[1])
        const offsetAt = expectPlaceTime(body, c, now)
        const currentHour = Math.floor(now / HOUR) * HOUR
        expect(body.utcOffsets, endpoint).toEqual(
          c.change
            ? [{ from: currentHour, seconds: c.offset }, { from: utc(c.change.at), seconds: c.change.offset }]
            : [{ from: currentHour, seconds: c.offset }],
        )
        for (const [hour, clock] of c.clocks) {
          expect(body.list.some((e) => e.dt === utc(hour)), `${endpoint} has ${hour}Z`).toBe(true)
          expect(clock12(utc(hour), offsetAt, english), `${endpoint} ${hour}Z`).toBe(clock)
        }
      }
    })

    it('/regional: 200 with the current hour and the IANA zone', async () => {
      const now = setNow(c.localNow, c.zone)
      const res = await call(regionalHandler, path('regional'))
      expect(res.status).toBe(200)
      const body = regionalResponseSchema.parse(await res.json())
      expect(body).toMatchObject({ dt: Math.floor(now / HOUR) * HOUR, timezone: c.zone, region: 'other', scale: 'us_epa' })
    })
  })

})

describe('local days across a DST change', () => {
  beforeAll(() => {
    process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
    resetServerEnv()
  })

  it('the 5-day forecast of Adelaide starts each day at its own midnight, before and after the change', async () => {
    setNow('2026-10-03T23:10', 'Australia/Adelaide')
    const cookie = await premiumCookie()
    const res = await call(premiumHandler, '/api/air-quality/forecast-premium?lat=-34.9285&lon=138.6007', { cookie })
    const body = airQualityResponseSchema.parse(await res.json())
    const days = dailySummaries(body.list, placeOffsetAt(body), 5)
    expect(days.map((d) => [d.date, d.dayName])).toEqual([
      ['2026-10-03', 'Saturday'], ['2026-10-04', 'Sunday'], ['2026-10-05', 'Monday'],
      ['2026-10-06', 'Tuesday'], ['2026-10-07', 'Wednesday'],
    ])
    // Sunday began at 00:00 ACST = 14:30 UTC, so its first whole-UTC-hour reading is 15:00 UTC
    // (00:30 local); Monday began at 00:00 ACDT = 13:30 UTC.
    expect(days[1]?.hours[0]?.time).toBe(utc('2026-10-03T15:00'))
    expect(days[2]?.hours[0]?.time).toBe(utc('2026-10-04T14:00'))
  })
})

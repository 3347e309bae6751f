import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { ingestObservations } from '../../netlify/server/observations/ingest'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { airQualityResponseSchema } from '../../src/domain/contracts/air-quality'
import { hoursEndingBefore, type FakeSite } from '../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../fakes/fake-openaq'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { useTestDatabase } from '../support/database'
import { CLEAN, seedAlertUser, testPhone } from './alerts-helpers'
import { LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

const HOUR = 3600
/** 14:20 UTC (9:20 AM in New York): the monitors' latest hour ended 20 minutes ago. */
const NOW = Date.UTC(2026, 10, 23, 14, 20, 0) / 1000
const CURRENT_HOUR = NOW - (NOW % HOUR)
/** The model's rise: PM2.5 60 µg/m³ (US AQI 154, Poor) from 16:00 UTC, 11 AM in New York. */
const ONSET = CURRENT_HOUR + 2 * HOUR
const CENTRE = { lat: 40.7, lon: -74.0 }
const HOME = { name: 'Home', lat: 40.71, lon: -74.01 }
const north = (km: number) => ({ lat: CENTRE.lat + km / 111.2, lon: CENTRE.lon })
const twelveHours = (value: number) => [value + 1, ...Array.from({ length: 11 }, () => value)]
const monitor = (id: number, km: number, value: number): FakeSite => ({
  id, name: `Monitor ${id}`, ...north(km), monitor: true, hours: hoursEndingBefore(NOW, twelveHours(value)),
})

let openMeteo: FakeOpenMeteo
let openaq: FakeOpenAq
let restoreEnv: () => void
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo({ now: () => NOW })
  openaq = await startFakeOpenAq()
  restoreEnv = setEnv({
    ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '2000',
    OBSERVATIONS: 'openaq', OPENAQ_API_KEY: 'fake-key', OPENAQ_BASE_URL: openaq.url,
  })
  resetServerEnv()
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW * 1000)
  openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= ONSET && dt < ONSET + 6 * HOUR ? { ...CLEAN, pm2_5: 60 } : CLEAN))
  // Monitor 1, 2 km from the centre, measures Poor air (80 µg/m³) the model misses; monitor 2, 8 km, clean air.
  openaq.state.sites = [monitor(1, 2, 80), monitor(2, 8, 6)]
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  await openMeteo.close()
  await openaq.close()
  restoreEnv()
  resetServerEnv()
})

interface Text {
  name: string
  body: string
  hour_at: number
}

describe('the alert job decides on the fused hours with each place’s stations (decision 194)', () => {
  it('texts say "measured nearby" or "forecast", follow pinned and excluded stations, and name the level the screen shows', async () => {
    const places = [
      { ...HOME, name: 'Default', query: '' },
      { ...HOME, name: 'Pinned clean', query: '&pin=openaq:2', pinned: ['openaq:2'], excluded: [] },
      { ...HOME, name: 'No stations', query: '&exclude=openaq:1,openaq:2', pinned: [], excluded: ['openaq:1', 'openaq:2'] },
    ]
    for (const [i, place] of places.entries()) {
      const { placeIds } = await seedAlertUser(query, testPhone(i), [place], { quiet: null })
      if ('pinned' in place) {
        await query(`UPDATE monitored_places SET pinned_station_ids = $2, excluded_station_ids = $3 WHERE id = $1`, [placeIds[0], place.pinned, place.excluded])
      }
    }
    // The ingest keeps the place's stations (decision 245): listed once for the cell, whatever the places' choices.
    await ingestObservations({ now: NOW })
    expect(openaq.requests.filter((r) => r.path === '/v3/locations')).toHaveLength(1)
    const ingested = openaq.requests.length
    const summary = await runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: NOW })
    expect(summary.cells).toBe(1)
    // The job itself calls no network: it reads what the ingest kept.
    expect(openaq.requests).toHaveLength(ingested)

    const texts = await query<Text>(
      `SELECT p.name, a.body, extract(epoch FROM a.hour_at)::int AS hour_at FROM alerts a JOIN monitored_places p ON p.id = a.place_id WHERE a.kind = 'advance' ORDER BY p.name`,
    )
    const byName = Object.fromEntries(texts.map((t) => [t.name, t]))
    // Measured Poor now, where the model says clean until 11 AM.
    expect(byName['Default']).toMatchObject({ hour_at: CURRENT_HOUR })
    expect(byName['Default']?.body).toMatch(/^AirAhead: Air at Default is Poor now \(measured nearby\)\./)
    // Pinned to the clean monitor: the model's rise, corrected by it, still comes; an hour ahead is
    // a forecast, however corrected: never "measured nearby" (decision 256).
    expect(byName['Pinned clean']).toMatchObject({ hour_at: ONSET })
    expect(byName['Pinned clean']?.body).toMatch(/will be Poor around 11 AM \(forecast\)\./)
    // Both excluded: the model alone.
    expect(byName['No stations']).toMatchObject({ hour_at: ONSET })
    expect(byName['No stations']?.body).toMatch(/will be Poor around 11 AM \(forecast\)\./)

    // The screen with the same choices shows the hour each text names at the level it names.
    for (const place of places) {
      const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${place.lat}&lon=${place.lon}${place.query}`))
      const body = airQualityResponseSchema.parse(await res.json())
      const text = byName[place.name]
      expect(body.list.find((e) => e.dt === text?.hour_at)?.main.aqi, place.name).toBe(4)
      expect(body.list[0]?.main.aqi, place.name).toBe(place.name === 'Default' ? 4 : 1)
    }

    // The accuracy record: the job's fused hours put the onset now; the raw model at 11 AM.
    const predictions = await query<{ forecaster: string; onset: number; source: string }>(
      `SELECT forecaster, extract(epoch FROM onset_at)::int AS onset, source FROM accuracy_predictions WHERE threshold_kind = 'level' ORDER BY forecaster`,
    )
    expect(predictions).toEqual([
      { forecaster: 'job', onset: CURRENT_HOUR, source: 'fused' },
      { forecaster: 'model', onset: ONSET, source: 'model' },
      { forecaster: 'persistence', onset: CURRENT_HOUR, source: 'fused' },
    ])
  })
})

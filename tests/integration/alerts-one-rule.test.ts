import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { ingestObservations } from '../../netlify/server/observations/ingest'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { levelFor } from '../../src/domain/aqi/levels'
import { airQualityResponseSchema } from '../../src/domain/contracts/air-quality'
import { hoursEndingBefore } from '../fakes/fake-observation-sites'
import { startFakeOpenAq } from '../fakes/fake-openaq'
import { useTestDatabase } from '../support/database'
import { CLEAN, seedAlertUser, testPhone, useLocalOpenMeteo } from './alerts-helpers'
import { setEnv } from './auth-helpers'

useTestDatabase()

/** 14:00 UTC: 9 AM in New York. */
const T0 = Date.UTC(2026, 10, 23, 14, 0, 0) / 1000
const HOUR = 3600
const CYCLE = 900
const HOME = { name: 'Home', lat: 40.71, lon: -74.01 }
/** PM2.5 60 µg/m³: the hour itself is US AQI 154, Poor; its NowCast after clean air lags (about 33 µg/m³, Fair). */
const RISE = { ...CLEAN, pm2_5: 60 }

let clock = T0
const openMeteo = useLocalOpenMeteo(() => clock)
beforeEach(() => {
  clock = T0
})
afterEach(() => {
  vi.useRealTimers()
})

const THRESHOLDS = [
  { kind: 'pm25', value: 55.5 },
  { kind: 'us_aqi', value: 151 },
  { kind: 'level', value: 4 },
] as const

interface AdvanceRow {
  threshold_kind: string
  body: string
  hour_at: number
}

describe('one rule for forecast hours: the screens and the job (decision 152)', () => {
  it('on a sharp rise, PM2.5 55.5, US AQI 151 and Poor fire in the same cycle, and the screen shows that hour as the text names it', async () => {
    for (const [i, threshold] of THRESHOLDS.entries()) {
      const { userId } = await seedAlertUser(query, testPhone(i), [HOME], { quiet: null })
      await query(`UPDATE alert_settings SET threshold_kind = $2, threshold_value = $3 WHERE user_id = $1`, [userId, threshold.kind, threshold.value])
    }
    const onset = T0 + 4 * HOUR
    openMeteo.fake.setPayloadFor((_lat, _lon, dt) => (dt >= onset && dt < onset + 6 * HOUR ? RISE : CLEAN))

    const sms = createSmsSender(serverEnv())
    const firedAt = new Map<string, number>()
    while (clock <= onset && firedAt.size < THRESHOLDS.length) {
      await runAlertCycle({ provider: airQualityProvider(), sms, paymentsMode: 'demo', now: clock })
      const rows = await query<AdvanceRow>(
        `SELECT s.threshold_kind, a.body, extract(epoch FROM a.hour_at)::int AS hour_at
           FROM alerts a JOIN alert_settings s USING (user_id) WHERE a.kind = 'advance'`,
      )
      for (const row of rows) if (!firedAt.has(row.threshold_kind)) firedAt.set(row.threshold_kind, clock)
      if (firedAt.size === THRESHOLDS.length) break
      clock += CYCLE
    }
    // All three in one cycle, about 2 h ahead of the onset (the first cycle at most 2 h 15 min before it).
    expect([...firedAt.keys()].sort()).toEqual(['level', 'pm25', 'us_aqi'])
    const cycles = new Set(firedAt.values())
    expect(cycles.size).toBe(1)
    expect(onset - [...cycles][0]!).toBeGreaterThanOrEqual(2 * HOUR)
    expect(onset - [...cycles][0]!).toBeLessThanOrEqual(2 * HOUR + CYCLE)

    const rows = await query<AdvanceRow>(
      `SELECT s.threshold_kind, a.body, extract(epoch FROM a.hour_at)::int AS hour_at
         FROM alerts a JOIN alert_settings s USING (user_id) WHERE a.kind = 'advance' ORDER BY s.threshold_kind`,
    )
    expect(rows.map((r) => r.hour_at)).toEqual([onset, onset, onset])
    const levelText = rows.find((r) => r.threshold_kind === 'level')?.body
    expect(levelText).toMatch(/will be Poor around 1 PM/) // 18:00 UTC = 1 PM in New York

    // The place's forecast strip at the same moment, from the same cached row: the onset hour is
    // Poor (4) with US AQI ≥ 151, labelled hourly — what the texts name.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(clock * 1000)
    const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${HOME.lat}&lon=${HOME.lon}`))
    const body = airQualityResponseSchema.parse(await res.json())
    const entry = body.list.find((e) => e.dt === onset)
    expect(entry).toMatchObject({ main: { aqi: 4 }, usAqi: 154, averaging: 'hourly' })
    expect(levelFor(entry?.main.aqi ?? 1).name).toBe('Poor')
    expect(body.list.find((e) => e.dt === onset - HOUR)).toMatchObject({ main: { aqi: 1 }, averaging: 'hourly' })
    expect(body.list[0]).toMatchObject({ dt: clock - (clock % HOUR), averaging: 'nowcast' })
  })

  it('on fused hours too: monitors measuring Poor air the model misses fire all three thresholds now, and the screen shows that hour as the text names it (decision 194)', async () => {
    for (const [i, threshold] of THRESHOLDS.entries()) {
      const { userId } = await seedAlertUser(query, testPhone(i), [HOME], { quiet: null })
      await query(`UPDATE alert_settings SET threshold_kind = $2, threshold_value = $3 WHERE user_id = $1`, [userId, threshold.kind, threshold.value])
    }
    openMeteo.fake.setPayloadFor(() => CLEAN)
    const openaq = await startFakeOpenAq()
    // Two monitors near the cell's centre (40.7, -74.0) read 90 µg/m³ (US AQI 170) for 12 hours; the model says 4.
    const values = [91, ...Array.from({ length: 11 }, () => 90)]
    openaq.state.sites = [1, 2].map((id) => ({ id, name: `Monitor ${id}`, lat: 40.7 + id / 100, lon: -74.0, monitor: true, hours: hoursEndingBefore(clock, values) }))
    const restore = setEnv({ OBSERVATIONS: 'openaq', OPENAQ_API_KEY: 'fake-key', OPENAQ_BASE_URL: openaq.url })
    resetServerEnv()
    try {
      // The ingest keeps the cell's stations; the job reads them (decision 245).
      await ingestObservations({ now: clock })
      await runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: clock })
      const rows = await query<AdvanceRow>(
        `SELECT s.threshold_kind, a.body, extract(epoch FROM a.hour_at)::int AS hour_at
           FROM alerts a JOIN alert_settings s USING (user_id) WHERE a.kind = 'advance' ORDER BY s.threshold_kind`,
      )
      const currentHour = clock - (clock % HOUR)
      expect(rows.map((r) => [r.threshold_kind, r.hour_at])).toEqual([['level', currentHour], ['pm25', currentHour], ['us_aqi', currentHour]])
      expect(rows.every((r) => r.body.includes(' now (measured nearby).'))).toBe(true)
      expect(rows.find((r) => r.threshold_kind === 'level')?.body).toMatch(/is Poor now/)

      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(clock * 1000)
      const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${HOME.lat}&lon=${HOME.lon}`))
      const body = airQualityResponseSchema.parse(await res.json())
      expect(body.measurement?.kind).toBe('measured')
      const now = body.list[0]
      expect(now).toMatchObject({ dt: currentHour, main: { aqi: 4 }, averaging: 'nowcast', pmSource: 'fused' })
      expect(now?.usAqi).toBeGreaterThanOrEqual(151)
      expect(now?.components.pm2_5).toBeGreaterThanOrEqual(55.5)
    } finally {
      restore()
      resetServerEnv()
      await openaq.close()
    }
  })
})

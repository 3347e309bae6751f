// The public accuracy record (issue 14 part 5): a scripted month through the real tables,
// the settle step and GET /api/accuracy, against figures worked out by hand below; the job's
// own recording; and the API's answers to bad input.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import accuracyHandler from '../../netlify/functions/accuracy'
import { settleAccuracy } from '../../netlify/server/accuracy/settle-accuracy'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { accuracyResponseSchema, type AccuracyResponse } from '../../src/domain/contracts/accuracy'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { nov, seedScriptedMonth } from '../support/accuracy-month'
import { rowCount, useTestDatabase } from '../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone } from './alerts-helpers'
import { call, LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

let openMeteo: FakeOpenMeteo
let clock = nov(23, 14)
let restoreEnv: () => void
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo({ now: () => clock })
  restoreEnv = setEnv({ ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '2000' })
  resetServerEnv()
})
afterAll(async () => {
  await openMeteo.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  clock = nov(23, 14)
  openMeteo.setPayloadFor(null)
})

async function figures(path = '/api/accuracy'): Promise<AccuracyResponse> {
  const res = await call(accuracyHandler, path)
  expect(res.status).toBe(200)
  return accuracyResponseSchema.parse(await res.json())
}

describe('a scripted month', () => {
  it('gives the figures worked out by hand', async () => {
    const summary = await seedScriptedMonth()
    // 3 cells × 30 watched days; Paris has no station near it: its 30 days are unmeasured.
    expect(summary).toMatchObject({ connected: true, cellDays: 90, unmeasured: 30 })

    /*
     * By hand, London (UK), threshold PM2.5 55.5 µg/m³. Measured episodes (onset, hours over):
     *   E1 3 Nov 10:00 (4 h), E2 10 Nov 15:00 (2 h), E4 18 Nov 18:00 (1 h), E3 20 Nov 08:00 (3 h),
     *   E5 24 Nov 12:00 (2 h), E6 29 Nov 06:00 (2 h)                                  → 6 episodes.
     *   22 Nov 02:00 is not scored: 00:00 and 01:00 before it were not measured.
     * Our forecast ('job'), predictions kept (3 Nov 08:05 → 11:00 is within 3 h of the 10:00
     * kept at 07:50, so it is the same predicted episode and not kept):
     *   3 Nov 07:50 → E1, lead 10:00 − 07:50 = 130 min ≥ 120: hit
     *   6 Nov 20:00 → nothing measured near 22:00: false alarm
     *   10 Nov 14:00 → E2, lead 60 min: late
     *   15 Nov 12:00 → false alarm
     *   20 Nov 05:45 (named 07:00, within 3 h of 08:00) → E3, lead 135 min: hit
     *   21 Nov 23:45 → the unscored 22 Nov episode: neither a hit nor a false alarm, still a warning
     *   24 Nov 09:45 → E5, lead 135 min: hit;   29 Nov 04:00 → E6, lead 120 min: hit (2 h exactly)
     *   E4 never predicted: missed.
     *   hits 4 of 6 → 0.667; warnings 8, false alarms 2 → 0.25;
     *   leads 60, 120, 130, 135, 135 → median 130 min.
     * Raw model: 3 Nov 07:50 → E1 hit (130); 15 Nov 12:00 false alarm; 20 Nov 07:00 → E3 late (60);
     *   24 Nov 09:45 → E5 hit (135). hits 2 of 6 → 0.333; warnings 4 (< 5: no rate), false alarms 1;
     *   leads 60, 130, 135 → median 130.
     * Persistence warns once the hour under way is over: 3 Nov 10:00, 10 Nov 15:00, 18 Nov 18:00,
     *   24 Nov 12:00, 29 Nov 06:00 (lead 0 each), 20 Nov 08:15 (lead −15 min), 15 Nov 13:00 false
     *   alarm. hits 0 of 6 → 0; warnings 7, false alarms 1 → 1/7; leads −15, 0 ×5 → median 0.
     * New York ('other'): episodes 5 Nov 14:00 and 12 Nov 09:00; ours warned 5 Nov 11:50 (130 min:
     *   hit), nothing for 12 Nov: 1 hit of 2 (< 5 episodes: no rate), 1 warning, 0 false alarms.
     */
    const few = { few: true }
    const byHand = {
      UK: {
        job: { episodes: 6, hits: 4, hitRate: 4 / 6, warnings: 8, falseAlarms: 2, falseAlarmRate: 2 / 8, medianLeadMinutes: 130, ...few },
        model: { episodes: 6, hits: 2, hitRate: 2 / 6, warnings: 4, falseAlarms: 1, falseAlarmRate: null, medianLeadMinutes: 130, ...few },
        persistence: { episodes: 6, hits: 0, hitRate: 0, warnings: 7, falseAlarms: 1, falseAlarmRate: 1 / 7, medianLeadMinutes: 0, ...few },
      },
      other: {
        job: { episodes: 2, hits: 1, hitRate: null, warnings: 1, falseAlarms: 0, falseAlarmRate: null, medianLeadMinutes: 130, ...few },
        model: { episodes: 2, hits: 0, hitRate: null, warnings: 0, falseAlarms: 0, falseAlarmRate: null, medianLeadMinutes: null, ...few },
        persistence: { episodes: 2, hits: 0, hitRate: null, warnings: 0, falseAlarms: 0, falseAlarmRate: null, medianLeadMinutes: null, ...few },
      },
    }

    const all = await figures()
    expect(all.rows.map((r) => `${r.month} ${r.region}`).sort()).toEqual(['2026-11 UK', '2026-11 other'])
    for (const row of all.rows) {
      const expected = byHand[row.region as 'UK' | 'other']
      expect(row.job).toEqual(expected.job)
      expect(row.model).toEqual(expected.model)
      expect(row.persistence).toEqual(expected.persistence)
    }
    expect(all.minCount).toBe(5)
    expect(all.method.map((m) => m.term)).toContain('False alarm')

    // The filters, and a month with nothing settled.
    expect((await figures('/api/accuracy?region=UK&month=2026-11')).rows.map((r) => r.region)).toEqual(['UK'])
    expect((await figures('/api/accuracy?month=2026-10')).rows).toEqual([])
    // Paris's prediction was never judged: no station, no score.
    expect(await query(`SELECT false_alarm FROM accuracy_predictions WHERE region = 'Europe'`)).toEqual([{ false_alarm: null }])

    // A second run finds nothing left to settle and the figures stay as they were.
    const again = await settleAccuracy({ measuredHours: async () => { throw new Error('nothing should be read') }, now: nov(30, 0) + 4 * 86_400 })
    expect(again.cellDays).toBe(0)
    expect((await figures()).rows).toEqual(all.rows)
  })

  it('settles nothing while the measured side is not connected, and says so', async () => {
    await seedScriptedMonthWithoutSettling()
    const summary = await settleAccuracy({ measuredHours: null, now: nov(30, 0) + 3 * 86_400 })
    expect(summary).toEqual({ connected: false, cellDays: 0, unmeasured: 0, episodes: 0, warnings: 0 })
    expect(await rowCount('accuracy_episodes')).toBe(0)
    const answer = await figures()
    expect(answer).toMatchObject({ rows: [], measuring: false })
  })
})

async function seedScriptedMonthWithoutSettling(): Promise<void> {
  await query(
    `INSERT INTO accuracy_watch (cell_key, threshold_kind, threshold_value, day, region, lat, lon)
     VALUES ('a:51.5,-0.1', 'pm25', 55.5, '2026-11-03', 'UK', 51.5, -0.1)`,
  )
}

describe('the alert job records its decisions', () => {
  it('keeps the watched cell and one prediction per forecaster per predicted episode, however many cycles see it', async () => {
    await seedAlertUser(query, testPhone(1), [{ name: 'Home', lat: 51.51, lon: -0.12 }])
    // Poor from 16:00; the job runs from 13:45, 14:00 and 14:15 (onset 2 h 15, 2 h, 1 h 45 ahead).
    const onset = nov(23, 16)
    openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= onset && dt < onset + 3 * 3600 ? POOR : CLEAN))
    for (const now of [nov(23, 13, 30), nov(23, 13, 45), nov(23, 14), nov(23, 14, 15)]) {
      clock = now
      await runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now })
    }
    expect(await query(`SELECT cell_key, threshold_kind, threshold_value, region, day::text AS day FROM accuracy_watch`)).toEqual([
      { cell_key: 'a:51.5,-0.1', threshold_kind: 'level', threshold_value: 4, region: 'UK', day: '2026-11-23' },
    ])
    const predictions = await query<{ forecaster: string; onset: number; issued: number; level: number; source: string }>(
      `SELECT forecaster, extract(epoch FROM onset_at)::int AS onset, extract(epoch FROM issued_at)::int AS issued, level, source
         FROM accuracy_predictions ORDER BY forecaster`,
    )
    // 13:30 is too early (2 h 30 ahead); 13:45 is the first cycle that has it in sight.
    // Persistence holds the clean hour under way: it predicts nothing.
    expect(predictions).toEqual([
      { forecaster: 'job', onset, issued: nov(23, 13, 45), level: 4, source: 'model' },
      { forecaster: 'model', onset, issued: nov(23, 13, 45), level: 4, source: 'model' },
    ])
  })
})

describe('GET /api/accuracy', () => {
  it('answers with the method and an empty record before anything is settled, cacheable', async () => {
    const res = await call(accuracyHandler, '/api/accuracy')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=300')
    expect(res.headers.get('netlify-cdn-cache-control')).toContain('max-age=600')
    const body = accuracyResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ rows: [], measuring: false, minCount: 5, fewEpisodes: 20 })
    expect(body.method.length).toBeGreaterThan(4)
  })

  it.each<[string, RegExp]>([
    ['/api/accuracy?month=2026-13', /month is written YYYY-MM/],
    ['/api/accuracy?month=2026-1', /month is written YYYY-MM/],
    ['/api/accuracy?month=', /month is written YYYY-MM/],
    ['/api/accuracy?region=Mars', /region is one of UK, Europe, other/],
    ['/api/accuracy?region=uk', /region is one of UK, Europe, other/],
    ['/api/accuracy?page=2', /The only parameters are region/],
  ])('%s is a 400 with a readable message', async (path, message) => {
    const res = await call(accuracyHandler, path)
    expect(res.status).toBe(400)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = problemSchema.parse(await res.json())
    expect(body.error).toBe('invalid_request')
    expect(body.message).toMatch(message)
  })

  it('refuses other methods with 405 and Allow', async () => {
    const res = await call(accuracyHandler, '/api/accuracy', { method: 'POST', body: {} })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
  })
})

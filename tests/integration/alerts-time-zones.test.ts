import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import historyHandler from '../../netlify/functions/user-air-quality-history'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { useTestDatabase } from '../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone } from './alerts-helpers'
import { airQualityHistoryResponseSchema } from '../../src/domain/contracts/history'
import { call, LOCAL_MODE, setEnv, signIn } from './auth-helpers'

/*
 * The alert job reads quiet hours and writes text times on the place's own clock, in its IANA
 * zone: half- and quarter-hour zones, and the morning after a daylight-saving change. Texts
 * go to the local outbox; the fake Open-Meteo serves scripted hours.
 */

useTestDatabase()

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000
const CYCLE = 900

let clock = 0
let openMeteo: FakeOpenMeteo
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
beforeEach(() => openMeteo.setPayloadFor(null))

/** Poor air from `from` to `to` (unix s, whole UTC hours), clean otherwise. */
const scriptEpisode = (from: number, to: number) =>
  openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= from && dt < to ? POOR : CLEAN))

/** Runs the job every 15 minutes from `from` to `until` (unix s). */
async function runCycles(from: number, until: number): Promise<void> {
  for (clock = from; clock <= until; clock += CYCLE) {
    await runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: clock })
  }
}

const sentTexts = () =>
  query<{ kind: string; body: string; sent: number }>(
    `SELECT kind, body, extract(epoch FROM sent_at)::int AS sent FROM alerts WHERE status = 'sent' ORDER BY sent_at`,
  )

describe('alert texts and quiet hours in the place’s time zone', () => {
  it('Kathmandu (UTC+5:45): the text names the hour on the local clock', async () => {
    await seedAlertUser(query, testPhone(1), [{ name: 'Thamel', lat: 27.7154, lon: 85.3123 }], { quiet: ['22:00', '07:00'] })
    // Poor from 14:00 UTC (7:45 PM); the advance text goes out 2 h 15 min before, at 5:30 PM.
    scriptEpisode(utc('2026-11-25T14:00'), utc('2026-11-25T18:00'))
    await runCycles(utc('2026-11-25T11:00'), utc('2026-11-25T12:30'))
    const [text] = await sentTexts()
    expect(text?.sent).toBe(utc('2026-11-25T11:45'))
    expect(text?.body).toContain('will be Poor around 7:45 PM')
  })

  it('Kolkata (UTC+5:30): nothing during quiet hours; the first text at 07:00 local, 01:30 UTC', async () => {
    await seedAlertUser(query, testPhone(2), [{ name: 'Home', lat: 22.5726, lon: 88.3639 }], { quiet: ['22:00', '07:00'] })
    // From 22:00 local (16:30 UTC) the job runs in quiet hours; Poor from 23:30 to 09:30 local.
    // (Longitude alone, UTC+6, would end them at 01:00 UTC; the fixed offset of old, too.)
    scriptEpisode(utc('2026-11-25T18:00'), utc('2026-11-26T04:00'))
    await runCycles(utc('2026-11-25T16:30'), utc('2026-11-26T02:00'))
    const texts = await sentTexts()
    expect(texts[0]?.sent).toBe(utc('2026-11-26T01:30'))
    expect(texts[0]?.body).toContain('is Poor now')
  })

  it('New York the morning clocks went back: quiet hours end at 07:00 EST (12:00 UTC), not EDT', async () => {
    await seedAlertUser(query, testPhone(3), [{ name: 'Home', lat: 40.71, lon: -74.01 }], { quiet: ['22:00', '07:00'] })
    // Poor from 02:00 EDT on Sunday 1 Nov 2026 (06:00 UTC, just after the change) to 10:00 EST.
    scriptEpisode(utc('2026-11-01T06:00'), utc('2026-11-01T15:00'))
    await runCycles(utc('2026-11-01T03:00'), utc('2026-11-01T12:30'))
    const texts = await sentTexts()
    expect(texts[0]?.sent).toBe(utc('2026-11-01T12:00'))
    expect(texts[0]?.body).toContain('is Poor now')
  })

  it('Adelaide (UTC+10:30 in summer): the text’s time on the local clock', async () => {
    await seedAlertUser(query, testPhone(4), [{ name: 'Grandma', lat: -34.9285, lon: 138.6007 }], { quiet: ['22:00', '07:00'] })
    // Poor from 02:00 UTC (12:30 PM); the advance text goes out at 23:45 UTC (10:15 AM).
    scriptEpisode(utc('2026-11-26T02:00'), utc('2026-11-26T06:00'))
    await runCycles(utc('2026-11-25T23:00'), utc('2026-11-26T00:30'))
    const [text] = await sentTexts()
    expect(text?.sent).toBe(utc('2026-11-25T23:45'))
    expect(text?.body).toContain('will be Poor around 12:30 PM')
  })

  it('Kathmandu: /api/user/air-quality-history answers 200 with the hours the job kept, whole UTC hours', async () => {
    // The endpoint reads "the last N days" on the real clock, so the job runs at real hours.
    const hour = Math.floor(Date.now() / 1000 / 3600) * 3600
    const user = await seedAlertUser(query, testPhone(5), [{ name: 'Thamel', lat: 27.7154, lon: 85.3123 }])
    // PM2.5 is the hour of the day in UTC, so a reading filed under the wrong hour shows.
    openMeteo.setPayloadFor((_lat, _lon, dt) => ({ ...CLEAN, pm2_5: Math.floor(dt / 3600) % 24 }))
    await runCycles(hour - 2 * 3600 + 600, hour - 2 * 3600 + 600)
    await runCycles(hour - 3600 + 600, hour - 3600 + 600)
    const res = await call(historyHandler, '/api/user/air-quality-history', { cookie: (await signIn(user.phone)).pair })
    expect(res.status).toBe(200)
    const { readings } = airQualityHistoryResponseSchema.parse(await res.json())
    expect(readings.map((r) => r.time)).toEqual([hour - 3600, hour - 2 * 3600])
    for (const reading of readings) expect(reading.components.pm2_5).toBe(Math.floor(reading.time / 3600) % 24)
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import historyHandler from '../../netlify/functions/user-air-quality-history'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { CELL_READING_RETENTION_SECONDS } from '../../netlify/server/data/cell-readings'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { airQualityHistoryResponseSchema } from '../../src/domain/contracts/history'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { rowCount, useTestDatabase } from '../support/database'
import { CLEAN, POOR, seedAlertUser, testPhone } from './alerts-helpers'
import { call, LOCAL_MODE, setEnv, signIn } from './auth-helpers'

useTestDatabase()

const HOUR = 3600
const CYCLE = 900
/** The readings are kept relative to the real clock (the endpoint reads "the last N days"). */
const NOW_HOUR = Math.floor(Date.now() / 1000 / HOUR) * HOUR
const THREE_DAYS_AGO = NOW_HOUR - 3 * 24 * HOUR

let clock = NOW_HOUR
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
beforeEach(() => {
  clock = NOW_HOUR
  // Poor air three days ago, clean since.
  openMeteo.setPayloadFor((_lat, _lon, dt) => (dt >= THREE_DAYS_AGO && dt < THREE_DAYS_AGO + HOUR ? POOR : CLEAN))
})

const HOME = { name: 'Home', lat: 40.71, lon: -74.01 }
/** In Home's 0.1° cell: the same readings. */
const GYM = { name: 'Gym', lat: 40.712, lon: -74.013 }
const OFFICE = { name: 'Office', lat: 40.75, lon: -74.17 }

async function cycleAt(time: number) {
  clock = time
  return runAlertCycle({ provider: airQualityProvider(), sms: createSmsSender(serverEnv()), paymentsMode: 'demo', now: time })
}

const history = (cookie: string | null, search = '') => call(historyHandler, `/api/user/air-quality-history${search}`, { cookie })

async function expectProblem(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
}

describe('GET /api/user/air-quality-history (readings the alert job kept for watched places)', () => {
  it("answers each watched place's hourly readings, newest first, with their source", async () => {
    const user = await seedAlertUser(query, testPhone(1), [HOME, GYM, OFFICE])
    await cycleAt(THREE_DAYS_AGO + 600)
    await cycleAt(NOW_HOUR - 2 * HOUR)
    await cycleAt(NOW_HOUR - HOUR)
    // Two cells (Home and Gym share one) × three hours.
    expect(await rowCount('cell_readings')).toBe(6)

    const cookie = (await signIn(user.phone)).pair
    const res = await history(cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const body = airQualityHistoryResponseSchema.parse(await res.json())
    expect(body.days).toBe(7)
    expect(body.places.map((p) => p.name)).toEqual(['Home', 'Gym', 'Office'])
    expect(body.readings).toHaveLength(9)
    const times = body.readings.map((r) => r.time)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const home = body.readings.filter((r) => r.placeName === 'Home')
    expect(home.map((r) => r.time)).toEqual([NOW_HOUR - HOUR, NOW_HOUR - 2 * HOUR, THREE_DAYS_AGO])
    // The scripted air: one hour of PM2.5 110 µg/m³ three days ago is Poor (NowCast 57, US AQI 152); clean air since.
    expect(home.map((r) => r.aqi)).toEqual([1, 1, 4])
    expect(home[2]?.components.pm2_5).toBe(110)
    expect(home[2]?.source).toMatchObject({ id: 'open-meteo', simulated: false })
    expect(body.readings.filter((r) => r.placeName === 'Gym').map((r) => [r.time, r.aqi])).toEqual(home.map((r) => [r.time, r.aqi]))
  })

  it('?days=2 leaves out older readings; a second check in the same hour replaces, never duplicates', async () => {
    const user = await seedAlertUser(query, testPhone(2), [HOME])
    await cycleAt(THREE_DAYS_AGO + 600)
    await cycleAt(NOW_HOUR - HOUR)
    await cycleAt(NOW_HOUR - HOUR + CYCLE)
    expect(await rowCount('cell_readings')).toBe(2)
    const cookie = (await signIn(user.phone)).pair
    const body = airQualityHistoryResponseSchema.parse(await (await history(cookie, '?days=2')).json())
    expect(body.days).toBe(2)
    expect(body.readings.map((r) => r.time)).toEqual([NOW_HOUR - HOUR])
  })

  it('forgets readings older than the retention as the job runs', async () => {
    await seedAlertUser(query, testPhone(3), [HOME])
    await cycleAt(NOW_HOUR - 40 * 24 * HOUR)
    expect(await rowCount('cell_readings')).toBe(1)
    await cycleAt(NOW_HOUR - 40 * 24 * HOUR + CELL_READING_RETENTION_SECONDS + HOUR)
    const rows = await query<{ hour: Date }>('SELECT hour FROM cell_readings')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.hour.getTime()).toBe((NOW_HOUR - 40 * 24 * HOUR + CELL_READING_RETENTION_SECONDS + HOUR) * 1000)
  })

  it("shows nobody another user's places; a member without places and a signed-in non-member get empty lists", async () => {
    await seedAlertUser(query, testPhone(4), [HOME])
    await cycleAt(NOW_HOUR - HOUR)
    const other = await seedAlertUser(query, testPhone(5), [])
    const otherBody = airQualityHistoryResponseSchema.parse(await (await history((await signIn(other.phone)).pair)).json())
    expect(otherBody).toEqual({ days: 7, places: [], readings: [] })
    const nonMember = airQualityHistoryResponseSchema.parse(await (await history((await signIn('+12015550199')).pair)).json())
    expect(nonMember.readings).toEqual([])
  })

  it('401 without a session; bad days, unknown parameters and other methods are 4xx JSON and write nothing', async () => {
    await expectProblem(await history(null), 401, 'not_signed_in')
    const cookie = (await signIn(testPhone(6))).pair
    const users = await rowCount('users')
    for (const search of ['?days=0', '?days=31', '?days=abc', '?days=7.5', '?days=-1', '?days=', '?limit=5', '?days=1e1']) {
      await expectProblem(await history(cookie, search), 400, 'invalid_request')
    }
    await expectProblem(await call(historyHandler, '/api/user/air-quality-history', { method: 'POST', body: {}, cookie }), 405, 'method_not_allowed')
    expect(await rowCount('users')).toBe(users)
    expect(await rowCount('cell_readings')).toBe(0)
  })
})

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import currentHandler from '../../netlify/functions/air-quality-current'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { query } from '../../netlify/server/db'
import { resetServerEnv, serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { airQualityResponseSchema } from '../../src/domain/contracts/air-quality'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { useTestDatabase } from '../support/database'
import { CLEAN, seedAlertUser, testPhone } from './alerts-helpers'
import { LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

/** 14:05 UTC; every step below stays inside the hour, so the 1-hour cache alone would refetch nothing. */
const T0 = Date.UTC(2026, 10, 23, 14, 5, 0) / 1000
const MINUTE = 60
const HOUR = 3600
/** Open-Meteo: "wait an additional 10 minutes after the forecast update has been applied". */
const SETTLE = 10 * MINUTE
const PLACE = { lat: 40.71, lon: -74.01 }

let clock = T0
let openMeteo: FakeOpenMeteo
let restoreEnv: () => void
beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo({ now: () => clock })
  restoreEnv = setEnv({ ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '1000' })
  resetServerEnv()
})
afterAll(async () => {
  await openMeteo.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  clock = T0
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(clock * 1000)
  openMeteo.requests.length = 0
  openMeteo.sideRequests.length = 0
  openMeteo.publishRun(null)
  openMeteo.setFault(null)
  openMeteo.setPayloadFor(() => ({ ...CLEAN, pm2_5: 8 }))
})
afterEach(() => {
  vi.useRealTimers()
})

/** Moves the clock (and Date.now, which the read path uses) to T0 + `seconds`. */
function at(seconds: number) {
  clock = T0 + seconds
  vi.setSystemTime(clock * 1000)
}

async function readNow(): Promise<number | null> {
  const res = await currentHandler(new Request(`http://localhost/api/air-quality/current?lat=${PLACE.lat}&lon=${PLACE.lon}`))
  expect(res.status).toBe(200)
  return airQualityResponseSchema.parse(await res.json()).list[0]?.components.pm2_5 ?? null
}

const storedRun = async () =>
  (await query<{ run: { model: string; initialisedAt: number; availableAt: number } | null }>(`SELECT payload->'modelRun' AS run FROM air_quality_cache`))[0]?.run

describe('the read path refetches a cell when a newer model run is published (decision 153)', () => {
  it('a run published after the row was fetched: the next read after it settles fetches again, within the hour', async () => {
    expect(await readNow()).toBe(8)
    expect(openMeteo.requests).toHaveLength(1)
    expect(openMeteo.sideRequests.map((r) => r.path)).toContain('/data/cams_global/static/meta.json')

    // CAMS global 12z, published at 14:15; its hours differ from the old run's.
    openMeteo.publishRun({ initialisedAt: T0 - 2 * HOUR - 5 * MINUTE, availableAt: T0 + 10 * MINUTE }, 'cams_global')
    openMeteo.setPayloadFor(() => ({ ...CLEAN, pm2_5: 21 }))
    at(10 * MINUTE + SETTLE - MINUTE) // not settled yet (and the last check is under 5 minutes old)
    expect(await readNow()).toBe(8)
    expect(openMeteo.requests).toHaveLength(1)

    at(10 * MINUTE + SETTLE + 5 * MINUTE) // 14:30: settled, and the metadata is asked again
    expect(await readNow()).toBe(21)
    expect(openMeteo.requests).toHaveLength(2)
    expect(await storedRun()).toEqual({ model: 'cams_global', initialisedAt: T0 - 2 * HOUR - 5 * MINUTE, availableAt: T0 + 10 * MINUTE })

    // Fetched from that run: no further refetch for the rest of the hour.
    at(50 * MINUTE)
    expect(await readNow()).toBe(21)
    expect(openMeteo.requests).toHaveLength(2)
  })

  it('no new run: the row is served for its hour without another upstream call', async () => {
    expect(await readNow()).toBe(8)
    openMeteo.setPayloadFor(() => ({ ...CLEAN, pm2_5: 21 }))
    for (const minutes of [10, 30, 54]) {
      at(minutes * MINUTE)
      expect(await readNow()).toBe(8)
    }
    expect(openMeteo.requests).toHaveLength(1)
    expect(openMeteo.sideRequests.length).toBeGreaterThanOrEqual(2) // asked, found nothing newer
  })

  it.each(['server-error', 'timeout'] as const)('metadata down (%s): the time cache decides and every read answers 200', async (fault) => {
    openMeteo.setFault(fault, { when: (r) => r.path.startsWith('/data/') })
    expect(await readNow()).toBe(8)
    openMeteo.setPayloadFor(() => ({ ...CLEAN, pm2_5: 21 }))
    at(30 * MINUTE)
    expect(await readNow()).toBe(8) // within the hour: cached, no error
    expect(openMeteo.requests).toHaveLength(1)
    expect(await storedRun()).toBeNull() // nothing known about the run it came from
    at(HOUR + MINUTE) // the 1-hour cache has run out
    expect(await readNow()).toBe(21)
    expect(openMeteo.requests).toHaveLength(2)
  })
})

describe('the alert job refetches a cell when a newer model run is published', () => {
  it('the next cycle after the run settles fetches the cell again; without one it does not', async () => {
    await seedAlertUser(query, testPhone(1), [{ name: 'Home', ...PLACE }], { quiet: null })
    const sms = createSmsSender(serverEnv())
    const cycle = async () => (await runAlertCycle({ provider: airQualityProvider(), sms, paymentsMode: 'demo', now: clock })).upstreamRequests

    expect(await cycle()).toBe(1)
    at(15 * MINUTE)
    expect(await cycle()).toBe(0) // same run, cached
    openMeteo.publishRun({ initialisedAt: T0 - 2 * HOUR, availableAt: T0 + 16 * MINUTE })
    at(30 * MINUTE)
    expect(await cycle()).toBe(1) // 14:35: the run published at 14:21 has settled
    at(45 * MINUTE)
    expect(await cycle()).toBe(0)
  })
})

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BACKGROUND_PATH, backgroundAlertCycle, MAX_WORKERS, scheduledAlertCycle } from '../../netlify/server/alerts/job'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { rowCount, useTestDatabase } from '../support/database'
import { POOR, seedAlertUser, testPhone } from './alerts-helpers'
import { call, LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

const SECRET = 'a-job-secret-of-at-least-32-characters!'
let openMeteo: FakeOpenMeteo
let site: Server
let origin = ''
const starts: { path: string; secret: string | undefined }[] = []
let restoreEnv: () => void

beforeAll(async () => {
  openMeteo = await startFakeOpenMeteo()
  openMeteo.setPayloadFor(() => POOR)
  // The site's origin as the scheduled function sees it: records each background start, answers 202 as Netlify does.
  site = createServer((req, res) => {
    starts.push({ path: req.url ?? '', secret: req.headers['x-airahead-job-secret'] as string | undefined })
    res.writeHead(202).end()
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  restoreEnv = setEnv({ ...LOCAL_MODE, ALERT_JOB_SECRET: SECRET, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url })
  resetServerEnv()
})
afterAll(async () => {
  await openMeteo.close()
  await new Promise((resolve) => site.close(resolve))
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  starts.length = 0
})

describe('the scheduled alert function and its background workers', () => {
  it('the scheduled function only plans and starts workers: nothing is decided, fetched or sent by it', async () => {
    for (let i = 0; i < 3; i++) await seedAlertUser(query, testPhone(i), [{ name: `P${i}`, lat: 40 + i, lon: -74 }])
    const res = await scheduledAlertCycle(origin)
    expect(await res.json()).toMatchObject({ planned: 1, open: 2, started: [202, 202] })
    expect(starts).toEqual([{ path: BACKGROUND_PATH, secret: SECRET }, { path: BACKGROUND_PATH, secret: SECRET }])
    expect(openMeteo.requests).toHaveLength(0)
    expect(await rowCount('alerts')).toBe(0)
    expect(await query(`SELECT checked_at FROM monitored_places WHERE checked_at IS NOT NULL`)).toEqual([])

    // A second tick while the shard is still open plans nothing new.
    const again = await scheduledAlertCycle(origin)
    expect(await again.json()).toMatchObject({ planned: 0, open: 2 })
    expect(starts.length).toBeLessThanOrEqual(2 + MAX_WORKERS)
  })

  it('a background worker with the job secret works the queue; without it, 403 and nothing runs', async () => {
    await seedAlertUser(query, testPhone(0), [{ name: 'Home', lat: 40.71, lon: -74.01 }], { quiet: null })
    await scheduledAlertCycle(origin)

    const forged = await call(backgroundAlertCycle, BACKGROUND_PATH, { method: 'POST', headers: { 'x-airahead-job-secret': 'x'.repeat(SECRET.length) } })
    expect(forged.status).toBe(403)
    expect(await rowCount('alerts')).toBe(0)

    const res = await call(backgroundAlertCycle, BACKGROUND_PATH, { method: 'POST', headers: { 'x-airahead-job-secret': SECRET } })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ summary: { jobs: 2, places: 1, recorded: 1, sent: 1 } })
    expect(await query(`SELECT kind, status FROM alert_jobs ORDER BY id`)).toEqual([
      { kind: 'cells', status: 'done' },
      { kind: 'send', status: 'done' },
    ])
  })
})

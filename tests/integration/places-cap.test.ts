import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import pg from 'pg'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import locationsHandler from '../../netlify/functions/user-locations'
import { closeDatabase, query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { MAX_MONITORED_PLACES, placesResponseSchema, type MonitoredPlace } from '../../src/domain/contracts/alerts'
import { problemSchema } from '../../src/domain/contracts/problem'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { call, LOCAL_MODE, setCookieOf, setEnv, signIn } from './auth-helpers'

const bin = postgresBinaries()
const PHONE = '+12015550177'

const addPlace = (cookie: string, name: string, lat: number, lon: number) =>
  call(locationsHandler, '/api/user/locations', { cookie, body: { name, lat, lon } })

async function placesOf(cookie: string): Promise<MonitoredPlace[]> {
  const res = await call(locationsHandler, '/api/user/locations', { cookie })
  expect(res.status).toBe(200)
  return placesResponseSchema.parse(await res.json()).locations
}

/** Premium through the local demo grant; an anonymous account is made when `cookie` is null. */
async function demoPremium(cookie: string | null): Promise<string> {
  const res = await call(demoSubscribeHandler, '/api/demo/subscribe', { method: 'POST', cookie, headers: { 'content-type': 'application/json' } })
  expect(res.status).toBe(200)
  return cookie ?? setCookieOf(res)?.pair ?? ''
}

/** Signs `phone` in again on a device; the code's 60 s resend cooldown is not what is tested here. */
async function signInAgain(phone: string, device: string): Promise<string> {
  await query(`DELETE FROM rate_limit_hits`)
  return (await signIn(phone, { cookie: device })).pair
}

async function addAll(cookie: string, prefix: string, coordinates: Array<[number, number]>): Promise<void> {
  // One after the other, so created_at orders them as listed.
  for (const [i, [lat, lon]] of coordinates.entries()) expect((await addPlace(cookie, `${prefix} ${i + 1}`, lat, lon)).status).toBe(201)
}

// The local PGlite database answers every connection from one session, so inserts there can
// never race; this needs Debian's `postgresql` package, as alerts-concurrency.test.ts does.
describe.skipIf(bin === null)('the 10-place cap on a real PostgreSQL', () => {
  let pgServer: PostgresDatabase
  let restoreEnv: () => void

  beforeAll(async () => {
    pgServer = await realPostgresDatabase()
    restoreEnv = setEnv({ ...LOCAL_MODE, NETLIFY_DB_URL: pgServer.url, NETLIFY_DB_DRIVER: 'server' })
    resetServerEnv()
    await closeDatabase()
  }, 60_000)
  afterAll(async () => {
    await closeDatabase()
    await pgServer?.stop()
    restoreEnv?.()
    resetServerEnv()
  })
  beforeEach(async () => {
    await query(`TRUNCATE users, sign_in_codes, sms_outbox, rate_limit_hits CASCADE`)
  })

  it(`holds under 20 concurrent POST /api/user/locations racing an open insert: ${MAX_MONITORED_PLACES} places, the 20 answer 409`, async () => {
    const cookie = await demoPremium((await signIn(PHONE)).pair)
    const [user] = await query<{ id: string }>(`SELECT id FROM users WHERE phone_e164 = $1`, [PHONE])
    await query(
      `INSERT INTO monitored_places (user_id, name, lat, lon) SELECT $1, 'Seed ' || i, i, 0 FROM generate_series(1, 9) AS i`,
      [user?.id],
    )
    // Another transaction adds the tenth place and stays open: every request below counts 9
    // committed places, so only the database's own check can stop them.
    const other = new pg.Client({ connectionString: pgServer.url })
    const watcher = new pg.Client({ connectionString: pgServer.url })
    await Promise.all([other.connect(), watcher.connect()])
    try {
      await other.query('BEGIN')
      await other.query(`INSERT INTO monitored_places (user_id, name, lat, lon) VALUES ($1, 'Tenth', 10, 0)`, [user?.id])
      const answers = Promise.all(Array.from({ length: 20 }, (_, i) => addPlace(cookie, `Racer ${i}`, 40 + i / 100, -74)))
      // The requests wait on the open transaction (the pool runs up to 10 statements at once).
      const waiting = async () => (await watcher.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`)).rows[0]?.n
      await expect.poll(waiting, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(5)
      await other.query('COMMIT')
      const responses = await answers
      expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 409))
      expect(problemSchema.parse(await responses[0]?.json()).error).toBe('too_many_places')
    } finally {
      await Promise.all([other.end(), watcher.end()])
    }
    expect(await placesOf(cookie)).toHaveLength(MAX_MONITORED_PLACES)
  })

  it('holds for statements that bypass the API: a bulk insert of an eleventh place fails with check_violation', async () => {
    const cookie = await demoPremium((await signIn(PHONE)).pair)
    await addAll(cookie, 'Place', Array.from({ length: 9 }, (_, i) => [10 + i, 10] as [number, number]))
    const [user] = await query<{ id: string }>(`SELECT id FROM users WHERE phone_e164 = $1`, [PHONE])
    await expect(
      query(`INSERT INTO monitored_places (user_id, name, lat, lon) VALUES ($1, 'A', 1, 1), ($1, 'B', 2, 2)`, [user?.id]),
    ).rejects.toMatchObject({ code: '23514', constraint: 'monitored_places_per_user' })
    expect(await placesOf(cookie)).toHaveLength(9)
  })

  it("a merge keeps every place of the phone's account, then the device's in the order they were added, to 10", async () => {
    const phoneCookie = await demoPremium((await signIn(PHONE)).pair)
    await addAll(phoneCookie, 'Phone', Array.from({ length: 7 }, (_, i) => [50 + i, 1] as [number, number]))

    const device = await demoPremium(null)
    // The first of the device's is at the very spot of one of the phone's: it is not a second place.
    await addAll(device, 'Device', [[52, 1], [60, 2], [61, 2], [62, 2], [63, 2], [64, 2]])

    const merged = await signInAgain(PHONE, device)
    const names = (await placesOf(merged)).map((p) => p.name)
    expect(names).toEqual(['Phone 1', 'Phone 2', 'Phone 3', 'Phone 4', 'Phone 5', 'Phone 6', 'Phone 7', 'Device 2', 'Device 3', 'Device 4'])
    // The rest went with the anonymous account.
    expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM monitored_places`))[0]?.n).toBe(MAX_MONITORED_PLACES)
  })

  it("a merge into an account that already has 10 keeps those 10 and signs in", async () => {
    const phoneCookie = await demoPremium((await signIn(PHONE)).pair)
    await addAll(phoneCookie, 'Phone', Array.from({ length: 10 }, (_, i) => [20 + i, 3] as [number, number]))
    const device = await demoPremium(null)
    await addAll(device, 'Device', [[70, 4], [71, 4]])

    const merged = await signInAgain(PHONE, device)
    const places = await placesOf(merged)
    expect(places.map((p) => p.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Phone ${i + 1}`))
  })
})

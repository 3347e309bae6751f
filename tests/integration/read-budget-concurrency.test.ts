import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeUpstreamCall } from '../../netlify/server/air-quality/upstream-calls'
import { query } from '../../netlify/server/db'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { LOCAL_MODE } from './auth-helpers'
import { pointAtRealPostgres } from './real-postgres-env'

const bin = postgresBinaries()
const T = Date.UTC(2026, 10, 25, 13, 0, 0) / 1000

// Function instances count upstream calls in one shared row per window; on the local PGlite
// database every statement runs in one session, so only a real PostgreSQL shows whether
// racing instances can pass the limit. Skipped, and says so, without Debian's `postgresql`.
describe.skipIf(bin === null)('the global read budget under concurrent callers (real PostgreSQL)', () => {
  let pg: PostgresDatabase
  let leave: (() => Promise<void>) | undefined

  beforeAll(async () => {
    pg = await realPostgresDatabase()
    leave = await pointAtRealPostgres(pg, { ...LOCAL_MODE, })
  }, 60_000)
  afterAll(async () => {
    await leave?.()
  })

  it('40 callers at once against 10 a minute: exactly 10 pass, and the counters say 10', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 40 }, () => takeUpstreamCall('race', { perMinute: 10, perHour: 1000, perDay: 1000 }, T)),
    )
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10)
    expect(decisions.filter((d) => !d.allowed).every((d) => !d.allowed && d.window === 'minute' && d.retryAfterSeconds === 60)).toBe(true)
    const rows = await query<{ window_key: string; calls: number }>(`SELECT window_key, calls FROM upstream_call_windows ORDER BY window_key`)
    expect(rows.map((r) => r.calls)).toEqual([10, 10, 10])
  })
})

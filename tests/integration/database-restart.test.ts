import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import currentHandler from '../../netlify/functions/air-quality-current'
import { query } from '../../netlify/server/db'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { deployEnv } from '../support/deploy-env'
import { postgresBinaries, startRealPostgres, type RealPostgres } from '../support/real-postgres'
import { pointAtRealPostgres } from './real-postgres-env'

const bin = postgresBinaries()

// A database restart drops every pooled connection. pg's pool then emits 'error' for each idle
// one; without a listener that event is thrown and the instance dies (vitest reports it as an
// unhandled error and fails this file). Needs Debian's `postgresql` package, as
// alerts-concurrency.test.ts does; skipped, and says so, without it.
describe.skipIf(bin === null)('the database restarts under a running instance (real PostgreSQL)', () => {
  let pg: RealPostgres
  let openMeteo: FakeOpenMeteo
  let leave: (() => Promise<void>) | undefined

  beforeAll(async () => {
    pg = await startRealPostgres(bin ?? '')
    openMeteo = await startFakeOpenMeteo()
    leave = await pointAtRealPostgres(pg, { ...deployEnv({ openMeteo: openMeteo.url }), })
  }, 60_000)
  afterAll(async () => {
    await leave?.()
    await openMeteo?.close()
  })

  it('survives pg_ctl stop -m fast + start: the pool reports the lost connections, the next query and request succeed', async () => {
    // Several connections at once, so the pool holds several idle ones when the server goes.
    const before = await Promise.all(
      Array.from({ length: 4 }, () => query<{ pid: number }>(`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`)),
    )
    const oldPids = new Set(before.map((rows) => rows[0]?.pid))
    expect(oldPids.size).toBe(4)

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      await pg.restart()
      // Each idle connection was told "terminating connection due to administrator command".
      await expect.poll(() => warn.mock.calls.length, { timeout: 5000 }).toBe(4)
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^database: a connection failed \(57P01: terminating connection/)
    } finally {
      warn.mockRestore()
    }

    const [after] = await query<{ pid: number; one: number }>(`SELECT pg_backend_pid() AS pid, 1 AS one`)
    expect(after?.one).toBe(1)
    expect(oldPids.has(after?.pid)).toBe(false)

    const res = await currentHandler(new Request('https://airahead.example/api/air-quality/current?lat=48.85&lon=2.35', {
      headers: { 'x-nf-client-connection-ip': '203.0.113.9' },
    }))
    expect(res.status).toBe(200)
    expect((await query<{ n: number }>(`SELECT count(*)::int AS n FROM air_quality_cache`))[0]?.n).toBe(1)
  }, 60_000)
})

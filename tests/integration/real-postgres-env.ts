import { closeDatabase } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import type { PostgresDatabase } from '../support/real-postgres'
import { setEnv } from './auth-helpers'

/**
 * Points the functions at a real PostgreSQL (tests/support/real-postgres.ts) with `env` for
 * the rest of a file. The function it returns, for afterAll, closes the pool, drops the
 * database (or stops the server) and restores the environment.
 */
export async function pointAtRealPostgres(pg: PostgresDatabase, env: Record<string, string | undefined>): Promise<() => Promise<void>> {
  const restore = setEnv({ ...env, NETLIFY_DB_URL: pg.url, NETLIFY_DB_DRIVER: 'server' })
  resetServerEnv()
  await closeDatabase()
  return async () => {
    await closeDatabase()
    await pg.stop()
    restore()
    resetServerEnv()
  }
}

import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { NetlifyDB } from '@netlify/database-dev'
import { fileURLToPath } from 'node:url'
import { startLocalDatabase } from '../../scripts/local-database.mjs'
import { closeDatabase, query } from '../../netlify/server/db'

/**
 * A real local Postgres (Netlify's PGlite server, in memory) for one test file, with
 * every migration applied, emptied before each test.
 */
export function useTestDatabase(): void {
  let db: NetlifyDB
  beforeAll(async () => {
    db = await startLocalDatabase({ root: fileURLToPath(new URL('../..', import.meta.url)), directory: null, log: () => {} })
  })
  beforeEach(async () => {
    const tables = await query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
    )
    if (tables.length > 0) await query(`TRUNCATE ${tables.map((t) => `"${t.tablename}"`).join(', ')} CASCADE`)
  })
  afterAll(async () => {
    await closeDatabase()
    await db.stop()
    delete process.env.NETLIFY_DB_URL
  })
}

/** Number of rows in a table, for "nothing was written" assertions. */
export async function rowCount(table: string): Promise<number> {
  const rows = await query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`)
  return rows[0]?.n ?? 0
}

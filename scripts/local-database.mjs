import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { NetlifyDB } from '@netlify/database-dev'

/**
 * Starts the local Netlify Database (PGlite behind a Postgres wire server), applies
 * every migration — the Netlify tooling does not apply them by itself — and points
 * `@netlify/database` at it through NETLIFY_DB_URL. `directory: null` keeps the data
 * in memory (tests); otherwise it persists there across restarts.
 */
export async function startLocalDatabase({ root, directory, log = console.log }) {
  if (directory) mkdirSync(directory, { recursive: true })
  const db = new NetlifyDB({ ...(directory ? { directory } : {}), logger: () => {} })
  const url = await db.start()
  const applied = await db.applyMigrations(join(root, 'netlify', 'database', 'migrations'))
  process.env.NETLIFY_DB_URL = url
  process.env.NETLIFY_DB_DRIVER = 'server'
  if (applied.length > 0) log(`Database: applied ${applied.length} migration(s): ${applied.join(', ')}`)
  return db
}

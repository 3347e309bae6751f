import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { NetlifyDB } from '@netlify/database-dev'

/**
 * The local server writes each protocol message separately; with Nagle's algorithm on,
 * every parameterised query then waits out the client's delayed ACK (~40 ms). Netlify's
 * class keeps its net.Server private, so reach it by name and fail loudly if it moves.
 */
function disableNagle(db) {
  const server = db['server']
  if (!server || typeof server.on !== 'function') throw new Error('NetlifyDB no longer exposes its server: update disableNagle')
  server.on('connection', (socket) => socket.setNoDelay(true))
}

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
  disableNagle(db)
  const applied = await db.applyMigrations(join(root, 'netlify', 'database', 'migrations'))
  process.env.NETLIFY_DB_URL = url
  process.env.NETLIFY_DB_DRIVER = 'server'
  if (applied.length > 0) log(`Database: applied ${applied.length} migration(s): ${applied.join(', ')}`)
  return db
}

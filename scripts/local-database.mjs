import diagnostics from 'node:diagnostics_channel'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { NetlifyDB } from '@netlify/database-dev'

/**
 * The local server writes each protocol message separately; with Nagle's algorithm on,
 * every parameterised query then waits out the client's delayed ACK (44 ms a query here, 0.7 ms
 * without). Netlify's class keeps its net.Server private, so every TCP connection this process
 * accepts gets TCP_NODELAY through Node's public `net.server.socket` diagnostics channel (the
 * local server's own HTTP sockets have it already).
 */
const noDelay = ({ socket }) => socket.setNoDelay(true)
function disableNagle() {
  if (!diagnostics.hasSubscribers('net.server.socket')) diagnostics.subscribe('net.server.socket', noDelay)
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
  disableNagle()
  const url = await db.start()
  const applied = await db.applyMigrations(join(root, 'netlify', 'database', 'migrations'))
  process.env.NETLIFY_DB_URL = url
  process.env.NETLIFY_DB_DRIVER = 'server'
  if (applied.length > 0) log(`Database: applied ${applied.length} migration(s): ${applied.join(', ')}`)
  return db
}

import { getDatabase, type DatabaseConnection } from '@netlify/database'
import type pg from 'pg'

let connection: DatabaseConnection | undefined

/**
 * Keeps a pool's idle-connection errors from crashing the instance. When the database
 * restarts or drops a connection, pg's pool emits 'error' for the idle client it then
 * discards; an EventEmitter 'error' nobody listens to is thrown, and ends the process
 * (node-postgres docs, "Pool: events: error"). The next query opens a new connection, so
 * logging is all there is to do. A warning, not an error: the instance recovers by itself.
 */
export function survivePoolErrors(emitter: { on(event: 'error', listener: (error: Error) => void): unknown }): void {
  emitter.on('error', (error: Error & { code?: string }) => {
    console.warn(`database: a connection failed (${error.code ?? 'no code'}: ${error.message}); it is dropped and the next query opens a new one`)
  })
}

/**
 * One connection pool per function instance: `getDatabase()` builds a new pool on
 * every call, so it is called once and kept.
 */
function database(): DatabaseConnection {
  if (!connection) {
    connection = getDatabase()
    survivePoolErrors(connection.pool as pg.Pool)
  }
  return connection
}

/**
 * Runs one parameterised statement. Both drivers' pools (pg locally, Neon's
 * pg-compatible Pool in production) share pg's `query(text, values)` signature.
 */
export async function query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const pool = database().pool as pg.Pool
  const result = await pool.query<Row>(text, values)
  return result.rows
}

/** Closes the pool (tests, scripts); the next query opens a new one. */
export async function closeDatabase(): Promise<void> {
  const current = connection
  connection = undefined
  await current?.pool.end()
}

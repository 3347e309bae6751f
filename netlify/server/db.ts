import { getDatabase, type DatabaseConnection } from '@netlify/database'
import type pg from 'pg'

let connection: DatabaseConnection | undefined

/**
 * One connection pool per function instance: `getDatabase()` builds a new pool on
 * every call (notes/database.md), so it is called once and kept.
 */
function database(): DatabaseConnection {
  connection ??= getDatabase()
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

import { getDatabase } from '@netlify/database'
import type pg from 'pg'
import { survivePoolErrors } from '../db'

/** One connection inside BEGIN … COMMIT: every statement of a transaction goes through it. */
export interface Tx {
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>
}

/**
 * Runs `work` in one transaction: COMMIT when it returns, ROLLBACK when it throws.
 *
 * `db.query` answers each statement from a shared pool, so a transaction needs one
 * connection of its own (notes/database.md §4). It gets a short-lived pool of its own, as
 * the notes show, ended right after: transactions here are rare (sign-in, webhooks,
 * account deletion), and a pool nobody ends would outlive the database in tests. Both
 * drivers' pools share pg's `connect()`/`query(text, values)` signatures.
 */
export async function withTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const pool = getDatabase().pool as pg.Pool
  survivePoolErrors(pool)
  try {
    const client = await pool.connect()
    // A connection lost between two statements must fail this transaction, not the instance.
    survivePoolErrors(client)
    try {
      await client.query('BEGIN')
      const tx: Tx = {
        query: async <Row extends object>(text: string, values: unknown[] = []) =>
          (await client.query<Row>(text, values)).rows,
      }
      const result = await work(tx)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  } finally {
    await pool.end()
  }
}

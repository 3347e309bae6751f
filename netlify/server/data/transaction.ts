import { getDatabase } from '@netlify/database'
import type pg from 'pg'
import { query, survivePoolErrors } from '../db'

/**
 * Something that runs one parameterised statement: the shared pool (`database`) or one
 * transaction's connection (`Tx`). The data modules take one, so a caller decides whether
 * their statements share a transaction.
 */
export interface Queryable {
  query<Row extends object>(text: string, values?: unknown[]): Promise<Row[]>
}

/** One connection inside BEGIN … COMMIT: every statement of a transaction goes through it. */
export type Tx = Queryable

/** The shared pool (db.ts): each statement on its own, no transaction. */
export const database: Queryable = { query }

/**
 * Runs `work` in one transaction: COMMIT when it returns, ROLLBACK when it throws.
 *
 * `db.query` answers each statement from a shared pool, so a transaction needs one
 * connection of its own. It gets a short-lived pool of its own, ended right after
 * (decision 044): a pool nobody ends would outlive the
 * database in tests. Both drivers' pools share pg's `connect()`/`query(text, values)` signatures.
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

/** Counts the statements sent through `db` (the alert job reports its database round trips). */
export function countingQueries(db: Queryable, counter: { dbQueries: number }): Queryable {
  return {
    query: <Row extends object>(text: string, values?: unknown[]) => {
      counter.dbQueries++
      return db.query<Row>(text, values)
    },
  }
}

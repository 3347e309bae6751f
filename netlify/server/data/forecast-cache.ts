import { z } from 'zod'
import { CACHE_TTL_SECONDS, storedForecastSchema } from '../air-quality/forecast-store'
import type { CellForecast } from '../providers/air-quality/types'
import type { Queryable } from './transaction'

const cacheRowSchema = z.object({ cell_key: z.string(), payload: z.unknown(), fresh: z.boolean() })

export interface CachedForecasts {
  fresh: Map<string, CellForecast>
  /** Past their time to live: served only when the provider fails (MAX_STALE_SECONDS). */
  stale: Map<string, CellForecast>
}

/** The cached forecasts of many cells (keys) of one provider, in one statement; `now` in unix s. */
export async function readCachedForecasts(db: Queryable, providerId: string, keys: readonly string[], now: number): Promise<CachedForecasts> {
  const fresh = new Map<string, CellForecast>()
  const stale = new Map<string, CellForecast>()
  const rows = await db.query(
    `SELECT cell_key, payload, expires_at > to_timestamp($3) AS fresh
       FROM air_quality_cache WHERE provider = $1 AND cell_key = ANY($2::text[])`,
    [providerId, keys, now],
  )
  for (const raw of rows) {
    const row = cacheRowSchema.parse(raw)
    // A row written by an older deploy may not fit today's shape: treat it as a miss.
    const parsed = storedForecastSchema.safeParse(row.payload)
    if (!parsed.success) continue
    ;(row.fresh ? fresh : stale).set(row.cell_key, parsed.data)
  }
  return { fresh, stale }
}

/** Stores many cells' forecasts in one statement, each fresh for CACHE_TTL_SECONDS from its fetch. */
export async function storeForecasts(db: Queryable, providerId: string, list: readonly CellForecast[]): Promise<void> {
  if (list.length === 0) return
  await db.query(
    `INSERT INTO air_quality_cache (provider, cell_key, payload, fetched_at, expires_at)
     SELECT $1, x.key, x.payload, to_timestamp(x.fetched_at), to_timestamp(x.fetched_at + $3)
       FROM jsonb_to_recordset($2::jsonb) AS x(key text, payload jsonb, fetched_at float8)
     ON CONFLICT (provider, cell_key) DO UPDATE
       SET payload = EXCLUDED.payload, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
    [providerId, JSON.stringify(list.map((f) => ({ key: f.cell.key, payload: f, fetched_at: f.fetchedAt }))), CACHE_TTL_SECONDS],
  )
}

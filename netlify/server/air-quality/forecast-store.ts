import { z } from 'zod'
import { sourceSchema } from '../../../src/domain/contracts/air-quality'
import { isTimeZone } from '../../../src/domain/time/time-zone'
import { query } from '../db'
import { err, ok, type Result, type UpstreamError } from '../result'
import { predatesRun } from '../../../src/domain/forecast/model-run'
import type { AirQualityProvider, CellForecast, GridCell } from '../providers/air-quality/types'
import { latestModelRun } from './model-runs'

/**
 * How long a fetched forecast is served before the provider is asked again. The
 * models behind the providers publish new runs at most hourly (CAMS: twice a day),
 * so an hour keeps every reading under an hour old at one call per cell per hour.
 * Where the provider publishes its model runs, a row that predates the latest run is
 * fetched again sooner (decision 153).
 */
export const CACHE_TTL_SECONDS = 3600
/** When the provider fails, a cached forecast up to this old is served, with its age shown. */
export const MAX_STALE_SECONDS = 6 * 3600

const nullableNumber = z.number().nullable()
/**
 * A cached forecast as `CellForecast` has it. Rows of older deploys that do not fit — no IANA
 * zone, or hours stamped off the whole UTC hour as Open-Meteo's `timezone=auto` did in India —
 * are misses (decision 140).
 */
export const storedForecastSchema = z.object({
  cell: z.object({ key: z.string(), lat: z.number(), lon: z.number() }),
  hours: z.array(
    z.object({
      dt: z.number().refine((dt) => dt % 3600 === 0, { error: 'an hour must start on a whole UTC hour' }),
      components: z.object({
        pm2_5: nullableNumber, pm10: nullableNumber, o3: nullableNumber, no2: nullableNumber,
        so2: nullableNumber, co: nullableNumber, no: nullableNumber, nh3: nullableNumber,
      }),
    }),
  ),
  timezone: z.string().refine(isTimeZone, { error: 'not a time zone this runtime knows' }),
  source: sourceSchema,
  fetchedAt: z.number(),
  modelRun: z.object({ model: z.string(), initialisedAt: z.number(), availableAt: z.number() }).optional(),
})

/**
 * A cached forecast is current while it is within its time to live and, where the provider
 * publishes model runs, was fetched after the latest run settled (decision 153).
 */
export async function isCurrent(provider: AirQualityProvider, forecast: CellForecast, fresh: boolean, now: number): Promise<boolean> {
  if (!fresh) return false
  const run = await latestModelRun(provider, now)
  return run === null || !predatesRun(forecast.fetchedAt, run)
}

/** The forecasts with the run they came from (the newest published when they were fetched), when known. */
export function withModelRun(forecasts: readonly CellForecast[], run: CellForecast['modelRun'] | null): CellForecast[] {
  return run ? forecasts.map((forecast) => ({ ...forecast, modelRun: run })) : [...forecasts]
}

export interface StoredForecast {
  forecast: CellForecast
  /** True when the provider failed, or a budget refused the call, and an older cached forecast is served instead. */
  stale: boolean
}

/** A cache miss the read budgets did not let call the provider (decision 120). */
export interface BudgetRefusal {
  kind: 'budget'
  scope: 'client' | 'global'
  retryAfterSeconds: number
}

export type ForecastError = UpstreamError | BudgetRefusal

/** Asked before a cache miss calls the provider. */
export type AdmitMiss = () => Promise<{ allowed: true } | { allowed: false; scope: 'client' | 'global'; retryAfterSeconds: number }>

/**
 * Rows pruned by each read's write: it adds at most one row and removes up to this many
 * that no reader may use any more, so reads alone never grow the table past what the last
 * MAX_STALE_SECONDS wrote; the hourly prune takes the rest (decision 120).
 */
export const PRUNE_PER_WRITE = 20

interface CacheRow { payload: unknown; fresh: boolean }

const inFlight = new Map<string, Promise<Result<StoredForecast, ForecastError>>>()

async function readCache(providerId: string, cell: GridCell, now: number) {
  const rows = await query<CacheRow>(
    `SELECT payload, expires_at > to_timestamp($3) AS fresh
       FROM air_quality_cache WHERE provider = $1 AND cell_key = $2`,
    [providerId, cell.key, now],
  )
  const row = rows[0]
  if (!row) return null
  // A row written by an older deploy may not fit today's shape: treat it as a miss.
  const parsed = storedForecastSchema.safeParse(row.payload)
  return parsed.success ? { forecast: parsed.data, fresh: row.fresh } : null
}

async function fetchAndStore(provider: AirQualityProvider, cell: GridCell, now: number) {
  // Asked beside the fetch (it never rejects), and awaited only to label a forecast that came.
  const run = latestModelRun(provider, now)
  // Shared by every caller waiting on this cell, so no one caller's abort may cancel
  // it; the provider's own timeout bounds it.
  const result = await provider.fetchHourly([cell], { signal: new AbortController().signal, now })
  if (!result.ok) return result
  const forecast = withModelRun(result.value.slice(0, 1), await run)[0]
  if (!forecast) return err({ kind: 'malformed' as const, upstream: provider.id, message: 'The provider returned no data for this place.' })
  await query(
    `WITH pruned AS (
       DELETE FROM air_quality_cache
        WHERE (provider, cell_key) IN (
          SELECT provider, cell_key FROM air_quality_cache
           WHERE fetched_at < to_timestamp($4::float8 - $6::float8) AND NOT (provider = $1 AND cell_key = $2)
           ORDER BY fetched_at LIMIT $7)
     )
     INSERT INTO air_quality_cache (provider, cell_key, payload, fetched_at, expires_at)
     VALUES ($1, $2, $3, to_timestamp($4), to_timestamp($4 + $5))
     ON CONFLICT (provider, cell_key) DO UPDATE
       SET payload = EXCLUDED.payload, fetched_at = EXCLUDED.fetched_at, expires_at = EXCLUDED.expires_at`,
    [provider.id, cell.key, JSON.stringify(forecast), forecast.fetchedAt, CACHE_TTL_SECONDS, MAX_STALE_SECONDS, PRUNE_PER_WRITE],
  )
  return ok(forecast)
}

async function loadCellForecast(
  provider: AirQualityProvider,
  cell: GridCell,
  now: number,
  admitMiss: AdmitMiss,
): Promise<Result<StoredForecast, ForecastError>> {
  const cached = await readCache(provider.id, cell, now)
  if (cached && (await isCurrent(provider, cached.forecast, cached.fresh, now))) return ok({ forecast: cached.forecast, stale: false })
  const admission = await admitMiss()
  const fetched: Result<CellForecast, ForecastError> = admission.allowed
    ? await fetchAndStore(provider, cell, now)
    : err({ kind: 'budget', scope: admission.scope, retryAfterSeconds: admission.retryAfterSeconds })
  if (fetched.ok) return ok({ forecast: fetched.value, stale: false })
  // A row within its time to live that a newer run replaces is still today's answer: served as before.
  if (cached?.fresh) return ok({ forecast: cached.forecast, stale: false })
  if (cached && now - cached.forecast.fetchedAt <= MAX_STALE_SECONDS) {
    return ok({ forecast: cached.forecast, stale: true })
  }
  return fetched
}

const admitAll: AdmitMiss = async () => ({ allowed: true })

/**
 * The hourly forecast of one cell: from the shared database cache while it is fresh and no
 * newer model run has been published since it was fetched (decision 153), else — when `admitMiss` allows the call — from the provider, else (provider failed or
 * call refused) the last cached forecast if it is recent. Concurrent calls for one cell in
 * one instance share a single lookup, so a burst of misses costs one upstream call and one
 * admission. Without `admitMiss` every miss may call (a fixed place, such as the
 * screenshots page's). `now` is unix seconds.
 */
export function cellForecast(provider: AirQualityProvider, cell: GridCell, now: number): Promise<Result<StoredForecast>>
export function cellForecast(provider: AirQualityProvider, cell: GridCell, now: number, admitMiss: AdmitMiss): Promise<Result<StoredForecast, ForecastError>>
export async function cellForecast(
  provider: AirQualityProvider,
  cell: GridCell,
  now: number,
  admitMiss: AdmitMiss = admitAll,
): Promise<Result<StoredForecast, ForecastError>> {
  const key = `${provider.id}:${cell.key}`
  const shared = inFlight.get(key)
  if (shared) {
    const result = await shared
    // The caller that led was refused by a budget; this caller is admitted (or not) on its own.
    if (!result.ok && result.error.kind === 'budget') return cellForecast(provider, cell, now, admitMiss)
    return result
  }
  const pending = loadCellForecast(provider, cell, now, admitMiss).finally(() => inFlight.delete(key))
  inFlight.set(key, pending)
  return pending
}

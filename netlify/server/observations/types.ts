import type { Observation, ObservationNetwork, Station } from '../../../src/domain/observations/types'
import type { Result } from '../result'

export interface ObservationCallOptions {
  signal: AbortSignal
  /** Current time, unix seconds (the simulated adapter derives its data from it). */
  now: number
  /**
   * Asked before every upstream request (each page counts): false when the network's shared
   * request budget is spent, and the adapter then stops with a `rate-limited` error.
   */
  admit: () => Promise<boolean>
}

/**
 * The observation port: measured hourly PM2.5 near a place, one adapter per network
 * (docs/decisions/160-observation-networks-on-a-deploy.md). Adapters map the vendor's stations
 * and values to the shared types; flags that need the whole series (indoor, stale, stuck,
 * out-of-range) are added by `flagObservations` when the cache is read, flags only the vendor
 * data can tell (`channel-disagreement`) by the adapter.
 */
export interface ObservationProvider {
  id: ObservationNetwork
  /** What a person reads as the source, e.g. "OpenAQ". */
  name: string
  /** Stations measuring PM2.5 within `radiusKm` of `center`, in any order. */
  stationsNear(center: { lat: number; lon: number }, radiusKm: number, options: ObservationCallOptions): Promise<Result<Station[]>>
  /**
   * Hourly PM2.5 of `stations` (this adapter's own) for the hours starting in
   * [fromDt, toDt] (unix s, whole UTC hours). Hours a station did not report are absent.
   */
  hourly(stations: readonly Station[], fromDt: number, toDt: number, options: ObservationCallOptions): Promise<Result<Observation[]>>
}

/** Where a real adapter sends its requests, and how long each may take. */
export interface AdapterConfig {
  baseUrl: string
  timeoutMs: number
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch
}

export const HOUR_SECONDS = 3600

/** A whole UTC hour (unix s) as ISO 8601, e.g. "2026-11-26T01:00:00Z". */
export const isoHour = (dt: number) => new Date(dt * 1000).toISOString().replace('.000Z', 'Z')

/** The start of the UTC hour holding `t` (unix s). */
export const hourOf = (t: number) => Math.floor(t / HOUR_SECONDS) * HOUR_SECONDS

/** A bounding box around a centre, degrees: the smallest that holds the circle of `radiusKm`. */
export function boundingBox(center: { lat: number; lon: number }, radiusKm: number) {
  const dLat = radiusKm / 111.32
  const dLon = radiusKm / (111.32 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)))
  const round = (x: number) => Math.round(x * 1e4) / 1e4
  return {
    minLat: round(Math.max(-90, center.lat - dLat)),
    maxLat: round(Math.min(90, center.lat + dLat)),
    minLon: round(Math.max(-180, center.lon - dLon)),
    maxLon: round(Math.min(180, center.lon + dLon)),
  }
}

/** Refuses the next request when the budget is spent, as a value the caller logs. */
export function budgetSpent(upstream: string) {
  return { ok: false as const, error: { kind: 'rate-limited' as const, upstream, message: `${upstream} request budget is spent for now` } }
}

import { nowcast } from '../aqi/nowcast'
import type { Observation, StationKind, StationSeries } from '../observations/types'

const HOUR_SECONDS = 3600
const NOWCAST_HOURS = 12

/** A station's "now": its EPA NowCast at its latest usable hour. */
export interface StationNowcast {
  /** Start of the latest usable hour, unix s. */
  hour: number
  /** Minutes from the end of that hour to `now`. */
  ageMinutes: number
  /** µg/m³. */
  pm2_5: number
}

/**
 * May this hour feed a "now" at `now` (unix s)? Only an hour that has ended, carries no flag
 * (stale, stuck, indoor, channel disagreement, out of range: `Observation.flags`), holds a
 * finite, non-negative value and, from a low-cost sensor, went through a correction.
 */
export function isUsableObservation(observation: Observation, kind: StationKind, now: number): boolean {
  return (
    observation.flags.length === 0 &&
    (kind === 'regulatory' || observation.correction !== undefined) &&
    observation.dt + HOUR_SECONDS <= now &&
    Number.isFinite(observation.pm2_5) &&
    observation.pm2_5 >= 0
  )
}

/**
 * EPA's PM NowCast (`nowcast('pm', …)`, src/domain/aqi/nowcast.ts: 12 hours, weight factor
 * min/max at least 0.5, valid when 2 of the 3 most recent hours are present) of a station's
 * usable hours, at its latest usable hour — as AirNow and the Fire and Smoke Map report a
 * monitor's or a corrected sensor's current value.
 * @returns null when the station has no usable hour or its NowCast is not defined there
 */
export function stationNowcast(series: StationSeries, now: number): StationNowcast | null {
  const usable = series.observations.filter((o) => isUsableObservation(o, series.station.kind, now))
  if (usable.length === 0) return null
  const hour = Math.max(...usable.map((o) => o.dt))
  const newestFirst: (number | null)[] = Array.from({ length: NOWCAST_HOURS }, () => null)
  for (const o of usable) {
    const hoursAgo = Math.round((hour - o.dt) / HOUR_SECONDS)
    if (hoursAgo < NOWCAST_HOURS) newestFirst[hoursAgo] = o.pm2_5
  }
  const pm2_5 = nowcast('pm', newestFirst)
  if (pm2_5 === null) return null
  return { hour, ageMinutes: Math.floor((now - hour - HOUR_SECONDS) / 60), pm2_5 }
}

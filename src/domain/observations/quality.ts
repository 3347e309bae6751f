import { OBSERVATION_FLAGS } from './types'
import type { Observation, ObservationFlag, Station, StationSeries } from './types'

const HOUR_SECONDS = 3600

/**
 * How old the newest hour of a station may be for its measurements to feed a "now": the hour
 * must have ended at most 2 h before `now` (docs/decisions/161-observation-age-and-distance.md).
 * AirNow publishes the previous hour 10–30 min past the hour (docs.airnowapi.org/faq) and
 * OpenAQ relays it after its own fetch, so a working monitor is always within this; a
 * station past it has stopped reporting, and the model is the better guess.
 */
export const MAX_OBSERVATION_AGE_SECONDS = 2 * HOUR_SECONDS

/**
 * Consecutive hours with exactly the same value (to 0.1 µg/m³) after which a sensor counts as
 * stuck (decision 162). A low-cost sensor's hourly mean of ~30 readings does not repeat for
 * 4 h unless the counter hangs; regulatory monitors report whole or tenth µg/m³ and repeat a
 * low value for hours in clean air, so they get 12 h.
 */
export const STUCK_HOURS: Readonly<Record<Station['kind'], number>> = { 'low-cost': 4, regulatory: 12 }

/**
 * The plausible range of an hourly PM2.5 value, µg/m³. The low-cost sensors' specified range
 * is 0–1,000 (Plantower PMS5003 in PurpleAir, Nova SDS011 in Sensor.Community up to 999.9);
 * AirNow sends −999 for a missing value. Outside it the value is `out-of-range`.
 */
export const PM25_RANGE_UG_M3 = { min: 0, max: 1000 } as const

/**
 * The observations of one station, oldest first, each with every flag that applies at `now`
 * (unix s) added to the flags it came with (an adapter's `channel-disagreement`):
 * - `indoor`: the station is indoors (all of its hours);
 * - `out-of-range`: negative, not a number, or above 1,000 µg/m³;
 * - `stuck`: part of a run of identical values over STUCK_HOURS consecutive hours;
 * - `stale`: the station's newest hour ended more than MAX_OBSERVATION_AGE_SECONDS before `now`
 *   (it stopped reporting, so none of its hours anchors a "now").
 * Flagged hours are kept, so a reader can show why a station was left out.
 */
export function flagObservations(station: Station, observations: readonly Observation[], now: number): Observation[] {
  const sorted = [...observations].sort((a, b) => a.dt - b.dt)
  const newest = sorted.at(-1)
  const stale = newest === undefined || newest.dt + HOUR_SECONDS < now - MAX_OBSERVATION_AGE_SECONDS
  const stuck = stuckHours(sorted, STUCK_HOURS[station.kind])
  return sorted.map((observation, i) => {
    const flags = new Set<ObservationFlag>(observation.flags)
    if (station.indoor) flags.add('indoor')
    if (!(observation.pm2_5 >= PM25_RANGE_UG_M3.min && observation.pm2_5 <= PM25_RANGE_UG_M3.max)) flags.add('out-of-range')
    if (stuck.has(i)) flags.add('stuck')
    if (stale) flags.add('stale')
    return { ...observation, flags: OBSERVATION_FLAGS.filter((flag) => flags.has(flag)) }
  })
}

/** Indexes of the hours in runs of at least `minHours` consecutive hours with one value. */
function stuckHours(sorted: readonly Observation[], minHours: number): Set<number> {
  const stuck = new Set<number>()
  let start = 0
  for (let i = 1; i <= sorted.length; i++) {
    const previous = sorted[i - 1]
    const current = sorted[i]
    const continues =
      current !== undefined && previous !== undefined && current.dt === previous.dt + HOUR_SECONDS && tenths(current.pm2_5) === tenths(previous.pm2_5)
    if (continues) continue
    if (i - start >= minHours) for (let j = start; j < i; j++) stuck.add(j)
    start = i
  }
  return stuck
}

const tenths = (value: number) => Math.round(value * 10)

/**
 * The hours of a series that may feed a "now" at `now` (unix s), oldest first: those without
 * any flag, and only while the newest of them ended within MAX_OBSERVATION_AGE_SECONDS. An
 * indoor, stale, stuck, disagreeing or out-of-range hour never does; a station whose good
 * hours are all old gives none.
 */
export function observationsForNow(series: StationSeries, now: number): Observation[] {
  const clean = series.observations.filter((o) => o.flags.length === 0).sort((a, b) => a.dt - b.dt)
  const newest = clean.at(-1)
  if (newest === undefined || newest.dt + HOUR_SECONDS < now - MAX_OBSERVATION_AGE_SECONDS) return []
  return clean
}

/** The newest hour of a series that may feed a "now", or null. */
export function latestObservationForNow(series: StationSeries, now: number): Observation | null {
  return observationsForNow(series, now).at(-1) ?? null
}

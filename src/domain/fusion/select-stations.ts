import type { StationSeries } from '../observations/types'
import type { StationChoices, StationLimits } from './types'
import { stationNowcast, type StationNowcast } from './station-nowcast'

/**
 * Decision 165. Regulatory monitors within 25 km: AirNow reports a reporting area from the
 * monitors in and around it, and regional smoke and winter smog vary over tens of km.
 * Corrected low-cost sensors within 10 km: there are many of them, so the near ones are enough,
 * and a street-level sensor says little about a place further away. Age 3 h: the NowCast needs
 * 2 of the 3 latest hours, and the replay's persistence holds a value no longer (decision 148).
 */
export const DEFAULT_STATION_LIMITS: StationLimits = { regulatoryKm: 25, lowCostKm: 10, maxAgeMinutes: 180, maxStations: 3 }

/** A station that may feed the "now", with its NowCast. */
export interface SelectedStation {
  series: StationSeries
  now: StationNowcast
}

const byDistance = (a: SelectedStation, b: SelectedStation) => a.series.distanceKm - b.series.distanceKm

/**
 * The stations whose measurements make a place's "now" at `now` (unix s):
 * 1. excluded stations and indoor ones are never used; nor is a station whose latest usable
 *    hour (`isUsableObservation`: ended, no flags, corrected if low-cost) is older than the age
 *    limit, or whose NowCast is not defined there;
 * 2. the person's pinned stations, in their order, when any is valid (at any distance: the
 *    person chose it);
 * 3. otherwise the nearest regulatory monitors within their limit;
 * 4. only when there is none, the nearest corrected low-cost sensors within theirs.
 * @returns at most `limits.maxStations`; empty when nothing valid is near
 */
export function selectStations(
  nearby: readonly StationSeries[],
  now: number,
  choices: StationChoices,
  limits: StationLimits = DEFAULT_STATION_LIMITS,
): SelectedStation[] {
  const excluded = new Set(choices.excludedIds)
  const valid: SelectedStation[] = []
  for (const series of nearby) {
    const { station } = series
    if (excluded.has(station.id) || station.indoor) continue
    const latest = stationNowcast(series, now)
    if (latest !== null && latest.ageMinutes <= limits.maxAgeMinutes) valid.push({ series, now: latest })
  }
  const pinned = choices.pinnedIds.flatMap((id) => valid.filter((s) => s.series.station.id === id))
  if (pinned.length > 0) return pinned.slice(0, limits.maxStations)
  const within = (kind: 'regulatory' | 'low-cost', km: number) =>
    valid.filter((s) => s.series.station.kind === kind && s.series.distanceKm <= km).sort(byDistance)
  const regulatory = within('regulatory', limits.regulatoryKm)
  const chosen = regulatory.length > 0 ? regulatory : within('low-cost', limits.lowCostKm)
  return chosen.slice(0, limits.maxStations)
}

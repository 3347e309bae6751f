import type { SelectedStation } from './select-stations'
import type { StationUsed } from './types'

/** Distances below this count as this, km: a monitor at the place does not take all the weight by 1/d² → ∞. */
const MIN_DISTANCE_KM = 1

/** A place's measured "now": the selected stations' NowCasts combined. */
export interface MeasuredNow {
  /** Start of the latest hour any used station measured, unix s. */
  hour: number
  /** µg/m³. */
  pm2_5: number
  stations: StationUsed[]
}

/**
 * Combines the selected stations' NowCasts by inverse-distance-squared weights, w = 1 / d²
 * (d at least 1 km), as AirFuse's neighbour averaging spreads monitor values and biases
 * (US EPA, barronh/airfuse: "interpolated from Voronoi neighbors using inverse distance
 * weights"). One station is its own NowCast.
 * @returns null when no station was selected
 */
export function measuredNow(selected: readonly SelectedStation[]): MeasuredNow | null {
  if (selected.length === 0) return null
  const weights = selected.map((s) => 1 / Math.max(s.series.distanceKm, MIN_DISTANCE_KM) ** 2)
  const total = weights.reduce((sum, w) => sum + w, 0)
  const stations = selected.map((s, i): StationUsed => {
    const { station, distanceKm, observations } = s.series
    const correction = observations.find((o) => o.dt === s.now.hour)?.correction
    return {
      id: station.id, name: station.name, network: station.network, kind: station.kind, distanceKm,
      ageMinutes: s.now.ageMinutes, ...(correction === undefined ? {} : { correction }),
      nowcastPm2_5: s.now.pm2_5, weight: (weights[i] ?? 0) / total,
    }
  })
  return {
    hour: Math.max(...selected.map((s) => s.now.hour)),
    pm2_5: stations.reduce((sum, s) => sum + s.weight * s.nowcastPm2_5, 0),
    stations,
  }
}

import { bearingDegrees, distanceKm, type LatLon } from './bbox'
import { downwindDegrees, nearestWind, type WindAt } from './wind'

/**
 * The "smoke may be coming" rule (decision 188). A fire may send smoke to a watched place
 * when the place is within SMOKE_REACH_KM of it, the wind at the fire is at least
 * SMOKE_MIN_WIND_MS, and the place lies within SMOKE_CONE_DEGREES either side of the
 * direction the wind blows toward. A plain screening rule, not a dispersion model: it says
 * "may", and the overlay's model levels stay the reading.
 */
export const SMOKE_REACH_KM = 150
/** Below ~1.5 m/s (Beaufort 1, "light air") direction is unreliable and smoke pools near the fire. */
export const SMOKE_MIN_WIND_MS = 1.5
/** A plume's centreline wanders with the wind's direction; ±30° covers the hourly variation of a 16-point direction forecast. */
export const SMOKE_CONE_DEGREES = 30

export interface SmokeRisk<P extends LatLon> {
  fire: LatLon
  place: P
  distanceKm: number
  /** Hours the air takes to travel from the fire to the place at the wind's speed. */
  travelHours: number
}

const angleBetween = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360
  return d > 180 ? 360 - d : d
}

/** Each watched place the wind carries smoke toward, with the nearest such fire. */
export function smokeRisks<P extends LatLon>(fires: readonly LatLon[], places: readonly P[], winds: readonly WindAt[]): SmokeRisk<P>[] {
  const risks: SmokeRisk<P>[] = []
  for (const place of places) {
    let nearest: SmokeRisk<P> | null = null
    for (const fire of fires) {
      const km = distanceKm(fire, place)
      if (km > SMOKE_REACH_KM) continue
      const wind = nearestWind(winds, fire)
      if (!wind || wind.speedMs < SMOKE_MIN_WIND_MS) continue
      if (angleBetween(bearingDegrees(fire, place), downwindDegrees(wind.fromDegrees)) > SMOKE_CONE_DEGREES) continue
      if (!nearest || km < nearest.distanceKm) nearest = { fire, place, distanceKm: km, travelHours: km / (wind.speedMs * 3.6) }
    }
    if (nearest) risks.push(nearest)
  }
  return risks
}

import { ok } from '../../result'
import type { WeatherProvider } from './types'

/**
 * Local mode's wind (no keys, no network): a deterministic, slowly turning field from
 * lat/lon/hour, 1.5-8 m/s, labelled "Simulated". Never used on a deploy.
 */
export function createSimulatedWeather(): WeatherProvider {
  return {
    id: 'simulated',
    source: { name: 'Simulated wind', simulated: true, url: null },
    fetchWind: async (points, hours, { signal }) => {
      signal.throwIfAborted()
      return ok(
        points.map((p) => ({
          ...p,
          speedMs: hours.map((dt) => Math.round((4.75 + 3.25 * Math.sin(dt / 36_000 + p.lat)) * 10) / 10),
          fromDegrees: hours.map((dt) => Math.round((((250 + 40 * Math.sin(dt / 21_600 + p.lon / 3)) % 360) + 360) % 360)),
        })),
      )
    },
  }
}

/**
 * The six pollutants every AirAhead scale is computed from, and the shape of one
 * hour's concentrations. All concentrations are µg/m³ (the unit the providers
 * deliver); `null` means the source has no value for that hour.
 */
export const POLLUTANTS = ['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co'] as const
export type Pollutant = (typeof POLLUTANTS)[number]

/** Concentrations in µg/m³. `no` and `nh3` are shown when a source has them but feed no index. */
export type Components = Record<Pollutant, number | null> & { no: number | null; nh3: number | null }

/** One hour of concentrations; `dt` is the start of the hour in unix seconds (UTC). */
export interface HourlyReading {
  dt: number
  components: Components
}

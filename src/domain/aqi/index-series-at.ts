import { hourIndexes, type HourIndexes } from './hour-indexes'
import type { Components, HourlyReading } from './pollutants'
import { indexSeries } from './series'

/**
 * How an hour's US AQI (and so its 1-5 level) is averaged: `nowcast` for the hour under way
 * and the hours before it, `hourly` for a forecast hour after it (decision 152).
 */
export type HourAveraging = 'nowcast' | 'hourly'

/** One hour's indexes and the averaging they were computed with. */
export interface IndexedHour {
  indexes: HourIndexes
  averaging: HourAveraging
}

const HOUR_SECONDS = 3600

/**
 * A forecast hour's indexes from that hour's own concentrations (µg/m³): PM2.5 and PM10 through
 * EPA's 24-hour table, O3 the higher of the 8-hour and 1-hour tables, CO the 8-hour table, NO2
 * and SO2 the 1-hour table — what a NowCast converges to once the air has stayed at that hour's
 * value (weight factor ≥ 0.5 for PM: 75 % of the weight on the last two hours when air changes
 * fast; AirNow, "How is the NowCast algorithm used to report current air quality?"). DAQI and EAQI
 * read the same hourly values.
 */
export function hourlyIndexes(components: Components): HourIndexes {
  const { pm2_5, pm10, o3, co } = components
  return hourIndexes(components, { nowcast: { pm2_5, pm10, o3 }, mean: { pm2_5, pm10, o3, co } })
}

/**
 * The one rule for every hour of a place, shared by every screen (API entries, regional card,
 * history) and the alert job (decision 152): hours up to and including the one containing `now`
 * get EPA's NowCast over the series (`indexSeries`: observed and current air, as AirNow reports
 * "now"); later hours are forecasts with no observations of their own and get their own hourly
 * concentration (`hourlyIndexes`). So a US AQI 151 or Poor (4) threshold is reached by a forecast
 * hour exactly when its PM2.5 reaches 55.5 µg/m³, and a strip's hour shows the level a text names.
 * @param hours ascending `dt` (unix s, hour starts), concentrations in µg/m³
 * @param now unix seconds
 * @returns one entry per input hour, in the same order
 */
export function indexSeriesAt(hours: readonly HourlyReading[], now: number): IndexedHour[] {
  const currentHour = Math.floor(now / HOUR_SECONDS) * HOUR_SECONDS
  let observed = hours.findIndex((hour) => hour.dt > currentHour)
  if (observed === -1) observed = hours.length
  const nowcast = indexSeries(hours.slice(0, observed)).map((indexes): IndexedHour => ({ indexes, averaging: 'nowcast' }))
  const forecast = hours.slice(observed).map((hour): IndexedHour => ({ indexes: hourlyIndexes(hour.components), averaging: 'hourly' }))
  return [...nowcast, ...forecast]
}
